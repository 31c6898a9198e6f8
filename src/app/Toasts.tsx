// Renders every toast raised on toast$ with react-toastify, set as the spec's application-wide toasts.
import { bind } from '@react-rxjs/core';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { themeMode$ } from '../../streams/theme';
import { toastEvents$ } from '../../streams/toasts';

const [useMode] = bind(themeMode$, 'light');

export function Toasts(): React.JSX.Element {
  const mode = useMode();
  useEffect(() => {
    // Closed by the app clock (streams/toasts.ts), so a replay's pause and speed hold toasts too.
    const sub = toastEvents$.subscribe((e) => {
      if ('show' in e) toast[e.show.kind](e.show.text, { toastId: e.id });
      else toast.dismiss(e.hide);
    });
    return () => sub.unsubscribe();
  }, []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={false}
      hideProgressBar
      closeOnClick
      newestOnTop
      theme={mode}
    />
  );
}
