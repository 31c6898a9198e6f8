// The market page's calls (exchange odds, bookmaker, fancy, the player's bets on a match, the domain's
// stake limits) and the bet itself, which every market kind places: a module of their own, loaded with
// the screens that use them (streams/market/api.ts), not with the home page (see endpoints.ts).
import { Observable, map } from 'rxjs';
import { ExchangeMarket, type BetPayload } from './contract';
import { Bet, BetAnswer, BookmakerMarket, FancyRow, Limits } from './marketContract';
import type { ApiClient } from './client';
import type { WithClientRef } from './clientRef';
import { get, post, seg } from './endpoints';
import { dataOnce as dataOf, listOnce as list } from './envelopes';

export function createMarketEndpoints(client: ApiClient) {
  const { call } = client;
  return {
    marketOdds: (eventId: string, legueId: string, matchId: string, marketIds: string[]): Observable<ExchangeMarket[]> =>
      call(
        'marketOdds',
        get(`/v2/fetch-market-odds/${seg(eventId)}/${seg(legueId)}/${seg(matchId)}/${marketIds.map(seg).join(',')}`),
        list(ExchangeMarket),
      ).pipe(map((b) => b.data)),

    bookmakerOdds: (eventId: string, legueId: string, matchId: string): Observable<BookmakerMarket[]> =>
      call(
        'bookmakerOdds',
        get(`/v2/fetch-bookmaker-odds/${seg(eventId)}/${seg(legueId)}/${seg(matchId)}`),
        list(BookmakerMarket),
      ).pipe(map((b) => b.data)),

    fancy: (eventId: string, legueId: string, matchId: string): Observable<FancyRow[]> =>
      call(
        'fancy',
        get(`/v2/fetch-market-session/${seg(eventId)}/${seg(legueId)}/${seg(matchId)}`),
        list(FancyRow),
      ).pipe(map((b) => b.data)),

    /**
     * Any market kind, horse and casino included. A refusal arrives as an ApiError('refused').
     * The payload must carry its confirmation's `clientRef` (streams/betPlacement.ts sends it).
     */
    placeBet: (payload: WithClientRef<BetPayload>): Observable<BetAnswer> => call('placeBet', post('/bet/save2', payload), BetAnswer),

    /** The user's open bets on one match or casino table. */
    matchBets: (matchId: string): Observable<Bet[]> =>
      call('matchBets', get(`/bet/bet-details/list/${seg(matchId)}`), list(Bet)).pipe(map((b) => b.data)),

    limits: (domainId: string): Observable<Limits> =>
      call('limits', get(`/get-min-max/${seg(domainId)}`), dataOf(Limits)).pipe(map((b) => b.data)),
  };
}
