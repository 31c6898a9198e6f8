// Account calls: statement, profit and loss, bet history and details, exposure, live trades, locks, notices, banners, limits.
import { http, type HttpHandler } from 'msw';
import { jsonBody, notFound, ok, paged, param, refuse, requireUser, sessionUser } from '../http';
import { SPORTS } from '../world/catalogue';
import type { World } from '../world/world';

const FILTERS = ['upline', 'betRecords', 'all'];

export function accountHandlers(world: World): HttpHandler[] {
  const brandById = (id: string) => world.domains.byId(id);
  return [
    http.post('*/transit/transactions/test/:page/:pageSize', async ({ request, params }) => {
      const user = requireUser(world, request);
      const body = await jsonBody(request);
      if (body.userId !== undefined && String(body.userId) !== user._id) return refuse('Not allowed to view this statement');
      if (body.filter !== undefined && !FILTERS.includes(String(body.filter))) return refuse('Invalid filter');
      return paged(world.ledger.statement(user._id, body), params.page, params.pageSize);
    }),

    http.post('*/profit-loss/test/:page/:pageSize', async ({ request, params }) => {
      const user = requireUser(world, request);
      const body = await jsonBody(request);
      return paged(world.ledger.profitLoss(user._id, body), params.page, params.pageSize);
    }),

    http.post('*/bet/history/test/:page/:pageSize', async ({ request, params }) => {
      const user = requireUser(world, request);
      const body = await jsonBody(request);
      if (body.status !== 'unsettled' && body.status !== 'settled') return refuse('Invalid status');
      return paged(world.ledger.history(user._id, body), params.page, params.pageSize);
    }),

    http.get('*/bet/exposure/fetch', ({ request }) => {
      const user = requireUser(world, request);
      return ok({ status: true, exposure: world.ledger.exposure(user._id) });
    }),

    http.get('*/bet/trade/list', ({ request }) => {
      const user = requireUser(world, request);
      return ok({ status: true, data: world.ledger.liveTrades(user._id) });
    }),

    http.get('*/bet/bet-details/list/:matchId', ({ request, params }) => {
      const user = requireUser(world, request);
      return ok({ status: true, data: world.ledger.matchBets(user._id, param(params.matchId)) });
    }),

    http.get('*/bet/:betId', ({ request, params }) => {
      const user = requireUser(world, request);
      const found = world.ledger.find(param(params.betId));
      if (!found || found.userId !== user._id) return notFound('Bet not found');
      return ok({ status: true, data: found.bet });
    }),

    http.post('*/sports/fetch/event/lock', async ({ request }) => {
      const user = requireUser(world, request);
      const body = await jsonBody(request);
      if (body.setFor !== undefined && String(body.setFor) !== user._id) return refuse('Not allowed to view these locks');
      return ok({ status: true, data: SPORTS.map((s) => ({ eventId: s.id, lock: user.lockedEvents.includes(s.id) })) });
    }),

    http.get('*/domain/notice/get/:domainId', ({ request, params }) => {
      sessionUser(world, request);
      const brand = brandById(param(params.domainId));
      return brand ? ok({ status: true, data: brand.notices.map((notice) => ({ notice })) }) : notFound('Domain not found');
    }),

    http.get('*/domain/banner/get/:domainId', ({ request, params }) => {
      sessionUser(world, request);
      const brand = brandById(param(params.domainId));
      return brand ? ok({ status: true, data: brand.banners.map((banner) => ({ banner })) }) : notFound('Domain not found');
    }),

    http.get('*/get-min-max/:domainId', ({ request, params }) => {
      sessionUser(world, request);
      const brand = brandById(param(params.domainId));
      return brand ? ok({ status: true, data: brand.limits }) : notFound('Domain not found');
    }),
  ];
}
