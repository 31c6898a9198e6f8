// Whether a market page's price blocks have had their first answers: what shows below them waits
// for it, so the blocks arriving never push it down the page (no layout shift).
import { bind } from '@react-rxjs/core';
import { Observable, combineLatest, filter, map, merge, shareReplay, take, timer } from 'rxjs';
import { appScheduler } from '../scheduler';
import { marketBlocksHeld } from './blocksHold';
import { bookmaker } from './bookmaker';
import { fancy } from './fancy';
import { marketOdds } from './marketOdds';
import { matchBetsSettled$ } from './matchBets';
import { matchRefOf, type MatchKey } from './matchKey';

/** However the polls fare, what waits is shown after this long. */
const FIRST_ANSWERS_WAIT_MS = 4_000;

/**
 * False until Match Odds, the bookmaker and the fancy rows have each answered once, and the player's
 * bets on the match have loaded or failed to (or FIRST_ANSWERS_WAIT_MS has passed), then true for good. The bets
 * decide whether a block's title holds Cash Out, which on a phone takes a line of its own: arriving
 * after the blocks, it pushed everything below down (CLS 0.14 on the bench's market page).
 */
const firstAnswersIn$ = (key: MatchKey): Observable<boolean> =>
  merge(
    combineLatest([
      marketOdds.oddsMarketIds$(key),
      bookmaker.bookmakerMarketIds$(key),
      fancy.fancyRowIds$(key, 'all'),
      matchBetsSettled$(matchRefOf(key).matchId),
    ]).pipe(filter(([odds, bookmakerIds, fancyIds, bets]) => odds !== null && bookmakerIds !== null && fancyIds !== null && bets)),
    timer(FIRST_ANSWERS_WAIT_MS, appScheduler()),
  ).pipe(
    take(1),
    map(() => true),
  );

/**
 * The page's flag of firstAnswersIn$; while the page reads it, what the blocks read in their first
 * render is held (blocksHold.ts), so they render once when they appear, with their values.
 */
export const [useFirstAnswersIn] = bind((key: MatchKey, urlInPlay: boolean) => {
  const ready$ = firstAnswersIn$(key).pipe(shareReplay({ bufferSize: 1, refCount: true }));
  return merge(ready$, marketBlocksHeld(key, urlInPlay, ready$));
}, false);
