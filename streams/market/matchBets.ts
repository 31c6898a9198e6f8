// The player's matched bets on one match (loaded when shown, reloaded after a bet), whole and grouped by market.
import { bind } from '@react-rxjs/core';
import {
  Observable,
  Subject,
  catchError,
  distinctUntilChanged,
  filter,
  map,
  of,
  startWith,
  switchMap,
} from 'rxjs';
import type { Bet } from '../../src/api/contract';
import { marketApi } from './api';
import { isLoggedIn$ } from '../session';
import { sameList } from './equality';
import { describeError } from '../../src/api/errors';

export interface BetMarketGroup {
  marketId: string;
  /** The market's name as the bets carry it (the markettype when the server sent none). */
  marketName: string;
  markettype: string;
  bets: Bet[];
}

export interface MatchBetsDeps {
  fetchBets: (matchId: string) => Observable<Bet[]>;
  /** Bets are a logged-in player's; logged out the list is empty and nothing is fetched. */
  loggedIn: Observable<boolean>;
}

const betIds = (bets: readonly Bet[]) => bets.map((b) => b.betId);
const sameBets = (a: Bet[] | null, b: Bet[] | null) => a === b || (a !== null && b !== null && sameList(betIds(a), betIds(b)));

/** Groups in order of each market's first bet, so the groups do not jump around as bets arrive. */
export function groupByMarket(bets: readonly Bet[]): BetMarketGroup[] {
  const groups = new Map<string, BetMarketGroup>();
  for (const bet of bets) {
    let g = groups.get(bet.marketId);
    if (!g) {
      g = { marketId: bet.marketId, marketName: bet.market || bet.markettype, markettype: bet.markettype, bets: [] };
      groups.set(bet.marketId, g);
    }
    g.bets.push(bet);
  }
  return [...groups.values()];
}

export function createMatchBets(deps: MatchBetsDeps) {
  const reloads = new Subject<string>();

  /** Asks every screen showing this match's bets to load them again (after a bet is placed). */
  const reloadMatchBets = (matchId: string): void => reloads.next(matchId);

  /**
   * Each load's outcome, shared by match: the list, or `failed`. A failed load is only logged (spec
   * section 8); a reload while one is in flight restarts it, as the later answer is the one that counts.
   */
  const [, loads$] = bind((matchId: string) =>
    deps.loggedIn.pipe(
      distinctUntilChanged(),
      switchMap((on): Observable<Bet[] | 'failed'> => {
        if (!on) return of([]);
        return reloads.pipe(
          filter((id) => id === matchId),
          startWith(matchId),
          switchMap(() =>
            deps.fetchBets(matchId).pipe(
              catchError((err: unknown) => {
                console.warn(`[matchBets ${matchId}] load failed: ${describeError(err)}`);
                return of('failed' as const);
              }),
            ),
          ),
        );
      }),
    ),
  );

  /** The bets: null until the first answer; after a failed load the last list stays. */
  const [useMatchBets, matchBets$] = bind(
    (matchId: string) =>
      loads$(matchId).pipe(
        filter((load): load is Bet[] => load !== 'failed'),
        distinctUntilChanged(sameBets),
      ),
    null,
  );

  /** False until the first load has answered or failed (a visitor's: at once), then true. */
  const [, matchBetsSettled$] = bind(
    (matchId: string) =>
      loads$(matchId).pipe(
        map(() => true),
        distinctUntilChanged(),
      ),
    false,
  );

  const [useBetMarkets, betMarkets$] = bind(
    (matchId: string) => matchBets$(matchId).pipe(map((bets) => (bets === null ? null : groupByMarket(bets)))),
    null,
  );

  /** The bets of one market (projections); [] until loaded. */
  const [useMarketBets, marketBets$] = bind(
    (matchId: string, marketId: string) =>
      matchBets$(matchId).pipe(
        map((bets) => (bets ?? []).filter((b) => b.marketId === marketId)),
        distinctUntilChanged((a, b) => sameList(betIds(a), betIds(b))),
      ),
    [] as Bet[],
  );

  return { reloadMatchBets, useMatchBets, matchBets$, matchBetsSettled$, useBetMarkets, betMarkets$, useMarketBets, marketBets$ };
}

type MatchBets = ReturnType<typeof createMatchBets>;

/** The app's match bets; the Open Bets modal and right panel read them too. */
const matchBets: MatchBets = createMatchBets({
  fetchBets: (matchId) => marketApi.matchBets(matchId),
  loggedIn: isLoggedIn$,
});
export const { reloadMatchBets,  useBetMarkets, useMarketBets } = matchBets;
export const { matchBets$, matchBetsSettled$ } = matchBets;
export const betMarkets$ = matchBets.betMarkets$;
export const marketBets$ = matchBets.marketBets$;
