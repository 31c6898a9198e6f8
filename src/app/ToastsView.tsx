// Renders toasts with react-toastify, set as the spec's application-wide toasts (loaded by Toasts on the first toast).
import { bind } from '@react-rxjs/core';
import { useEffect, useLayoutEffect, useRef, type FocusEvent, type PointerEvent } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import type { Observable } from 'rxjs';
import { themeMode$ } from '../../streams/theme';
import { holdToasts, type ToastEvent } from '../../streams/toasts';

const [useMode] = bind(themeMode$, 'light');

const releaseHolds = () => {
  holdToasts('pointer', false);
  holdToasts('focus', false);
};

/**
 * Shows and hides the toasts `events` says (the ones raised while this code loaded come first).
 * Closed by the app clock (streams/toasts.ts), so a replay's pause and speed hold toasts too; the
 * pointer or keyboard focus on the toasts holds that clock (spec 000 section 8: pause on hover).
 */
export function ToastsView({ events }: { events: Observable<ToastEvent> }): React.JSX.Element {
  const mode = useMode();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sub = events.subscribe((e) => {
      if ('show' in e) toast[e.show.kind](e.show.text, { toastId: e.id });
      else toast.dismiss(e.hide);
    });
    return () => sub.unsubscribe();
  }, [events]);

  // A toast removed under the pointer or with focus in it sends no leave or blur: once none is
  // left, nothing holds the clock.
  useEffect(() => {
    const open = new Set<string | number>();
    const stop = toast.onChange((item) => {
      if (item.status === 'added') open.add(item.id);
      else if (item.status === 'removed') open.delete(item.id);
      if (open.size === 0) releaseHolds();
    });
    return () => {
      stop();
      releaseHolds();
    };
  }, []);

  // Each toast is an alert (read out once as it appears); react-toastify also makes their container
  // a polite live region, and a screen reader inside both reads a toast twice, and again as it goes.
  useLayoutEffect(() => {
    region.current?.querySelector('.Toastify')?.removeAttribute('aria-live');
  });

  // On a toast that is showing, not one on its way out (a click closed it: its exit runs under the pointer).
  const onPointer = (e: PointerEvent<HTMLDivElement>) =>
    holdToasts('pointer', e.target instanceof Element && e.target.closest('.Toastify__toast[data-in="true"]') !== null);
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) holdToasts('focus', false);
  };

  return (
    <div
      ref={region}
      onPointerOver={onPointer}
      // Also on a move: a toast that slid under a resting pointer (another closed above it) holds again.
      onPointerMove={onPointer}
      onPointerLeave={() => holdToasts('pointer', false)}
      onFocus={() => holdToasts('focus', true)}
      onBlur={onBlur}
      // A click closes the toast under it (the body or its close button, which stops the click's bubbling).
      onClickCapture={releaseHolds}
    >
      <ToastContainer position="top-right" autoClose={false} hideProgressBar closeOnClick newestOnTop theme={mode} />
    </div>
  );
}
