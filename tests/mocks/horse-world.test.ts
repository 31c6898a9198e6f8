// @vitest-environment jsdom
// Horse racing plugged into the whole simulated exchange: brand limits, moved odds, and a bet paid when the race is declared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SignInAnswer, dataOf } from '../../src/api/contract';
import { Country, HorseMarket } from '../../src/api/horseContract';
import { BetAnswer } from '../../src/api/marketContract';
import { betMargins } from '../../src/domain/margins';
import { winnerOf } from '../../src/mocks/horse/odds';
import { RACE_RUN_MS, raceByGmid } from '../../src/mocks/horse/schedule';
import { createTestServer } from '../../src/mocks/node';
import { manualClock } from './clock';
import { callJson } from './fetchJson';

const SEED = 3;
const T0 = Date.UTC(2026, 10, 22, 18, 40, 0);
const BRAND_ID = { tamannah: '6650a1f0c2e4b0a1a2b3c401', square: '6650a1f0c2e4b0a1a2b3c402', aura: '6650a1f0c2e4b0a1a2b3c403' };
const HOSTS = { tamannah: 'tamannah.example', square: 'squarebet.example', aura: 'aura.example' };
type BrandKey = keyof typeof BRAND_ID;

const clock = manualClock(T0);
const { server, world } = createTestServer({ seed: SEED, clock });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const tokens: Partial<Record<BrandKey, string>> = {};
const auth = (brand: BrandKey): Record<string, string> => {
  const t = tokens[brand] ?? '';
  return { 'User-Token': t, Authorization: `Bearer ${t}`, d: BRAND_ID[brand] };
};
const call = (method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) => callJson(method, path, { headers, body });

/** The first open race of the schedule and its Win market now. */
async function openRace() {
  const t1 = v.parse(dataOf(v.object({ t1: v.array(Country) })), (await call('GET', '/v2/list/horseRace', auth('tamannah'))).body).data.t1;
  const races = t1.flatMap((c) => c.children.flatMap((m) => m.children.map((r) => ({ ...r, cid: String(c.cid), ename: m.ename }))));
  const race = races.filter((r) => r.gOdds.status === 'OPEN').sort((a, b) => Date.parse(a.stime) - Date.parse(b.stime))[0];
  if (!race) throw new Error('no open race');
  const markets = v.parse(dataOf(v.object({ data: v.array(HorseMarket) })), 
    (await call('GET', `/v2/get-horse-odds?gmid=${race.gmid}`, auth('tamannah'))).body,
  ).data.data;
  return { race, market: markets[0]! };
}

function payload(race: { gmid: string; cid: string; ename: string }, market: v.InferOutput<typeof HorseMarket>, stake: number, odds?: number) {
  const runner = market.section[0]!;
  const price = odds ?? runner.odds.find((o) => o.oname === 'back1')!.odds;
  const m = betMargins('HORSE', 'back', price, stake);
  return {
    eventId: '10',
    legueId: race.cid,
    matchId: race.gmid,
    marketId: String(market.mid),
    sportsName: 'Horse Racing',
    event: race.ename,
    market: market.mname,
    markettype: 'HORSE',
    selection: runner.nat,
    selectionId: String(runner.sid),
    type: 'back',
    oddsReq: price,
    runners: market.section.map((s) => ({ selectionId: String(s.sid), runnerName: s.nat })),
    runnersCount: market.section.length,
    stake,
    placeTime: new Date(clock.now()).toISOString(),
    ...m,
    latestFavourMargin: m.favourMargin,
    latestAgainstMargin: m.againstMargin,
  };
}

describe('horse bets through /bet/save2', () => {
  beforeAll(async () => {
    for (const brand of Object.keys(BRAND_ID) as BrandKey[]) {
      const { body } = await call('POST', '/auth/signin', { d: HOSTS[brand] }, { userName: 'rahul', password: 'Rahul@123', deviceIp: '', ipInfo: {} });
      tokens[brand] = v.parse(SignInAnswer, body).userToken;
    }
  });

  it('applies each brand’s limits: defaults 100, Aura from 50, SquareBet’s advance lock takes nothing', async () => {
    const { race, market } = await openRace();
    const message = async (brand: BrandKey, stake: number) => {
      const { status, body } = await call('POST', '/bet/save2', auth(brand), payload(race, market, stake));
      return status === 200 ? 'accepted' : (body as { message: string }).message;
    };
    expect(await message('tamannah', 60)).toBe('Minimum stake limit exceeded!');
    expect(await message('tamannah', 100_001)).toBe('Maximum stake limit exceeded!');
    expect(await message('aura', 60)).toBe('accepted');
    expect(await message('square', 500)).toBe('Maximum stake limit exceeded!');
  });

  it('refuses odds the market no longer offers', async () => {
    const { race, market } = await openRace();
    const lay1 = market.section[0]!.odds.find((o) => o.oname === 'lay1')!.odds;
    const { status, body } = await call('POST', '/bet/save2', auth('tamannah'), payload(race, market, 200, lay1));
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, message: 'Odds changed' });
  });

  it('takes a back at the best price and pays it, or takes the stake, when the race is declared', async () => {
    const { race, market } = await openRace();
    const placed = await call('POST', '/bet/save2', auth('tamannah'), payload(race, market, 300));
    expect(placed.status).toBe(200);
    const betId = String(v.parse(BetAnswer, placed.body).betId);
    const bet = world.ledger.find(betId)!.bet;

    const r = raceByGmid(SEED, world.epoch, race.gmid)!;
    clock.set(r.startMs + RACE_RUN_MS - 1);
    const before = v.parse(v.object({ user: v.object({ openingBalance: v.number() }) }), (await call('GET', '/auth/letest-user-details', auth('tamannah'))).body).user.openingBalance;
    expect(world.ledger.find(betId)?.open).toBe(true);

    clock.set(r.startMs + RACE_RUN_MS);
    const after = v.parse(v.object({ user: v.object({ openingBalance: v.number() }) }), (await call('GET', '/auth/letest-user-details', auth('tamannah'))).body).user.openingBalance;
    const won = winnerOf(SEED, r) === bet.selectionId;
    expect(after).toBeCloseTo(before + (won ? bet.favourMargin : -bet.againstMargin), 2);
    expect(world.ledger.find(betId)).toMatchObject({ open: false, bet: { case: won ? 'win' : 'loss' } });
    const closed = v.parse(dataOf(v.object({ data: v.array(HorseMarket) })), (await call('GET', `/v2/get-horse-odds?gmid=${race.gmid}`, auth('tamannah'))).body).data.data[0];
    expect(closed?.status).toBe('CLOSED');
  });
});
