// @vitest-environment jsdom
// Gate conditions: visibility, online state and their conjunction.
import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { and, createOnline, createVisibility, online$, visible$ } from '../../streams/conditions';

const fakeDoc = (state: DocumentVisibilityState) =>
  Object.assign(new EventTarget(), { visibilityState: state });

const fakeWin = (onLine: boolean) => Object.assign(new EventTarget(), { navigator: { onLine } });

function collect<T>(source: { subscribe: (f: (v: T) => void) => { unsubscribe: () => void } }) {
  const seen: T[] = [];
  const sub = source.subscribe((v) => seen.push(v));
  return { seen, stop: () => sub.unsubscribe() };
}

describe('createVisibility', () => {
  it('starts with the state at subscription time and follows visibilitychange, without repeats', () => {
    const doc = fakeDoc('visible');
    const visible = createVisibility(doc);
    doc.visibilityState = 'hidden'; // changed after building, before subscribing: must be read late
    const { seen, stop } = collect(visible);
    const flip = (s: DocumentVisibilityState) => {
      doc.visibilityState = s;
      doc.dispatchEvent(new Event('visibilitychange'));
    };
    flip('visible');
    flip('visible');
    flip('hidden');
    stop();
    flip('visible'); // after unsubscribe: the listener is gone
    expect(seen).toEqual([false, true, false]);
  });
});

describe('createOnline', () => {
  it('starts with navigator.onLine and follows online/offline events, without repeats', () => {
    const win = fakeWin(true);
    const { seen, stop } = collect(createOnline(win));
    const set = (on: boolean) => {
      win.navigator.onLine = on;
      win.dispatchEvent(new Event(on ? 'online' : 'offline'));
    };
    set(false);
    set(false);
    set(true);
    stop();
    set(false);
    expect(seen).toEqual([true, false, true]);
  });
});

describe('default instances', () => {
  it('read the real document and window', () => {
    const v = collect(visible$);
    const o = collect(online$);
    v.stop();
    o.stop();
    expect(v.seen).toEqual([document.visibilityState !== 'hidden']);
    expect(o.seen).toEqual([navigator.onLine]);
  });
});

describe('and', () => {
  it('is true only while every condition is true, emitting changes only', () => {
    const ts = new TestScheduler((a, e) => expect(a).toEqual(e));
    ts.run(({ cold, expectObservable }) => {
      const B = { t: true, f: false };
      const a = cold('t--f----t---', B);
      const b = cold('-t---f----t-', B);
      const c = cold('t-----------', B);
      // waits for all to emit (1), off at 3, stays off through 5..8 (b false), on at 10.
      expectObservable(and(a, b, c)).toBe('-t-f------t-', B);
    });
  });

  it('with no condition is true', () => {
    const { seen } = collect(and());
    expect(seen).toEqual([true]);
  });
});
