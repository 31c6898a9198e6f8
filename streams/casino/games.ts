// The casino game list: the app's one cache of it, read by the lobby (which routes its cards by it) and the table pages.
// A module of its own, so the home page's lobby loads it without a table page's code (streams/casino/page.ts).
import { Observable, Subject, defer, finalize, map, merge, retry, startWith, timer, type SchedulerLike } from 'rxjs';
import type { CasinoGame } from '../../src/api/contract';
import { describeError } from '../../src/api/errors';
import { shareGameData } from '../gameDataCache';
import { LOADING, type Loadable } from '../navigation';
import { appScheduler } from '../scheduler';
import { casinoApi } from './api';

/** The longest wait between two tries of the game list. */
export const GAMES_RETRY_MAX_MS = 10_000;

/**
 * The casino game list, for the lobby (which routes its cards by it) and the table pages (which pick
 * their table by it): loading until it arrives. A failed load is logged (spec section 8), reads
 * 'failed' (the lobby then shows its cards unrouted rather than nothing; a table page keeps its
 * background) and is asked again after 1 s, 2 s, 4 s ... (at most GAMES_RETRY_MAX_MS) while anyone
 * listens, so a table or a card behind a passing fault opens by itself.
 */
export function casinoGames$(load: () => Observable<CasinoGame[]>, scheduler?: SchedulerLike): Observable<Loadable<CasinoGame[]>> {
  return defer(() => {
    const failed$ = new Subject<Loadable<CasinoGame[]>>();
    const answer$ = defer(load).pipe(
      retry({
        delay: (err: unknown, n: number) => {
          console.warn(`[casino games] load failed (try ${n}), asking again: ${describeError(err)}`);
          failed$.next({ state: 'failed' });
          return timer(Math.min(1_000 * 2 ** (n - 1), GAMES_RETRY_MAX_MS), scheduler ?? appScheduler());
        },
      }),
      map((value): Loadable<CasinoGame[]> => ({ state: 'ready', value })),
      finalize(() => failed$.complete()),
    );
    return merge(failed$, answer$).pipe(startWith<Loadable<CasinoGame[]>>(LOADING));
  });
}

/**
 * The app's one game list cache: shared while the lobby or a table page listens, an answer kept for
 * the spec's game data cache time (GAME_DATA_CACHE_MS), a load still trying stopped when nobody listens.
 */
export const casinoGames: Observable<Loadable<CasinoGame[]>> = casinoGames$(() => casinoApi.casinoGames()).pipe(shareGameData(appScheduler, true));

