// A page's filter values as state: updated by intent functions, read as a replayed stream.
import { Observable, ReplaySubject, Subject, defer, scan, share, startWith, switchMap } from 'rxjs';

export interface FilterStore<F> {
  /** Emits the current filters at once on subscription. */
  state$: Observable<F>;
  /** Applies a change to the current filters (ignored while nobody is subscribed). */
  update: (change: (current: F) => F) => void;
}

export interface FilterStoreOptions {
  /**
   * Each emission starts the filters over from `initial()`. Without it the filters start over
   * when the last subscriber leaves (a page visited again shows its defaults); with it they are
   * kept for the app's life and start over only when it emits (e.g. another user logs in).
   */
  resetOn?: Observable<unknown>;
}

export function createFilterStore<F>(initial: () => F, opts: FilterStoreOptions = {}): FilterStore<F> {
  const changes = new Subject<(current: F) => F>();
  // initial() runs per (re)start, so date defaults are read from the clock of that moment.
  const run = () =>
    defer(() => {
      const start = initial();
      return changes.pipe(
        scan((f, change) => change(f), start),
        startWith(start),
      );
    });

  const state$ = opts.resetOn
    ? opts.resetOn.pipe(
        switchMap(run),
        share({ connector: () => new ReplaySubject<F>(1), resetOnRefCountZero: false }),
      )
    : run().pipe(share({ connector: () => new ReplaySubject<F>(1) }));

  return { state$, update: (change) => changes.next(change) };
}
