// @vitest-environment node
// The world is deterministic for a seed and clock, alive over time, and its knobs break calls on demand.
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ExchangeMarket, LiveTrade, Match, dataOf } from '../../src/api/contract';
import { setKnobs } from '../../src/mocks/knobs';
import { MALFORMED_BODY } from '../../src/mocks/handlers/faults';
import { DAY, HOUR } from '../../src/mocks/world/model';
import { createWorld } from '../../src/mocks/world/world';
import { manualClock } from './clock';
import { ledgerStorageKey, loadSnapshot, persistWorld } from '../../src/mocks/world/persist';
import { START, startExchange, type Harness } from './harness';

const ex = startExchange({ seed: 11 });
const matchList = dataOf(v.array(Match));

/** A fixed walk through the API: lists, odds, a sign-in and account calls, at two instants. */
async function transcript(h: Harness): Promise<unknown[]> {
  const out: unknown[] = [];
  const { token, userId } = await h.signIn('rahul', 'Rahul@123');
  for (const step of [0, 1500]) {
    h.clock.advance(step);
    for (const sport of ['4', '1', '2']) {
      const list = await h.call('GET', `/v2/get-matches-by-eventid/${sport}`, { token });
      out.push(list.body);
      const m = v.parse(matchList, list.body).data.find((x) => x.inPlay)!;
      const path = `${m.eventId}/${m.competitionId}/${m.matchId}`;
      out.push((await h.call('GET', `/v2/fetch-market-odds/${path}/${m.joinedMarketIds}`, { token })).body);
      out.push((await h.call('GET', `/v2/fetch-bookmaker-odds/${path}`, { token })).body);
      out.push((await h.call('GET', `/v2/fetch-market-session/${path}`, { token })).body);
    }
    out.push((await h.call('POST', '/transit/transactions/test/1/50', { token, body: { userId, from: '2026-01-01', to: '2026-12-31', filter: 'all' } })).body);
    out.push((await h.call('POST', '/profit-loss/test/1/50', { token, body: { from: '2026-01-01', to: '2026-12-31' } })).body);
    out.push((await h.call('GET', '/bet/exposure/fetch', { token })).body);
  }
  out.push(token);
  return out;
}

