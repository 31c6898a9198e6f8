// The simulated exchange's notion of "now": the real clock in the browser, a hand-driven one in tests (tests/mocks/clock.ts).

export interface WorldClock {
  now(): number;
}

export const realClock: WorldClock = { now: () => Date.now() };
