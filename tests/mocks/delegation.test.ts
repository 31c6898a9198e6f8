// @vitest-environment node
// POST /bet/save2 hands casino and horse bets to the validators other modules plug into the world.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betMargins } from '../../src/domain/margins';
import { round2 } from '../../src/domain/rounding';
import { coreHandlers, faultsHandler } from '../../src/mocks/core';
import { manualClock } from './clock';
import { createWorld } from '../../src/mocks/world/world';
import { BASE, START } from './harness';

// Core handlers only: no casino or horse module registers validators or settlers here.
const clock = manualClock(START);
const world = createWorld({ seed: 5, clock });
const server = setupServer(faultsHandler(world), ...coreHandlers(world));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(BASE + path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      d: token ? world.domains.byKey('tamannah')!.config._id : 'localhost',
      ...(token && { 'User-Token': token, Authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('casino and horse bets', () => {
  it('asks the market type validator, places accepted bets in the ledger and settles them on request', async () => {
    const signed = await call('POST', '/auth/signin', undefined, { userName: 'rahul', password: 'Rahul@123', deviceIp: '', ipInfo: {} });
    const token = signed.body.userToken as string;
    const exposure = async () => (await call('GET', '/bet/exposure/fetch', token)).body.exposure as number;
    const casino = {
      eventId: '113', legueId: '1130', matchId: '1130001', marketId: '9001', roundId: 'r1', sportsName: 'Casino',
      event: '20 20 TEENPATTI', markettype: 'Casino', market: 'Casino', selection: 'Player A', selectionId: '1',
      type: 'back', oddsReq: 1.98, runners: [{ selectionId: '1', runnerName: 'Player A' }, { selectionId: '3', runnerName: 'Player B' }],
      runnersCount: 2, stake: 100, placeTime: new Date(clock.now()).toISOString(), ...betMargins('Casino', 'back', 1.98, 100),
    };
    expect((await call('POST', '/bet/save2', token, casino)).body).toEqual({ status: false, message: 'Market not available' });

    const seen: Record<string, unknown>[] = [];
    world.betValidators.set('Casino', ({ payload }) => {
      seen.push(payload);
      return payload.roundId === 'r1' ? 'Round closed' : null;
    });
    expect((await call('POST', '/bet/save2', token, casino)).body).toEqual({ status: false, message: 'Round closed' });
    const e0 = await exposure();
    const ok = (await call('POST', '/bet/save2', token, { ...casino, roundId: 'r2' })).body;
    expect(ok).toMatchObject({ status: true, message: 'Bet placed successfully' });
    expect(seen).toHaveLength(2);
    expect(await exposure()).toBe(round2(e0 + 100));
    const mine = (await call('GET', '/bet/bet-details/list/1130001', token)).body.data as { roundId: string }[];
    expect(mine.map((b) => b.roundId)).toEqual(['r2']);

    // A ticker the casino module would push: settles the round when the world ticks.
    world.tickers.push((now) => {
      for (const { bet } of world.ledger.allOpenBets()) if (bet.roundId === 'r2') world.ledger.settleBet(String(bet.betId), 'win', now, 'Player A');
    });
    const pl = await call('POST', '/profit-loss/test/1/10', token, { from: '2026-01-01', to: '2026-12-31', eventId: '113', matchId: '1130001' });
    expect((pl.body.data as { pageItems: unknown[] }).pageItems).toEqual([
      expect.objectContaining({ eventId: '113', sportsName: 'Casino', markettype: 'Casino', profitloss: 98 }),
    ]);
    expect(await exposure()).toBe(e0);
    expect((await call('POST', '/bet/save2', token, { ...casino, type: 'lay', ...betMargins('Casino', 'back', 1.98, 100) })).body).toMatchObject({
      message: 'Casino bets are back bets only',
    });
  });
});
