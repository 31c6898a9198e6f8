// App-wide hooks over the session, read by the shell, the market, horse and casino pages: kept outside any one feature so none imports another for them.
import { useSyncExternalStore } from 'react';
import type { User } from '../../api/contract';
import { session, session$ } from '../../../streams/session';

// The session is a BehaviorSubject: read it synchronously, so the first render (a login guard's
// redirect included) sees the session as it is now rather than a default fixed at import time.
const subscribeSession = (onChange: () => void): (() => void) => {
  const sub = session$.subscribe(onChange);
  return () => sub.unsubscribe();
};
export const useIsLoggedIn = (): boolean => useSyncExternalStore(subscribeSession, () => session.current().isLoggedIn);
export const useUser = (): User | null => useSyncExternalStore(subscribeSession, () => session.current().userDetails);
