// Renders toasts with react-toastify, set as the spec's application-wide toasts (loaded by Toasts on the first toast).
import { bind } from '@react-rxjs/core';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import type { Observable } from 'rxjs';
import { themeMode$ } from '../../streams/theme';
import type { ToastEvent } from '../../streams/toasts';

const [useMode] = bind(themeMode$, 'light');

/**
 * Shows and hides the toasts `events` says (the ones raised while this code loaded come first).
 * Closed by the app clock (streams/toasts.ts), so a replay's pause and speed hold toasts too.
 */
export function ToastsView({ events }: { events: Observable<ToastEvent> }): React.JSX.Element {
  const mode = useMode();
  useEffect(() => {
    const sub = events.subscribe((e) => {
      if ('show' in e) toast[e.show.kind](e.show.text, { toastId: e.id });
      else toast.dismiss(e.hide);
    });
    return () => sub.unsubscribe();
  }, [events]);
  return <ToastContainer position="top-right" autoClose={false} hideProgressBar closeOnClick newestOnTop theme={mode} />;
}
