// @vitest-environment node
// The exchange's money rules seen through the API: exposure, balance, settlement, refusals and sessions.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Match, dataOf, paged } from '../../src/api/contract';
import { ProfitLossRow, StatementRow } from '../../src/api/accountContract';
import { Bet, BookmakerMarket, FancyRow } from '../../src/api/marketContract';
import { betMargins } from '../../src/domain/margins';
import { round2 } from '../../src/domain/rounding';
import { TICKS, tickPosition } from '../../src/mocks/world/prices';
import { expectSchema, findOpenRunner, startExchange } from './harness';
import { expectViolations } from '../contractViolations';

const ex = startExchange({ seed: 3 });
const YEAR = { from: '2026-01-01', to: '2027-12-31' };

type M = v.InferOutput<typeof Match>;

async function matches(token: string, sportId: string): Promise<M[]> {
  return expectSchema(dataOf(v.array(Match)), (await ex.call('GET', `/v2/get-matches-by-eventid/${sportId}`, { token })).body).data;
}
async function exposure(token: string): Promise<number> {
  return ((await ex.call('GET', '/bet/exposure/fetch', { token })).body as { exposure: number }).exposure;
}
async function balance(token: string): Promise<number> {
  return ((await ex.call('GET', '/auth/letest-user-details', { token })).body as { user: { openingBalance: number } }).user.openingBalance;
}

function oddsBet(
  pick: { match: M; market: M['matchOdds'][number]; runner: M['matchOdds'][number]['runners'][number] },
  type: 'back' | 'lay',
  stake: number,
  price?: number,
) {
  const { match, market, runner } = pick;
  const p = price ?? Number(type === 'back' ? runner.ex.availableToBack[0]!.price : runner.ex.availableToLay[0]!.price);
  return {
    eventId: match.eventId,
    legueId: match.competitionId,
    matchId: match.matchId,
    marketId: market.marketId,
    sportsName: ex.world.catalogue.match(match.matchId)!.sportName,
    event: match.eventName,
    markettype: 'ODDS',
    market: market.marketName,
    selection: runner.runnerName,
    selectionId: runner.selectionId,
    type,
    oddsReq: p,
    runners: market.runners.map((r) => ({ selectionId: r.selectionId, runnerName: r.runnerName })),
    runnersCount: market.runners.length,
    stake,
    placeTime: new Date(ex.clock.now()).toISOString(),
    ...betMargins('ODDS', type, p, stake),
  };
}

async function place(token: string, body: Record<string, unknown>) {
  return ex.call('POST', '/bet/save2', { token, body });
}

