// The app's header polls, wired to the real API, session and page conditions (tests use streams/header.ts).
import { api } from './api';
import { and, online$, visible$ } from './conditions';
import { createHeaderPolls, headerRefresh$ } from './header';
import { isLoggedIn$ } from './session';

/**
 * Nothing is fetched until a header figure is subscribed (the polls are lazy and shared).
 * Gated on online$ as well as the brief's visible$: offline rounds can only fail, and coming back
 * online gives an immediate round.
 * `onUser` (keep the stored session user in step with each fresh answer) is wired by the owner of
 * streams/session.ts, whose setter for the stored user is not settled yet.
 */
export const header = createHeaderPolls({
  fetchUser: () => api.userDetails(),
  fetchExposure: () => api.exposure(),
  fetchLiveTrades: () => api.liveTrades(),
  when: and(isLoggedIn$, visible$, online$),
  refresh$: headerRefresh$,
});
