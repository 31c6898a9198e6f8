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
