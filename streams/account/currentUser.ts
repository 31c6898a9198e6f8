// The logged-in player's id, which keys every account query (another login means other rows).
import { Observable, distinctUntilChanged, filter, map } from 'rxjs';
import type { User } from '../../src/api/contract';
import { userDetails$ } from '../session';

/** Emits the id of each user who logs in; nothing while logged out (the shell redirects then). */
export const userIdOf = (users$: Observable<User | null>): Observable<string> =>
  users$.pipe(
    map((u) => u?._id ?? null),
    filter((id): id is string => id !== null && id !== ''),
    distinctUntilChanged(),
  );

export const userId$: Observable<string> = userIdOf(userDetails$);
