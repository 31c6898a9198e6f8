// @vitest-environment jsdom
// The casino plugged into the whole simulated exchange: a signed-in player bets on a round over HTTP and is paid when it ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SignInAnswer, dataOf } from '../../src/api/contract';
import { RoundData } from '../../src/api/casinoContract';
import { BetAnswer } from '../../src/api/marketContract';
import { betMargins } from '../../src/domain/margins';
import { roundByNumber, roundNumberAt } from '../../src/mocks/casino/engine';
import { settleCase } from '../../src/mocks/casino/rules/types';
import { tableByGame } from '../../src/mocks/casino/tables';
import { createTestServer } from '../../src/mocks/node';
import { manualClock } from './clock';
import { callJson } from './fetchJson';

const SEED = 5;
const T0 = Date.UTC(2026, 10, 22, 15, 0, 0);
const TAMANNAH_ID = '6650a1f0c2e4b0a1a2b3c401';
const clock = manualClock(T0);
const { server, world } = createTestServer({ seed: SEED, clock });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let token = '';
const authHeaders = (): Record<string, string> => ({ 'User-Token': token, Authorization: `Bearer ${token}`, d: TAMANNAH_ID });

const call = (method: 'GET' | 'POST', path: string, body?: unknown, headers = authHeaders()) => callJson(method, path, { headers, body });

const table = tableByGame('teenpatti/t20')!;
const start = roundByNumber(SEED, table, roundNumberAt(SEED, table, T0) + 1).startMs;

async function currentRound() {
  return v.parse(dataOf(RoundData), (await call('GET', '/sports/v1/casino/teenpatti/t20/data')).body).data;
}

function betPayload(roundId: string, over: { stake?: number; rate?: number; selectionId?: string; selection?: string } = {}) {
  const stake = over.stake ?? 500;
  const rate = over.rate ?? 1.98;
  return {
    eventId: '113',
    legueId: table.legueId,
    matchId: table.matchId,
    marketId: table.marketId,
    roundId,
    sportsName: 'Casino',
    event: table.name,
    market: 'Casino',
    markettype: 'Casino',
    selection: over.selection ?? 'Player A',
    selectionId: over.selectionId ?? '1',
    type: 'back',
    oddsReq: rate,
    runners: [
      { selectionId: '1', runnerName: 'Player A' },
      { selectionId: '3', runnerName: 'Player B' },
    ],
    runnersCount: 2,
    stake,
    placeTime: new Date(clock.now()).toISOString(),
    ...betMargins('Casino', 'back', rate, stake),
  };
}

const balance = async () =>
  v.parse(v.object({ user: v.object({ openingBalance: v.number() }) }), (await call('GET', '/auth/letest-user-details')).body).user.openingBalance;

describe('casino bets through /bet/save2', () => {
  beforeAll(async () => {
    const { body } = await call('POST', '/auth/signin', { userName: 'rahul', password: 'Rahul@123', deviceIp: '', ipInfo: {} }, { d: 'tamannah.example' });
    token = v.parse(SignInAnswer, body).userToken;
  });

  it('serves the feeds to anonymous visitors and answers 401 to an unknown token', async () => {
    const anonymous = { d: window.location.host };
    expect((await call('GET', '/casino/list', undefined, anonymous)).status).toBe(200);
    expect((await call('GET', '/sports/v1/casino/lucky/a/data', undefined, anonymous)).status).toBe(200);
    const stale = await call('GET', '/sports/v1/casino/lucky/a/data', undefined, { 'User-Token': 'nope', Authorization: 'Bearer nope', d: TAMANNAH_ID });
    expect(stale).toEqual({ status: 401, body: { status: false, message: 'Unauthorized' } });
  });

  it('refuses bets on a closed round, in the last seconds, at a stale rate or outside 100-5000', async () => {
    clock.set(start + 2_000);
    const mid = String((await currentRound()).t1[0]?.mid);
    const previous = roundByNumber(SEED, table, roundNumberAt(SEED, table, start) - 1).mid;
    const refusal = async (payload: unknown) => {
      const { status, body } = await call('POST', '/bet/save2', payload);
      expect(status).toBe(400);
      return (body as { message: string }).message;
    };
    expect(await refusal(betPayload(mid, { stake: 99 }))).toBe('Minimum stake limit exceeded!');
    expect(await refusal(betPayload(mid, { stake: 5001 }))).toBe('Maximum stake limit exceeded!');
    expect(await refusal(betPayload(mid, { rate: 2.5 }))).toBe('Odds changed');
    expect(await refusal(betPayload(previous))).toBe('Round closed');
    clock.set(start + 18_000);
    expect(await refusal(betPayload(mid))).toBe('Market suspended');
  });

  it('takes a bet on the open round and settles it by the cards when the round ends', async () => {
    clock.set(start + 3_000);
    const round = await currentRound();
    const mid = String(round.t1[0]?.mid);
    expect(round.t2.every((o) => o.gstatus === 1)).toBe(true);
    const exposure = async () => v.parse(v.object({ exposure: v.number() }), (await call('GET', '/bet/exposure/fetch')).body).exposure;
    const exposureBefore = await exposure();

    const placed = await call('POST', '/bet/save2', betPayload(mid, { stake: 1000 }));
    expect(placed.status).toBe(200);
    const { betId } = v.parse(BetAnswer, placed.body);
    const onTable = v.parse(v.object({ data: v.array(v.object({ betId: v.string(), roundId: v.string() })) }), 
      (await call('GET', `/bet/bet-details/list/${table.matchId}`)).body,
    ).data;
    expect(onTable).toContainEqual(expect.objectContaining({ betId, roundId: mid }));
    expect(await exposure()).toBe(exposureBefore + 1000);

    // Just before the end the bet is still open; then the round ends and it settles.
    clock.set(start + 24_900);
    const before = await balance();
    expect(world.ledger.find(String(betId))?.open).toBe(true);

    clock.set(start + 25_000);
    const judged = roundByNumber(SEED, table, roundNumberAt(SEED, table, start)).judgement;
    const outcome = settleCase(judged, '1');
    expect(await balance()).toBe(before + (outcome === 'win' ? 980 : -1000));
    const settled = v.parse(v.object({ data: v.object({ case: v.string(), settledAt: v.string(), remark: v.string() }) }), 
      (await call('GET', `/bet/${betId}`)).body,
    ).data;
    expect(settled.case).toBe(outcome);
    expect(Date.parse(settled.settledAt)).toBe(start + 25_000);
    expect(settled.remark).toContain(`round ${mid}`);
    expect(world.ledger.find(String(betId))?.open).toBe(false);
    expect(await exposure()).toBe(exposureBefore);
  });
});
