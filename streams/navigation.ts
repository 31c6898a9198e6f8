// The sports list behind every navigation (top nav, side menu, home tabs, bottom nav) and where each sport lives.
import {
  Observable,
  catchError,
  combineLatest,
  defer,
  map,
  of,
  startWith,
} from 'rxjs';
import type { Game } from '../src/api/contract';
import { SPORT } from '../src/domain/constants';
import { api } from './api';
import { lockedSportIds$ } from './locks';
import { appScheduler } from './scheduler';
import { shareGameData } from './gameDataCache';
import { describeError } from '../src/api/errors';

/** A value being fetched: the screen shows a spinner, the data, or an honest failure line. */
export type Loadable<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

export const LOADING = { state: 'loading' } as const;

/** Wraps a one-shot fetch: loading first, then the value, or failed (logged, never thrown). */
export function loadable<T>(source: Observable<T>, name: string): Observable<Loadable<T>> {
  return source.pipe(
    map((value): Loadable<T> => ({ state: 'ready', value })),
    catchError((err: unknown) => {
      console.warn(`[${name}] load failed: ${describeError(err)}`);
      return of<Loadable<T>>({ state: 'failed' });
    }),
    startWith<Loadable<T>>(LOADING),
  );
}

/** The sport's id as the rest of the API uses it (the contract's eventId). */
export const sportId = (game: Game): string => game.eventTypeId;

/**
 * The sport's own page. Casino and horse racing have their own screens; every other sport lives
 * at /{name in lower case}, spaces dropped so the URL needs no escaping (spec: /{sportname-lowercase}).
 */
export function sportPath(game: Pick<Game, 'name' | 'eventTypeId'>): string {
  if (game.eventTypeId === SPORT.casino) return '/casino';
  return '/' + game.name.toLowerCase().replace(/\s+/g, '');
}

/** The game whose page a path segment names, if any. */
export function gameForSlug(games: readonly Game[], slug: string): Game | undefined {
  const path = '/' + slug.toLowerCase();
  return games.find((g) => sportPath(g) === path);
}


/**
 * The games list, shared and kept GAME_DATA_CACHE_MS (spec: game data cached 60 s): a page that
 * mounts within that window reuses it, a later one fetches afresh.
 */
export const games$: Observable<Loadable<Game[]>> = defer(() => loadable(api.events(), 'games')).pipe(
  shareGameData(appScheduler, false),
);

/** Removes the sports a lock hides from a logged-in player (anonymous: none are locked). */
export const withoutLocked = (games: readonly Game[], locked: ReadonlySet<string>): Game[] =>
  games.filter((g) => !locked.has(sportId(g)));

const NO_LOCKS: ReadonlySet<string> = new Set();

/** The sports every menu shows: the games list minus locked sports. */
export const visibleSports$: Observable<Loadable<Game[]>> = combineLatest([
  games$,
  lockedSportIds$.pipe(startWith(NO_LOCKS)),
]).pipe(
  map(
    ([games, locked]): Loadable<Game[]> =>
      games.state === 'ready' ? { state: 'ready', value: withoutLocked(games.value, locked) } : games,
  ),
);

