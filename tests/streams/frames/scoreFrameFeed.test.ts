// The simulated live feed (deterministic, ticking on the app scheduler) and the score frame's height handshake.
import { afterEach, describe, expect, it } from 'vitest';
import type { Subscription } from 'rxjs';
import { SCORE_FRAME_RESIZE_MS } from '../../../src/domain/constants';
import {
  FEED_TICK_MS,
  SCORE_HEIGHT_MESSAGE,
  createScoreFrameHeight,
  frameHeightFor,
  liveFeed$,
  postFrameHeight,
  sidesOf,
  startFeed,
  type LiveFeed,
  type MessageSource,
  type ScoreHeightMessage,
} from '../../../streams/frames/scoreFrameFeed';
import { setAppScheduler } from '../../../streams/scheduler';
import { virtualClock } from '../market/virtualClock';

const subs: Subscription[] = [];
afterEach(() => {
  subs.splice(0).forEach((s) => s.unsubscribe());
  setAppScheduler(null);
});

describe('live feed', () => {
  it('reads the two sides from the event name', () => {
    expect(sidesOf('India v Australia')).toEqual(['India', 'Australia']);
    expect(sidesOf('Real Madrid vs Barcelona')).toEqual(['Real Madrid', 'Barcelona']);
    expect(sidesOf('Djokovic - Alcaraz')).toEqual(['Djokovic', 'Alcaraz']);
    expect(sidesOf('Some race')).toEqual(['Home', 'Away']);
  });

  it('plays the same match the same way, one step per FEED_TICK_MS, in the sport of the match', () => {
    const clock = virtualClock();
    const a: LiveFeed[] = [];
    const b: LiveFeed[] = [];
    subs.push(liveFeed$('4', '9001', 'India v Australia').subscribe((f) => a.push(f)));
    subs.push(liveFeed$('4', '9001', 'India v Australia').subscribe((f) => b.push(f)));
    clock.advanceTo(3 * FEED_TICK_MS);
    expect(a).toHaveLength(4);
    expect(a).toEqual(b);
    expect(a[0]).toEqual(startFeed('4', '9001', 'India v Australia').feed);
    expect(a[0]?.kind).toBe('cricket');
    expect(startFeed('1', '9001', 'A v B').feed.kind).toBe('soccer');
    expect(startFeed('2', '9001', 'A v B').feed.kind).toBe('tennis');
    expect(startFeed('10', '9001', 'Race 1').feed.kind).toBe('race');
    const cricket = a.at(-1);
    if (cricket?.kind !== 'cricket') throw new Error('cricket expected');
    expect(cricket.batting).toBe('India');
    expect(cricket.runs).toBeGreaterThanOrEqual(0);
  });
});

describe('score frame height', () => {
  it('is 160, or 500 once the content is taller than 200', () => {
    expect(frameHeightFor(120)).toBe(160);
    expect(frameHeightFor(200)).toBe(160);
    expect(frameHeightFor(201)).toBe(500);
  });

  it("follows the frame's posted heights: same origin and same frame only", () => {
    const win = Object.assign(new EventTarget(), { location: { origin: 'http://app.test' } }) as MessageSource;
    const heights: number[] = [];
    subs.push(createScoreFrameHeight(win)('9001').subscribe((h) => heights.push(h)));
    const post = (data: unknown, origin = 'http://app.test') => win.dispatchEvent(new MessageEvent('message', { data, origin }));
    post({ type: SCORE_HEIGHT_MESSAGE, id: '9001', height: 320 });
    post({ type: SCORE_HEIGHT_MESSAGE, id: '9001', height: 320 }, 'http://evil.test');
    post({ type: SCORE_HEIGHT_MESSAGE, id: 'other', height: 100 });
    post({ type: SCORE_HEIGHT_MESSAGE, id: '9001', height: 150 });
    expect(heights).toEqual([160, 500, 160]);
  });

  it('the frame measures itself every SCORE_FRAME_RESIZE_MS and posts only changes', () => {
    const clock = virtualClock();
    let height = 150;
    const posted: ScoreHeightMessage[] = [];
    subs.push(postFrameHeight({ id: '9001', measure: () => height, post: (m) => posted.push(m) }).subscribe());
    clock.advanceTo(SCORE_FRAME_RESIZE_MS);
    height = 320;
    clock.advanceTo(3 * SCORE_FRAME_RESIZE_MS);
    expect(posted).toEqual([
      { type: SCORE_HEIGHT_MESSAGE, id: '9001', height: 150 },
      { type: SCORE_HEIGHT_MESSAGE, id: '9001', height: 320 },
    ]);
  });
});
