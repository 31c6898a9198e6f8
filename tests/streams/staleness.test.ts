// Per-poll staleness and the one connection status, in virtual time (issue 10, item 3).
// oxlint-disable vitest/expect-expect -- marble tests assert through expectObservable (the TestScheduler's expect)
import { describe, expect, it } from 'vitest';
import { defer, of, throwError, timer, mergeMap } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { ApiError } from '../../src/api/errors';
import { poll } from '../../streams/poll';
import { pollRounds$, type PollRound } from '../../streams/pollRounds';
import { withIsStaleData } from '../../streams/staleness';
import { BACK_SHOWN_MS, createConnectionStatus } from '../../streams/connection';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const P = 10;
const F = { stale: false };

describe('withIsStaleData', () => {
  it('fresh on every answer; stale, since the last answer, once two periods pass without one', () => {
    newScheduler().run(({ cold, expectObservable }) => {
      const answers = cold('a 9ms b 19ms c 29ms |');
      // a at 0, b at 10, c at 30 (fresh); nothing after 30 -> stale at 50 since 30
      expectObservable(answers.pipe(withIsStaleData(P))).toBe('f 49ms s 9ms |', { f: F, s: { stale: true, since: 30 } });
    });
  });

  it('a gap of exactly two periods is not stale; a longer one is until the next answer', () => {
    newScheduler().run(({ cold, expectObservable }) => {
      const answers = cold('a 19ms b 24ms c 5ms |'); // answers at 0, 20, 45
      expectObservable(answers.pipe(withIsStaleData(P))).toBe('f 39ms s 4ms f 19ms (t|)', {
        f: F,
        s: { stale: true, since: 20 },
        t: { stale: true, since: 45 },
      });
    });
  });

  it('on the poll operator: rounds that fail, then rounds slower than two periods, then recovery', () => {
    const ts = newScheduler();
    ts.run(({ expectObservable }) => {
      ts.maxFrames = 200;
      let n = 0;
      // Call 1 answers at once; calls 2-4 fail; calls from 5 take 25 frames (> two periods) until frame 120, then 1.
      const fetch = () =>
        defer(() => {
          n += 1;
          const now = ts.now();
          if (n === 1) return of('a');
          if (n <= 4) return throwError(() => new ApiError('network', 'marketOdds'));
          return timer(now < 120 ? 25 : 1).pipe(mergeMap(() => of('b')));
        });
      const stale$ = poll(fetch, { periodMs: P, name: 'odds', scheduler: ts, onError: () => {} }).pipe(withIsStaleData(P, { scheduler: ts }));
      // a at 0; failures at 10, 20, 30 (stale at 20); call 5 at 40 answers at 65; call 6 at 70 answers 95 (stale
      // at 85 in between); call 7 at 100 answers 125 (stale at 115); from call 8 at 130 answers within a frame.
      expectObservable(stale$, '^ 170ms !').toBe('f 19ms s 44ms f 19ms t 9ms f 19ms u 9ms f', {
        f: F,
        s: { stale: true, since: 0 },
        t: { stale: true, since: 65 },
        u: { stale: true, since: 95 },
      });
    });
  });
});

describe('connection status', () => {
  const lostRound: PollRound = { ok: false, name: 'odds', error: new ApiError('network', 'marketOdds') };
  const okRound: PollRound = { ok: true, name: 'odds' };

  it('offline then online: lost since going offline, back, then quiet after a while', () => {
    newScheduler().run(({ hot, cold, expectObservable }) => {
      const online = hot('t 9ms f 19ms t', { t: true, f: false });
      const status$ = createConnectionStatus({ online, rounds: cold<PollRound>('') });
      expectObservable(status$, `^ ${30 + BACK_SHOWN_MS + 10}ms !`).toBe(`o 9ms l 19ms b ${BACK_SHOWN_MS - 1}ms o`, {
        o: { state: 'online' },
        l: { state: 'lost', since: 10 },
        b: { state: 'back' },
      });
    });
  });

  it('two failed rounds in a row (network, timeout, 5xx) mean lost; one, or refusals and garbage, do not; a good round is back', () => {
    newScheduler().run(({ hot, cold, expectObservable }) => {
      const refused: PollRound = { ok: false, name: 'odds', error: new ApiError('malformed', 'marketOdds') };
      const rounds = hot<PollRound>('x 9ms r 9ms k 9ms x 9ms x 9ms x 9ms k', { x: lostRound, r: refused, k: okRound });
      const status$ = createConnectionStatus({ online: cold('t', { t: true }), rounds });
      expectObservable(status$, `^ ${70 + BACK_SHOWN_MS}ms !`).toBe(`o 39ms l 19ms b ${BACK_SHOWN_MS - 1}ms o`, {
        o: { state: 'online' },
        l: { state: 'lost', since: 30 },
        b: { state: 'back' },
      });
    });
  });

  it('the poll operator reports its rounds to the one status', () => {
    const seen: PollRound[] = [];
    const sub = pollRounds$.subscribe((r) => seen.push(r));
    const ts = newScheduler();
    ts.run(({ expectObservable }) => {
      let n = 0;
      const fetch = () => defer(() => (++n === 2 ? throwError(() => new ApiError('timeout', 'fancy')) : of(n)));
      expectObservable(poll(fetch, { periodMs: P, name: 'fancy', scheduler: ts, onError: () => {} }), '^ 25ms !').toBe('a 19ms c', { a: 1, c: 3 });
    });
    sub.unsubscribe();
    expect(seen.map((r) => r.ok)).toEqual([true, false, true]);
    expect(seen.every((r) => r.name === 'fancy')).toBe(true);
  });
});
