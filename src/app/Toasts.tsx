// The app's toasts: listens to toast$ from the start, and loads react-toastify with the first toast.
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Observable, Subject } from 'rxjs';
import { toast$, type Toast } from '../../streams/toasts';

const ToastsView = lazy(() => import('./ToastsView').then((m) => ({ default: m.ToastsView })));

/** Toasts for the view: the ones raised while nobody showed them first (once), then each new one. */
function toastFeed(): { feed: Observable<Toast>; push: (t: Toast) => void } {
  const pending: Toast[] = [];
  const live = new Subject<Toast>();
  return {
    feed: new Observable<Toast>((subscriber) => {
      for (const t of pending.splice(0)) subscriber.next(t);
      return live.subscribe(subscriber);
    }),
    push: (t) => (live.observed ? live.next(t) : pending.push(t)),
  };
}

export function Toasts(): React.JSX.Element | null {
  const { feed, push } = useMemo(() => toastFeed(), []);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const sub = toast$.subscribe((t) => {
      push(t);
      setWanted(true);
    });
    return () => sub.unsubscribe();
  }, [push]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastsView toasts={feed} />
    </Suspense>
  );
}
