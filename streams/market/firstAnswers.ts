// Whether a market page's price blocks have had their first answers: what shows below them waits
// for it, so the blocks arriving never push it down the page (no layout shift).
import { bind } from '@react-rxjs/core';
import { combineLatest, filter, map, merge, take, timer } from 'rxjs';
import { appScheduler } from '../scheduler';
import { bookmaker } from './bookmaker';
import { fancy } from './fancy';
import { marketOdds } from './marketOdds';
import type { MatchKey } from './matchKey';

/** However the polls fare, what waits is shown after this long. */
export const FIRST_ANSWERS_WAIT_MS = 4_000;

/**
 * False until Match Odds, the bookmaker and the fancy rows have each answered once (or
 * FIRST_ANSWERS_WAIT_MS has passed), then true for good.
 */
export const [useFirstAnswersIn] = bind(
  (key: MatchKey) =>
    merge(
      combineLatest([marketOdds.oddsMarketIds$(key), bookmaker.bookmakerMarketIds$(key), fancy.fancyRowIds$(key, 'all')]).pipe(
        filter((lists) => lists.every((ids) => ids !== null)),
      ),
      timer(FIRST_ANSWERS_WAIT_MS, appScheduler()),
    ).pipe(
      take(1),
      map(() => true),
    ),
  false,
);
