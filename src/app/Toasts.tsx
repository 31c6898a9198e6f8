// The app's toasts: listens to the toast events from the start, and loads react-toastify with the first toast.
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Observable, Subject, Subscription } from 'rxjs';
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

/** Toast events heard before the view mounted, and where to pass them once it has. */
interface FromStart {
  events: ToastEvent[];
  deliver: ((e: ToastEvent) => void) | null;
}
let fromStart: FromStart | null = null;

/**
 * Listens to the toasts from the app's start (mountApp), before its first render: a toast raised
 * meanwhile (a stored session the exchange refuses at once: 'Session expired!') shows when the view
 * mounts, and hides on its own clock as any other.
 */
export function listenToToastsFromStart(): Subscription {
  const state: FromStart = { events: [], deliver: null };
  fromStart = state;
  const sub = toastEvents$.subscribe((e) => (state.deliver ? state.deliver(e) : state.events.push(e)));
  return new Subscription(() => {
    sub.unsubscribe();
    if (fromStart === state) fromStart = null;
  });
}

export function Toasts(): React.JSX.Element | null {
  const { feed, push } = useMemo(() => toastFeed(), []);
  // Chosen once, so the view never swaps from the lazy one to the loaded one (a remount would drop its toasts).
  const [Loaded] = useState(() => loadedView);
  const [wanted, setWanted] = useState(Loaded !== null);
  useEffect(() => {
    const handle = (e: ToastEvent) => {
      push(e);
      if ('show' in e) setWanted(true);
    };
    const heard = fromStart;
    if (heard) {
      for (const e of heard.events.splice(0)) handle(e);
      heard.deliver = handle;
      return () => {
        heard.deliver = null;
      };
    }
    const sub = toastEvents$.subscribe(handle);
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
