// Header polls: 20 s period, balance = openingBalance - exposure, gating on login, refresh.
import { describe, expect, it, vi } from 'vitest';
import { Observable, concat, defer, map, of, timer } from 'rxjs';
import { TestScheduler, type RunHelpers } from 'rxjs/testing';
import type { User } from '../../src/api/contract';
import { HEADER_POLL_MS } from '../../src/domain/constants';
import { createHeaderPolls, headerRefresh$, refreshHeader } from '../../streams/header';
import { testPlayer, testTrade } from '../records';

const user = (openingBalance: number): User =>
  testPlayer({ userName: 'player', name: 'Player', openingBalance, exposureLimit: 100_000, mobile: '' });
const trade = testTrade({ event: 'A v B', count: 2 });

const B = { t: true, f: false };
const HORIZON = 5 * HEADER_POLL_MS;

/** Runs in virtual time with a frame cap, so a poll that never stops fails instead of hanging. */
function runFor(body: (h: RunHelpers, ts: TestScheduler) => void): void {
  const ts = new TestScheduler((a, e) => expect(a).toEqual(e));
  ts.run((h) => {
    ts.maxFrames = HORIZON;
    body(h, ts);
  });
}

/** Endpoints answering after 100 ms; balances and exposures follow the given lists round by round. */
function fakeApi(ts: TestScheduler, balances: number[], exposures: number[]) {
  const calls = { user: [] as number[], exposure: [] as number[], trades: [] as number[] };
  const answer = <T>(log: number[], value: (n: number) => T) => () =>
    defer(() => {
      const n = log.push(ts.now()) - 1;
      return timer(100).pipe(map(() => value(n)));
    });
  return {
    calls,
    fetchUser: answer(calls.user, (n) => user(balances[Math.min(n, balances.length - 1)] ?? 0)),
    fetchExposure: answer(calls.exposure, (n) => exposures[Math.min(n, exposures.length - 1)] ?? 0),
    fetchLiveTrades: answer(calls.trades, () => [trade]),
  };
}

describe('createHeaderPolls', () => {
  it('polls user, exposure and live trades every 20 s while logged in', () => {
    let calls!: ReturnType<typeof fakeApi>['calls'];
    runFor(({ expectObservable }, ts) => {
      const api = fakeApi(ts, [1000], [0]);
      calls = api.calls;
      const h = createHeaderPolls({ ...api, when: of(true), refresh$: of() });
      expectObservable(h.liveTrades$, '^ 45s !').toBe('100ms a 19999ms a 19999ms a', { a: [trade] });
      expectObservable(h.user$, '^ 45s !').toBe('100ms u 19999ms u 19999ms u', { u: user(1000) });
      expectObservable(h.exposure$, '^ 45s !').toBe('100ms e 19999ms e 19999ms e', { e: 0 });
    });
    expect(HEADER_POLL_MS).toBe(20_000);
    for (const log of Object.values(calls)) expect(log).toEqual([0, 20_000, 40_000]);
  });

  it('balance is openingBalance minus exposure, following both figures, with no request of its own', () => {
    let calls!: ReturnType<typeof fakeApi>['calls'];
    runFor(({ expectObservable }, ts) => {
      const api = fakeApi(ts, [1000, 1000, 1200], [250, 300, 300]);
      calls = api.calls;
      const h = createHeaderPolls({ ...api, when: of(true), refresh$: of() });
      // 750 at 0.1 s, 700 at 20.1 s (exposure up), 900 at 40.1 s (balance up).
      expectObservable(h.balance$, '^ 45s !').toBe('100ms a 19999ms b 19999ms c', {
        a: 750,
        b: 700,
        c: 900,
      });
    });
    expect(calls.user).toEqual([0, 20_000, 40_000]);
    expect(calls.exposure).toEqual([0, 20_000, 40_000]);
    expect(calls.trades).toEqual([]);
  });

  it('makes no request while logged out; logging in fetches at once, logging out stops', () => {
    let calls!: ReturnType<typeof fakeApi>['calls'];
    runFor(({ hot, expectObservable }, ts) => {
      const api = fakeApi(ts, [1000], [100]);
      calls = api.calls;
      const when = concat(of(false), hot<boolean>('50s t 29999ms f', B)); // in at 50 s, out at 80 s
      const h = createHeaderPolls({ ...api, when, refresh$: of() });
      expectObservable(h.balance$, '^ 99s !').toBe('50100ms b', { b: 900 });
      expectObservable(h.liveTrades$, '^ 99s !').toBe('50100ms a 19999ms a', { a: [trade] });
    });
    for (const log of Object.values(calls)) expect(log).toEqual([50_000, 70_000]);
  });

  it('refresh$ runs an immediate round of all three calls', () => {
    let calls!: ReturnType<typeof fakeApi>['calls'];
    runFor(({ hot, expectObservable }, ts) => {
      const api = fakeApi(ts, [1000, 1100], [0]);
      calls = api.calls;
      const h = createHeaderPolls({ ...api, when: of(true), refresh$: hot('5s x') });
      expectObservable(h.balance$, '^ 10s !').toBe('100ms a 4999ms b', { a: 1000, b: 1100 });
      expectObservable(h.exposure$, '^ 10s !').toBe('100ms e 4999ms e', { e: 0 });
      expectObservable(h.liveTrades$, '^ 10s !').toBe('100ms t 4999ms t', { t: [trade] });
    });
    for (const log of Object.values(calls)) expect(log).toEqual([0, 5_000]);
  });

  it('pushes each fresh user to onUser once per answer, however many subscribe', () => {
    const onUser = vi.fn<(u: User) => void>();
    runFor(({ expectObservable }, ts) => {
      const api = fakeApi(ts, [1000, 1200], [0]);
      const h = createHeaderPolls({ ...api, when: of(true), refresh$: of(), onUser });
      expectObservable(h.user$, '^ 25s !').toBe('100ms a 19999ms b', { a: user(1000), b: user(1200) });
      expectObservable(h.balance$, '^ 25s !').toBe('100ms a 19999ms b', { a: 1000, b: 1200 });
    });
    expect(onUser.mock.calls).toEqual([[user(1000)], [user(1200)]]);
  });

  it('keeps the other figures when one call fails', () => {
    const onError = vi.fn<(err: unknown) => void>();
    runFor(({ expectObservable }, ts) => {
      const api = fakeApi(ts, [1000], [0]);
      const failing: () => Observable<number> = () => defer(() => timer(100).pipe(map(() => { throw new Error('down'); })));
      const h = createHeaderPolls({ ...api, fetchExposure: failing, when: of(true), refresh$: of(), onError });
      expectObservable(h.exposure$, '^ 25s !').toBe('');
      expectObservable(h.user$, '^ 25s !').toBe('100ms u 19999ms u', { u: user(1000) });
    });
    expect(onError).toHaveBeenCalledTimes(2);
  });
});

describe('refreshHeader', () => {
  it('emits on headerRefresh$', () => {
    const seen: unknown[] = [];
    const sub = headerRefresh$.subscribe((v) => seen.push(v));
    refreshHeader();
    refreshHeader();
    sub.unsubscribe();
    expect(seen).toHaveLength(2);
  });
});
