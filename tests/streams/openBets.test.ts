// Open bets: one dropdown entry per market with matched bets; a market's bets refetched with each live-trades round.
import { describe, expect, it, vi } from 'vitest';
import { Subject, of, throwError, type Observable } from 'rxjs';
import type { Bet, LiveTrade } from '../../src/api/contract';
import { betsOfMarket, createOpenBets, openBetMarkets } from '../../streams/openBets';
import type { Loadable } from '../../streams/navigation';
import { testBet, testTrade } from '../records';

const trade = (over: Partial<LiveTrade>): LiveTrade => testTrade({ _id: 't', ...over });

describe('openBetMarkets', () => {
  it('gives one entry per match and market type, counts merged', () => {
    const markets = openBetMarkets([
      trade({ _id: '1', count: 2 }),
      trade({ _id: '2', markettype: 'FANCY', count: 1 }),
      trade({ _id: '3', count: 3 }),
    ]);
    expect(markets.map((m) => [m.key, m.count])).toEqual([
      ['m1|ODDS', 5],
      ['m1|FANCY', 1],
    ]);
  });
});

describe('betsOfMarket', () => {
  it("keeps the market type's bets, newest first", () => {
    const bets = [
      testBet({ betId: 'a', placeTime: '2026-11-22T10:00:00.000Z' }),
      testBet({ betId: 'b', markettype: 'FANCY' }),
      testBet({ betId: 'c', placeTime: '2026-11-22T11:00:00.000Z' }),
    ];
    expect(betsOfMarket(bets, 'ODDS').map((b) => b.betId)).toEqual(['c', 'a']);
  });
});

describe('createOpenBets', () => {
  it("refetches a market's bets on each live-trades round and keeps them through a failed round", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const trades$ = new Subject<LiveTrade[]>();
    let round = 0;
    const fetchMatchBets = vi.fn<(matchId: string) => Observable<Bet[]>>(() => {
      round += 1;
      return round === 2 ? throwError(() => new Error('down')) : of([testBet({ betId: `r${round}` })]);
    });
    const { marketBets$ } = createOpenBets({ liveTrades$: trades$, fetchMatchBets });
    const seen: Loadable<Bet[]>[] = [];
    marketBets$('m1|ODDS').subscribe((v) => seen.push(v));
    expect(seen).toEqual([{ state: 'loading' }]);
    trades$.next([trade({})]);
    trades$.next([trade({})]);
    trades$.next([trade({})]);
    expect(fetchMatchBets).toHaveBeenCalledWith('m1');
    const ids = seen.map((s) => (s.state === 'ready' ? s.value.map((b) => b.betId).join() : s.state));
    expect(ids).toEqual(['loading', 'r1', 'r3']);
  });
});
