// The login activity page's data: the player's logins, paged; a failure shows the server's message as a toast.
import type { Observable } from 'rxjs';
import type { LoginActivity, Page } from '../../src/api/contract';
import { accountApi } from './api';
import { toastError } from '../toasts';
import { userId$ } from './currentUser';
import { createPagedQuery, failureMessage, type PagedQuery } from './pagedQuery';

export interface LoginActivityDeps {
  userId$: Observable<string>;
  fetch: (userId: string, page: number, pageSize: number) => Observable<Page<LoginActivity>>;
  toastError: (text: string) => void;
}

export const createLoginActivity = (deps: LoginActivityDeps): PagedQuery<LoginActivity> =>
  createPagedQuery({
    name: 'login activity',
    query$: deps.userId$,
    fetch: (userId, page, pageSize) => deps.fetch(userId, page, pageSize),
    // Spec section 8: "Login activity failure: toast with server message".
    onError: (err) => deps.toastError(failureMessage(err)),
  });

export const loginActivity = createLoginActivity({ userId$, fetch: accountApi.loginActivity, toastError });
