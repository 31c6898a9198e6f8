// One bet's details (GET /bet/{betId}) for the statement's bet records, as loading / ready / failed.
import { Observable, defer } from 'rxjs';
import type { Bet } from '../../src/api/contract';
import { accountApi } from './api';
import { loadable, type Loadable } from '../navigation';

export type { Loadable };

const createBetDetails =
  (fetch: (betId: string) => Observable<Bet>) =>
  (betId: string): Observable<Loadable<Bet>> =>
    loadable(
      defer(() => fetch(betId)),
      'bet details',
    );

export const betDetails$ = createBetDetails((betId) => accountApi.bet(betId));
