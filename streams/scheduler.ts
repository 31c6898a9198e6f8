// The one scheduler every timed stream reads, so tests and a time-accurate replay can swap the clock.
import { asyncScheduler, type SchedulerLike } from 'rxjs';

let current: SchedulerLike | null = null;
let machinesFollow = false;

/**
 * Read it when a stream is subscribed, not when it is built: module-level streams are built at
 * import time, before a test or the replay feature had a chance to call `setAppScheduler`.
 */
export function appScheduler(): SchedulerLike {
  return current ?? asyncScheduler;
}

/**
 * `null` restores the real clock (tests call it in `afterEach`). With `machines: true` the machines'
 * delays and `now` (appClock) follow `s` too, as the replay needs; otherwise they keep real time.
 */
export function setAppScheduler(s: SchedulerLike | null, opts: { machines?: boolean } = {}): void {
  current = s;
  machinesFollow = s !== null && opts.machines === true;
}

/** The scheduler behind `appClock` (machines' delays, toasts' closing). */
export const appClockScheduler = (): SchedulerLike => (machinesFollow ? appScheduler() : asyncScheduler);

/** An XState clock over a scheduler, with the `now` that `clockNow` (machines/effects.ts) reads. */
export interface SchedulerClock {
  setTimeout: (fn: () => void, ms: number) => { unsubscribe: () => void };
  clearTimeout: (id: { unsubscribe: () => void }) => void;
  now: () => number;
}

/**
 * The machines' XState clock, read at each use: real time, or the app scheduler when it was set with
 * `machines: true` (the replay clock), so a machine's delays (the bet delay) and `now` follow it.
 */
export const appClock: SchedulerClock = {
  setTimeout: (fn, ms) => appClockScheduler().schedule(() => fn(), ms),
  clearTimeout: (id) => id.unsubscribe(),
  now: () => appClockScheduler().now(),
};
