// Toasts raised by streams and machines; one React component renders them with react-toastify.
import { Subject, map, mergeMap, startWith, timer, type Observable } from 'rxjs';
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

let nextToastId = 0;

/**
 * Each toast shown, then hidden TOAST_AUTO_CLOSE_MS later on the machines' clock (not on a CSS
 * timer), so a paused or sped-up replay shows the toasts of its moment.
 */
export type ToastEvent = { show: Toast; id: string } | { hide: string };

export const toastEvents$: Observable<ToastEvent> = toast$.pipe(
  mergeMap((t) => {
    nextToastId += 1;
    const id = `toast-${nextToastId}`;
    return timer(TOAST_AUTO_CLOSE_MS, appClockScheduler()).pipe(
      map(() => ({ hide: id })),
      startWith({ show: t, id }),
    );
  }),
);
