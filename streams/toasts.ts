// Toasts raised by streams and machines; one React component renders them with react-toastify.
import { Subject } from 'rxjs';

export type ToastKind = 'info' | 'success' | 'error' | 'warning';
export interface Toast {
  kind: ToastKind;
  text: string;
}

/** Every toast to show, in order. Not replayed: a toast raised before the renderer mounted is lost. */
export const toast$ = new Subject<Toast>();

export const showToast = (kind: ToastKind, text: string): void => toast$.next({ kind, text });
export const toastInfo = (text: string): void => showToast('info', text);
export const toastSuccess = (text: string): void => showToast('success', text);
export const toastError = (text: string): void => showToast('error', text);
export const toastWarning = (text: string): void => showToast('warning', text);
