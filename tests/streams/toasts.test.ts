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
  subs.push(toastEvents$.subscribe((e) => events.push(e)));
  const showing = () => {
    const on = new Map<string, string>();
    for (const e of events) {
      if ('show' in e) on.set(e.id, e.show.text);
      else on.delete(e.hide);
    }
    return [...on.values()];
  };
  return { to: clock.advanceTo, showing, events };
}

const subs: { unsubscribe: () => void }[] = [];

afterEach(() => {
  for (const sub of subs.splice(0)) sub.unsubscribe();
  holdToasts('pointer', false);
  holdToasts('focus', false);
  setAppScheduler(null);
});

/**
 * One step of a toast's life on the virtual clock: a toast raised, a hold taken or let go (pointer or focus), the clock
 * moved to a time (ms), or the toasts that show then.
 */
type Step = ['toast', string] | ['hold' | 'release', 'pointer' | 'focus'] | ['at', number] | ['showing', string[]];

/** Plays the steps; returns the toasts that showed at each 'showing' step beside those the step names. */
function play(steps: readonly Step[]) {
  const t = setUp();
  const seen: string[][] = [];
  const wanted: string[][] = [];
  for (const step of steps) {
    if (step[0] === 'toast') toastInfo(step[1]);
    else if (step[0] === 'at') t.to(step[1]);
    else if (step[0] === 'showing') {
      seen.push(t.showing());
      wanted.push(step[1]);
    } else holdToasts(step[1], step[0] === 'hold');
  }
  return { ...t, seen, wanted };
}

describe('toasts pause while held', () => {
  it.each<[string, Step[]]>([
    [
      'a toast nobody holds closes TOAST_AUTO_CLOSE_MS after it showed',
      [['toast', 'Bet placed'], ['showing', ['Bet placed']], ['at', TOAST_AUTO_CLOSE_MS - 1], ['showing', ['Bet placed']], ['at', TOAST_AUTO_CLOSE_MS], ['showing', []]],
    ],
    [
      'the pointer on it at 1.5 s for 10 s: still there at 11.9 s, gone 0.5 s after it leaves (paused, not restarted)',
      [
        ['toast', 'Bet rate changed!'],
        ['at', 1_500],
        ['hold', 'pointer'],
        ['at', 11_500],
        ['showing', ['Bet rate changed!']],
        ['release', 'pointer'],
        ['at', 11_999],
        ['showing', ['Bet rate changed!']],
        ['at', 12_000],
        ['showing', []],
      ],
    ],
    [
      'pointer and focus: held until both have left',
      [
        ['toast', 'Minimum stake limit exceeded!'],
        ['hold', 'pointer'],
        ['hold', 'focus'],
        ['at', 5_000],
        ['release', 'pointer'],
        ['at', 10_000],
        ['showing', ['Minimum stake limit exceeded!']],
        ['release', 'focus'],
        ['at', 10_000 + TOAST_AUTO_CLOSE_MS],
        ['showing', []],
      ],
    ],
    [
      'a hold stops every toast on screen, and one raised during the hold waits for its end',
      [
        ['toast', 'first'],
        ['at', 1_000],
        ['hold', 'pointer'],
        ['toast', 'second'],
        ['at', 60_000],
        ['showing', ['first', 'second']],
        ['release', 'pointer'],
        ['at', 61_000],
        ['showing', ['second']],
        ['at', 62_000],
        ['showing', []],
      ],
    ],
    [
      'several short holds: only the time not held counts',
      [
        ['toast', 'Session expired!'],
        // Held 500 ms of every second for 3 s: 1.5 s of time not held by 3 s.
        ...[0, 1, 2].flatMap((s): Step[] => [['at', s * 1_000 + 500], ['hold', 'pointer'], ['at', s * 1_000 + 1_000], ['release', 'pointer']]),
        ['showing', ['Session expired!']],
        ['at', 3_499],
        ['showing', ['Session expired!']],
        ['at', 3_500],
        ['showing', []],
      ],
    ],
  ])('%s', (_, steps) => {
    const { seen, wanted } = play(steps);
    expect(seen).toEqual(wanted);
  });

  it('each toast is shown once: holds neither show it again nor hide it early', () => {
    const t = play([['toast', 'Login successful!'], ['hold', 'pointer'], ['release', 'pointer'], ['hold', 'focus'], ['at', 10_000], ['release', 'focus'], ['at', 20_000]]);
    expect(t.events.filter((e) => 'show' in e)).toHaveLength(1);
    expect(t.events.filter((e) => 'hide' in e)).toHaveLength(1);
  });
});