describe('determinism', () => {
  it('the same seed and clock give identical answers', async () => {
    ex.fresh();
    const a = await transcript(ex);
    ex.fresh();
    const b = await transcript(ex);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('another seed gives another world', () => {
    const clock = manualClock(START);
    const one = createWorld({ seed: 1, clock });
    const two = createWorld({ seed: 2, clock });
    const names = (w: typeof one) => w.catalogue.listed('4', START).map((m) => m.eventName).join('|');
    expect(names(one)).not.toBe(names(two));
  });

  it('prices move between seconds and stand still within one instant', async () => {
    ex.fresh();
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    const m = v.parse(matchList, (await ex.call('GET', '/v2/get-matches-by-eventid/4', { token })).body).data.find((x) => x.inPlay)!;
    const path = `/v2/fetch-market-odds/${m.eventId}/${m.competitionId}/${m.matchId}/${m.joinedMarketIds}`;
    const first = (await ex.call('GET', path, { token })).text;
    expect((await ex.call('GET', path, { token })).text).toBe(first);
    ex.clock.advance(1000);
    const second = (await ex.call('GET', path, { token })).text;
    expect(second).not.toBe(first);
    // Over a few minutes best prices change, not just sizes; matched volume only grows.
    const backs = new Set<string>();
    let matched = 0;
    for (let i = 0; i < 120; i++) {
      ex.clock.advance(2000);
      const markets = v.parse(dataOf(v.array(ExchangeMarket)), (await ex.call('GET', path, { token })).body).data;
      const mo = markets[0]!;
      backs.add(mo.runners.map((r) => String(r.ex.availableToBack[0]!.price)).join('/'));
      expect(mo.totalMatched).toBeGreaterThanOrEqual(matched);
      matched = mo.totalMatched;
    }
    expect(backs.size).toBeGreaterThan(2);
  });
});

describe('a living catalogue', () => {
  it('always has matches in play, later today and tomorrow, plus the rows lists must hide', () => {
    const world = createWorld({ seed: 4, clock: manualClock(START) });
    for (let t = START; t < START + 2 * DAY; t += 97 * 60_000) {
      for (const sport of ['4', '1', '2']) {
        const rows = world.catalogue.listed(sport, t);
        expect(rows.some((m) => m.startMs <= t && t < m.endMs), `sport ${sport} in play at ${new Date(t).toISOString()}`).toBe(true);
        const tomorrow = new Date(t);
        tomorrow.setDate(tomorrow.getDate() + 1);
        expect(rows.some((m) => new Date(m.startMs).toDateString() === tomorrow.toDateString())).toBe(true);
      }
    }
    const cricket = world.catalogue.listed('4', START);
    expect(cricket.some((m) => /winner/i.test(m.listMarketName))).toBe(true);
    expect(cricket.some((m) => m.endMs <= START)).toBe(true);
    expect(world.catalogue.listed('1', START).some((m) => m.listMarketName === '')).toBe(true);
    expect(cricket.some((m) => m.startMs > START && new Date(m.startMs).toDateString() === new Date(START).toDateString())).toBe(true);
    const removed = [...cricket, ...world.catalogue.listed('4', START + DAY)].some((m) => m.markets[0]?.runners.some((r) => r.removed));
    expect(removed).toBe(true);
  });

  it('fancy boards carry the rows the client must hide and numbers as strings now and then', async () => {
    ex.fresh();
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    const rows = v.parse(matchList, (await ex.call('GET', '/v2/get-matches-by-eventid/4', { token })).body).data;
    const later = rows.find((m) => !m.inPlay && !m.declared && m.fancy)!;
    const board = (await ex.call('GET', `/v2/fetch-market-session/4/${later.competitionId}/${later.matchId}`, { token })).body as {
      data: { RunnerName: string; gtype: string; BackPrice1: unknown }[];
    };
    const names = board.data.map((r) => r.RunnerName);
    expect(names.some((n) => n.includes('no boundaries'))).toBe(true);
    expect(names.some((n) => /^1\.5 Over/.test(n))).toBe(true);
    expect(names.some((n) => n.includes('0.1'))).toBe(true);
    expect(board.data.some((r) => r.gtype !== 'session')).toBe(true);
    expect(board.data.some((r) => typeof r.BackPrice1 === 'string')).toBe(true);
    expect(board.data.some((r) => typeof r.BackPrice1 === 'number')).toBe(true);
  });

  it('matches end, are declared, and their seeded open bets settle', async () => {
    ex.fresh();
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    const trades = v.parse(dataOf(v.array(LiveTrade)), (await ex.call('GET', '/bet/trade/list', { token })).body).data;
    expect(trades.length).toBeGreaterThan(0);
    ex.clock.advance(6 * HOUR);
    const after = v.parse(dataOf(v.array(LiveTrade)), (await ex.call('GET', '/bet/trade/list', { token })).body).data;
    expect(after.filter((t) => trades.some((x) => x._id === t._id))).toEqual([]);
    expect(((await ex.call('GET', '/bet/exposure/fetch', { token })).body as { exposure: number }).exposure).toBe(0);
  });
});

describe('persistence', () => {
  it('a reload restores bets, balances, password changes and the epoch from storage', async () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, val: string) => void data.set(k, val),
      removeItem: (k: string) => void data.delete(k),
    } as Storage;
    const clock = manualClock(START);
    const before = createWorld({ seed: 9, clock });
    persistWorld(before, storage);
    const user = before.users.all().find((u) => u.userName === 'newbie')!;
    const [bet] = before.ledger.settledBets(before.users.all().find((u) => u.userName === 'rahul')!._id);
    before.ledger.placeBet(user._id, { ...bet!, betId: 'kept-1', case: '' });
    before.users.changePassword(user, 'Newbie@999', START);
    await Promise.resolve();
    expect(data.has(ledgerStorageKey(9))).toBe(true);

    clock.advance(3 * HOUR);
    const snapshot = loadSnapshot(storage, 9);
    const after = createWorld({ seed: 9, clock, ...(snapshot && { snapshot }) });
    expect(after.epoch).toBe(START);
    expect(after.ledger.find('kept-1')?.userId).toBe(user._id);
    expect(after.ledger.balance(user._id)).toBe(before.ledger.balance(user._id));
    expect(after.users.byId(user._id)!.password).toBe('Newbie@999');
    expect(loadSnapshot(storage, 10)).toBeUndefined();
  });
});

