// The match a market page shows (name, start, in-play flag, which markets to poll), loaded once per page open.
import { bind } from '@react-rxjs/core';
import { Observable, catchError, distinctUntilChanged, filter, map, of, retry, timer, type SchedulerLike } from 'rxjs';
import type { Match } from '../../src/api/contract';
import { marketsToStore } from '../../src/domain/matchLists';
import { api } from '../api';
import { appScheduler } from '../scheduler';
import { sameList } from './equality';
import { matchRefOf, type MatchKey } from './matchKey';
import { describeError } from '../../src/api/errors';

interface MatchDeps {
  /** The competition's matches; the page's match is found in it by id. */
  loadMatches: (eventId: string, legueId: string) => Observable<Match[]>;
  /** Which of the match's markets the page polls and shows as Odds markets. */
  pickMarketIds: (match: Match) => string[];
  scheduler?: SchedulerLike;
}

/** Retries of a failed match load before the page says it has no markets. */
const MATCH_LOAD_RETRIES = 3;
const MATCH_RETRY_MS = 2_000;

function createMatch(deps: MatchDeps) {
  /**
   * null while loading. A match the competition does not list (declared, removed) or a load that
   * kept failing is `{ match: null }`, so the page can say there is nothing to show.
   */
  const [useMatch, match$] = bind(
    (key: MatchKey): Observable<{ match: Match | null } | null> => {
      const ref = matchRefOf(key);
      return deps.loadMatches(ref.eventId, ref.legueId).pipe(
        retry({ count: MATCH_LOAD_RETRIES, delay: () => timer(MATCH_RETRY_MS, deps.scheduler ?? appScheduler()) }),
        map((list) => ({ match: list.find((m) => m.matchId === ref.matchId) ?? null })),
        catchError((err: unknown) => {
          console.warn(`[match ${key}] load failed: ${describeError(err)}`);
          return of({ match: null });
        }),
      );
    },
    null,
  );

  /** The market ids to poll, once the match is loaded; empty when it is unknown. */
  const marketIds$ = (key: MatchKey): Observable<string[]> =>
    match$(key).pipe(
      filter((m) => m !== null),
      map((m) => (m.match ? deps.pickMarketIds(m.match) : [])),
      distinctUntilChanged<string[]>(sameList),
    );

  return { useMatch, match$, marketIds$ };
}

type MatchStreams = ReturnType<typeof createMatch>;

/**
 * The markets the sports list stores on a click (Match Odds, tie, toss, completed match); a match
 * listing none of those still shows its match-odds markets rather than an empty page.
 */
function pickMarketIds(match: Match): string[] {
  const stored = marketsToStore(match.markets).map((m) => m.marketId);
  if (stored.length > 0) return stored;
  const odds = match.matchOdds.map((m) => m.marketId);
  if (odds.length > 0) return odds;
  return match.joinedMarketIds.split(',').map((id) => id.trim()).filter(Boolean);
}

/** The app's match streams. */
const matchStreams: MatchStreams = createMatch({
  loadMatches: (eventId, legueId) => api.matches(eventId, legueId),
  pickMarketIds,
});
export const { useMatch, match$, marketIds$ } = matchStreams;
