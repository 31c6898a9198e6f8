// useNearViewport: false until the element comes near the viewport, then true for good; true at once without IntersectionObserver.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '../../src/ui/useNearViewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>('300px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('reads false until the observer reports the element near, then true, and stops observing', () => {
    const observers: Array<{ callback: Callback; options: IntersectionObserverInit | undefined; observed: Element[]; disconnected: boolean }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly me;
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          this.me = { callback, options, observed: [] as Element[], disconnected: false };
          observers.push(this.me);
        }
        observe(el: Element) {
          this.me.observed.push(el);
        }
        disconnect() {
          this.me.disconnected = true;
        }
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    const observer = observers[0]!;
    expect(observer.options?.rootMargin).toBe('300px 0px');
    expect(observer.observed).toEqual([screen.getByText('far')]);
    act(() => observer.callback([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeTruthy();
    expect(observer.disconnected).toBe(true);
  });

  it('reads true at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
