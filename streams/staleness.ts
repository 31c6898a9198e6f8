// Per-poll staleness: a poll that has not answered for two periods (failed or lagging) makes its data stale.
import { Observable, concat, defer, distinctUntilChanged, map, of, switchMap, timer, type SchedulerLike } from 'rxjs';
import { staleAfterMs } from '../src/domain/staleness';
import { appScheduler } from './scheduler';

/** Fresh, or stale since the time (scheduler clock, ms) of the last answer. */
export type Staleness = { stale: false } | { stale: true; since: number };

export const FRESH: Staleness = { stale: false };

const sameStaleness = (a: Staleness, b: Staleness) => a.stale === b.stale && (!a.stale || !b.stale || a.since === b.since);

/**
 * Pipe any poll's answers through it (`odds$.pipe(withIsStaleData(ODDS_POLL_MS))`): fresh on every
 * answer, stale once no answer has come for two periods (src/domain/staleness.ts), whether the
 * rounds fail, hang, or the poll is held off (offline, hidden tab). Fresh until the first answer:
 * there are no prices yet to mistake for current ones. Time comes from the app scheduler (tests
 * pass a TestScheduler), read at subscription.
 */
export function withIsStaleData<T>(periodMs: number, opts: { scheduler?: SchedulerLike } = {}) {
  return (source: Observable<T>): Observable<Staleness> =>
    defer(() => {
      const scheduler = opts.scheduler ?? appScheduler();
      const after = staleAfterMs(periodMs);
      return concat(
        of(FRESH),
        source.pipe(
          switchMap(() => {
            const at = scheduler.now();
            return concat(of(FRESH), timer(after, scheduler).pipe(map((): Staleness => ({ stale: true, since: at }))));
          }),
        ),
      ).pipe(distinctUntilChanged(sameStaleness));
    });
}
