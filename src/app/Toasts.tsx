// Renders every toast raised on toast$ with react-toastify, set as the spec's application-wide toasts.
import { bind } from '@react-rxjs/core';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { themeMode$ } from '../../streams/theme';
import { toast$ } from '../../streams/toasts';
import { TOAST_AUTO_CLOSE_MS } from '../domain/constants';

const [useMode] = bind(themeMode$, 'light');

export function Toasts(): React.JSX.Element {
  const mode = useMode();
  useEffect(() => {
    const sub = toast$.subscribe(({ kind, text }) => {
      toast[kind](text);
    });
    return () => sub.unsubscribe();
  }, []);
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
