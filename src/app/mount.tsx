// Mounts the app: the router, the toasts, the branding effect and the session-expiry effect.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Subscription } from 'rxjs';
import { startBranding } from '../../streams/branding';
import { handleSessionExpiry, session } from '../../streams/session';
import { sessionChannel, syncSessionAcrossTabs } from '../../streams/sessionSync';
import { isEmbedded } from '../security/embedded';
import { toastInfo } from '../../streams/toasts';
import { startFirstCalls } from './firstCalls';
import { startFirstScreen } from './firstScreen';
import { AppRouter, createRouterHandle, preloadScreens } from './router';
import { Toasts } from './Toasts';
import { resolveLeftoverBetsWhenLoggedIn } from './leftoverBets';

export interface MountedApp {
  unmount: () => void;
}

export function mountApp(el: HTMLElement): MountedApp {
  const effects = new Subscription();
  // Before the router: its first screen's chunk and these calls then load side by side.
  effects.add(startFirstCalls(window.location.pathname));
  // And the first screen's route chunk and largest image (a market page's), before the router asks.
  startFirstScreen(window.location.pathname);
  const router = createRouterHandle();
  preloadScreens(window.location.pathname);
  effects.add(startBranding());
  // Any 'Unauthorized' answer: back to /, 'Session expired!', session cleared (spec section 4).
  effects.add(handleSessionExpiry({ navigate: (path) => void router.navigate(path), toastInfo }));
  // A bet this tab sent before a reload, whose answer never arrived: tell the player what became of it
  // (its code loads once someone is logged in).
  effects.add(resolveLeftoverBetsWhenLoggedIn());
  // The same session ends in every open tab (a frame of this app follows its page instead).
  if (!isEmbedded()) effects.add(syncSessionAcrossTabs({ session, win: window, channel: sessionChannel(), navigate: (path) => void router.navigate(path), toastInfo }));

  const root = createRoot(el);
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
  return {
    unmount: () => {
      root.unmount();
      effects.unsubscribe();
    },
  };
}
