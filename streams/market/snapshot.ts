// Reads the value a replaying stream holds right now, for a click handler that needs the figures on screen at that instant.
import type { Observable } from 'rxjs';

/**
 * The value replayed synchronously on subscription, or undefined when there is none. Meant for
 * shared streams that are already live (the page's polls): subscribing briefly adds a listener
 * to the running poll and removes it, it never starts one of its own.
 */
export function latest<T>(source: Observable<T>): T | undefined {
  let value: T | undefined;
  source.subscribe((v) => (value = v)).unsubscribe();
  return value;
}
