// What the route table (routes.tsx) needs from the router (router.tsx) in declarative mode: lazy
// screens that can be preloaded, and the routes that may hide an account page.
import { createContext, use, useContext, type ComponentType, type ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { preloadable } from '../ui/preloadable';

/** What a lazy screen's route carries in its `handle`: starts loading the screen's module. */
export interface ScreenHandle {
  /** Starts loading (once); resolves when the module is here, and never rejects. */
  preload: () => Promise<void>;
}

/**
 * A route whose screen is an export of a module loaded on first render (React.lazy; the layouts'
 * <Suspense> shows the loading overlay meanwhile, and a navigation keeps the old screen until it
 * arrives), or earlier through `handle.preload` (router.tsx's preloadScreens, for the first URL).
 * Once the module is here the screen renders at once: React.lazy would suspend on its first
 * render even then, show the fallback, and reveal the screen no sooner than 300 ms later (React's
 * throttle of content that replaces a fallback), which on a first load held the market page's
 * banner, its largest paint, for those 300 ms.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Pick<RouteObject, 'element' | 'handle'> {
  const { Component, preload } = preloadable(load, pick);
  const handle: ScreenHandle = { preload };
  return { element: <Component />, handle };
}

export interface AccountRoutesState {
  /**
   * Loads the account pages' routes into the table, once; the promise settles when they are in it
   * or could not be loaded (then the same promise stays for the path it failed at, and another
   * path tries again). One promise per attempt, so React's use() can follow it.
   */
  load: (pathname: string) => Promise<void>;
}

const LOADED = Promise.resolve();
export const AccountRoutesContext = createContext<AccountRoutesState>({ load: () => LOADED });

/**
 * The element of a route that may hide an account page (':sport', '*'). The account pages' routes
 * (src/features/account/routes.tsx, owned by the account pages) load on the first visit to such a
 * path and join the table; matching then runs again, so /profile finds its page (a static segment
 * outranks ':sport') while /golf comes back here and shows `children`. Meanwhile it suspends, as
 * a lazy screen does. When they cannot be loaded, `children` shows and the next path tries again.
 */
export function UnlessAccountPage({ children }: { children: ReactNode }): ReactNode {
  const { load } = useContext(AccountRoutesContext);
  use(load(useLocation().pathname));
  return children;
}
