// The account pages' stream modules: what each sends, when it starts again at page 1, suspension, per-level P&L, toasts.
import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Observable, of, throwError } from 'rxjs';
import type { Page } from '../../../src/api/contract';
import type { BetHistoryQuery, ProfitLossQuery, StatementQuery } from '../../../src/api/accountEndpoints';
import { ApiError } from '../../../src/api/errors';
import { createBetHistory, FALLBACK_SPORTS } from '../../../streams/account/betHistory';
import { userIdOf } from '../../../streams/account/currentUser';
import { createLoginActivity } from '../../../streams/account/loginActivity';
import { createPasswordHistory } from '../../../streams/account/passwordHistory';
import { createProfitLoss, depthOf, levelKey, levelOfKey } from '../../../streams/account/profitLoss';
import { createStatement } from '../../../streams/account/statement';

const NOW = new Date(2026, 10, 22, 12).getTime();
const page = <T>(items: T[], n: number): Page<T> => ({ pageItems: items, page: n, pageSize: 10, currentPage: n, totalPages: 4 });

/** A fetch answering an empty page at once and recording its arguments. */
function recorder<A extends unknown[]>() {
  const calls: A[] = [];
  const fetch = (...args: A): Observable<Page<never>> => {
    calls.push(args);
    return of(page<never>([], 1));
  };
  return { calls, fetch };
}

describe('statement stream', () => {
  function setup(status = 'active') {
    const rec = recorder<[number, number, StatementQuery]>();
    const domain$ = new BehaviorSubject({ status });
    const st = createStatement({ userId$: of('u1'), fetch: rec.fetch, domainConfig$: domain$, now: () => NOW });
    return { st, calls: rec.calls, domain$ };
  }

  it('sends userId, dates and filter; a new filter, source or date starts again at page 1', () => {
    const { st, calls } = setup();
    st.rows$.subscribe();
    st.filters$.subscribe();
    st.setPage(3);
    st.setFilter('upline');
    st.setPage(2);
    st.chooseSource('OLD DATA');
    st.setPage(4);
    st.setTo('2026-11-20');
    expect(calls).toEqual([
      [1, 10, { userId: 'u1', from: '2026-11-22', to: '2026-11-22', filter: 'all' }],
      [3, 10, { userId: 'u1', from: '2026-11-22', to: '2026-11-22', filter: 'all' }],
      [1, 10, { userId: 'u1', from: '2026-11-22', to: '2026-11-22', filter: 'upline' }],
      [2, 10, { userId: 'u1', from: '2026-11-22', to: '2026-11-22', filter: 'upline' }],
      [1, 10, { userId: 'u1', from: '2026-08-23', to: '2026-11-21', filter: 'upline' }],
      [4, 10, { userId: 'u1', from: '2026-08-23', to: '2026-11-21', filter: 'upline' }],
      [1, 10, { userId: 'u1', from: '2026-08-23', to: '2026-11-20', filter: 'upline' }],
    ]);
  });

  it('choosing the preset that matches the dates fetches nothing new', () => {
    const { st, calls } = setup();
    st.rows$.subscribe();
    st.chooseSource('LIVE DATA');
    expect(calls).toHaveLength(1);
  });

  it("is suspended exactly when the domain's status is 'suspend'", () => {
    const { st, domain$ } = setup();
    const seen: boolean[] = [];
    st.suspended$.subscribe((s) => seen.push(s));
    domain$.next({ status: 'suspend' });
    domain$.next({ status: 'active' });
    expect(seen).toEqual([false, true, false]);
  });
});

