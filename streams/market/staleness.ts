// Whether a match's odds, bookmaker or fancy prices are stale, per match and block, for the price cells, their labels and the slip.
import { bind } from '@react-rxjs/core';
import { distinctUntilChanged, map, of, type Observable } from 'rxjs';
import { BOOKMAKER_POLL_MS, FANCY_POLL_MS, HORSE_ODDS_POLL_MS, ODDS_POLL_MS } from '../../src/domain/constants';
import { horseOdds } from '../horse/odds';
import { FRESH, withIsStaleData, type Staleness } from '../staleness';
import { bookmaker } from './bookmaker';
import { fancy } from './fancy';
import { marketOdds, refetchesMarkets } from './marketOdds';
import { matchRefOf, type MatchKey } from './matchKey';

/** The polled blocks of a market page (a horse race's odds are one block). */
export type PriceBlock = 'ODDS' | 'BOOKMAKER' | 'FANCY' | 'HORSE';

function blockStaleness(block: PriceBlock, key: MatchKey): Observable<Staleness> {
  switch (block) {
    case 'ODDS':
      // A match whose markets load once (event 135) is never polled, so never stale.
      return refetchesMarkets(matchRefOf(key).eventId) ? marketOdds.odds$(key).pipe(withIsStaleData(ODDS_POLL_MS)) : of(FRESH);
    case 'BOOKMAKER':
      return bookmaker.bookmaker$(key).pipe(withIsStaleData(BOOKMAKER_POLL_MS));
    case 'FANCY':
      return fancy.fancy$(key).pipe(withIsStaleData(FANCY_POLL_MS));
    case 'HORSE':
      return horseOdds.odds$(matchRefOf(key).matchId).pipe(withIsStaleData(HORSE_ODDS_POLL_MS));
  }
}

/** One shared staleness per block and match: the label and every cell read the same stream. */
export const [useBlockStaleness, blockStaleness$] = bind(
  (block: PriceBlock, key: MatchKey) => blockStaleness(block, key),
  FRESH as Staleness,
);

/** What the bet slip follows for the cell it was opened from. */
export const slipCellStale$ = (cell: { kind: PriceBlock; key: MatchKey }): Observable<boolean> =>
  blockStaleness$(cell.kind, cell.key).pipe(
    map((s) => s.stale),
    distinctUntilChanged(),
  );
