// The toasts' clock, as the app runs it (toastEvents$ on the app clock): each toast hides
// TOAST_AUTO_CLOSE_MS after it showed, and that time stands still while the player holds the toasts
// (pointer or focus on them), on virtual time.
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_AUTO_CLOSE_MS } from '../../src/domain/constants';
import { setAppScheduler } from '../../streams/scheduler';
import { holdToasts, toastEvents$, toastInfo, type ToastEvent } from '../../streams/toasts';
import { virtualClock } from './market/virtualClock';

/** The app clock on virtual time (as a replay sets it) and which toasts show at each moment. */
function setUp() {
  const clock = virtualClock();
  setAppScheduler(clock.scheduler, { machines: true });
  const events: ToastEvent[] = [];
  const sub = toastEvents$.subscribe((e) => events.push(e));
  const showing = () => {
    const on = new Map<string, string>();
    for (const e of events) {
      if ('show' in e) on.set(e.id, e.show.text);
      else on.delete(e.hide);
    }
    return [...on.values()];
  };
  return { to: clock.advanceTo, showing, events, sub };
}

afterEach(() => {
  holdToasts('pointer', false);
  holdToasts('focus', false);
  setAppScheduler(null);
});

describe('toasts pause while held', () => {
  it('a toast nobody holds closes TOAST_AUTO_CLOSE_MS after it showed', () => {
    const t = setUp();
    toastInfo('Bet placed');
    expect(t.showing()).toEqual(['Bet placed']);
    t.to(TOAST_AUTO_CLOSE_MS - 1);
    expect(t.showing()).toEqual(['Bet placed']);
    t.to(TOAST_AUTO_CLOSE_MS);
    expect(t.showing()).toEqual([]);
    t.sub.unsubscribe();
  });

  it('the pointer on it at 1.5 s for 10 s: still there at 11.9 s, gone 0.5 s after it leaves (paused, not restarted)', () => {
    const t = setUp();
    toastInfo('Bet rate changed!');
    t.to(1_500);
    holdToasts('pointer', true);
    t.to(11_500);
    expect(t.showing()).toEqual(['Bet rate changed!']);
    holdToasts('pointer', false);
    t.to(11_999);
    expect(t.showing()).toEqual(['Bet rate changed!']);
    t.to(12_000);
    expect(t.showing()).toEqual([]);
    t.sub.unsubscribe();
  });

  it('pointer and focus: held until both have left', () => {
    const t = setUp();
    toastInfo('Minimum stake limit exceeded!');
    holdToasts('pointer', true);
    holdToasts('focus', true);
    t.to(5_000);
    holdToasts('pointer', false);
    t.to(10_000);
    expect(t.showing()).toEqual(['Minimum stake limit exceeded!']);
    holdToasts('focus', false);
    t.to(10_000 + TOAST_AUTO_CLOSE_MS);
    expect(t.showing()).toEqual([]);
    t.sub.unsubscribe();
  });

  it('a hold stops every toast on screen, and one raised during the hold waits for its end', () => {
    const t = setUp();
    toastInfo('first');
    t.to(1_000);
    holdToasts('pointer', true);
    toastInfo('second');
    t.to(60_000);
    expect(t.showing()).toEqual(['first', 'second']);
    holdToasts('pointer', false);
    t.to(61_000);
    expect(t.showing()).toEqual(['second']);
    t.to(62_000);
    expect(t.showing()).toEqual([]);
    t.sub.unsubscribe();
  });

  it('several short holds: only the time not held counts', () => {
    const t = setUp();
    toastInfo('Session expired!');
    // Held 500 ms of every second for 3 s: 1.5 s of time not held by 3 s.
    for (let s = 0; s < 3; s++) {
      t.to(s * 1_000 + 500);
      holdToasts('pointer', true);
      t.to(s * 1_000 + 1_000);
      holdToasts('pointer', false);
    }
    expect(t.showing()).toEqual(['Session expired!']);
    t.to(3_499);
    expect(t.showing()).toEqual(['Session expired!']);
    t.to(3_500);
    expect(t.showing()).toEqual([]);
    t.sub.unsubscribe();
  });

  it('each toast is shown once: holds neither show it again nor hide it early', () => {
    const t = setUp();
    toastInfo('Login successful!');
    holdToasts('pointer', true);
    holdToasts('pointer', false);
    holdToasts('focus', true);
    t.to(10_000);
    holdToasts('focus', false);
    t.to(20_000);
    expect(t.events.filter((e) => 'show' in e)).toHaveLength(1);
    expect(t.events.filter((e) => 'hide' in e)).toHaveLength(1);
    t.sub.unsubscribe();
  });
});