describe('exposure and balance', () => {
  it('a back bet raises exposure by its stake and leaves the balance alone; a lay by its liability; a hedge lowers it', async () => {
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    const e0 = await exposure(token);
    const b0 = await balance(token);
    const open = await ex.call('POST', '/bet/history/test/1/100', { token, body: { status: 'unsettled', sportsName: '', from: '2026-01-01', to: '2026-12-31' } });
    const busy = new Set(expectSchema(paged(Bet), open.body).data.pageItems.map((b) => b.marketId));
    const soccer = await matches(token, '1');
    const first = findOpenRunner(soccer, (m) => busy.has(m.matchOdds[0]?.marketId ?? ''))!;
    const back = oddsBet(first, 'back', 500);
    const placed = await place(token, back);
    expect(placed.body).toMatchObject({ status: true, message: 'Bet placed successfully' });
    expect(await exposure(token)).toBe(round2(e0 + 500));
    expect(await balance(token)).toBe(b0);

    const second = findOpenRunner(soccer, (m) => m.matchId === first.match.matchId || busy.has(m.matchOdds[0]?.marketId ?? ''))!;
    const lay = oddsBet(second, 'lay', 200);
    expect((await place(token, lay)).status).toBe(200);
    expect(await exposure(token)).toBe(round2(e0 + 500 + lay.againstMargin));
    expect(await balance(token)).toBe(b0);

    // Laying the backed runner: if it wins, (back - lay) x 500 (a small loss); if it loses, 0.
    const hedge = oddsBet(first, 'lay', 500);
    expect((await place(token, hedge)).status).toBe(200);
    const hedged = round2((hedge.oddsReq - back.oddsReq) * 500);
    expect(hedged).toBeLessThan(500);
    expect(await exposure(token)).toBe(round2(e0 + hedged + lay.againstMargin));

    const trades = (await ex.call('GET', '/bet/trade/list', { token })).body as { data: { matchId: string; count: number }[] };
    expect(trades.data.find((t) => t.matchId === first.match.matchId)?.count).toBe(2);
    const mine = (await ex.call('GET', `/bet/bet-details/list/${first.match.matchId}`, { token })).body as { data: unknown[] };
    expect(mine.data).toHaveLength(2);
  });

  it('settlement moves the balance and adds a statement row and profit and loss rows at all four levels', async () => {
    ex.fresh();
    // A player with no other bets, so nothing else settles meanwhile.
    const { token, userId } = await ex.signIn('newbie', 'Newbie@123');
    const inPlay = (await matches(token, '2')).filter((m) => m.inPlay);
    const pick = findOpenRunner(inPlay)!;
    const bet = oddsBet(pick, 'back', 1000);
    const answer = (await place(token, bet)).body as { betId: string };
    const b0 = await balance(token);
    const e0 = await exposure(token);
    const def = ex.world.catalogue.match(pick.match.matchId)!;
    const market = def.markets.find((m) => m.marketId === pick.market.marketId)!;
    ex.clock.set(market.closesAt + 1000);

    const settled = expectSchema(dataOf(Bet), (await ex.call('GET', `/bet/${answer.betId}`, { token })).body).data;
    const won = market.winner === bet.selectionId;
    expect(settled.case).toBe(won ? 'win' : 'loss');
    const pl = won ? bet.favourMargin : -bet.againstMargin;
    expect(await balance(token)).toBe(round2(b0 + pl));
    expect(await exposure(token)).toBeLessThanOrEqual(round2(e0 - 1000));

    const statement = expectSchema(paged(StatementRow), (await ex.call('POST', '/transit/transactions/test/1/10', { token, body: { userId, ...YEAR, filter: 'betRecords' } })).body);
    const row = statement.data.pageItems.find((r) => r.betId === answer.betId)!;
    expect(row).toMatchObject({ type: won ? 'deposite' : 'withdraw', amount: Math.abs(pl) });
    expect(won ? row.openingBalancePayee : row.openingBalancePayer).toBe(round2(b0 + pl));

    const level = async (body: Record<string, unknown>) =>
      expectSchema(paged(ProfitLossRow), (await ex.call('POST', '/profit-loss/test/1/100', { token, body: { ...YEAR, ...body } })).body).data.pageItems;
    const sports = await level({});
    expect(sports.find((r) => r.eventId === '2')).toMatchObject({ sportsName: 'Tennis' });
    const byMatch = await level({ eventId: '2' });
    expect(byMatch.find((r) => r.matchId === pick.match.matchId)).toMatchObject({ eventName: pick.match.eventName, profitloss: pl });
    const byType = await level({ eventId: '2', matchId: pick.match.matchId });
    expect(byType).toEqual([expect.objectContaining({ markettype: 'ODDS', profitloss: pl })]);
    const byBet = await level({ eventId: '2', matchId: pick.match.matchId, markettype: 'ODDS' });
    expect(byBet).toEqual([expect.objectContaining({ profitloss: pl, selection: bet.selection, stake: 1000, type: 'back' })]);

    const history = expectSchema(paged(Bet), (await ex.call('POST', '/bet/history/test/1/50', { token, body: { status: 'settled', sportsName: 'Tennis', ...YEAR } })).body);
    expect(history.data.pageItems.map((b) => b.betId)).toContain(answer.betId);
    const trades = (await ex.call('GET', '/bet/trade/list', { token })).body as { data: { matchId: string }[] };
    expect(trades.data.some((t) => t.matchId === pick.match.matchId)).toBe(false);
  });

  it('fancy and bookmaker bets are priced from the live board and settle by the runs', async () => {
    ex.fresh();
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    const e0 = await exposure(token);
    const cricket = (await matches(token, '4')).filter((m) => m.inPlay || m.matchOdds[0]?.status === 'OPEN');
    let done = false;
    for (const m of cricket) {
      const path = `${m.eventId}/${m.competitionId}/${m.matchId}`;
      const rows = expectSchema(dataOf(v.array(FancyRow)), (await ex.call('GET', `/v2/fetch-market-session/${path}`, { token })).body).data;
      const row = rows.find((r) => r.GameStatus === '' && r.gtype === 'session');
      if (!row) continue;
      const body = {
        eventId: m.eventId, legueId: m.competitionId, matchId: m.matchId, marketId: `${m.eventId}-${m.competitionId}-${m.matchId}`,
        sportsName: 'Cricket', event: m.eventName, markettype: 'FANCY', market: 'Fancy', selection: row.RunnerName,
        selectionId: row.SelectionId, type: 'back', price: row.BackPrice1, size: row.BackSize1, backSize: row.BackSize1,
        laySize: row.LaySize1, runners: [], runnersCount: 0, stake: 300, placeTime: new Date(ex.clock.now()).toISOString(),
        ...betMargins('FANCY', 'back', row.BackSize1, 300),
      };
      expect((await place(token, { ...body, price: row.BackPrice1 + 1 })).body).toMatchObject({ message: 'Odds changed' });
      const ok = (await place(token, body)).body as { betId: string };
      expect(ok.betId).toBeTruthy();
      expect(await exposure(token)).toBe(round2(e0 + 300));
      const session = ex.world.catalogue.match(m.matchId)!.sessions.find((s) => s.selectionId === row.SelectionId)!;
      ex.clock.set(session.settlesAt + 1);
      const bet = expectSchema(dataOf(Bet), (await ex.call('GET', `/bet/${ok.betId}`, { token })).body).data;
      expect(bet.case).toBe(session.result >= row.BackPrice1 ? 'win' : 'loss');
      done = true;
      break;
    }
    expect(done).toBe(true);

    ex.fresh();
    const again = await ex.signIn('vikram', 'Vikram@123');
    const live = (await matches(again.token, '4')).filter((m) => m.bm);
    let placed = false;
    for (const m of live) {
      const path = `${m.eventId}/${m.competitionId}/${m.matchId}`;
      const bm = expectSchema(dataOf(v.array(BookmakerMarket)), (await ex.call('GET', `/v2/fetch-bookmaker-odds/${path}`, { token: again.token })).body).data[0];
      const runner = bm?.status === 'OPEN' ? bm.runners.find((r) => r.status === 'ACTIVE') : undefined;
      if (!bm || !runner) continue;
      const answer = await place(again.token, {
        eventId: m.eventId, legueId: m.competitionId, matchId: m.matchId, marketId: bm.marketId, sportsName: 'Cricket',
        event: m.eventName, markettype: 'BOOKMAKER', market: bm.marketName, selection: runner.runnerName,
        selectionId: runner.selectionId, type: 'lay', oddsReq: runner.layPrice,
        runners: bm.runners.map((r) => ({ selectionId: r.selectionId, runnerName: r.runnerName })), runnersCount: bm.runners.length,
        stake: 100, placeTime: new Date(ex.clock.now()).toISOString(), ...betMargins('BOOKMAKER', 'lay', runner.layPrice, 100),
      });
      expect(answer.body).toMatchObject({ status: true });
      placed = true;
      break;
    }
    expect(placed).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses a stake the balance cannot cover, stakes outside the limits, wrong margins and moved odds', async () => {
    ex.fresh();
    const { token } = await ex.signIn('newbie', 'Newbie@123');
    const pick = findOpenRunner(await matches(token, '1'))!;
    const refusal = async (body: Record<string, unknown>) => {
      const a = await place(token, body);
      expect(a.status).toBe(400);
      return (a.body as { status: boolean; message: string }).message;
    };
    expect(await refusal(oddsBet(pick, 'back', 6000))).toBe('Insufficient balance');
    expect(await refusal(oddsBet(pick, 'back', 99))).toBe('Minimum stake limit exceeded!');
    expect(await refusal(oddsBet(pick, 'back', 100_001))).toBe('Maximum stake limit exceeded!');
    // A stake that is not a whole number breaks the contract (section 5): refused, and recorded as a violation.
    expect(await refusal({ ...oddsBet(pick, 'back', 100), stake: 100.5 })).toMatch(/stake: 100.5 is not a whole number/);
    expectViolations(ex.world, [{ call: 'placeBet', rule: 'bodyField', detail: 'stake' }]);
    expect(await refusal({ ...oddsBet(pick, 'back', 200), favourMargin: 1 })).toBe('Bet margins do not match the stake and odds');
    const back1 = Number(pick.runner.ex.availableToBack[0]!.price);
    const higher = TICKS[Math.round(tickPosition(back1)) + 1]!;
    expect(await refusal(oddsBet(pick, 'back', 200, higher))).toBe('Odds changed');
    expect(await refusal(oddsBet(pick, 'lay', 200, back1))).toBe('Odds changed');
    // Asking less than the best back is matched (the player gets at least what was asked).
    const lower = TICKS[Math.round(tickPosition(back1)) - 1]!;
    expect((await place(token, oddsBet(pick, 'back', 200, lower))).status).toBe(200);
    const { runnersCount: _omit, ...noCount } = oddsBet(pick, 'back', 200);
    void _omit;
    expect(await refusal(noCount)).toMatch(/runnersCount/);
    expectViolations(ex.world, [{ call: 'placeBet', rule: 'bodyField', detail: 'runnersCount' }]);
  });

  it('refuses suspended markets and runners', async () => {
    ex.fresh();
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    let market: string | undefined;
    let runner: string | undefined;
    for (let i = 0; i < 240 && !(market && runner); i++) {
      for (const m of (await matches(token, '1')).filter((x) => x.inPlay)) {
        const mo = m.matchOdds[0]!;
        const r = mo.runners[0]!;
        const pick = { match: m, market: mo, runner: r };
        if (!market && mo.status === 'SUSPENDED') market = (await place(token, oddsBet(pick, 'back', 100))).text;
        const suspended = mo.runners.find((x) => x.status === 'SUSPENDED');
        if (!runner && mo.status === 'OPEN' && suspended) {
          runner = (await place(token, oddsBet({ ...pick, runner: suspended }, 'back', 100))).text;
        }
      }
      ex.clock.advance(30_000);
    }
    expect(market).toContain('Market suspended');
    expect(runner).toContain('Selection suspended');
  });

  it('advance bet lock: a brand with the lock takes no stake before the start', async () => {
    ex.fresh();
    const { token, domainId } = await ex.signIn('rahul', 'Rahul@123', 'squarebet.example');
    const list = expectSchema(dataOf(v.array(Match)), (await ex.call('GET', '/v2/get-matches-by-eventid/1', { token, d: domainId })).body).data;
    const later = findOpenRunner(list.filter((m) => !m.inPlay && !m.declared))!;
    const a = await ex.call('POST', '/bet/save2', { token, d: domainId, body: oddsBet(later, 'back', 500) });
    expect(a.body).toEqual({ status: false, message: 'Maximum stake limit exceeded!' });
    const now = findOpenRunner(list.filter((m) => m.inPlay))!;
    const b = await ex.call('POST', '/bet/save2', { token, d: domainId, body: oddsBet(now, 'back', 500) });
    expect(b.body).toMatchObject({ status: true });
  });

  it('answers 401 Unauthorized to unknown, missing, forged and cross-brand tokens', async () => {
    ex.fresh();
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    const unauthorized = { status: false, message: 'Unauthorized' };
    for (const t of ['nonsense', `${token}x`, token.replace(/\.[^.]+$/, '.abc')]) {
      const a = await ex.call('GET', '/bet/exposure/fetch', { token: t });
      expect([a.status, a.body]).toEqual([401, unauthorized]);
    }
    // Without any token the call breaks section 1 (a player's call carries one): refused before any handler.
    const none = await ex.call('GET', '/auth/letest-user-details');
    expect(none.status).toBe(400);
    expectViolations(ex.world, [{ call: 'userDetails', rule: 'tokenRequired' }]);
    const other = ex.world.domains.byKey('aura')!.config._id;
    const cross = await ex.call('GET', '/bet/trade/list', { token, d: other });
    expect(cross.status).toBe(401);
    const fine = await ex.call('GET', '/bet/trade/list', { token });
    expect(fine.status).toBe(200);
  });
});

