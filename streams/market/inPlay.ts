// Whether a market page's event is in play: the one answer the advance bet lock, every 'Min/Max' text and the slip's stake bounds read.
import { bind } from '@react-rxjs/core';
import { Observable, combineLatest, distinctUntilChanged, map, of } from 'rxjs';
import type { Match } from '../../src/api/contract';
import { marketOdds } from './marketOdds';
import { match$ } from './match';
import type { MatchKey } from './matchKey';

export interface EventInPlayDeps {
  /** Any of the match's exchange markets is flagged in play. */
  marketsInPlay: (key: MatchKey) => Observable<boolean>;
  /** The match as loaded for the page (null while loading). */
  match: (key: MatchKey) => Observable<{ match: Match | null } | null>;
}

/**
 * Spec section 5: the lock holds while 'the event is not in play'. The event is in play when the
 * page's URL says so, when any of its markets is in play, or when the match itself is flagged,
 * so a pre-match-only market (a toss) of a running match is not locked while its neighbours are not.
 */
export function createEventInPlay(deps: EventInPlayDeps) {
  const [useEventInPlay, eventInPlay$] = bind(
    (key: MatchKey, urlInPlay: boolean): Observable<boolean> =>
      urlInPlay
        ? of(true)
        : combineLatest([deps.marketsInPlay(key), deps.match(key)]).pipe(
            map(([anyMarket, loaded]) => anyMarket || loaded?.match?.inPlay === true),
            distinctUntilChanged(),
          ),
    (_key: MatchKey, urlInPlay: boolean) => urlInPlay,
  );
  return { useEventInPlay, eventInPlay$ };
}

export const { useEventInPlay, eventInPlay$ } = createEventInPlay({
  marketsInPlay: (key) => marketOdds.matchInPlay$(key),
  match: match$,
});
