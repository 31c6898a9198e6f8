// The simulated exchange's record of requests that broke the API contract (callRules.ts decides), for tests and the dev panel.

export interface Violation {
  /** The call's name (src/mocks/knobs.ts CALL_NAMES), or the path's when no call has that path. */
  call: string;
  /** Which rule of callRules.ts was broken (RULES). */
  rule: string;
  /** What was wrong, in words. */
  detail: string;
  method: string;
  path: string;
}

export interface ViolationLog {
  /** Every violation recorded and not yet taken, oldest first (a new array after each change). */
  list(): readonly Violation[];
  record(v: Violation): void;
  /** Removes and answers the violations `match` accepts (all without it). */
  take(match?: (v: Violation) => boolean): Violation[];
  subscribe(listener: (v: Violation) => void): () => void;
}

/** Every log made in this module's realm (each world has one): the test helpers read them all. */
const logs = new Set<ViolationLog>();
export const allViolationLogs = (): readonly ViolationLog[] => [...logs];

export function createViolationLog(): ViolationLog {
  let items: Violation[] = [];
  const listeners = new Set<(v: Violation) => void>();
  const log: ViolationLog = {
    list: () => items,
    record(v) {
      items = [...items, v];
      listeners.forEach((l) => l(v));
    },
    take(match = () => true) {
      const taken = items.filter(match);
      if (taken.length > 0) items = items.filter((v) => !match(v));
      return taken;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  logs.add(log);
  return log;
}

/** One line per violation: `call: rule: detail (METHOD path)`. */
export const describeViolation = (v: Violation): string => `${v.call}: ${v.rule}: ${v.detail} (${v.method} ${v.path})`;

/** The page function a journey's fixture exposes to hear of each violation, across reloads (tests/e2e/fixtures.ts). */
export const VIOLATION_BINDING = '__simulatedExchangeViolation';

// ---------- the page's log, for the dev panel ----------

const NONE: readonly Violation[] = [];
let shown: ViolationLog | undefined;
let unsubscribeShown = (): void => undefined;
const shownListeners = new Set<() => void>();
const notifyShown = () => shownListeners.forEach((l) => l());

/** Makes `log` the one the dev panel lists (src/mocks/browser.ts, with the page's world). */
export function showViolations(log: ViolationLog | undefined): void {
  unsubscribeShown();
  shown = log;
  const off = log?.subscribe(notifyShown);
  unsubscribeShown = () => {
    off?.();
  };
  notifyShown();
}

/** The shown log's violations (same array until one is recorded: React's useSyncExternalStore). */
export const shownViolations = (): readonly Violation[] => shown?.list() ?? NONE;

export function subscribeShownViolations(listener: () => void): () => void {
  shownListeners.add(listener);
  return () => shownListeners.delete(listener);
}
