// Match bets (load, reload after a bet, grouping, logged out) and the domain limits (one load per domain, defaults on failure).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, Subject, of, throwError, type Observable, type Subscription } from 'rxjs';
import type { Bet, Limits } from '../../../src/api/contract';
import { createLimits, FALLBACK_LIMITS } from '../../../streams/market/limits';
import { createMatchBets, groupByMarket } from '../../../streams/market/matchBets';

const bet = (betId: string, marketId: string, market: string, patch: Partial<Bet> = {}): Bet => ({
  betId,
  markettype: 'ODDS',
  market,
  selection: 'India',
  selectionId: '11',
  type: 'back',
  oddsReq: 1.9,
  stake: 100,
  case: '',
  placeTime: '2026-11-22T14:31:00.000Z',
  favourMargin: 90,
  againstMargin: 100,
  sportsName: 'Cricket',
  event: 'India v Australia',
  eventId: '4',
  legueId: '101',
  matchId: '9001',
  marketId,
  ...patch,
});

const subs: Subscription[] = [];
function record<T>(source: Observable<T>): T[] {
  const seen: T[] = [];
  subs.push(source.subscribe((v) => seen.push(v)));
  return seen;
}
afterEach(() => subs.splice(0).forEach((s) => s.unsubscribe()));

describe('match bets', () => {
  it('loads when shown, reloads on reloadMatchBets for that match only, and groups by market', () => {
    let answer: Bet[] = [bet('b1', '1.1', 'Match Odds')];
    const fetchBets = vi.fn<(matchId: string) => Observable<Bet[]>>(() => of(answer));
    const bets = createMatchBets({ fetchBets, loggedIn: of(true) });
    const groups = record(bets.betMarkets$('9001'));
    expect(fetchBets).toHaveBeenCalledTimes(1);

    bets.reloadMatchBets('other-match');
    expect(fetchBets).toHaveBeenCalledTimes(1);

    answer = [...answer, bet('b2', 'bm1', 'Bookmaker', { markettype: 'BOOKMAKER' }), bet('b3', '1.1', 'Match Odds', { type: 'lay' })];
    bets.reloadMatchBets('9001');
    expect(fetchBets).toHaveBeenCalledTimes(2);
    expect(groups.at(-1)?.map((g) => [g.marketName, g.bets.map((b) => b.betId)])).toEqual([
      ['Match Odds', ['b1', 'b3']],
      ['Bookmaker', ['b2']],
    ]);
  });

  it('is empty and fetches nothing while logged out; a failed load keeps the last list', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loggedIn = new BehaviorSubject(false);
    let fail = false;
    const fetchBets = vi.fn<(matchId: string) => Observable<Bet[]>>(() =>
      fail ? throwError(() => new Error('down')) : of([bet('b1', '1.1', 'Match Odds')]),
    );
    const bets = createMatchBets({ fetchBets, loggedIn });
    const seen = record(bets.matchBets$('9001'));
    expect(seen.at(-1)).toEqual([]);
    expect(fetchBets).not.toHaveBeenCalled();

    loggedIn.next(true);
    expect(seen.at(-1)?.map((b) => b.betId)).toEqual(['b1']);
    fail = true;
    bets.reloadMatchBets('9001');
    expect(seen.at(-1)?.map((b) => b.betId)).toEqual(['b1']);
  });

  it("tells when the first load has settled, answered or failed, with one call for the list and the flag (a market page's blocks wait for it)", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answers = new Subject<Bet[]>();
    const fetchBets = vi.fn<(matchId: string) => Observable<Bet[]>>(() => answers);
    const bets = createMatchBets({ fetchBets, loggedIn: of(true) });
    const settled = record(bets.matchBetsSettled$('9001'));
    const list = record(bets.matchBets$('9001'));
    expect(fetchBets).toHaveBeenCalledTimes(1);
    expect(settled).toEqual([false]);
    answers.next([bet('b1', '1.1', 'Match Odds')]);
    expect(settled).toEqual([false, true]);
    expect(list.at(-1)?.map((b) => b.betId)).toEqual(['b1']);

    const failing = createMatchBets({ fetchBets: () => throwError(() => new Error('down')), loggedIn: of(true) });
    expect(record(failing.matchBetsSettled$('9001')).at(-1)).toBe(true);
    expect(record(failing.matchBets$('9001')).at(-1)).toBeNull();

    const visitor = createMatchBets({ fetchBets, loggedIn: of(false) });
    expect(record(visitor.matchBetsSettled$('9001')).at(-1)).toBe(true);
  });

  it('names a group by its market, or by its markettype when the bets carry no market name', () => {
    expect(groupByMarket([bet('b1', 'x', '', { markettype: 'FANCY' })]).map((g) => g.marketName)).toEqual(['FANCY']);
  });
});

describe('limits', () => {
  const limits: Limits = { oddsMin: 50, oddsMax: 5000, fancyMin: 10, fancyMax: 1000, bookmakerMin: 20, bookmakerMax: 2000, delay: 3, advanceBetLock: true };

  it('loads the limits of the domain once and shares them', () => {
    const fetchLimits = vi.fn<(domainId: string) => Observable<Limits>>(() => of(limits));
    const l = createLimits({ domainId: of('d1'), fetchLimits });
    const a = record(l.limits$);
    const b = record(l.limits$);
    expect(fetchLimits).toHaveBeenCalledTimes(1);
    expect(fetchLimits).toHaveBeenCalledWith('d1');
    expect(a.at(-1)).toEqual(limits);
    expect(b.at(-1)).toEqual(limits);
  });

  it('keeps the spec defaults when the limits cannot be loaded', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const l = createLimits({ domainId: of('d1'), fetchLimits: () => throwError(() => new Error('down')) });
    expect(record(l.limits$).at(-1)).toEqual(FALLBACK_LIMITS);
    expect(FALLBACK_LIMITS).toMatchObject({ oddsMin: 100, oddsMax: 100_000, delay: 0.1, advanceBetLock: false });
    // What the domain configured stays unknown, so a display with a default of its own (fancy's 20000) can use it.
    expect(record(l.configuredLimits$).at(-1)).toBeNull();
  });

  it('tells the configured limits apart from the defaults', () => {
    const l = createLimits({ domainId: of('d1'), fetchLimits: () => of(limits) });
    expect(record(l.configuredLimits$).at(-1)).toEqual(limits);
  });
});
