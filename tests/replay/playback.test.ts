// The replay's controls (src/replay/playback.ts) over the replay clock: play at a speed, change speed, pause, step.
// The page's own time (the frames between two moves of the clock) is Vitest's fake clock, never the wall clock.
import { of, type Subscription } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReplayScheduler, type Action, type Tape } from '../../src/replay';
import { TEST_TAPE_HEADER } from './tapeHeader';
import { Playback } from '../../src/replay/playback';
import { poll } from '../../streams/poll';
import { setAppScheduler } from '../../streams/scheduler';

const tapeWith = (actions: Action[] = []): Tape => ({
  header: TEST_TAPE_HEADER,
  exchanges: [],
  marks: [],
  actions,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  setAppScheduler(null);
});

/** A poll every second on the replay clock, and the controls over that clock. */
function polled(tape = tapeWith()) {
  const s = new ReplayScheduler(0);
  setAppScheduler(s);
  let sent = 0;
  const sub: Subscription = poll(() => of((sent += 1)), { periodMs: 1000, name: 'p' }).subscribe();
  const ran: Action[] = [];
  const playback = new Playback(s, tape, 60_000, { runAction: (a) => void ran.push(a), rebuild: () => {}, settle: () => Promise.resolve() });
  return { s, sub, playback, ran, sent: () => sent };
}

/** One frame of the play loop (16 ms): the clock's last move may lag the page's time by that much. */
const FRAME = 16;

describe('replay playback', () => {
  it('plays at its speed: at 2x, one second of the page runs two seconds of the tape and its polls', async () => {
    const { s, sub, playback, sent } = polled();
    playback.play(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(playback.state()).toMatchObject({ playing: true, speed: 2 });
    expect(s.time).toBeGreaterThanOrEqual(3000 - 2 * FRAME);
    expect(s.time).toBeLessThanOrEqual(3000);
    expect(sent()).toBe(s.time >= 3000 ? 4 : 3); // rounds at 0, 1000, 2000 (and 3000)
    playback.pause();
    sub.unsubscribe();
  });

  it('a new speed applies at once to a playing replay', async () => {
    const { s, sub, playback } = polled();
    playback.play(1);
    await vi.advanceTimersByTimeAsync(1000);
    const before = s.time;
    expect(before).toBeGreaterThanOrEqual(1000 - FRAME);
    playback.setSpeed(10);
    expect(playback.state().speed).toBe(10);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.time - before).toBeGreaterThanOrEqual(10_000 - 10 * FRAME);
    expect(s.time - before).toBeLessThanOrEqual(10_000 + 10 * FRAME);
    playback.pause();
    sub.unsubscribe();
  });

  it('a quarter speed runs a quarter of the time', async () => {
    const { s, sub, playback, sent } = polled();
    playback.play(0.25);
    await vi.advanceTimersByTimeAsync(4000);
    expect(s.time).toBeGreaterThanOrEqual(1000 - FRAME);
    expect(s.time).toBeLessThanOrEqual(1000);
    expect(sent()).toBe(s.time >= 1000 ? 2 : 1);
    playback.pause();
    sub.unsubscribe();
  });

  it('step runs the next thing that happens, then stays paused', async () => {
    const click: Action = { kind: 'action', at: 1500, type: 'click', target: 'body > button:nth-child(1)' };
    const { s, sub, playback, ran, sent } = polled(tapeWith([click]));
    await playback.step(); // the poll's first round, due at once
    expect(sent()).toBe(1);
    await playback.step(); // its next round, a second later
    expect(s.time).toBe(1000);
    expect(sent()).toBe(2);
    await playback.step(); // the player's click, before the round due at 2000
    expect(s.time).toBe(1500);
    expect(ran).toEqual([click]);
    expect(sent()).toBe(2);
    expect(playback.state().playing).toBe(false);
    // Paused after a step: the page's time passes, the tape's does not.
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.time).toBe(1500);
    expect(sent()).toBe(2);
    await playback.step();
    expect(s.time).toBe(2000);
    expect(sent()).toBe(3);
    sub.unsubscribe();
  });

  it('step pauses a playing replay', async () => {
    const { s, sub, playback } = polled();
    playback.play(1);
    await vi.advanceTimersByTimeAsync(500);
    const stepped = playback.step();
    await vi.advanceTimersByTimeAsync(FRAME); // the play loop's current frame ends first
    await stepped;
    expect(playback.state().playing).toBe(false);
    const at = s.time;
    expect(at).toBe(1000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(s.time).toBe(at);
    sub.unsubscribe();
  });
});
