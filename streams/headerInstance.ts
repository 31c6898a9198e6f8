// The app's header polls, wired to the real API, session and page conditions (tests use streams/header.ts).
import { api } from './api';
import { and, online$, visible$ } from './conditions';
import { createHeaderPolls, headerRefresh$ } from './header';
import { isLoggedIn$, updateUser } from './session';

/**
 * Nothing is fetched until a header figure is subscribed (the polls are lazy and shared).
 * Gated on online$ as well as the brief's visible$: offline rounds can only fail, and coming back
 * online gives an immediate round.
 * Each fresh user answer also updates the stored session user, so every screen shows one balance.
 */
export const header = createHeaderPolls({
  fetchUser: () => api.userDetails(),
  fetchExposure: () => api.exposure(),
  fetchLiveTrades: () => api.liveTrades(),
  when: and(isLoggedIn$, visible$, online$),
  refresh$: headerRefresh$,
  onUser: updateUser,
});
