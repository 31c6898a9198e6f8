// Mounts the app: the router, the toasts, the branding effect and the session-expiry effect.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Subscription, filter, firstValueFrom } from 'rxjs';
import { startBranding } from '../../streams/branding';
import { handleSessionExpiry, session } from '../../streams/session';
import { sessionChannel, syncSessionAcrossTabs } from '../../streams/sessionSync';
import { isEmbedded } from '../security/embedded';
import { toastInfo } from '../../streams/toasts';
import { startFirstCalls } from './firstCalls';
import { domainStateHeld$ } from '../features/shared/domainConfig';
import { startFirstScreen } from './firstScreen';
import { AppRouter, createRouterHandle, preloadScreens } from './router';
import { Toasts, listenToToastsFromStart } from './Toasts';
import { resolveLeftoverBetsWhenLoggedIn } from './leftoverBets';
import { skeletonBannerPainted } from '../api/earlyAnswers';
import { preloadPlayerShell } from '../features/shell/lazyPlayerShell';
import { nextTask } from '../api/nextTask';
import { lightPriceFlashes } from '../../streams/priceFlash';

/** The longest the first render waits for a lazy first screen's chunk. */
const FIRST_SCREEN_WAIT_MS = 1_500;

export interface MountedApp {
  unmount: () => void;
}

export function mountApp(el: HTMLElement): MountedApp {
  const effects = new Subscription();
  // Before anything can raise a toast: the first render may wait for the first screen and the
  // configuration, and a toast raised meanwhile must still show.
  effects.add(listenToToastsFromStart());
  // Before the router: its first screen's chunk and these calls then load side by side. In a task of
  // its own, the first of those below: taking the early script's answers (parsed and checked) is long
  // enough to block a slow phone's page, and the calls are on their way already (src/app/earlyCalls.ts).
  void nextTask().then(() => effects.add(startFirstCalls(window.location.pathname)));
  const router = createRouterHandle();
  // And the first screen's route chunk and largest image (a market page's), before the router asks:
  // in a task of its own, as the chunk, often here already (the early script preloads it), is
  // evaluated the moment it is asked for, and this task is long enough (docs/performance.md).
  const firstScreen = nextTask().then(() => {
    startFirstScreen(window.location.pathname);
    return preloadScreens(window.location.pathname);
  });
  // Any 'Unauthorized' answer: back to /, 'Session expired!', session cleared (spec section 4).
  effects.add(handleSessionExpiry({ navigate: (path) => void router.navigate(path), toastInfo }));
  // The branding (its colours restyle the whole page) and the leftover-bet check (it asks for the bet
  // placement chunk) in a task of their own too; the first render waits for them.
  const branded = nextTask().then(() => {
    effects.add(startBranding());
    // A bet this tab sent before a reload, whose answer never arrived: tell the player what became of it
    // (its code loads once someone is logged in).
    effects.add(resolveLeftoverBetsWhenLoggedIn());
  });
  // The same session ends in every open tab (a frame of this app follows its page instead).
  if (!isEmbedded()) effects.add(syncSessionAcrossTabs({ session, win: window, channel: sessionChannel(), navigate: (path) => void router.navigate(path), toastInfo }));

  // Every changed price is lit for PRICE_FLASH_MS, from one observer of the whole page (dialogs are portals outside el).
  effects.add(lightPriceFlashes(el.ownerDocument.body));
  const root = createRoot(el);
  const render = () =>
    // A transition: React renders the first screen in slices and yields to the browser between them,
    // so a slow phone never sees one long task (the HTML's skeleton shows meanwhile).
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppRouter handle={router} />
          <Toasts />
        </StrictMode>,
      );
    });
  // A lazy first screen (a market page, say) renders once its chunk is here, which it fetches beside
  // the first calls: the first render then shows it, not a loading overlay it would replace no sooner
  // than 300 ms later (React's reveal throttle). The HTML's skeleton shows meanwhile. The home page is
  // in this chunk and renders at once.
  let rendered = false;
  let unmounted = false;
  const renderOnce = () => {
    if (rendered || unmounted) return;
    rendered = true;
    render();
  };
  // A logged-in player's shell waits for the site configuration (AppRoot shows the skeleton until
  // then): the first render waits for it too, so it is the page, not the app's own skeleton that
  // would replace the HTML's (which may show a market page's head) and then be replaced in turn.
  const loggedIn = session.current().isLoggedIn;
  const configKnown = loggedIn
    ? firstValueFrom(domainStateHeld$.pipe(filter((d) => d.state !== 'loading'))).catch(() => undefined)
    : Promise.resolve();
  // And for a player's shell (the bar's figures, the news strip, the open bets panel), in its own
  // chunk: the first render shows them rather than their places, filled a moment later.
  const playerShell = loggedIn ? firstScreen.then(nextTask).then(preloadPlayerShell) : Promise.resolve();
  // A visitor's home page: the HTML skeleton's banner (the page's largest paint) paints first, and the
  // carousel then takes it over in the same box, rather than the two racing (src/app/earlyCalls.ts).
  void Promise.all([firstScreen, branded, configKnown, playerShell, skeletonBannerPainted()]).then(renderOnce);
  // However slow the chunk or the configuration, the shell shows after FIRST_SCREEN_WAIT_MS (with the overlay in its place).
  const wait = setTimeout(renderOnce, FIRST_SCREEN_WAIT_MS);
  return {
    unmount: () => {
      unmounted = true;
      clearTimeout(wait);
      root.unmount();
      effects.unsubscribe();
    },
  };
}
