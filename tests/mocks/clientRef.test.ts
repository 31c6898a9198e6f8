// @vitest-environment node
// The simulated exchange keeps contract section 5's clientRef: at most one bet per ref within 60 s, a repeat answered with the first answer, the ref echoed on listed bets; and the lose knob.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Match, dataOf } from '../../src/api/contract';
import { betMargins } from '../../src/domain/margins';
import { setKnobs } from '../../src/mocks/knobs';
import { parseKnobs } from '../../src/mocks/knobs';
import { expectSchema, findOpenRunner, startExchange } from './harness';

const ex = startExchange({ seed: 5 });

async function anOddsBet(token: string, stake = 200) {
  const matches = expectSchema(dataOf(v.array(Match)), (await ex.call('GET', '/v2/get-matches-by-eventid/1', { token })).body).data;
  const { match, market, runner } = findOpenRunner(matches, () => false)!;
  const oddsReq = Number(runner.ex.availableToBack[0]!.price);
  return {
    eventId: match.eventId,
    legueId: match.competitionId,
    matchId: match.matchId,
    marketId: market.marketId,
    sportsName: 'Soccer',
    event: match.eventName,
    markettype: 'ODDS',
    market: market.marketName,
    selection: runner.runnerName,
    selectionId: runner.selectionId,
    type: 'back',
    oddsReq,
    runners: market.runners.map((r) => ({ selectionId: r.selectionId, runnerName: r.runnerName })),
    runnersCount: market.runners.length,
    stake,
    placeTime: new Date(ex.clock.now()).toISOString(),
    ...betMargins('ODDS', 'back', oddsReq, stake),
  };
}

async function betsOn(token: string, matchId: string) {
  return ((await ex.call('GET', `/bet/bet-details/list/${matchId}`, { token })).body as { data: { betId: string; clientRef?: string }[] }).data;
}

describe('clientRef on the simulated exchange', () => {
  it('places one bet per clientRef and answers a repeat with the first answer; the ref is echoed on the bets', async () => {
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    const bet = { ...(await anOddsBet(token)), clientRef: 'ref-once-1' };
    const before = (await betsOn(token, bet.matchId)).length;
    const first = await ex.call('POST', '/bet/save2', { token, body: bet });
    expect(first.status).toBe(200);
    ex.clock.advance(30_000);
    const again = await ex.call('POST', '/bet/save2', { token, body: bet });
    expect(again.body).toEqual(first.body);
    const bets = await betsOn(token, bet.matchId);
    expect(bets).toHaveLength(before + 1);
    expect(bets.filter((b) => b.clientRef === 'ref-once-1')).toHaveLength(1);
  });

  it('another clientRef is another bet; without one, every request is a bet', async () => {
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    const bet = await anOddsBet(token, 150);
    const before = (await betsOn(token, bet.matchId)).length;
    await ex.call('POST', '/bet/save2', { token, body: { ...bet, clientRef: 'ref-a' } });
    await ex.call('POST', '/bet/save2', { token, body: { ...bet, clientRef: 'ref-b' } });
    await ex.call('POST', '/bet/save2', { token, body: bet });
    await ex.call('POST', '/bet/save2', { token, body: bet });
    expect(await betsOn(token, bet.matchId)).toHaveLength(before + 4);
  });

  it('a refusal is the first answer too: its repeat is refused the same way', async () => {
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    const bet = { ...(await anOddsBet(token)), stake: 1, favourMargin: 0, againstMargin: 1, clientRef: 'ref-refused' };
    const first = await ex.call('POST', '/bet/save2', { token, body: bet });
    const again = await ex.call('POST', '/bet/save2', { token, body: { ...bet, stake: 500 } });
    expect(first.status).toBe(400);
    expect(again).toMatchObject({ status: first.status, body: first.body });
  });

  it('after 60 s a ref is forgotten', async () => {
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    const bet = { ...(await anOddsBet(token, 120)), clientRef: 'ref-late' };
    const before = (await betsOn(token, bet.matchId)).length;
    await ex.call('POST', '/bet/save2', { token, body: bet });
    ex.clock.advance(61_000);
    const fresh = { ...(await anOddsBet(token, 120)), clientRef: 'ref-late' };
    await ex.call('POST', '/bet/save2', { token, body: fresh });
    expect((await betsOn(token, bet.matchId)).length).toBeGreaterThanOrEqual(before + 1);
    expect((await betsOn(token, fresh.matchId)).filter((b) => b.clientRef === 'ref-late').length).toBeGreaterThanOrEqual(1);
  });

  it('mock.lose=placeBet:1 places the bet and drops the first answer only', async () => {
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    setKnobs({ lose: { placeBet: 1 } }, ex.world.knobs);
    const bet = { ...(await anOddsBet(token, 130)), clientRef: 'ref-lost' };
    const before = (await betsOn(token, bet.matchId)).length;
    await expect(ex.call('POST', '/bet/save2', { token, body: bet })).rejects.toThrow(TypeError);
    expect(await betsOn(token, bet.matchId)).toHaveLength(before + 1);
    const resend = await ex.call('POST', '/bet/save2', { token, body: bet });
    expect(resend.body).toMatchObject({ status: true });
    expect(await betsOn(token, bet.matchId)).toHaveLength(before + 1);
  });

  it('reads mock.slow and mock.lose from the URL', () => {
    expect(parseKnobs('?mock.slow=placeBet:5000,odds:300&mock.lose=placeBet:2,fancy')).toMatchObject({
      slow: { placeBet: 5000, odds: 300 },
      lose: { placeBet: 2, fancy: 1_000_000 },
    });
  });
});
