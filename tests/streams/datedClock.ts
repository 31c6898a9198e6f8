// A virtual clock that starts at a real calendar instant: streams that ask "is it today?" and poll timers both run in virtual time.
import { VirtualAction, VirtualTimeScheduler, type SchedulerLike } from 'rxjs';

export interface DatedClock {
  scheduler: SchedulerLike;
  /** Runs everything due within the next `ms` virtual milliseconds. */
  advanceBy: (ms: number) => void;
  /** The calendar time now (start + elapsed virtual time). */
  now: () => number;
}

export function datedClock(startMs: number): DatedClock {
  const vts = new VirtualTimeScheduler(VirtualAction, Infinity);
  let at = 0;
  const scheduler: SchedulerLike = {
    now: () => startMs + vts.now(),
    schedule: ((...args: Parameters<SchedulerLike['schedule']>) => vts.schedule(...args)) as SchedulerLike['schedule'],
  };
  const advanceTo = (ms: number) => {
    vts.maxFrames = ms;
    vts.flush();
    // flush stops at the last action run; later subscriptions must count from `ms`.
    vts.frame = Math.max(vts.frame, ms);
    at = ms;
  };
  return { scheduler, advanceBy: (ms) => advanceTo(at + ms), now: () => startMs + vts.now() };
}
