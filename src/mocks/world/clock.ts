// The simulated exchange's notion of "now": the real clock in the browser, a hand-driven one in tests.

export interface WorldClock {
  now(): number;
}

export const realClock: WorldClock = { now: () => Date.now() };

export interface ManualClock extends WorldClock {
  advance(ms: number): void;
  set(ms: number): void;
}

export function manualClock(start: number): ManualClock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
    set: (ms) => {
      t = ms;
    },
  };
}
