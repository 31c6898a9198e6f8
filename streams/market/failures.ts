// Turns a poll's failed rounds into one toast per outage (on the change from answering to failing) plus a log line each.
import { describeError, isApiError } from '../../src/api/errors';

export interface FailureTracker {
  /** Give it to `poll` as `onError`. */
  failed: (err: unknown) => void;
  /** Call on every good answer: the next failure is a new outage and toasts again. */
  answered: () => void;
}

/**
 * A poll fails every period while the server is down; one toast tells the player, a toast a
 * second would bury the page. An expired session is not this poll's news: the session already
 * says 'Session expired!' and sends the player home.
 */
export function trackFailures(label: string, toast?: (text: string) => void): FailureTracker {
  let failing = false;
  return {
    failed: (err) => {
      console.warn(`[poll ${label}] round failed: ${describeError(err)}`);
      if (failing) return;
      failing = true;
      if (!toast || (isApiError(err) && err.kind === 'unauthorized')) return;
      const why = err instanceof Error && err.message ? err.message : 'Please try again.';
      toast(`${label} could not be updated. ${why}`);
    },
    answered: () => {
      failing = false;
    },
  };
}
