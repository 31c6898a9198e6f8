// Keeps a changing set of keyed streams subscribed: what a screen will read in its first render is
// already subscribed, so a bound hook reads the stream's value at once instead of its default.
import { Observable, Subscription } from 'rxjs';

/**
 * Subscribes `stream(k)` for each key `keys$` lists, for as long as it lists it, and drops the
 * subscription of a key that leaves the list; everything is dropped when the result is
 * unsubscribed. Emits nothing. A held stream's error ends its own hold only; an error of `keys$`
 * is passed on.
 *
 * Why: @react-rxjs reads a bound state's default until the component subscribes, in a passive effect
 * after the commit; a stream that already has a value then emits it there and React renders the
 * component a second time, synchronously, in the same task. A state already held when the component
 * first renders is read as it is (its current value), and subscribing to it later replays that very
 * value, which React sees as no change.
 */
export function holdEach<K>(keys$: Observable<readonly K[] | null>, idOf: (key: K) => string, stream: (key: K) => Observable<unknown>): Observable<never> {
  return new Observable<never>((subscriber) => {
    const held = new Map<string, Subscription>();
    const listed = keys$.subscribe({
      next: (keys) => {
        const now = new Set<string>();
        for (const key of keys ?? []) {
          const id = idOf(key);
          now.add(id);
          // A held stream that fails is not asked again while its key stays listed (its reader has its own error path).
          if (!held.has(id)) held.set(id, stream(key).subscribe({ error: () => {} }));
        }
        for (const [id, sub] of held) {
          if (!now.has(id)) {
            sub.unsubscribe();
            held.delete(id);
          }
        }
      },
      error: (err: unknown) => subscriber.error(err),
    });
    return () => {
      listed.unsubscribe();
      for (const sub of held.values()) sub.unsubscribe();
      held.clear();
    };
  });
}