describe('knobs', () => {
  it('malformed: the named calls get a body no schema accepts, the others are untouched', async () => {
    ex.fresh();
    const { token } = await ex.signIn('rahul', 'Rahul@123');
    setKnobs({ malformed: ['odds', 'fancy'] }, ex.world.knobs);
    const m = v.parse(matchList, (await ex.call('GET', '/v2/get-matches-by-eventid/4', { token })).body).data.find((x) => x.inPlay)!;
    const path = `${m.eventId}/${m.competitionId}/${m.matchId}`;
    const odds = await ex.call('GET', `/v2/fetch-market-odds/${path}/${m.joinedMarketIds}`, { token });
    expect(odds.body).toEqual(MALFORMED_BODY);
    expect(v.safeParse(dataOf(v.array(ExchangeMarket)), odds.body).success).toBe(false);
    expect((await ex.call('GET', `/v2/fetch-market-session/${path}`, { token })).body).toEqual(MALFORMED_BODY);
    expect((await ex.call('GET', `/v2/fetch-bookmaker-odds/${path}`, { token })).body).not.toEqual(MALFORMED_BODY);
    setKnobs({ malformed: ['all'] }, ex.world.knobs);
    expect((await ex.call('GET', '/v2/get-events')).body).toEqual(MALFORMED_BODY);
    setKnobs({ malformed: [] }, ex.world.knobs);
  });

  it('error rate: that fraction of calls is answered 500, the same ones for the same seed', async () => {
    const run = async () => {
      ex.fresh();
      setKnobs({ errorRate: 0.3 }, ex.world.knobs);
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await ex.call('GET', '/v2/get-events')).status);
      return statuses;
    };
    const a = await run();
    const failed = a.filter((s) => s === 500).length;
    expect(failed).toBeGreaterThan(8);
    expect(failed).toBeLessThan(30);
    expect(await run()).toEqual(a);
    setKnobs({ errorRate: 1 }, ex.world.knobs);
    expect((await ex.call('GET', '/v2/get-events')).status).toBe(500);
    setKnobs({ errorRate: 0 }, ex.world.knobs);
  });

  it('force 401: every call with a token, or only the listed tokens', async () => {
    ex.fresh();
    const a = await ex.signIn('rahul', 'Rahul@123');
    const b = await ex.signIn('vikram', 'Vikram@123');
    setKnobs({ force401: [a.token] }, ex.world.knobs);
    expect((await ex.call('GET', '/bet/exposure/fetch', { token: a.token })).body).toEqual({ status: false, message: 'Unauthorized' });
    expect((await ex.call('GET', '/bet/exposure/fetch', { token: b.token })).status).toBe(200);
    setKnobs({ force401: true }, ex.world.knobs);
    expect((await ex.call('GET', '/bet/exposure/fetch', { token: b.token })).status).toBe(401);
    expect((await ex.call('GET', '/v2/get-events')).status).toBe(200);
    expect((await ex.call('POST', '/auth/signin', { body: { userName: 'rahul', password: 'Rahul@123', deviceIp: '', ipInfo: {} } })).status).toBe(200);
    setKnobs({ force401: false }, ex.world.knobs);
  });

  it('latency delays answers', async () => {
    ex.fresh();
    setKnobs({ latency: 80 }, ex.world.knobs);
    // The latency is a timer of the handler: on fake timers the test moves its time, no wall clock involved.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const seen = { answered: false };
      const call = ex.call('GET', '/v2/get-events').then((a) => {
        seen.answered = true;
        return a;
      });
      // Wait for the event itself: the handler has started its latency timer (or, without one, answered).
      while (vi.getTimerCount() === 0 && !seen.answered) await new Promise((r) => setImmediate(r));
      await vi.advanceTimersByTimeAsync(59); // 80 ms ± 25 % waits at least 60 ms
      expect(seen.answered).toBe(false);
      await vi.advanceTimersByTimeAsync(41); // and at most 100 ms
      expect(vi.getTimerCount()).toBe(0);
      expect((await call).status).toBe(200);
    } finally {
      vi.useRealTimers();
      setKnobs({ latency: 0 }, ex.world.knobs);
    }
  });

  it('brand: localhost answers the brand the knob names', async () => {
    ex.fresh();
    setKnobs({ brand: 'aura' }, ex.world.knobs);
    const aura = (await ex.call('GET', '/domain/host/127.0.0.1:4173')).body as { data: { title: string; defaultDarkMode: boolean } };
    expect(aura.data).toMatchObject({ title: 'Aura', defaultDarkMode: true });
    const named = (await ex.call('GET', '/domain/host/squarebet.example')).body as { data: { layout: string } };
    expect(named.data.layout).toBe('tamannahSquare');
    setKnobs({ brand: 'tamannah' }, ex.world.knobs);
  });
});
