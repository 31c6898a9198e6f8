// Every route of both specifications: the main layout's screens, the full-screen frames, not-found and errors.
import type { RouteObject } from 'react-router-dom';
import { Home } from '../features/home/Home';
import { ErrorScreen } from './ErrorScreen';
import { loadMarketPage } from './firstScreen';
import { AppRoot, FrameLayout, MainLayout } from './layouts';
import { lazyScreen, UnlessAccountPage } from './lazyRoutes';
import { NotFound } from '../ui/NotFound';
import { RequireLogin } from './RequireLogin';

/** The main layout's id: the account pages are patched in under it when first needed (router.tsx). */
export const MAIN_ROUTE_ID = 'main';

/** A lazy route whose screen is a named export of a module loaded on first visit. */
const screen = lazyScreen;

const interim = () => import('./interim');
const frames = () => import('../features/frames/routed');
const sportPage = screen(() => import('../features/sports/SportPage'), (m) => m.default);
const casinoLobby = () => import('../features/casino/lobby/LobbyPage');
const accountPage = screen(() => import('./AccountPage'), (m) => m.AccountPage);

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: (
      <ErrorScreen>
        <AppRoot />
      </ErrorScreen>
    ),
    children: [
      {
        id: MAIN_ROUTE_ID,
        // Errors of a screen keep the site configuration (brand, colours) around the error text.
        element: (
          <ErrorScreen>
            <MainLayout />
          </ErrorScreen>
        ),
        children: [
          // The landing page is in the first chunk: no chunk to wait for before it paints.
          { index: true, element: <Home /> },
          {
            path: 'account',
            element: <RequireLogin>{accountPage.element}</RequireLogin>,
            handle: accountPage.handle,
          },
          { path: 'inplay', ...screen(() => import('../features/sports/InPlayPage'), (m) => m.default) },
          { path: 'multimarket', ...screen(() => import('../features/sports/MultiMarketPage'), (m) => m.default) },
          { path: 'sports', ...screen(() => import('../features/sports/SportsPage'), (m) => m.default) },
          ...['cricket', 'tennis', 'soccer'].map(
            (path): RouteObject => ({ path, ...screen(() => import('../features/sports/SportPage'), (m) => m.default) }),
          ),
          { path: 'horseracing', ...screen(() => import('../features/horse/HorseRacingPage'), (m) => m.default) },
          // '/profile' and the other account pages match ':sport' or '*' until their routes have loaded.
          { path: ':sport', element: <UnlessAccountPage>{sportPage.element}</UnlessAccountPage>, handle: sportPage.handle },
          { path: 'fullmarket/:sport/:league/:match', ...screen(loadMarketPage, (m) => m.default) },
          { path: 'casino', ...screen(casinoLobby, (m) => m.LobbyPage) },
          { path: 'new-casino', ...screen(casinoLobby, (m) => m.LobbyPage) },
          ...['casino/:eventId/:legueId/:matchId', 'new-casino/:eventId/:legueId/:matchId'].map(
            (path): RouteObject => ({ path, ...screen(() => import('../features/casino/table/GameListTablePage'), (m) => m.default) }),
          ),
          { path: 'casino-new', ...screen(() => import('../features/casino/list/GenericCasinoList'), (m) => m.GenericCasinoList) },
          { path: 'video-tables', ...screen(() => import('../features/casino/list/VideoTablesPage'), (m) => m.VideoTablesPage) },
          { path: 'play-casino-new/:eventId/:casinoType', ...screen(() => import('../features/casino/table/GenericTablePage'), (m) => m.default) },
          { path: 'HorseMarket/:eventId/:legueId/:matchId', ...screen(() => import('../features/horse/HorseMarketPage'), (m) => m.default) },
          { path: 'play-video', ...screen(() => import('../features/casino/list/PlayVideoPage'), (m) => m.PlayVideoPage) },
          { path: 'test', ...screen(interim, (m) => m.TestPage) },
          { path: 'notfound', element: <NotFound /> },
          { path: '*', element: <UnlessAccountPage><NotFound /></UnlessAccountPage> },
        ],
      },
      {
        id: 'frames',
        element: <FrameLayout />,
        children: [
          // A frame's own page load starts src/features/frames/entry.tsx instead of the app; these serve in-app navigations.
          { path: 'casino-video', ...screen(frames, (m) => m.RoutedCasinoVideoFrame) },
          { path: 'tv', ...screen(frames, (m) => m.RoutedTvFrame) },
          { path: 'score', ...screen(frames, (m) => m.RoutedScoreFrame) },
        ],
      },
    ],
  },
];
