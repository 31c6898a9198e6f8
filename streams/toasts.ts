// Toasts raised by streams and machines; one React component renders them with react-toastify.
import {
  BehaviorSubject,
  NEVER,
  Subject,
  defer,
  distinctUntilChanged,
  finalize,
  map,
  mergeMap,
  startWith,
  switchMap,
  take,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { TOAST_AUTO_CLOSE_MS } from '../src/domain/constants';
import { appClockScheduler } from './scheduler';

export type ToastKind = 'info' | 'success' | 'error' | 'warning';
export interface Toast {
  kind: ToastKind;
  text: string;
}

/** Every toast to show, in order. Not replayed: the app listens from its start (src/app/Toasts.tsx: listenToToastsFromStart). */
export const toast$ = new Subject<Toast>();

export const showToast = (kind: ToastKind, text: string): void => toast$.next({ kind, text });
export const toastInfo = (text: string): void => showToast('info', text);
export const toastError = (text: string): void => showToast('error', text);

/**
 * Emits once, then completes, after `ms` of `scheduler` time during which `held$` read false: the
 * time stands still while it reads true and goes on from where it stood (a pause, not a restart).
 * `held$` must emit on subscribe (a BehaviorSubject).
 */
function afterUnheldTime(ms: number, held$: Observable<boolean>, scheduler: SchedulerLike): Observable<void> {
  return defer(() => {
    let left = ms;
    return held$.pipe(
      distinctUntilChanged(),
      switchMap((held) => {
        if (held) return NEVER;
        const from = scheduler.now();
        // Runs when a hold starts (switchMap drops the timer) and when the time is up.
        return timer(Math.max(0, left), scheduler).pipe(finalize(() => (left -= scheduler.now() - from)));
      }),
      take(1),
      map(() => undefined),
    );
  });
}

/**
 * Each toast shown, then hidden TOAST_AUTO_CLOSE_MS later on the machines' clock (not on a CSS
 * timer), so a paused or sped-up replay shows the toasts of its moment.
 */
export type ToastEvent = { show: Toast; id: string } | { hide: string };

interface ToastEventDeps {
  toasts: Observable<Toast>;
  /** True while the player holds the toasts (pointer or focus on them): every toast's time stands still. */
  held$: Observable<boolean>;
  /** Read at each toast: the replay may have swapped the clock since the app started. */
  scheduler: () => SchedulerLike;
}

/** Shows each toast at once and hides it after TOAST_AUTO_CLOSE_MS of time not held (spec 000 section 8: pause on hover). */
function createToastEvents({ toasts, held$, scheduler }: ToastEventDeps): Observable<ToastEvent> {
  let nextToastId = 0;
  return toasts.pipe(
    mergeMap((t) => {
      nextToastId += 1;
      const id = `toast-${nextToastId}`;
      return afterUnheldTime(TOAST_AUTO_CLOSE_MS, held$, scheduler()).pipe(
        map((): ToastEvent => ({ hide: id })),
        startWith<ToastEvent>({ show: t, id }),
      );
    }),
  );
}

/** What holds the toasts: the pointer over them, keyboard focus in them. */
export type ToastHold = 'pointer' | 'focus';
const holds = new BehaviorSubject<ReadonlySet<ToastHold>>(new Set());

/** The toasts' view reports the pointer or focus arriving on (`true`) or leaving (`false`) the toasts. */
export function holdToasts(by: ToastHold, on: boolean): void {
  const now = holds.value;
  if (now.has(by) === on) return;
  const next = new Set(now);
  if (on) next.add(by);
  else next.delete(by);
  holds.next(next);
}

/** True while anything holds the toasts. */
const toastsHeld$: Observable<boolean> = holds.pipe(
  map((h) => h.size > 0),
  distinctUntilChanged(),
);

export const toastEvents$: Observable<ToastEvent> = createToastEvents({
  toasts: toast$,
  held$: toastsHeld$,
  scheduler: appClockScheduler,
});
