// The open bets list's code (OpenBets.tsx), loaded when a player's panel first shows it.
import { preloadable } from '../../ui/preloadable';

export const { Component: OpenBets, preload: preloadOpenBets } = preloadable(
  () => import('./OpenBets'),
  (m) => m.OpenBets,
);
