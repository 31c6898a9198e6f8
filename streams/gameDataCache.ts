// The spec's game data cache: an answer stays replayed to every subscriber for GAME_DATA_CACHE_MS
// after it arrived; the next subscriber after that fetches again (an error is never kept).
import { ReplaySubject, share, timer, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs';
import { GAME_DATA_CACHE_MS } from '../src/domain/constants';

/**
 * `share` with the game data cache. `resetOnRefCountZero`: whether a fetch still on its way stops
 * when nobody listens any more (once answered, the cache timer rules either way).
 */
export function shareGameData<T>(scheduler: () => SchedulerLike, resetOnRefCountZero: boolean): MonoTypeOperatorFunction<T> {
  return share({
    connector: () => new ReplaySubject<T>(1),
    resetOnError: true,
    resetOnComplete: () => timer(GAME_DATA_CACHE_MS, scheduler()),
    resetOnRefCountZero,
  });
}
