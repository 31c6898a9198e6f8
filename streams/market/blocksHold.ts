// What a market page's price blocks read in their first render, held for the page's life: when the
// blocks appear (and when a market, runner or fancy row joins them later) each component's first
// render reads its value, with no second, synchronous render when it subscribes after the commit.
import { Observable, filter, ignoreElements, merge, switchMap, take } from 'rxjs';
import { holdEach } from '../holdEach';
import { bookmaker } from './bookmaker';
import { cashOutButton$ } from './cashOut';
import { fancy, FANCY_TABS } from './fancy';
import { eventInPlay$ } from './inPlay';
import { configuredLimits$, limits$ } from './limits';
import { LADDER_LEVELS, marketOdds, type Side } from './marketOdds';
import { betMarkets$, marketBets$ } from './matchBets';
import { matchRefOf, type MatchKey } from './matchKey';
import { blockStaleness$ } from './staleness';

const SIDES: readonly Side[] = ['back', 'lay'];
const same = (id: string) => id;

/** Match Odds: the market list, each market's head and runner list, each runner (its name and its cover's status) and its six cells. */
const oddsHeld = (key: MatchKey): Observable<never> =>
  holdEach(marketOdds.oddsMarketIds$(key), same, (marketId) =>
    merge(
      marketOdds.oddsMarket$(key, marketId),
      marketOdds.matchedText$(key, marketId),
      holdEach(marketOdds.oddsRunnerIds$(key, marketId), same, (selectionId) =>
        merge(
          marketOdds.oddsRunner$(key, marketId, selectionId),
          marketOdds.oddsRunnerName$(key, marketId, selectionId),
          ...LADDER_LEVELS.map((level) => marketOdds.oddsCell$(key, marketId, selectionId, level)),
        ),
      ),
    ),
  );

/** Bookmaker: the same, with a runner's name, its status cover and its two cells. */
const bookmakerHeld = (key: MatchKey): Observable<never> =>
  holdEach(bookmaker.bookmakerMarketIds$(key), same, (marketId) =>
    merge(
      bookmaker.bookmakerMarket$(key, marketId),
      holdEach(bookmaker.bookmakerRunnerIds$(key, marketId), same, (selectionId) =>
        merge(
          bookmaker.bookmakerRunner$(key, marketId, selectionId),
          bookmaker.bookmakerRunnerName$(key, marketId, selectionId),
          ...SIDES.map((side) => bookmaker.bookmakerCell$(key, marketId, selectionId, side)),
        ),
      ),
    ),
  );

/** Fancy: both tabs' row lists, each row (its name and its cover's status) and its two cells. */
const fancyHeld = (key: MatchKey): Observable<never> =>
  merge(
    fancy.hasFancyRows$(key).pipe(ignoreElements()),
    ...FANCY_TABS.map((tab) =>
      holdEach(fancy.fancyRowIds$(key, tab), same, (selectionId) =>
        merge(
          fancy.fancyRow$(key, selectionId),
          fancy.fancyRowName$(key, selectionId),
          ...SIDES.map((side) => fancy.fancyCell$(key, selectionId, side)),
        ),
      ),
    ),
  );

/**
 * Holds the blocks' states while subscribed (emits nothing). The lists and cells are held from the
 * start: they ride on the odds, bookmaker and fancy polls the page starts anyway (and the player's
 * bets on the match, which firstAnswers.ts waits for). The limits, the bets by market and each
 * title's Cash Out are held once `ready$` says the blocks are about to show, which is when the blocks
 * would have asked for them.
 */
export function marketBlocksHeld(key: MatchKey, urlInPlay: boolean, ready$: Observable<boolean>): Observable<never> {
  const { matchId } = matchRefOf(key);
  const oddsMarketBets = holdEach(marketOdds.oddsMarketIds$(key), same, (marketId) => marketBets$(matchId, marketId));
  const bookmakerMarketBets = holdEach(bookmaker.bookmakerMarketIds$(key), same, (marketId) => marketBets$(matchId, marketId));
  // A title's Cash Out: read in the title's first render, else it joins a render later and, on a
  // phone, pushes the matched figure to a line of its own (CLS 0.137 on the bench's market page).
  const oddsCashOut = holdEach(marketOdds.oddsMarketIds$(key), same, (marketId) => cashOutButton$(key, matchId, 'ODDS', marketId, urlInPlay));
  const bookmakerCashOut = holdEach(bookmaker.bookmakerMarketIds$(key), same, (marketId) => cashOutButton$(key, matchId, 'BOOKMAKER', marketId, urlInPlay));
  return merge(
    oddsHeld(key),
    bookmakerHeld(key),
    fancyHeld(key),
    eventInPlay$(key, urlInPlay),
    blockStaleness$('ODDS', key),
    blockStaleness$('BOOKMAKER', key),
    blockStaleness$('FANCY', key),
    ready$.pipe(
      filter(Boolean),
      take(1),
      switchMap(() => merge(limits$, configuredLimits$, betMarkets$(matchId), oddsMarketBets, bookmakerMarketBets, oddsCashOut, bookmakerCashOut)),
    ),
  ).pipe(ignoreElements());
}