describe('profit and loss stream', () => {
  it('maps routes to levels and back', () => {
    expect(depthOf({})).toBe('sport');
    expect(depthOf({ eventId: '4' })).toBe('match');
    expect(depthOf({ eventId: '4', matchId: 'm1' })).toBe('market');
    expect(depthOf({ eventId: '113', matchId: 't20', markettype: 'Casino' })).toBe('bet');
    expect(levelOfKey(levelKey({ eventId: '4', matchId: 'm1' }))).toEqual({ eventId: '4', matchId: 'm1' });
    expect(levelOfKey(levelKey({}))).toEqual({});
    // A market type without a match is not a level.
    expect(levelOfKey('4//ODDS')).toEqual({ eventId: '4' });
  });

  it('asks each level with its ids and the shared dates, one shared query per level', () => {
    const rec = recorder<[number, number, ProfitLossQuery]>();
    const user$ = new BehaviorSubject('u1');
    const pl = createProfitLoss({ userId$: user$, fetch: rec.fetch, now: () => NOW });
    expect(pl.level('4/m1/')).toBe(pl.level('4/m1/'));

    pl.dates$.subscribe();
    pl.chooseSource('BACKUP DATA');
    pl.level('').state$.subscribe();
    pl.level('4/m1/ODDS').state$.subscribe();
    expect(rec.calls.map((c) => c[2])).toEqual([
      { from: '2026-10-22', to: '2026-11-21' },
      { from: '2026-10-22', to: '2026-11-21', eventId: '4', matchId: 'm1', markettype: 'ODDS' },
    ]);

    // Another player starts from today again.
    user$.next('u2');
    expect(rec.calls.slice(2).map((c) => c[2])).toEqual([
      { from: '2026-11-22', to: '2026-11-22' },
      { from: '2026-11-22', to: '2026-11-22', eventId: '4', matchId: 'm1', markettype: 'ODDS' },
    ]);
  });
});

describe('bet history stream', () => {
  it('opens on unsettled bets of every sport over the backup window through today', () => {
    const rec = recorder<[number, number, BetHistoryQuery]>();
    const bh = createBetHistory({ userId$: of('u1'), games$: of({ state: 'loading' }), fetch: rec.fetch, now: () => NOW });
    bh.rows$.subscribe();
    bh.setStatus('settled');
    bh.setSport('Tennis');
    expect(rec.calls.map((c) => c[2])).toEqual([
      { status: 'unsettled', sportsName: '', from: '2026-10-22', to: '2026-11-22' },
      { status: 'settled', sportsName: '', from: '2026-10-22', to: '2026-11-22' },
      { status: 'settled', sportsName: 'Tennis', from: '2026-10-22', to: '2026-11-22' },
    ]);
  });

  it("offers the games list's sports, or the spec's until it arrives", () => {
    const games$ = new BehaviorSubject<
      { state: 'loading' } | { state: 'ready'; value: { name: string }[] } | { state: 'failed' }
    >({ state: 'loading' });
    const bh = createBetHistory({ userId$: of('u1'), games$, fetch: recorder<[number, number, BetHistoryQuery]>().fetch, now: () => NOW });
    const seen: string[][] = [];
    bh.sports$.subscribe((s) => seen.push(s));
    games$.next({ state: 'ready', value: [{ name: 'Cricket' }, { name: 'Kabaddi' }] });
    expect(seen).toEqual([[...FALLBACK_SPORTS], ['Cricket', 'Kabaddi']]);
  });
});

describe('password history and login activity streams', () => {
  it('ask again for each user who logs in', () => {
    const user$ = new BehaviorSubject<{ _id: string } | null>({ _id: 'u1' });
    const ids$ = userIdOf(user$ as never);
    const ph = recorder<[number, number]>();
    const la = recorder<[string, number, number]>();
    createPasswordHistory({ userId$: ids$, fetch: ph.fetch }).state$.subscribe();
    createLoginActivity({ userId$: ids$, fetch: la.fetch, toastError: () => undefined }).state$.subscribe();
    user$.next(null);
    user$.next({ _id: 'u1' });
    user$.next({ _id: 'u2' });
    expect(ph.calls).toEqual([
      [1, 10],
      [1, 10],
    ]);
    expect(la.calls).toEqual([
      ['u1', 1, 10],
      ['u2', 1, 10],
    ]);
  });

  it("login activity toasts the server's message; an expired session is left to the session", () => {
    const toasts: string[] = [];
    const errors = [
      new ApiError('refused', 'loginActivity', { status: 400, serverMessage: 'No activity access' }),
      new ApiError('unauthorized', 'loginActivity', { status: 401 }),
    ];
    for (const err of errors) {
      createLoginActivity({ userId$: of('u1'), fetch: () => throwError(() => err), toastError: (t) => toasts.push(t) })
        .state$.subscribe();
    }
    expect(toasts).toEqual(['No activity access']);
  });
});
