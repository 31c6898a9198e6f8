// Guards account pages: a logged-out visitor (or one whose session just ended) is sent to /.
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useIsLoggedIn } from '../features/shared/sessionHooks';

export function RequireLogin({ children }: { children?: ReactNode }): React.JSX.Element {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to="/" replace />;
  return <>{children ?? <Outlet />}</>;
}
