// The price-flash operator: a cell's value paired with how many times it has changed (the CSS restarts its flash on each).
import { distinctUntilChanged, map, pipe, type OperatorFunction } from 'rxjs';

export interface Flashing<T> {
  value: T;
  /**
   * How many changes the cell has seen: 0 for its first value (a page opening is not a price move), one
   * more for each later change. The view turns its parity into an attribute whose CSS animation
   * (PRICE_FLASH_MS long) restarts on every change, so the flash costs no second emission.
   */
  flash: number;
}

export interface FlashOptions<T> {
  /** Whether `next` is a change worth flashing for; values it calls unchanged are swallowed. */
  changed: (prev: T, next: T) => boolean;
}

/**
 * Emits once per change and never on its own: unchanged ticks emit nothing, which keeps the
 * component subscribed to the cell asleep, and there is no timer to put the flash out.
 */
export function withFlash<T>(opts: FlashOptions<T>): OperatorFunction<T, Flashing<T>> {
  return pipe(
    distinctUntilChanged((prev, next) => !opts.changed(prev, next)),
    map((value, index) => ({ value, flash: index })),
  );
}
