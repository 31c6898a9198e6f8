// The price-flash operator: a cell's value paired with whether it changed within the last PRICE_FLASH_MS.
import {
  Observable,
  concat,
  defer,
  distinctUntilChanged,
  map,
  of,
  switchMap,
  timer,
  type OperatorFunction,
  type SchedulerLike,
} from 'rxjs';
import { PRICE_FLASH_MS } from '../../src/domain/constants';
import { appScheduler } from '../scheduler';

export interface Flashing<T> {
  value: T;
  /** True from the tick that changed the value until PRICE_FLASH_MS later (or the next change). */
  flash: boolean;
}

export interface FlashOptions<T> {
  /** Whether `next` is a change worth flashing for; values it calls unchanged are swallowed. */
  changed: (prev: T, next: T) => boolean;
  durationMs?: number;
  /** Defaults to `appScheduler()`, read at subscription. */
  scheduler?: SchedulerLike;
}

/**
 * The first value never flashes (a page opening is not a price move). Each later change emits
 * `flash: true`, then `flash: false` after the duration; a change during a flash restarts it, so
 * a busy cell stays lit rather than blinking. Unchanged ticks emit nothing, which keeps the
 * component subscribed to the cell asleep.
 */
export function withFlash<T>(opts: FlashOptions<T>): OperatorFunction<T, Flashing<T>> {
  const durationMs = opts.durationMs ?? PRICE_FLASH_MS;
  return (source: Observable<T>) =>
    defer(() => {
      const scheduler = opts.scheduler ?? appScheduler();
      return source.pipe(
        distinctUntilChanged((prev, next) => !opts.changed(prev, next)),
        switchMap((value, index) =>
          index === 0
            ? of({ value, flash: false })
            : concat(
                of({ value, flash: true }),
                timer(durationMs, scheduler).pipe(map(() => ({ value, flash: false }))),
              ),
        ),
      );
    });
}
