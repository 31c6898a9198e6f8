// MSW handlers of the casino calls (contract section 3, Casino): lobby, game list, round data, results and cards.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { cardsOfMid, recentResults, resultOf, roundByMid, roundData } from './engine';
import { casinoGames, casinoList } from './lobby';
import { idOf } from './payload';
import { tableByCasinoType, tableByGame } from './tables';

/** What the handlers read from the world: its seed, its clock, and the session check every data call makes. */
export interface CasinoDeps {
  seed: number;
  now: () => number;
  /** Throws the 401 answer for a token the exchange does not know; anonymous calls pass (the lobby and feeds are public). */
  checkSession?: (request: Request) => void;
}

const notFound = (message: string) => HttpResponse.json({ status: false, message }, { status: 404 });

export function casinoHandlers({ seed, now, checkSession = () => {} }: CasinoDeps): HttpHandler[] {
  return [
    http.get('*/casino/list', ({ request }) => {
      checkSession(request);
      return HttpResponse.json({ data: casinoList() });
    }),

    http.get('*/sports/casino/games', ({ request }) => {
      checkSession(request);
      return HttpResponse.json({ data: casinoGames() });
    }),

    http.get('*/sports/v1/casino/:kind/:variant/data', ({ request, params }) => {
      checkSession(request);
      const table = tableByGame(`${idOf(params.kind)}/${idOf(params.variant)}`);
      return table ? HttpResponse.json({ data: roundData(seed, table, now()) }) : notFound('Casino game not found');
    }),

    http.get('*/sports/v1/casino/:kind/:variant/result', ({ request, params }) => {
      checkSession(request);
      const table = tableByGame(`${idOf(params.kind)}/${idOf(params.variant)}`);
      return table ? HttpResponse.json({ data: { data: recentResults(seed, table, now()) } }) : notFound('Casino game not found');
    }),

    http.post('*/sports/v1/casino/result', async ({ request }) => {
      checkSession(request);
      const body: unknown = await request.json().catch(() => null);
      const roundId = body && typeof body === 'object' && 'roundId' in body ? idOf(body.roundId) : '';
      const found = roundByMid(seed, roundId, now());
      if (!found) return notFound('Round not found');
      // A running round has no result yet: an empty list, as the feed answers before a declaration.
      if (!found.finished) return HttpResponse.json({ data: [] });
      const { mid, cards, win } = resultOf(found.round);
      return HttpResponse.json({ data: [{ mid, cards, win }] });
    }),

    http.get('*/casino/data/:casinoType/:eventId', ({ request, params }) => {
      checkSession(request);
      const table = tableByCasinoType(idOf(params.casinoType));
      if (!table) return notFound('Casino table not found');
      const t = now();
      return HttpResponse.json({ data: { ...roundData(seed, table, t), result: recentResults(seed, table, t) } });
    }),

    http.get('*/v2/get-casino-cards/:eventId/:mid', ({ request, params }) => {
      checkSession(request);
      const card = cardsOfMid(seed, idOf(params.mid), now());
      return card === null ? notFound('Round not found') : HttpResponse.json({ data: { card } });
    }),
  ];
}
