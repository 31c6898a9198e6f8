// The replay clock's waits for a page: a call that will not come is given up on after a short wait and reported,
// a page still loading its code gets longer; after a recorded page load the page's first calls are waited for again.
import { describe, expect, it } from 'vitest';
import { AWAIT_CALL_MS, AWAIT_PAGE_MS, Playback, type GaveUp, type RealClock } from '../../src/replay/playback';
import { createPlayer, ReplayScheduler, type Exchange, type Tape } from '../../src/replay';
import { TEST_TAPE_HEADER } from './tapeHeader';

const header = TEST_TAPE_HEADER;
const ex = (seq: number, path: string, start: number): Exchange => ({
  kind: 'exchange', seq, method: 'GET', path, status: 200, headers: {}, responseBody: {}, start, end: start + 50,
});
const tapeOf = (exchanges: Exchange[]): Tape => ({ header, exchanges, marks: [], actions: [] });

/** Real time that moves only when slept on. */
function fakeClock(): RealClock & { slept: () => number } {
  let t = 0;
  return { now: () => t, sleep: async (ms) => void (t += ms), slept: () => t };
}

async function playToEnd(playback: Playback): Promise<void> {
  await new Promise<void>((resolve) => {
    playback.subscribe(() => {
      const s = playback.state();
      if (!s.playing && s.time >= s.duration) resolve();
    });
    playback.play(Infinity, playback.duration);
  });
}

describe('waiting for a recorded call', () => {
  it('gives up on a call the running page never makes after a short wait, and says so', async () => {
    const tape = tapeOf([ex(0, '/a', 100), ex(1, '/never', 500), ex(2, '/a', 3000)]);
    const scheduler = new ReplayScheduler(0);
    const player = createPlayer(tape, { scheduler });
    player.transport({ method: 'GET', url: '/a', headers: {} }).subscribe(); // the page is running
    const clock = fakeClock();
    const gaveUp: GaveUp[] = [];
    const playback = new Playback(scheduler, tape, 3050, {
      runAction: () => undefined,
      rebuild: () => undefined,
      awaited: (until) => player.awaited(until),
      onGiveUp: (g) => gaveUp.push(g),
      realClock: clock,
    });
    await playToEnd(playback);
    expect(gaveUp).toEqual([{ at: 500, route: 'GET /never', waitedMs: AWAIT_CALL_MS }]);
    expect(clock.slept()).toBe(AWAIT_CALL_MS);
    expect(player.divergences().map((d) => `${d.kind} ${d.path}`)).toContain('missed /never');
  });

  it('runs an input before waiting for the call it makes at the same time', async () => {
    const tape: Tape = {
      ...tapeOf([ex(0, '/a', 100), { ...ex(1, '/signin', 500), method: 'POST' }]),
      actions: [{ kind: 'action', at: 500, type: 'key', target: 'input', value: 'Enter' }],
    };
    const scheduler = new ReplayScheduler(0);
    const player = createPlayer(tape, { scheduler });
    player.transport({ method: 'GET', url: '/a', headers: {} }).subscribe();
    const clock = fakeClock();
    const gaveUp: GaveUp[] = [];
    const playback = new Playback(scheduler, tape, 600, {
      // The page signs in on Enter.
      runAction: () => void player.transport({ method: 'POST', url: '/signin', headers: {} }).subscribe(),
      rebuild: () => undefined,
      awaited: (until) => player.awaited(until),
      onGiveUp: (g) => gaveUp.push(g),
      realClock: clock,
    });
    await playToEnd(playback);
    expect(gaveUp).toEqual([]);
    expect(clock.slept()).toBe(0);
    expect(player.divergences()).toEqual([]);
  });

  it('waits longer for a page that has made no call yet (its code is loading)', async () => {
    const tape = tapeOf([ex(0, '/first', 100)]);
    const scheduler = new ReplayScheduler(0);
    const player = createPlayer(tape, { scheduler });
    const gaveUp: GaveUp[] = [];
    const playback = new Playback(scheduler, tape, 150, {
      runAction: () => undefined,
      rebuild: () => undefined,
      awaited: (until) => player.awaited(until),
      onGiveUp: (g) => gaveUp.push(g),
      realClock: fakeClock(),
    });
    await playToEnd(playback);
    expect(gaveUp).toEqual([{ at: 100, route: 'GET /first', waitedMs: AWAIT_PAGE_MS }]);
  });

  it('after a recorded page load, waits for the new page to make its first calls again and keeps what was paired', () => {
    const tape = tapeOf([ex(0, '/domain', 100), ex(1, '/domain', 5100)]);
    const first = createPlayer(tape, { scheduler: new ReplayScheduler(0) });
    first.transport({ method: 'GET', url: '/domain', headers: {} }).subscribe();
    expect(first.awaited(6000)).toBeUndefined();
    const state = first.state(5000);
    expect(state.matched).toEqual([0]);
    const second = createPlayer(tape, { scheduler: new ReplayScheduler(0), resume: JSON.parse(JSON.stringify(state)) });
    expect(second.awaited(6000)).toMatchObject({ at: 5100, route: 'GET /domain', pageStarted: false });
    expect(second.served()).toHaveLength(1);
  });
});
