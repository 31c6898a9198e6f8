// The match a list click opened (its stored markets and matchOdds, per browser tab) and the visited-match list keyed by matchUrl.
import { BehaviorSubject, Observable, distinctUntilChanged, map } from 'rxjs';
import * as v from 'valibot';
import { ExchangeMarket, MarketRef, type Match } from '../src/api/contract';
import { fullmarketUrl, marketsToStore, upsertByMatchUrl } from '../src/domain/matchLists';
import type { KeyValueStorage } from './session';

/** sessionStorage: the current match belongs to one browser tab (two tabs may open two matches). */
export const CURRENT_MATCH_KEY = 'exchange.currentMatch';
/** localStorage: the visited matches outlive the tab, like the spec's persisted root slice. */
export const CURRENT_MATCH_URL_KEY = 'exchange.currentMatchUrl';
/** The visited list keeps its newest entries only, so storage cannot grow without bound. */
export const VISITED_LIMIT = 50;

const Ids = {
  matchUrl: v.string(),
  eventId: v.string(),
  competitionId: v.string(),
  matchId: v.string(),
  eventName: v.string(),
  openDate: v.string(),
};

export const CurrentMatch = v.object({
  ...Ids,
  /** The spec's stored markets: Match Odds and the tie, toss and completed-match markets. */
  markets: v.array(MarketRef),
  matchOdds: v.array(ExchangeMarket),
});
export type CurrentMatch = v.InferOutput<typeof CurrentMatch>;

/** One entry of the spec's currentMatchUrl list (same matchUrl replaces, a new one appends). */
export const VisitedMatch = v.object({ ...Ids, markets: v.array(MarketRef) });
export type VisitedMatch = v.InferOutput<typeof VisitedMatch>;

/** The key the visited list is kept by: the server's matchUrl, or the match's fullmarket path without its query. */
export const matchUrlOf = (m: Pick<Match, 'matchUrl' | 'eventId' | 'competitionId' | 'matchId'>): string =>
  m.matchUrl.trim() || fullmarketUrl({ eventId: m.eventId, competitionId: m.competitionId, matchId: m.matchId });

function currentMatchOf(m: Match): CurrentMatch {
  return {
    matchUrl: matchUrlOf(m),
    eventId: String(m.eventId),
    competitionId: String(m.competitionId),
    matchId: String(m.matchId),
    eventName: m.eventName,
    openDate: m.openDate,
    markets: marketsToStore(m.markets),
    matchOdds: m.matchOdds,
  };
}

function read<T>(storage: KeyValueStorage | null, key: string, schema: v.GenericSchema<unknown, T>, fallback: T): T {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return fallback;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : fallback;
  } catch {
    return fallback; // corrupt JSON, an old shape or storage denied: start empty
  }
}

function write(storage: KeyValueStorage | null, key: string, value: unknown): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch (err) {
    console.warn(`[currentMatch] could not persist ${key}`, err);
  }
}

export interface CurrentMatchStorage {
  /** Where the current match lives (sessionStorage in the browser). */
  current: KeyValueStorage | null;
  /** Where the visited list lives (localStorage in the browser). */
  visited: KeyValueStorage | null;
}

export function createCurrentMatchStore(storage: CurrentMatchStorage) {
  const current = new BehaviorSubject<CurrentMatch | null>(
    read(storage.current, CURRENT_MATCH_KEY, v.nullable(CurrentMatch), null),
  );
  const visited = new BehaviorSubject<VisitedMatch[]>(
    read(storage.visited, CURRENT_MATCH_URL_KEY, v.array(VisitedMatch), []),
  );

  /** The spec's click: store the match's markets and matchOdds, and upsert it into currentMatchUrl. */
  const storeMatch = (m: Match): CurrentMatch => {
    const entry = currentMatchOf(m);
    const { matchOdds: _odds, ...light } = entry;
    const list = upsertByMatchUrl(visited.value, light).slice(-VISITED_LIMIT);
    write(storage.current, CURRENT_MATCH_KEY, entry);
    write(storage.visited, CURRENT_MATCH_URL_KEY, list);
    current.next(entry);
    visited.next(list);
    return entry;
  };

  /** The stored match if it is the one these ids name (a market page opened from a list), else null. */
  const storedFor = (ref: { eventId: string; legueId: string; matchId: string }): CurrentMatch | null => {
    const c = current.value;
    return c && c.eventId === ref.eventId && c.competitionId === ref.legueId && c.matchId === ref.matchId ? c : null;
  };

  /** The spec's slice reset: forget the current match and the visited list. */
  const reset = (): void => {
    write(storage.current, CURRENT_MATCH_KEY, null);
    write(storage.visited, CURRENT_MATCH_URL_KEY, null);
    current.next(null);
    visited.next([]);
  };

  const currentMatch$: Observable<CurrentMatch | null> = current.asObservable();
  const currentMarkets$: Observable<CurrentMatch['markets']> = current.pipe(
    map((c) => c?.markets ?? []),
    distinctUntilChanged(),
  );
  const currentMatchUrl$: Observable<VisitedMatch[]> = visited.asObservable();

  return {
    currentMatch$,
    currentMarkets$,
    currentMatchUrl$,
    /** Read synchronously (the market page's first render). */
    currentMatch: (): CurrentMatch | null => current.value,
    storeMatch,
    storedFor,
    reset,
  };
}

type CurrentMatchStore = ReturnType<typeof createCurrentMatchStore>;

function storageOf(kind: 'sessionStorage' | 'localStorage'): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null; // storage disabled: the store still works for this page's life
  }
}

/** The app's store. */
const currentMatchStore: CurrentMatchStore = createCurrentMatchStore({
  current: storageOf('sessionStorage'),
  visited: storageOf('localStorage'),
});
export const {     storeMatch,  } =
  currentMatchStore;
