// The app's toasts: listens to the toast events from the start, and loads react-toastify with the first toast.
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Observable, Subject } from 'rxjs';
import { toastEvents$, type ToastEvent } from '../../streams/toasts';

type View = typeof import('./ToastsView').ToastsView;
/** The view once its code is here: rendered directly then, as Suspense may hold a reveal back ~300 ms. */
let loadedView: View | null = null;
const loadView = () =>
  import('./ToastsView').then((m) => {
    loadedView = m.ToastsView;
    return m;
  });
const ToastsView = lazy(() => loadView().then((m) => ({ default: m.ToastsView })));

/**
 * Loads the toasts' code now rather than with the first toast, and the view then mounts with the
 * app: a replay reads the screen at a mark on its own clock, where a toast raised just before must
 * already show.
 */
export const preloadToasts = async (): Promise<void> => {
  await loadView();
};

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
  // Chosen once, so the view never swaps from the lazy one to the loaded one (a remount would drop its toasts).
  const [Loaded] = useState(() => loadedView);
  const [wanted, setWanted] = useState(Loaded !== null);
  useEffect(() => {
    const sub = toastEvents$.subscribe((e) => {
      push(e);
      if ('show' in e) setWanted(true);
    });
    return () => sub.unsubscribe();
  }, [push]);
  if (!wanted) return null;
  if (Loaded) return <Loaded events={feed} />;
  return (
    <Suspense fallback={null}>
      <ToastsView events={feed} />
    </Suspense>
  );
}
