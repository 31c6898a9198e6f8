// Boolean streams that gate polls: page visible, browser online, and their conjunction.
import { Observable, combineLatest, defer, distinctUntilChanged, fromEvent, map, merge, of, startWith } from 'rxjs';

/** What `createVisibility` needs of a document; a plain EventTarget with the field fakes it in tests. */
export interface VisibilitySource extends EventTarget {
  readonly visibilityState: DocumentVisibilityState;
}

/** What `createOnline` needs of a window. */
export interface OnlineSource extends EventTarget {
  readonly navigator: { readonly onLine: boolean };
}

/**
 * True while the page is visible. The current state is read at subscription time (defer), not
 * when the stream is built, so a poll started in a background tab does not fetch once.
 */
export function createVisibility(doc: VisibilitySource): Observable<boolean> {
  return defer(() => {
    const read = () => doc.visibilityState !== 'hidden';
    return fromEvent(doc, 'visibilitychange').pipe(map(read), startWith(read()));
  }).pipe(distinctUntilChanged());
}

/**
 * True while the browser says it is online. `navigator.onLine === false` is reliable, true only
 * means "maybe": gating on it saves failed rounds while offline and gives an immediate round on
 * reconnection; real failures while "online" are still handled by the poll's error path.
 */
export function createOnline(win: OnlineSource): Observable<boolean> {
  return defer(() =>
    merge(fromEvent(win, 'online'), fromEvent(win, 'offline')).pipe(
      map(() => win.navigator.onLine),
      startWith(win.navigator.onLine),
    ),
  ).pipe(distinctUntilChanged());
}

/** True while every condition is true; with no condition, true (nothing forbids). */
export function and(...conditions: Observable<boolean>[]): Observable<boolean> {
  if (conditions.length === 0) return of(true);
  return combineLatest(conditions).pipe(
    map((values) => values.every(Boolean)),
    distinctUntilChanged(),
  );
}

// The app's instances. `document`/`window` are touched only on subscription (defer), so importing
// this module outside a browser (a node script, a non-jsdom test) does not throw.
export const visible$: Observable<boolean> = defer(() => createVisibility(document));
export const online$: Observable<boolean> = defer(() => createOnline(window));