describe('accounts', () => {
  it('password change: wrong current or mismatched confirm is a 400, success adds a history row', async () => {
    ex.fresh();
    const { token } = await ex.signIn('vikram', 'Vikram@123');
    const change = (currentPassword: string, newPassword: string, confirmPassword: string) =>
      ex.call('POST', '/auth/update-password', { token, body: { currentPassword, newPassword, confirmPassword } });
    const rows = async () => ((await ex.call('GET', '/auth/password-update-history/1/50', { token })).body as { data: { pageItems: unknown[] } }).data.pageItems.length;
    const before = await rows();
    expect((await change('wrong', 'Vikram@456', 'Vikram@456')).body).toEqual({ status: false, message: 'Current password is incorrect' });
    expect((await change('Vikram@123', 'Vikram@456', 'Vikram@457')).status).toBe(400);
    expect((await change('Vikram@123', 'Vikram@456', 'Vikram@456')).body).toEqual({ status: true, message: 'Password Updated Successfully!' });
    expect(await rows()).toBe(before + 1);
    await expect(ex.signIn('vikram', 'Vikram@123')).rejects.toThrow('sign-in failed');
    await ex.signIn('vikram', 'Vikram@456');
    const demo = await ex.signIn('demo@Tamannah', 'Demo@1234');
    const d = await ex.call('POST', '/auth/update-password', { token: demo.token, body: { currentPassword: 'Demo@1234', newPassword: 'Demo@12345', confirmPassword: 'Demo@12345' } });
    expect(d.status).toBe(400);
  });

  it('sign-in: failures are recorded in the login activity; roles, locks and history differ per player', async () => {
    ex.fresh();
    await ex.call('POST', '/auth/signin', { body: { userName: 'newbie', password: 'bad', deviceIp: '', ipInfo: {} } });
    const { token, userId } = await ex.signIn('newbie', 'Newbie@123');
    const activity = (await ex.call('GET', `/auth/login-activity/${userId}/1/10`, { token })).body as { data: { pageItems: { loginStatus: string }[] } };
    expect(activity.data.pageItems.map((r) => r.loginStatus).slice(0, 2)).toEqual(['Success', 'Failed: wrong password']);
    const history = (await ex.call('GET', '/auth/password-update-history/1/10', { token })).body as { data: { pageItems: unknown[] } };
    expect(history.data.pageItems).toHaveLength(0);
    const agent = await ex.call('POST', '/auth/signin', { body: { userName: 'agent01', password: 'Agent@123', deviceIp: '', ipInfo: {} } });
    expect((agent.body as { user: { role: { name: string } } }).user.role.name).toBe('Agent');
    const vikram = await ex.signIn('vikram', 'Vikram@123');
    const locks = (await ex.call('POST', '/sports/fetch/event/lock', { token: vikram.token, body: { setFor: vikram.userId } })).body as { data: { eventId: string; lock: boolean }[] };
    expect(locks.data.filter((l) => l.lock).map((l) => l.eventId)).toEqual(['2']);
  });
});

