// The account pages' routes, lazy-loaded by the shell (which also sends a logged-out visitor to /).
import type { ReactNode } from 'react';
import { Subscribe } from '@react-rxjs/core';
import type { RouteObject } from 'react-router-dom';
import BetHistoryPage from './betHistory/BetHistoryPage';
import LoginActivityPage from './loginActivity/LoginActivityPage';
import PasswordHistoryPage from './passwordHistory/PasswordHistoryPage';
import ProfilePage from './profile/ProfilePage';
import ProfitLossPage from './profitLoss/ProfitLossPage';
import StakeSettingsPage from './settings/StakeSettingsPage';
import StatementPage from './statement/StatementPage';

/**
 * The pages' bound hooks read streams that answer at once; <Subscribe> is what react-rxjs needs
 * around hooks bound without a default, and it drops their subscriptions when the page is left.
 */
const page = (element: ReactNode): ReactNode => <Subscribe>{element}</Subscribe>;

/** One chunk for every account page: the shell already loads this module lazily. */
const accountRoutes: RouteObject[] = [
  { path: '/profile', element: page(<ProfilePage />) },
  { path: '/accountstatement', element: page(<StatementPage />) },
  { path: '/betshistory', element: page(<BetHistoryPage />) },
  { path: '/profitloss', element: page(<ProfitLossPage />) },
  { path: '/profitloss/:eventId', element: page(<ProfitLossPage />) },
  { path: '/profitloss/:eventId/:matchId', element: page(<ProfitLossPage />) },
  // Ranked above ':markettype' by react-router because 'Casino' is a static segment.
  { path: '/profitloss/:eventId/:matchId/Casino', element: page(<ProfitLossPage casino />) },
  { path: '/profitloss/:eventId/:matchId/:markettype', element: page(<ProfitLossPage />) },
  { path: '/passwordhistory', element: page(<PasswordHistoryPage />) },
  { path: '/loginactivity', element: page(<LoginActivityPage />) },
  { path: '/settings', element: page(<StakeSettingsPage />) },
];

export default accountRoutes;
