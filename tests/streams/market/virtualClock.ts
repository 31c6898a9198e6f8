// A virtual clock installed as the app scheduler: market streams under test run in virtual time, advanced explicitly.
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { setAppScheduler } from '../../../streams/scheduler';

export interface VirtualClock {
  scheduler: VirtualTimeScheduler;
  /** Runs everything due up to and including `ms` (absolute virtual time), then stands at `ms`. */
  advanceTo: (ms: number) => void;
  advanceBy: (ms: number) => void;
  now: () => number;
}

export function virtualClock(): VirtualClock {
  const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
  setAppScheduler(scheduler);
  let at = 0;
  const advanceTo = (ms: number) => {
    scheduler.maxFrames = ms;
    scheduler.flush();
    // flush leaves the frame at the last action run; later subscriptions must start from `ms`.
    scheduler.frame = Math.max(scheduler.frame, ms);
    at = ms;
  };
  return { scheduler, advanceTo, advanceBy: (ms) => advanceTo(at + ms), now: () => scheduler.now() };
}
