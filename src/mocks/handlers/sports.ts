// Sports and exchange markets: sports, competitions, match lists, market odds, bookmaker and fancy.
import { http, type HttpHandler } from 'msw';
import { brandOfRequest, notFound, ok, param, sessionUser } from '../http';
import { marketTime } from '../knobs';
import { SPORTS } from '../world/catalogue';
import { bookmakerView, exchangeMarketView } from '../world/prices';
import type { World } from '../world/world';
import { fancyView, matchView } from './views';

const sportIcon = (icon: string, state: 'active' | 'inactive') => `/assets/sports/${icon}-${state}.svg`;

export function sportsHandlers(world: World): HttpHandler[] {
  const { catalogue } = world;
  /** The match the path names, if its sport and competition agree. */
  const matchOf = (eventId: string, legueId: string, matchId: string) => {
    const m = catalogue.match(matchId);
    return m && m.sportId === eventId && m.competitionId === legueId ? m : undefined;
  };
  return [
    http.get('*/v2/get-events', () =>
      ok({
        status: true,
        data: SPORTS.map((s) => ({
          id: s.id,
          name: s.name,
          eventTypeId: s.id,
          icons: { active: sportIcon(s.icon, 'active'), inactive: sportIcon(s.icon, 'inactive') },
        })),
      }),
    ),

    http.get('*/v2/get-legues/:eventId', ({ request, params }) => {
      sessionUser(world, request);
      const comps = catalogue.competitions(param(params.eventId));
      return ok({ status: true, data: comps.map((c) => ({ competitionId: c.competitionId, competitionName: c.name })) });
    }),

    http.get('*/v2/get-matches/:eventId/:legueId', ({ request, params }) => {
      sessionUser(world, request);
      const now = world.clock.now();
      const rows = catalogue.listed(param(params.eventId), now, param(params.legueId));
      return ok({ status: true, data: rows.map((m) => matchView(world, m, now)) });
    }),

    http.get('*/v2/get-matches-by-eventid/:eventId', ({ request, params }) => {
      sessionUser(world, request);
      const now = world.clock.now();
      const rows = catalogue.listed(param(params.eventId), now);
      return ok({ status: true, data: rows.map((m) => matchView(world, m, now)) });
    }),

    http.get('*/v2/fetch-market-odds/:eventId/:legueId/:matchId/:marketIds', ({ request, params }) => {
      sessionUser(world, request);
      const match = matchOf(param(params.eventId), param(params.legueId), param(params.matchId));
      if (!match) return notFound('Match not found');
      const now = world.clock.now();
      const ids = param(params.marketIds).split(',').map((s) => s.trim());
      const markets = ids.flatMap((id) => match.markets.filter((m) => m.marketId === id));
      return ok({ status: true, data: markets.map((m) => exchangeMarketView(world.seed, match, m, marketTime(world.knobs, now))) });
    }),

    http.get('*/v2/fetch-bookmaker-odds/:eventId/:legueId/:matchId', ({ request, params }) => {
      const user = sessionUser(world, request);
      const match = matchOf(param(params.eventId), param(params.legueId), param(params.matchId));
      if (!match) return notFound('Match not found');
      const view = bookmakerView(world.seed, match, brandOfRequest(world, request, user).limits, marketTime(world.knobs, world.clock.now()));
      return ok({ status: true, data: view ? [view] : [] });
    }),

    http.get('*/v2/fetch-market-session/:eventId/:legueId/:matchId', ({ request, params }) => {
      sessionUser(world, request);
      const match = matchOf(param(params.eventId), param(params.legueId), param(params.matchId));
      if (!match) return notFound('Match not found');
      return ok({ status: true, data: fancyView(world, match, world.clock.now()) });
    }),
  ];
}
