// Drives the replay clock: play at a speed, pause, step, seek; stops at the player's recorded input and at marks so the page can render first.
import type { ReplayScheduler } from './clock';
import type { Action, Mark, Tape } from './tape';

export type Speed = number;
export const SPEEDS: readonly Speed[] = [0.25, 0.5, 1, 2, 5, 10, 30];
/** Tape ms run between two yields to the page while fast-forwarding (React renders in between). */
const CHUNK_MS = 50;
const FRAME_MS = 16;
/** Longest real wait for a page that has made no call yet (code still loading: a dev server on a busy machine takes seconds). */
export const AWAIT_PAGE_MS = 15_000;
/**
 * Longest real wait for a recorded call once the page is running: a call that will not come is given up on
 * soon, but not before a page on a loaded machine has made it (a fresh-clone run waited out 1 s before a
 * notice call the page made later, and the replay went on without it).
 */
export const AWAIT_CALL_MS = 5_000;
/** Longest real wait for a recorded input's element (a lazy screen still loading its code, on a loaded machine too). */
const AWAIT_TARGET_MS = 10_000;

/** A recorded call the clock waits for (Player.awaited). */
export interface AwaitedCall {
  at: number;
  /** 'GET /path'. */
  route: string;
  /** The page has made calls already (its code is running): a short wait will do. */
  pageStarted: boolean;
  made: () => boolean;
  giveUp: () => void;
}

/** A wait given up on: the call never came (it is then a 'missed' divergence). */
export interface GaveUp {
  at: number;
  route: string;
  waitedMs: number;
}

/** Real time, replaceable in tests. */
export interface RealClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export interface PlaybackHooks {
  /** Replays one recorded input on the page (a page load resolves never: the page goes away). */
  runAction: (a: Action) => void | Promise<void>;
  /** The input's element is on the page (the clock waits a little for it). */
  present?: (a: Action) => boolean;
  /** A recorded call the clock stopped waiting for. */
  onGiveUp?: (g: GaveUp) => void;
  /** Real time for the waits; performance.now and setTimeout by default. */
  realClock?: RealClock;
  /** A mark was reached (the check compares the screen here). */
  onMark?: (m: Mark) => void;
  /** Seeking backwards: state must be rebuilt from the start (the page reloads and fast-forwards). */
  rebuild: (t: number) => void;
  /** A recorded request due by `until` that the page has not made yet (it is still loading): the clock waits for it. */
  awaited?: (until: number) => AwaitedCall | undefined;
  /** Lets the page render; defaults to a macrotask. */
  settle?: () => Promise<void>;
}

export interface PlaybackState {
  time: number;
  duration: number;
  playing: boolean;
  speed: Speed;
  /** Fast-forwarding or seeking. */
  busy: boolean;
}

const macrotask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const REAL_CLOCK: RealClock = { now: () => performance.now(), sleep };

/** Two macrotasks and a timer: a render, its effects (polls subscribing) and a transition. */
const defaultSettle = async (): Promise<void> => {
  await macrotask();
  await sleep(0);
  await macrotask();
};

export class Playback {
  private playing = false;
  private speed: Speed = 1;
  private busy = false;
  private nextAction = 0;
  private nextMark = 0;
  private stopAt: number | undefined;
  private seeking: number | undefined;
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> = Promise.resolve();

  constructor(
    readonly scheduler: ReplayScheduler,
    readonly tape: Tape,
    readonly duration: number,
    private readonly hooks: PlaybackHooks,
  ) {}

  /** The time a seek under way goes to (a recorded page load on the way carries it to the new page). */
  seekingTo(): number | undefined {
    return this.seeking;
  }

  /** Inputs and marks run so far (kept across a recorded page load). */
  progress(): { nextAction: number; nextMark: number } {
    return { nextAction: this.nextAction, nextMark: this.nextMark };
  }

  /** Goes on after a recorded page load: those inputs and marks have run already. */
  resume(p: { nextAction: number; nextMark: number }): void {
    this.nextAction = p.nextAction;
    this.nextMark = p.nextMark;
  }

