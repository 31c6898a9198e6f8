// The app's router: the route table plus the account pages, patched in from their module on first need.
import {
  createBrowserRouter,
  createMemoryRouter,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { RequireLogin } from './RequireLogin';
import { MAIN_ROUTE_ID, appRoutes } from './routes';

export type RouteModule = { default: RouteObject[] };

/**
 * Loads the account pages' route objects (src/features/account/routes.tsx, owned by the account
 * pages) once, and patches them under the main layout behind the login guard. React Router asks
 * this whenever a path matched only a dynamic or splat route (/profile matching '*' or ':sport'),
 * so the account bundle loads on the first visit to one of its pages, or to any path with params.
 */
export function accountRoutesPatcher(
  load: () => Promise<RouteModule> = () => import('../features/account/routes'),
): PatchRoutesOnNavigationFunction {
  let done: Promise<RouteObject[] | null> | null = null;
  let patched = false;
  return async ({ patch }) => {
    if (patched) return;
    done ??= load().then(
      (m) => m.default,
      (err: unknown) => {
        console.warn('[router] the account pages could not be loaded', err);
        done = null; // try again on the next navigation
        return null;
      },
    );
    const routes = await done;
    if (!routes || patched) return;
    patch(MAIN_ROUTE_ID, [{ id: 'account-pages', element: <RequireLogin />, children: routes }]);
    patched = true;
  };
}

export interface RouterOptions {
  /** A memory router at these entries (tests); the browser's history otherwise. */
  initialEntries?: string[];
  loadAccountRoutes?: () => Promise<RouteModule>;
  routes?: RouteObject[];
}

export function createAppRouter(opts: RouterOptions = {}): DataRouter {
  const routes = opts.routes ?? appRoutes;
  const patchRoutesOnNavigation = accountRoutesPatcher(opts.loadAccountRoutes);
  return opts.initialEntries
    ? createMemoryRouter(routes, { initialEntries: opts.initialEntries, patchRoutesOnNavigation })
    : createBrowserRouter(routes, { patchRoutesOnNavigation });
}
