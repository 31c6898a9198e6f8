// One connection status for the header: the browser's online/offline events and failing polls, with a short 'back' once it recovers.
import { bind } from '@react-rxjs/core';
import {
  Observable,
  concat,
  defer,
  distinctUntilChanged,
  map,
  merge,
  of,
  pairwise,
  scan,
  startWith,
  switchMap,
  timer,
  type SchedulerLike,
} from 'rxjs';
import { isApiError } from '../src/api/errors';
import { online$ } from './conditions';
import { pollRounds$, type PollRound } from './pollRounds';
import { appScheduler } from './scheduler';

export type ConnectionStatus = { state: 'online' } | { state: 'lost'; since: number } | { state: 'back' };

/** Consecutive failed poll rounds (of any poll) that mean the server cannot be reached. */
const FAILED_ROUNDS_FOR_LOST = 2;
/** How long the header says the connection is back. */
export const BACK_SHOWN_MS = 5_000;

/** A round that failed for want of the server: no answer, a timeout, a 5xx. A refusal or garbage still reached it. */
function isConnectionFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server');
}

export interface ConnectionDeps {
  online: Observable<boolean>;
  rounds: Observable<PollRound>;
  scheduler?: SchedulerLike;
}

interface Down {
  offlineSince: number | null;
  failures: number;
  failingSince: number | null;
}

export function createConnectionStatus(deps: ConnectionDeps): Observable<ConnectionStatus> {
  return defer(() => {
    const scheduler = deps.scheduler ?? appScheduler();
    type Signal = { online: boolean } | { round: PollRound };
    const signals$: Observable<Signal> = merge(
      deps.online.pipe(map((online) => ({ online }))),
      deps.rounds.pipe(map((round) => ({ round }))),
    );
    const downSince$ = signals$.pipe(
      scan<Signal, Down>(
        (s, sig) => {
          const now = scheduler.now();
          if ('online' in sig) return { ...s, offlineSince: sig.online ? null : (s.offlineSince ?? now) };
          if (sig.round.ok) return { ...s, failures: 0, failingSince: null };
          if (!isConnectionFailure(sig.round.error)) return s;
          return { ...s, failures: s.failures + 1, failingSince: s.failingSince ?? now };
        },
        { offlineSince: null, failures: 0, failingSince: null },
      ),
      map((s) => s.offlineSince ?? (s.failures >= FAILED_ROUNDS_FOR_LOST ? s.failingSince : null)),
      startWith(null),
      distinctUntilChanged(),
    );
    return downSince$.pipe(
      startWith(null),
      pairwise(),
      switchMap(([before, now]): Observable<ConnectionStatus> => {
        if (now !== null) return of({ state: 'lost', since: now });
        if (before !== null)
          return concat(of<ConnectionStatus>({ state: 'back' }), timer(BACK_SHOWN_MS, scheduler).pipe(map((): ConnectionStatus => ({ state: 'online' }))));
        return of({ state: 'online' });
      }),
      distinctUntilChanged((a, b) => a.state === b.state && (a.state !== 'lost' || b.state !== 'lost' || a.since === b.since)),
    );
  });
}

/** The app's connection status; the header shows it. */
export const [useConnectionStatus, connectionStatus$] = bind(
  createConnectionStatus({ online: online$, rounds: pollRounds$ }),
  { state: 'online' } as ConnectionStatus,
);
