// The player's matched bets by market (Open Bets modal and the desktop right panel), from the live trades.
import { Observable, catchError, defer, distinctUntilChanged, map, of, scan, startWith, switchMap } from 'rxjs';
import type { Bet, LiveTrade } from '../src/api/contract';
import { marketApi } from './market/api';
import { header } from './headerInstance';
import { LOADING, type Loadable } from './navigation';
import { describeError } from '../src/api/errors';

/** One entry of the 'Select market' dropdown: a market of a match where the player has matched bets. */
export interface OpenBetMarket {
  /** `matchId|markettype`, unique per entry. */
  key: string;
  matchId: string;
  markettype: string;
  sportsName: string;
  event: string;
  /** Number of bets the server counts on it. */
  count: number;
}

const marketKey = (matchId: string, markettype: string): string => `${matchId}|${markettype}`;

/** One dropdown entry per (match, market type) of the live trades, in their order, duplicates merged. */
export function openBetMarkets(trades: readonly LiveTrade[]): OpenBetMarket[] {
  const byKey = new Map<string, OpenBetMarket>();
  for (const t of trades) {
    const key = marketKey(t.matchId, t.markettype);
    const seen = byKey.get(key);
    if (seen) seen.count += t.count;
    else
      byKey.set(key, {
        key,
        matchId: t.matchId,
        markettype: t.markettype,
        sportsName: t.sportsName,
        event: t.event,
        count: t.count,
      });
  }
  return [...byKey.values()];
}

/** The bets of one market out of a match's bet list, newest first. */
export const betsOfMarket = (bets: readonly Bet[], markettype: string): Bet[] =>
  bets
    .filter((b) => b.markettype.toLowerCase() === markettype.toLowerCase())
    .sort((a, b) => b.placeTime.localeCompare(a.placeTime));

export interface OpenBetsDeps {
  liveTrades$: Observable<LiveTrade[]>;
  fetchMatchBets: (matchId: string) => Observable<Bet[]>;
}

export function createOpenBets(deps: OpenBetsDeps) {
  const markets$: Observable<OpenBetMarket[]> = deps.liveTrades$.pipe(map(openBetMarkets));

  /**
   * The bets of one market, fetched again each time the live trades arrive (every header round,
   * and right after a bet), so a new bet shows without reopening the dropdown.
   */
  const marketBets$ = (key: string): Observable<Loadable<Bet[]>> => {
    const [matchId = '', markettype = ''] = key.split('|');
    return deps.liveTrades$.pipe(
      switchMap(() =>
        defer(() => deps.fetchMatchBets(matchId)).pipe(
          map((bets): Loadable<Bet[]> => ({ state: 'ready', value: betsOfMarket(bets, markettype) })),
          catchError((err: unknown) => {
            console.warn(`[open bets] could not load the bets: ${describeError(err)}`);
            return of<Loadable<Bet[]>>({ state: 'failed' });
          }),
        ),
      ),
      // A failed refresh keeps the list shown (contract section 6: keep the last good state).
      scan((shown: Loadable<Bet[]>, next) => (next.state === 'failed' && shown.state === 'ready' ? shown : next), LOADING),
      startWith<Loadable<Bet[]>>(LOADING),
      distinctUntilChanged(),
    );
  };

  return { markets$, marketBets$ };
}

export const { markets$: openBetMarkets$, marketBets$ } = createOpenBets({
  liveTrades$: header.liveTrades$,
  fetchMatchBets: (matchId) => marketApi.matchBets(matchId),
});
