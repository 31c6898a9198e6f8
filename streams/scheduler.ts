// The one scheduler every timed stream reads, so tests and a time-accurate replay can swap the clock.
import { asyncScheduler, type SchedulerLike } from 'rxjs';

let current: SchedulerLike | null = null;

/**
 * Read it when a stream is subscribed, not when it is built: module-level streams are built at
 * import time, before a test or the replay feature had a chance to call `setAppScheduler`.
 */
export function appScheduler(): SchedulerLike {
  return current ?? asyncScheduler;
}

/** `null` restores the real clock (tests call it in `afterEach`). */
export function setAppScheduler(s: SchedulerLike | null): void {
  current = s;
}

/** An XState clock over a scheduler, with the `now` that `clockNow` (machines/effects.ts) reads. */
export interface SchedulerClock {
  setTimeout: (fn: () => void, ms: number) => { unsubscribe: () => void };
  clearTimeout: (id: { unsubscribe: () => void }) => void;
  now: () => number;
}

/**
 * The app scheduler as an XState clock, read at each use: a machine's delays (the bet delay) and its
 * `now` follow whatever drives the streams, so tests and the replay clock move machines too.
 */
export const appClock: SchedulerClock = {
  setTimeout: (fn, ms) => appScheduler().schedule(() => fn(), ms),
  clearTimeout: (id) => id.unsubscribe(),
  now: () => appScheduler().now(),
};
