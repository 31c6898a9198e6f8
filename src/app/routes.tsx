// Every route of both specifications: the main layout's screens, the full-screen frames, not-found and errors.
import type { RouteObject } from 'react-router-dom';
import { SPORT } from '../domain/constants';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { AccountPage } from './AccountPage';
import { ErrorScreen } from './ErrorScreen';
import { AppRoot, FrameLayout, MainLayout } from './layouts';
import { NotFound } from './NotFound';
import { RequireLogin } from './RequireLogin';

/** The main layout's id: the account pages are patched in under it when first needed. */
export const MAIN_ROUTE_ID = 'main';

/** A lazy route whose screen is a named export of a module loaded on first visit. */
const screen = <M,>(load: () => Promise<M>, pick: (m: M) => React.ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

const interim = () => import('./interim');

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <AppRoot />,
    errorElement: <ErrorScreen />,
    // Shown while the first screen's lazy module (or the account pages' routes) loads.
    HydrateFallback: LoadingOverlay,
    children: [
      {
        id: MAIN_ROUTE_ID,
        element: <MainLayout />,
        // Errors of a screen keep the header and menus around the error text.
        errorElement: <ErrorScreen />,
        children: [
          { index: true, ...screen(() => import('../features/home/Home'), (m) => m.Home) },
          {
            path: 'account',
            element: (
              <RequireLogin>
                <AccountPage />
              </RequireLogin>
            ),
          },
          { path: 'inplay', ...screen(interim, (m) => m.InPlayInterim) },
          { path: 'multimarket', ...screen(interim, (m) => m.MultiMarketPage) },
          { path: 'sports', ...screen(interim, (m) => m.SportsPage) },
          ...(
            [
              ['cricket', SPORT.cricket],
              ['tennis', SPORT.tennis],
              ['soccer', SPORT.soccer],
            ] as const
          ).map(
            ([path, id]): RouteObject => ({
              path,
              lazy: async () => {
                const { FixedSportPage } = await interim();
                return { element: <FixedSportPage id={id} /> };
              },
            }),
          ),
          { path: ':sport', ...screen(interim, (m) => m.SportBySlugPage) },
          { path: 'fullmarket/:sport/:league/:match', ...screen(interim, (m) => m.MarketInterim) },
          { path: 'casino', ...screen(interim, (m) => m.CasinoLobbyInterim) },
          { path: 'new-casino', ...screen(interim, (m) => m.CasinoLobbyInterim) },
          { path: 'casino/:eventId/:legueId/:matchId', ...screen(interim, (m) => m.CasinoTableInterim) },
          { path: 'new-casino/:eventId/:legueId/:matchId', ...screen(interim, (m) => m.CasinoTableInterim) },
          { path: 'casino-new', ...screen(interim, (m) => m.GenericCasinoListInterim) },
          { path: 'play-casino-new/:eventId/:casinoType', ...screen(interim, (m) => m.GenericCasinoTableInterim) },
          { path: 'HorseMarket/:eventId/:legueId/:matchId', ...screen(interim, (m) => m.HorseMarketInterim) },
          { path: 'play-video', ...screen(interim, (m) => m.PlayVideoInterim) },
          { path: 'test', ...screen(interim, (m) => m.TestPage) },
          { path: 'notfound', element: <NotFound /> },
          { path: '*', element: <NotFound /> },
        ],
      },
      {
        id: 'frames',
        element: <FrameLayout />,
        children: ['casino-video', 'tv', 'score'].map((path) => ({
          path,
          ...screen(interim, (m) => m.FrameInterim),
        })),
      },
    ],
  },
];
