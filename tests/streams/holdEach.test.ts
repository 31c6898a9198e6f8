// holdEach: the listed keys' streams stay subscribed while listed, once each, and are dropped after.
import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Observable, Subject, throwError } from 'rxjs';
import { holdEach } from '../../streams/holdEach';

/** A stream per key that records who is subscribed. */
function tracked() {
  const live = new Map<string, number>();
  const stream = (key: string) =>
    new Observable<string>((sub) => {
      live.set(key, (live.get(key) ?? 0) + 1);
      sub.next(key);
      return () => live.set(key, (live.get(key) ?? 0) - 1);
    });
  const subscribed = () => [...live].filter(([, n]) => n > 0).map(([k, n]) => `${k}x${n}`).sort();
  return { stream, subscribed };
}

describe('holdEach', () => {
  it('holds each listed key once, drops a key that leaves the list, and everything on unsubscribe', () => {
    const keys = new BehaviorSubject<string[] | null>(null);
    const { stream, subscribed } = tracked();
    const emitted: unknown[] = [];
    const hold = holdEach(keys, (k) => k, stream).subscribe((v) => emitted.push(v));
    expect(subscribed()).toEqual([]);

    keys.next(['a', 'b']);
    expect(subscribed()).toEqual(['ax1', 'bx1']);
    keys.next(['a', 'b']);
    expect(subscribed()).toEqual(['ax1', 'bx1']);
    keys.next(['b', 'c']);
    expect(subscribed()).toEqual(['bx1', 'cx1']);
    keys.next(null);
    expect(subscribed()).toEqual([]);
    keys.next(['a']);
    expect(subscribed()).toEqual(['ax1']);

    hold.unsubscribe();
    expect(subscribed()).toEqual([]);
    expect(keys.observed).toBe(false);
    // It holds; it never emits what it holds.
    expect(emitted).toEqual([]);
  });

  it('keeps holding the other keys when one stream fails, and passes on a failure of the list', () => {
    const keys = new Subject<string[]>();
    const { stream, subscribed } = tracked();
    const errors: unknown[] = [];
    holdEach(keys, (k) => k, (k) => (k === 'bad' ? throwError(() => new Error('no')) : stream(k))).subscribe({ error: (e) => errors.push(e) });
    keys.next(['a', 'bad', 'b']);
    expect(subscribed()).toEqual(['ax1', 'bx1']);
    expect(errors).toEqual([]);
    keys.error(new Error('list failed'));
    expect(errors).toHaveLength(1);
    expect(subscribed()).toEqual([]);
  });
});
