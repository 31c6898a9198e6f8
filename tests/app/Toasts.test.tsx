// The app's toasts raised before its first render (a stored session the exchange refuses at once)
// still show once the view mounts: the app listens from its start.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toasts, listenToToastsFromStart, preloadToasts } from '../../src/app/Toasts';
import { TOAST_AUTO_CLOSE_MS } from '../../src/domain/constants';
import { setAppScheduler } from '../../streams/scheduler';
import { toastError, toastInfo } from '../../streams/toasts';
import { virtualClock } from '../streams/market/virtualClock';

// Each test mounts its own view: one left mounted would show every later toast a second time.
afterEach(cleanup);

describe('Toasts', () => {
  // The view's code (react-toastify) here first, as a replay has it: what is tested is which toasts reach it.
  beforeAll(() => preloadToasts(), 20_000);

  it('shows a toast raised before it mounted, when the app listened from its start', async () => {
    const listening = listenToToastsFromStart();
    try {
      toastInfo('Session expired!');
      render(<Toasts />);
      expect(await screen.findByText('Session expired!')).toBeInTheDocument();
      // And the ones raised after it mounted.
      toastInfo('Bet placed');
      expect(await screen.findByText('Bet placed')).toBeInTheDocument();
    } finally {
      listening.unsubscribe();
    }
  });

  it('without that, a toast raised before it mounted is not shown (what the app used to do)', async () => {
    toastInfo('Too early');
    render(<Toasts />);
    toastInfo('In time');
    expect(await screen.findByText('In time')).toBeInTheDocument();
    expect(screen.queryByText('Too early')).toBeNull();
  });
});

describe('Toasts pause while the pointer or focus is on them (spec 000 section 8), on the app clock', () => {
  beforeAll(() => preloadToasts(), 20_000);
  afterEach(() => setAppScheduler(null));

  /** The app clock on virtual time, the view mounted and one toast on screen (its alert). */
  async function oneToast(text: string) {
    const clock = virtualClock();
    setAppScheduler(clock.scheduler, { machines: true });
    render(<Toasts />);
    toastError(text);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    const advance = (ms: number) => act(() => clock.advanceBy(ms));
    return { alert, advance };
  }

  it('the pointer on a toast holds its 2 s; leaving lets the rest run', { timeout: 20_000 }, async () => {
    const { alert, advance } = await oneToast('Bet rate changed!');
    advance(500);
    fireEvent.pointerOver(alert);
    advance(30_000);
    // The same element, never shown again: a screen reader has heard it once.
    expect(screen.getByRole('alert')).toBe(alert);
    fireEvent.pointerLeave(alert.closest('.Toastify')!.parentElement!);
    advance(TOAST_AUTO_CLOSE_MS - 500 - 1);
    expect(screen.getByRole('alert')).toBe(alert);
    advance(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keyboard focus in a toast holds it until the focus leaves', { timeout: 20_000 }, async () => {
    const { alert, advance } = await oneToast('Minimum stake limit exceeded!');
    act(() => alert.focus());
    advance(10_000);
    expect(screen.getByRole('alert')).toBe(alert);
    act(() => alert.blur());
    advance(TOAST_AUTO_CLOSE_MS - 1);
    expect(screen.getByRole('alert')).toBe(alert);
    advance(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a click closes the toast under the pointer and frees the clock for the others', { timeout: 20_000 }, async () => {
    const { alert, advance } = await oneToast('first');
    toastInfo('second');
    await screen.findByText('second');
    fireEvent.pointerOver(alert);
    advance(10_000);
    expect(screen.getByText('second')).toBeInTheDocument();
    fireEvent.click(alert);
    // 'second' runs again: gone TOAST_AUTO_CLOSE_MS later.
    advance(TOAST_AUTO_CLOSE_MS);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('each toast is one alert, outside any other live region (a nested one reads it twice)', { timeout: 20_000 }, async () => {
    const { alert } = await oneToast('Session expired!');
    expect(alert.parentElement?.closest('[aria-live], [role="alert"], [role="status"], [role="log"]')).toBeNull();
    expect(screen.getAllByText('Session expired!')).toHaveLength(1);
  });
});
