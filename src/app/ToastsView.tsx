// Renders toasts with react-toastify, set as the spec's application-wide toasts (loaded by Toasts on the first toast).
import { bind } from '@react-rxjs/core';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { themeMode$ } from '../../streams/theme';
import type { Observable } from 'rxjs';
import type { Toast } from '../../streams/toasts';
import { TOAST_AUTO_CLOSE_MS } from '../domain/constants';

const [useMode] = bind(themeMode$, 'light');

/** Shows every toast `toasts` emits (the ones raised while this code loaded come first). */
export function ToastsView({ toasts }: { toasts: Observable<Toast> }): React.JSX.Element {
  const mode = useMode();
  useEffect(() => {
    const sub = toasts.subscribe(({ kind, text }) => {
      toast[kind](text);
    });
    return () => sub.unsubscribe();
  }, [toasts]);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      closeOnClick
      pauseOnHover
      newestOnTop
      theme={mode}
    />
  );
}