  state(): PlaybackState {
    return { time: this.scheduler.time, duration: this.duration, playing: this.playing, speed: this.speed, busy: this.busy };
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(): void {
    this.listeners.forEach((fn) => fn());
  }

  private settle(): Promise<void> {
    return (this.hooks.settle ?? defaultSettle)();
  }

  /** The next time the clock must stop at for the page: a recorded input or a mark. */
  private barrier(): number {
    const a = this.tape.actions[this.nextAction]?.at ?? Infinity;
    const m = this.tape.marks[this.nextMark]?.at ?? Infinity;
    return Math.min(a, m);
  }

  /** Moves the clock to `target`, stopping at every input and mark on the way. */
  private async moveTo(target: number, chunk: number): Promise<void> {
    while (this.scheduler.time < target || this.barrier() <= target) {
      const b = this.barrier();
      const to = Math.min(target, b, this.scheduler.time + chunk);
      // A call due at an input's time is the input's to make: the input runs first.
      const awaited = this.hooks.awaited?.(to === b ? to - 1 : to);
      if (awaited) {
        // The recording had made this call by now; a replay running ahead of its page would not.
        this.scheduler.advanceTo(Math.max(this.scheduler.time, awaited.at));
        const clock = this.hooks.realClock ?? REAL_CLOCK;
        const began = clock.now();
        const deadline = began + (awaited.pageStarted ? AWAIT_CALL_MS : AWAIT_PAGE_MS);
        while (!awaited.made() && clock.now() < deadline) await clock.sleep(5);
        if (!awaited.made()) {
          awaited.giveUp();
          this.hooks.onGiveUp?.({ at: awaited.at, route: awaited.route, waitedMs: Math.round(clock.now() - began) });
        }
        continue;
      }
      const ran = this.scheduler.executed;
      this.scheduler.advanceTo(to);
      if (to === b) {
        await this.settle();
        while (this.tape.actions[this.nextAction]?.at === b) {
          const a = this.tape.actions[this.nextAction]!;
          await this.awaitTarget(a);
          this.nextAction += 1;
          await this.hooks.runAction(a);
          await this.settle();
        }
        while (this.tape.marks[this.nextMark]?.at === b) {
          this.hooks.onMark?.(this.tape.marks[this.nextMark]!);
          this.nextMark += 1;
        }
      } else if (chunk !== Infinity && this.scheduler.executed !== ran) {
        // Something ran (an answer, a timer): the page renders and its effects subscribe before time moves on.
        await macrotask();
      }
      if (to >= target && b > target) break;
    }
  }

  /** Lets a screen still loading its code put the input's element on the page (a short real wait). */
  private async awaitTarget(a: Action): Promise<void> {
    const present = this.hooks.present;
    if (!present || present(a)) return;
    const clock = this.hooks.realClock ?? REAL_CLOCK;
    const deadline = clock.now() + AWAIT_TARGET_MS;
    while (!present(a) && clock.now() < deadline) {
      await clock.sleep(10);
      await this.settle();
    }
  }

  private exclusive(job: () => Promise<void>): Promise<void> {
    const run = (): Promise<void> =>
      job().catch((err: unknown) => {
        console.error('[replay] playback stopped', err);
        this.playing = false;
        this.busy = false;
        this.changed();
      });
    this.running = this.running.then(run, run);
    return this.running;
  }

  /** Plays at `speed` (Infinity: as fast as the page renders) until paused or `until`. */
  play(speed: Speed = this.speed, until?: number): void {
    this.speed = speed;
    this.stopAt = until;
    if (this.playing) {
      this.changed();
      return;
    }
    this.playing = true;
    this.changed();
    void this.exclusive(async () => {
      let last = performance.now();
      while (this.playing) {
        const now = performance.now();
        const limit = this.stopAt ?? Infinity;
        const target =
          this.speed === Infinity ? Math.min(limit, this.scheduler.time + CHUNK_MS) : Math.min(limit, this.scheduler.time + (now - last) * this.speed);
        last = now;
        await this.moveTo(target, CHUNK_MS);
        this.changed();
        if (this.scheduler.time >= limit) {
          this.playing = false;
          break;
        }
        if (this.speed === Infinity && this.scheduler.time >= this.duration && this.stopAt === undefined) {
          this.playing = false;
          break;
        }
        await (this.speed === Infinity ? macrotask() : sleep(FRAME_MS));
      }
      this.changed();
    });
  }

  /** The speed of the next play; a playing replay changes pace at once. */
  setSpeed(speed: Speed): void {
    this.speed = speed;
    this.changed();
  }

  /** Stops the clock: no timer runs, so no poll sends anything. */
  pause(): void {
    this.playing = false;
    this.changed();
  }

  /** Runs the next thing that happens (the next timer, input or mark), then pauses. */
  step(): Promise<void> {
    this.pause();
    return this.exclusive(async () => {
      const next = Math.min(this.scheduler.nextDue() ?? Infinity, this.barrier(), this.duration);
      await this.moveTo(Math.max(this.scheduler.time + 1, next), Infinity);
      await this.settle();
      this.changed();
    });
  }

  /** Lands on the state of tape time `t`: forwards by running every timer on the way, backwards by rebuilding. */
  seek(t: number): Promise<void> {
    const wasPlaying = this.playing;
    this.pause();
    if (t < this.scheduler.time) {
      this.hooks.rebuild(t);
      return new Promise(() => undefined); // the page goes away
    }
    return this.exclusive(async () => {
      this.busy = true;
      this.seeking = t;
      this.changed();
      await this.moveTo(t, CHUNK_MS);
      this.seeking = undefined;
      await this.settle();
      this.busy = false;
      this.changed();
    }).then(() => {
      if (wasPlaying) this.play();
    });
  }
}