describe('the hold knob', () => {
  it('holds every market still at the time it names: the same odds, bookmaker and fancy answers later, and a bet at the held price placed', async () => {
    ex.fresh();
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    const inPlay = (await matches(token, '4')).find((m) => m.inPlay && m.bm && m.fancy && m.matchOdds[0]?.status === 'OPEN');
    expect(inPlay).toBeDefined();
    const m = inPlay!;
    const path = `${m.eventId}/${m.competitionId}/${m.matchId}`;
    const read = async () => ({
      odds: (await ex.call('GET', `/v2/fetch-market-odds/${path}/${m.matchOdds[0]!.marketId}`, { token })).body,
      bookmaker: (await ex.call('GET', `/v2/fetch-bookmaker-odds/${path}`, { token })).body,
      fancy: (await ex.call('GET', `/v2/fetch-market-session/${path}`, { token })).body,
    });
    // Live, the in-play market moves within a minute.
    const before = await read();
    ex.clock.advance(60_000);
    expect(await read()).not.toEqual(before);

    ex.world.knobs.holdMarketsAt = ex.clock.now();
    const held = await read();
    const pick = findOpenRunner(await matches(token, '4'), (x) => x.matchId !== m.matchId)!;
    for (let i = 0; i < 6; i++) {
      ex.clock.advance(10_000);
      expect(await read()).toEqual(held);
    }
    // A bet at the price the list showed when the hold began is placed a minute later.
    expect((await place(token, oddsBet(pick, 'back', 200))).body).toMatchObject({ status: true });

    ex.world.knobs.holdMarketsAt = 0;
    ex.clock.advance(60_000);
    expect(await read()).not.toEqual(held);
  });
});
