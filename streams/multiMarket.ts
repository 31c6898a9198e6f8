// Multi markets: the markets a player follows (kept in localStorage across reloads and tabs). Their
// live odds are streams/multiMarketOdds.ts, which only the Multi Markets page loads.
import { BehaviorSubject, Observable, distinctUntilChanged, map } from 'rxjs';
import * as v from 'valibot';
import { sameList } from './market/equality';
import { matchKey, type MatchKey, type MatchRef } from './market/matchKey';
import type { KeyValueStorage } from './session';

export const MULTI_MARKET_KEY = 'exchange.multiMarkets';

/** What a follow star knows of a market: enough to poll it and to show and link it with no other call. */
export const FollowedMarket = v.object({
  marketId: v.pipe(v.string(), v.minLength(1)),
  marketName: v.string(),
  /** The sport id. */
  eventId: v.pipe(v.string(), v.minLength(1)),
  /** The competition. */
  legueId: v.pipe(v.string(), v.minLength(1)),
  matchId: v.pipe(v.string(), v.minLength(1)),
  eventName: v.string(),
  openDate: v.string(),
});
export type FollowedMarket = v.InferOutput<typeof FollowedMarket>;

/** The followed markets of one match, in the order they were followed. */
export interface FollowedMatch {
  key: MatchKey;
  eventId: string;
  legueId: string;
  matchId: string;
  eventName: string;
  openDate: string;
  markets: FollowedMarket[];
}

const refOf = (m: Pick<FollowedMarket, 'eventId' | 'legueId' | 'matchId'>): MatchRef => ({
  eventId: m.eventId,
  legueId: m.legueId,
  matchId: m.matchId,
});

/** Groups followed markets by match, matches in the order their first market was followed. */
export function groupByMatch(list: readonly FollowedMarket[]): FollowedMatch[] {
  const groups = new Map<MatchKey, FollowedMatch>();
  for (const m of list) {
    const key = matchKey(refOf(m));
    const group = groups.get(key) ?? {
      key,
      eventId: m.eventId,
      legueId: m.legueId,
      matchId: m.matchId,
      eventName: m.eventName,
      openDate: m.openDate,
      markets: [],
    };
    group.markets.push(m);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export interface MultiMarketDeps {
  storage: KeyValueStorage | null;
  /** Another tab's change to the stored list ('storage' events of window); absent in tests. */
  storageEvents?: EventTarget;
}

const StoredList = v.array(v.unknown());

/** Unreadable entries are dropped one by one, so one bad entry does not cost the player the rest. */
function readList(storage: KeyValueStorage | null): FollowedMarket[] {
  try {
    const raw = storage?.getItem(MULTI_MARKET_KEY);
    if (!raw) return [];
    const parsed = v.safeParse(StoredList, JSON.parse(raw));
    if (!parsed.success) return [];
    const seen = new Set<string>();
    return parsed.output.flatMap((item) => {
      const m = v.safeParse(FollowedMarket, item);
      if (!m.success || seen.has(m.output.marketId)) return [];
      seen.add(m.output.marketId);
      return [m.output];
    });
  } catch {
    return [];
  }
}

export function createMultiMarket(deps: MultiMarketDeps) {
  const list = new BehaviorSubject<FollowedMarket[]>(readList(deps.storage));

  const save = (next: FollowedMarket[]) => {
    try {
      if (next.length === 0) deps.storage?.removeItem(MULTI_MARKET_KEY);
      else deps.storage?.setItem(MULTI_MARKET_KEY, JSON.stringify(next));
    } catch (err) {
      console.warn('[multiMarket] could not persist the followed markets', err);
    }
    list.next(next);
  };

  /** Follows a market; following one already followed refreshes what is kept of it. */
  const followMarket = (ref: FollowedMarket): void => {
    const entry = v.parse(FollowedMarket, { ...ref, marketId: String(ref.marketId) });
    const at = list.value.findIndex((m) => m.marketId === entry.marketId);
    if (at === -1) save([...list.value, entry]);
    else save(list.value.map((m, i) => (i === at ? entry : m)));
  };

  const unfollowMarket = (marketId: string): void => {
    if (list.value.some((m) => m.marketId === marketId)) save(list.value.filter((m) => m.marketId !== marketId));
  };

  const isFollowed = (marketId: string): boolean => list.value.some((m) => m.marketId === marketId);

  const toggleFollow = (ref: FollowedMarket): void =>
    isFollowed(ref.marketId) ? unfollowMarket(ref.marketId) : followMarket(ref);

  // Another tab followed or unfollowed: take its list, so both tabs show the same stars. The
  // listener lives as long as the app (one per store), like the storage it mirrors.
  deps.storageEvents?.addEventListener('storage', (e) => {
    const key = (e as StorageEvent).key;
    if (key === null || key === MULTI_MARKET_KEY) list.next(readList(deps.storage));
  });

  const followed$: Observable<FollowedMarket[]> = list.asObservable();

  const isFollowed$ = (marketId: string): Observable<boolean> =>
    list.pipe(
      map((l) => l.some((m) => m.marketId === marketId)),
      distinctUntilChanged(),
    );

  const followedMatches$: Observable<FollowedMatch[]> = followed$.pipe(map(groupByMatch));

  /** The followed market ids of one match, in follow order. */
  const followedIdsOf = (key: MatchKey): Observable<string[]> =>
    list.pipe(
      map((l) => l.filter((m) => matchKey(refOf(m)) === key).map((m) => m.marketId)),
      distinctUntilChanged<string[]>(sameList),
    );

  return {
    followed$,
    followedMatches$,
    isFollowed$,
    /** Read synchronously (a click handler). */
    isFollowed,
    followed: (): FollowedMarket[] => list.value,
    followMarket,
    unfollowMarket,
    toggleFollow,
    followedIdsOf,
  };
}

export type MultiMarket = ReturnType<typeof createMultiMarket>;

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The app's multi markets. */
export const multiMarket: MultiMarket = createMultiMarket({
  storage: browserStorage(),
  storageEvents: typeof window === 'undefined' ? undefined : window,
});
export const {
  
  followedMatches$,
  isFollowed$,
  
  followMarket,
  unfollowMarket,
  toggleFollow,
} = multiMarket;
