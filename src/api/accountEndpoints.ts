// The account pages' calls (password, login activity, statement, profit and loss, bet history and one
// bet): a module of their own, loaded with those pages (streams/account/api.ts), not with the home page.
import { Observable, map } from 'rxjs';
import { MessageAnswer, type BetStatus, type StatementFilter } from './contract';
import { LoginActivity, ProfitLossRow, StatementRow } from './accountContract';
import { Bet } from './marketContract';
import type { ApiClient } from './client';
import { get, post, seg } from './endpoints';
import { dataOnce as dataOf, pagedOnce as paged } from './envelopes';

export interface PasswordUpdate {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export interface StatementQuery {
  userId: string;
  from: string;
  to: string;
  filter: StatementFilter;
}
export interface ProfitLossQuery {
  from: string;
  to: string;
  eventId?: string;
  matchId?: string;
  markettype?: string;
}
export interface BetHistoryQuery {
  status: BetStatus;
  /** '' = all sports. */
  sportsName: string;
  from: string;
  to: string;
}

export function createAccountEndpoints(client: ApiClient) {
  const { call } = client;
  return {
    /** Answers the server's success message. */
    updatePassword: (body: PasswordUpdate): Observable<string> =>
      call('updatePassword', post('/auth/update-password', body), MessageAnswer).pipe(map((b) => b.message)),

    loginActivity: (userId: string, page: number, pageSize: number) =>
      call('loginActivity', get(`/auth/login-activity/${seg(userId)}/${page}/${pageSize}`), paged(LoginActivity)).pipe(
        map((b) => b.data),
      ),

    statement: (page: number, pageSize: number, body: StatementQuery) =>
      call('statement', post(`/transit/transactions/test/${page}/${pageSize}`, body), paged(StatementRow)).pipe(
        map((b) => b.data),
      ),

    profitLoss: (page: number, pageSize: number, body: ProfitLossQuery) =>
      call('profitLoss', post(`/profit-loss/test/${page}/${pageSize}`, body), paged(ProfitLossRow)).pipe(
        map((b) => b.data),
      ),

    betHistory: (page: number, pageSize: number, body: BetHistoryQuery) =>
      call('betHistory', post(`/bet/history/test/${page}/${pageSize}`, body), paged(Bet)).pipe(map((b) => b.data)),

    bet: (betId: string): Observable<Bet> =>
      call('bet', get(`/bet/${seg(betId)}`), dataOf(Bet)).pipe(map((b) => b.data)),
  };
}
