// A hand-driven clock for the simulated exchange in tests (the browser's world runs on src/mocks/world/clock.ts realClock).
import type { WorldClock } from '../../src/mocks/world/clock';

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
