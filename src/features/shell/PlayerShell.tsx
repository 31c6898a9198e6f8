// A logged-in player's parts of the shell, one chunk loaded when a player is logged in (lazyPlayerShell.tsx):
// the brand bar's figures and buttons, the news strip and the open bets panel's list. A visitor's home
// page carries none of them.
import { Suspense } from 'react';
import { OpenBetsLoading } from './OpenBetsLoading';
import { OpenBets } from './openBetsList';

export { preloadOpenBets } from './openBetsList';

export { LoggedInActions } from './LoggedInActions';
export { NewsTicker } from './NewsTicker';

/** The desktop right panel's body for a player: the open bets, their own code loading when first shown. */
export function PlayerOpenBets(): React.JSX.Element {
  return (
    <Suspense fallback={<OpenBetsLoading />}>
      <OpenBets />
    </Suspense>
  );
}
