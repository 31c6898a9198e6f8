// The casino's calls (lobby, tables, rounds, results, cards): a module of their own, loaded with the
// casino's screens (streams/casino/api.ts), not with the home page.
import * as v from 'valibot';
import { Observable, map } from 'rxjs';
import { CasinoGame, CasinoListItem, GenericRoundData, ResultItem, RoundData, RoundResult } from './casinoContract';
import type { ApiClient } from './client';
import { get, post, seg } from './endpoints';
import { dataOnce as dataOf, listOnce as list } from './envelopes';

// Inner shapes of two answers, built once (see envelopes.ts).
const ResultList = v.object({ data: v.array(ResultItem) });
const CardList = v.object({ card: v.string() });

export function createCasinoEndpoints(client: ApiClient) {
  const { call } = client;
  return {
    casinoList: (): Observable<CasinoListItem[]> =>
      call('casinoList', get('/casino/list'), list(CasinoListItem)).pipe(map((b) => b.data)),

    casinoGames: (): Observable<CasinoGame[]> =>
      call('casinoGames', get('/sports/casino/games'), list(CasinoGame)).pipe(map((b) => b.data)),

    /** `game` is a path of the contract's table, e.g. 'teenpatti/t20' (its slash is kept). */
    casinoRound: (game: string): Observable<RoundData> =>
      call('casinoRound', get(`/sports/v1/casino/${game}/data`), dataOf(RoundData)).pipe(map((b) => b.data)),

    /** The last results, newest first. */
    casinoResults: (game: string): Observable<ResultItem[]> =>
      call(
        'casinoResults',
        get(`/sports/v1/casino/${game}/result`),
        dataOf(ResultList),
      ).pipe(map((b) => b.data.data)),

    /** One round's result, or null when the server has none (yet). */
    roundResult: (roundId: string): Observable<RoundResult | null> =>
      call('roundResult', post('/sports/v1/casino/result', { roundId }), list(RoundResult)).pipe(
        map((b) => b.data[0] ?? null),
      ),

    genericCasinoData: (casinoType: string, eventId: string): Observable<GenericRoundData> =>
      call('genericCasinoData', get(`/casino/data/${seg(casinoType)}/${seg(eventId)}`), dataOf(GenericRoundData)).pipe(
        map((b) => b.data),
      ),

    /** The round's cards, e.g. ['KHH', '3SS']. */
    casinoCards: (eventId: string, mid: string): Observable<string[]> =>
      call(
        'casinoCards',
        get(`/v2/get-casino-cards/${seg(eventId)}/${seg(mid)}`),
        dataOf(CardList),
      ).pipe(map((b) => b.data.card.split(',').map((c) => c.trim()).filter(Boolean))),
  };
}
