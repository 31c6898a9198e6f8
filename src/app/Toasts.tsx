// The app's toasts: listens to the toast events from the start, and loads react-toastify with the first toast.
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Observable, Subject } from 'rxjs';
import { toastEvents$, type ToastEvent } from '../../streams/toasts';

const ToastsView = lazy(() => import('./ToastsView').then((m) => ({ default: m.ToastsView })));

/** Events for the view: the ones raised while nobody showed them first (once), then each new one. */
function toastFeed(): { feed: Observable<ToastEvent>; push: (e: ToastEvent) => void } {
  const pending: ToastEvent[] = [];
  const live = new Subject<ToastEvent>();
  return {
    feed: new Observable<ToastEvent>((subscriber) => {
      for (const e of pending.splice(0)) subscriber.next(e);
      return live.subscribe(subscriber);
    }),
    push: (e) => (live.observed ? live.next(e) : pending.push(e)),
  };
}

export function Toasts(): React.JSX.Element | null {
  const { feed, push } = useMemo(() => toastFeed(), []);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const sub = toastEvents$.subscribe((e) => {
      push(e);
      if ('show' in e) setWanted(true);
    });
    return () => sub.unsubscribe();
  }, [push]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastsView events={feed} />
    </Suspense>
  );
}
