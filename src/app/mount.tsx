// Mounts the app: the router, the toasts, the branding effect and the session-expiry effect.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Subscription } from 'rxjs';
import { startBranding } from '../../streams/branding';
import { handleSessionExpiry, session } from '../../streams/session';
import { sessionChannel, syncSessionAcrossTabs } from '../../streams/sessionSync';
import { isEmbedded } from '../security/embedded';
import { toastInfo } from '../../streams/toasts';
import { createAppRouter } from './router';
import { Toasts } from './Toasts';

export interface MountedApp {
  unmount: () => void;
}

export function mountApp(el: HTMLElement): MountedApp {
  const router = createAppRouter();
  const effects = new Subscription();
  effects.add(startBranding());
  // Any 'Unauthorized' answer: back to /, 'Session expired!', session cleared (spec section 4).
  effects.add(handleSessionExpiry({ navigate: (path) => void router.navigate(path), toastInfo }));
  // The same session ends in every open tab (a frame of this app follows its page instead).
  if (!isEmbedded()) effects.add(syncSessionAcrossTabs({ session, win: window, channel: sessionChannel(), navigate: (path) => void router.navigate(path), toastInfo }));

  const root = createRoot(el);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
      <Toasts />
    </StrictMode>,
  );
  return {
    unmount: () => {
      root.unmount();
      effects.unsubscribe();
      router.dispose();
    },
  };
}
