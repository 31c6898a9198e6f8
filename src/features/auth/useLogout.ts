// The menu's Logout: clears the session, goes to '/' (or a given path) and reloads the page 300 ms later.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../../streams/session';

const reloadPage = (): void => window.location.reload();

/** `reload` is the page reload; tests pass a spy (jsdom cannot reload). */
export function useLogout(reload: () => void = reloadPage): (path?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path = '/') => {
      // The reload drops every in-memory stream and actor of the old session; nothing to unsubscribe.
      logout({ navigate: (to) => void navigate(to), reload }, path);
    },
    [navigate, reload],
  );
}
