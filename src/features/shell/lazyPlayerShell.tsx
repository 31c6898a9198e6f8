// A logged-in player's parts of the shell (PlayerShell.tsx), as components that load its chunk: a
// visitor's pages never ask for it. A logged-in player's first render waits for it (src/app/mount.tsx:
// preloadPlayerShell), so the page never paints without them and then moves; after a login the bar,
// the strip and the panel fill in as the chunk arrives (a change the player's own click caused).
import { preloadable } from '../../ui/preloadable';

const loadPlayerShell = () => import('./PlayerShell');

const actions = preloadable(loadPlayerShell, (m) => m.LoggedInActions);
const news = preloadable(loadPlayerShell, (m) => m.NewsTicker);
const openBets = preloadable(loadPlayerShell, (m) => m.PlayerOpenBets);

/** The brand bar's figures and buttons (LoggedInActions.tsx). */
export const PlayerActions = actions.Component;
/** The news strip (NewsTicker.tsx). */
export const PlayerNews = news.Component;
/** The desktop right panel's open bets. */
export const PlayerOpenBets = openBets.Component;

/** Loads a player's shell now, each of its components then rendering at once (resolves, even on a failed load). */
export const preloadPlayerShell = (): Promise<void> => Promise.all([actions.preload(), news.preload(), openBets.preload()]).then(() => undefined);

/** The same, and the open bets list's own code: a replay's screen at a mark must not wait on code arriving in real time. */
export const preloadPlayerShellAndOpenBets = (): Promise<void> =>
  Promise.all([preloadPlayerShell(), loadPlayerShell().then((m) => m.preloadOpenBets())]).then(
    () => undefined,
    () => undefined,
  );
