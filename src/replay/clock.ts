// The replay clock: a virtual-time RxJS scheduler whose time only moves when the player advances it.
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';

/**
 * Every timer of the app (polls, timeouts, debounces, the bet delay, toasts) is scheduled here while
 * replaying. `now()` is the recording's wall-clock time: `epoch` (the tape's start) plus the tape
 * time `frame`. Nothing runs unless `advanceTo` is called, so a paused replay sends no request.
 */
export class ReplayScheduler extends VirtualTimeScheduler {
  constructor(readonly epoch: number) {
    super(VirtualAction, Infinity);
    // Scheduler keeps `now` as an instance property: replaced, not overridden.
    this.now = () => this.epoch + this.frame;
  }

  /** How many timers have run: the player lets the page render only after something ran. */
  executed = 0;

  /** Tape time (ms since the tape's start). */
  get time(): number {
    return this.frame;
  }

  /** When the next timer is due, or undefined when none is pending. */
  nextDue(): number | undefined {
    return this.actions[0]?.delay;
  }

  /**
   * Runs every timer due up to `target` in time order (timers scheduled meanwhile included), then
   * stands at `target`. Unlike `flush`, one failing action is reported and the rest still run.
   */
  advanceTo(target: number, onError: (err: unknown) => void = (e) => console.error('[replay] timer failed', e)): void {
    for (;;) {
      const action = this.actions[0];
      if (!action || action.delay > target) break;
      this.actions.shift();
      this.frame = Math.max(this.frame, action.delay);
      this.executed += 1;
      const error: unknown = action.execute(action.state, action.delay);
      if (error) onError(error);
    }
    this.frame = Math.max(this.frame, target);
  }
}
