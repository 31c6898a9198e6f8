// The sports locked for the logged-in player: event locks fetched each time the login state changes.
import {
  Observable,
  ReplaySubject,
  catchError,
  distinctUntilChanged,
  map,
  of,
  share,
  switchMap,
} from 'rxjs';
import type { EventLock } from '../src/api/contract';
import { api } from './api';
import { userDetails$ } from './session';
import { describeError } from '../src/api/errors';
import { isEmbedded } from '../src/security/embedded';

export interface LocksDeps {
  /** The logged-in user's _id, or null when logged out. */
  userId$: Observable<string | null>;
  fetchLocks: (userId: string) => Observable<EventLock[]>;
}

const NONE: ReadonlySet<string> = new Set();

/** Sport ids (the lock's eventId) with at least one lock set. */
export const lockedIds = (locks: readonly EventLock[]): ReadonlySet<string> =>
  new Set(locks.filter((l) => l.lock).map((l) => l.eventId));

/**
 * Anonymous visitors see every sport, so logging out clears the set at once. A failed fetch is
 * only logged (spec section 8) and locks nothing: hiding every sport on a glitch would be worse.
 */
export function createLocks(deps: LocksDeps): { lockedSportIds$: Observable<ReadonlySet<string>> } {
  const lockedSportIds$ = deps.userId$.pipe(
    distinctUntilChanged(),
    switchMap((userId) =>
      userId === null
        ? of(NONE)
        : deps.fetchLocks(userId).pipe(
            map(lockedIds),
            catchError((err: unknown) => {
              console.warn(`[locks] event locks could not be fetched: ${describeError(err)}`);
              return of(NONE);
            }),
          ),
    ),
    share({ connector: () => new ReplaySubject<ReadonlySet<string>>(1), resetOnRefCountZero: true }),
  );
  return { lockedSportIds$ };
}

/** A page of this app shown in a frame sends no token (streams/api.ts), so it asks for no player's locks either. */
const embedded = typeof window !== 'undefined' && isEmbedded();

export const { lockedSportIds$ } = createLocks({
  userId$: embedded ? of(null) : userDetails$.pipe(map((u) => u?._id ?? null)),
  fetchLocks: (userId) => api.eventLocks(userId),
});
