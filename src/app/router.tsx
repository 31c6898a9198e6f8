// The app's router, in react-router's declarative mode (<BrowserRouter> and useRoutes over the route
// table): the data router (createBrowserRouter) costs 16 kB gzip more on the home page and the app
// uses none of what it adds (no loaders, actions, fetchers or blockers). What it did use is here:
// lazy screens (React.lazy, preloaded for the first URL), the account pages patched in on first
// need (UnlessAccountPage), error screens per route (ErrorScreen) and navigation from outside React
// (RouterHandle).
import { useLayoutEffect, useMemo, useState } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AccountRoutesContext, type AccountRoutesState, type ScreenHandle } from './lazyRoutes';
import { RequireLogin } from './RequireLogin';
import { MAIN_ROUTE_ID, appRoutes } from './routes';

export type RouteModule = { default: RouteObject[] };

/**
 * Starts loading the lazy screens the URL at `pathname` shows, before the first render: the chunk
 * then loads beside the site configuration instead of after it (the data router did this itself).
 * Resolves when they are here (or failed: the route's own lazy load then reports it).
 */
export function preloadScreens(pathname: string, routes: RouteObject[] = appRoutes): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((m) => (m.route.handle as ScreenHandle | undefined)?.preload());
  return Promise.all(loads).then(() => undefined);
}

/** The account pages' routes, under the main layout behind the login guard. */
function withAccountRoutes(routes: RouteObject[], account: RouteObject[]): RouteObject[] {
  return routes.map((r): RouteObject => {
    if (r.index) return r;
    if (r.id === MAIN_ROUTE_ID) return { ...r, children: [...(r.children ?? []), { id: 'account-pages', element: <RequireLogin />, children: account }] };
    return r.children ? { ...r, children: withAccountRoutes(r.children, account) } : r;
  });
}

/** One attempt at a time at loading the account pages' routes (AccountRoutesState). */
function accountRoutesLoader(loadAccountRoutes: () => Promise<RouteModule>, loaded: (routes: RouteObject[]) => void): AccountRoutesState {
  let attempt: Promise<void> | null = null;
  let failedAt: string | null = null;
  return {
    load: (pathname) => {
      if (!attempt || (failedAt !== null && failedAt !== pathname)) {
        failedAt = null;
        attempt = loadAccountRoutes().then(
          (m) => loaded(m.default),
          (err: unknown) => {
            console.warn('[router] the account pages could not be loaded', err);
            failedAt = pathname;
          },
        );
      }
      return attempt;
    },
  };
}

function AppRoutes({ routes, loadAccountRoutes }: { routes: RouteObject[]; loadAccountRoutes: () => Promise<RouteModule> }) {
  const [account, setAccount] = useState<RouteObject[] | null>(null);
  const state = useMemo(() => accountRoutesLoader(loadAccountRoutes, setAccount), [loadAccountRoutes]);
  const table = useMemo(() => (account ? withAccountRoutes(routes, account) : routes), [routes, account]);
  return <AccountRoutesContext.Provider value={state}>{useRoutes(table)}</AccountRoutesContext.Provider>;
}

/** Navigation from outside React (session expiry, another tab's logout). */
export interface RouterHandle {
  /** Goes to `path`; a call made before the router has mounted is carried out when it does. */
  navigate: (path: string) => void;
  /** The path shown now ('' before the router has mounted). */
  readonly pathname: string;
}

interface HandleImpl extends RouterHandle {
  pathname: string;
  attach: (navigate: ((path: string) => void) | null, pathname: string) => void;
}

export function createRouterHandle(): RouterHandle {
  let go: ((path: string) => void) | null = null;
  let pending: string | null = null;
  const handle: HandleImpl = {
    pathname: '',
    navigate: (path) => {
      if (go) go(path);
      else pending = path;
    },
    attach: (navigate, pathname) => {
      go = navigate;
      handle.pathname = pathname;
      if (go && pending !== null) {
        const path = pending;
        pending = null;
        go(path);
      }
    },
  };
  return handle;
}

function HandleBridge({ handle }: { handle: RouterHandle }): null {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    (handle as HandleImpl).attach((path) => void navigate(path), pathname);
  }, [handle, navigate, pathname]);
  useLayoutEffect(() => () => (handle as HandleImpl).attach(null, ''), [handle]);
  return null;
}

export interface AppRouterProps {
  handle?: RouterHandle;
  /**
   * Puts the app in a router: the browser's history by default; tests give a MemoryRouter at their
   * path, which the app's build then does not carry.
   */
  router?: (app: React.ReactNode) => React.ReactNode;
  loadAccountRoutes?: () => Promise<RouteModule>;
  routes?: RouteObject[];
}

const loadAccount = (): Promise<RouteModule> => import('../features/account/routes');

const inBrowserHistory = (app: React.ReactNode) => <BrowserRouter>{app}</BrowserRouter>;

export function AppRouter({ handle, router = inBrowserHistory, loadAccountRoutes = loadAccount, routes = appRoutes }: AppRouterProps): React.ReactNode {
  const inner = (
    <>
      {handle && <HandleBridge handle={handle} />}
      <AppRoutes routes={routes} loadAccountRoutes={loadAccountRoutes} />
    </>
  );
  return router(inner);
}
