// The password history page's data: the player's password changes, paged.
import type { Observable } from 'rxjs';
import type { Page, PasswordChange } from '../../src/api/contract';
import { api } from '../api';
import { userId$ } from './currentUser';
import { createPagedQuery, type PagedQuery } from './pagedQuery';

export interface PasswordHistoryDeps {
  userId$: Observable<string>;
  fetch: (page: number, pageSize: number) => Observable<Page<PasswordChange>>;
}

/** Failures are only logged: the spec names no message for this page. */
export const createPasswordHistory = (deps: PasswordHistoryDeps): PagedQuery<PasswordChange> =>
  createPagedQuery({
    name: 'password history',
    // The call names no user, but the token does: a new login asks again.
    query$: deps.userId$,
    fetch: (_userId, page, pageSize) => deps.fetch(page, pageSize),
  });

export const passwordHistory = createPasswordHistory({ userId$, fetch: api.passwordHistory });
