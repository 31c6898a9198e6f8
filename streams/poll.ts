// The one poll operator: every periodic call in the app (header, odds, fancy, casino, horse) is built from it.
import {
  EMPTY,
  Observable,
  ReplaySubject,
  catchError,
  defer,
  distinctUntilChanged,
  exhaustMap,
  merge,
  of,
  share,
  switchMap,
  tap,
  timer,
  type SchedulerLike,
} from 'rxjs';
import { notePollRound } from './pollRounds';
import { taggedSubscribe } from '../src/api/callTags';
import { appScheduler } from './scheduler';
import { describeError } from '../src/api/errors';

export interface PollOptions {
  /** Period between round starts (a constant from src/domain/constants.ts). */
  periodMs: number;
  /**
   * Gate: polls only while the latest value is true. Must emit on subscribe (a BehaviorSubject-like
   * stream such as `isLoggedIn$` or `visible$`); until it does, nothing is fetched.
   */
  when?: Observable<boolean>;
  /** Defaults to `appScheduler()`, read at subscription time. */
  scheduler?: SchedulerLike;
  /** Names the poll in the failure log. */
  name: string;
  /** Each emission asks for an immediate round (e.g. the header refresh button, after a bet). */
  trigger?: Observable<unknown>;
  /** Replaces the default `console.warn` for a failed round. */
  onError?: (err: unknown) => void;
}

/**
 * Calls `fetch` now and every `periodMs` while `when` is true; emits every response.
 *
 * - A tick or trigger that arrives while a round is in flight is dropped (exhaustMap), never queued:
 *   a slow server gets at most one request from a poll at a time and is not hit by a burst of
 *   catch-up requests once it answers.
 * - A failed round is logged and swallowed inside the round, so the poll keeps its last good value
 *   and goes on at the next tick (contract section 6: a bad answer is a fault of that one call).
 * - `when` turning false unsubscribes the round in flight (axios aborts the request) and stops the
 *   timer; turning true starts over with an immediate round, so a tab coming back shows fresh figures.
 * - Shared: one timer and one request per round for any number of subscribers; the poll starts
 *   with its first subscriber and stops with its last.
 */
export function poll<T>(fetch: () => Observable<T>, opts: PollOptions): Observable<T> {
  const { periodMs, name, trigger = EMPTY } = opts;
  const report =
    opts.onError ?? ((err: unknown) => console.warn(`[poll ${name}] round failed: ${describeError(err)}`));

  // defer: a fetch that throws synchronously is a failed round too, not a torn-down poll.
  // Tagged with the poll's name, so a recording knows which poll each request belongs to.
  const round = () =>
    taggedSubscribe({ poll: name }, defer(fetch)).pipe(
      tap(() => notePollRound({ ok: true, name })),
      catchError((err: unknown) => {
        notePollRound({ ok: false, name, error: err });
        report(err);
        return EMPTY;
      }),
    );

  return defer(() => {
    const scheduler = opts.scheduler ?? appScheduler();
    // The trigger lives inside the gate: a refresh asked for while gated off is not remembered.
    const running$ = merge(timer(0, periodMs, scheduler), trigger).pipe(exhaustMap(round));
    return (opts.when ?? of(true)).pipe(
      distinctUntilChanged(),
      switchMap((on) => (on ? running$ : EMPTY)),
    );
  }).pipe(
    // ReplaySubject(1): a component mounting late (a second header figure, a re-render) shows the
    // current value at once instead of a blank for up to a period. It is kept across a gate-off
    // (a hidden tab keeps showing its last figures) but, with resetOnRefCountZero, dropped once the
    // last subscriber leaves: a poll restarted later (another match, another login) must not show
    // the previous run's data before its own first answer.
    share({
      connector: () => new ReplaySubject<T>(1),
      resetOnError: true,
      resetOnComplete: true,
      resetOnRefCountZero: true,
    }),
  );
}

/**
 * One live poll per key (market odds per match, casino data per table): every subscriber to the
 * same key shares one poll, and the key's entry is deleted when its last subscriber leaves, so
 * the cache only ever holds what is on screen. `make` must return a shared stream (a `poll`).
 * Keys are compared as Map keys: use strings, not freshly built objects.
 */
export function pollByKey<K, T>(make: (key: K) => Observable<T>): (key: K) => Observable<T> {
  const live = new Map<K, { source: Observable<T>; refs: number }>();
  return (key) =>
    new Observable<T>((subscriber) => {
      let slot = live.get(key);
      if (!slot) {
        slot = { source: make(key), refs: 0 };
        live.set(key, slot);
      }
      const held = slot;
      held.refs += 1;
      const sub = held.source.subscribe(subscriber);
      return () => {
        sub.unsubscribe();
        held.refs -= 1;
        if (held.refs === 0 && live.get(key) === held) live.delete(key);
      };
    });
}
