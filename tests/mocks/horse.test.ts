// @vitest-environment jsdom
// The simulated horse racing: a schedule laid around now, moving odds, bet refusals and settlement, on a manual clock.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { dataOf } from '../../src/api/contract';
import { Country, HorseMarket } from '../../src/api/horseContract';
import { betMargins } from '../../src/domain/margins';
import { HORSE_REFUSAL, dueHorseSettlements, horseStakeRange, validateHorseBet } from '../../src/mocks/horse/bets';
import { horseHandlers } from '../../src/mocks/horse/handlers';
import { quotesAt, winnerOf } from '../../src/mocks/horse/odds';
import { TICKS } from '../../src/mocks/world/prices';
import { RACE_RUN_MS, raceByGmid, raceStatus, type Race } from '../../src/mocks/horse/schedule';
import { manualClock } from './clock';
import { getJson } from './fetchJson';

const SEED = 11;
const T0 = Date.UTC(2026, 10, 22, 9, 3, 0);
const MIN = 60_000;
const clock = manualClock(T0);
const server = setupServer(...horseHandlers({ seed: SEED, anchorMs: T0, now: () => clock.now() }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => clock.set(T0));
afterAll(() => server.close());


const ScheduleBody = dataOf(v.object({ t1: v.array(Country) }));
const OddsBody = dataOf(v.object({ data: v.array(HorseMarket) }));

interface Listed {
  cname: string;
  ename: string;
  gmid: string;
  start: number;
  status: string;
}
async function listed(): Promise<Listed[]> {
  const t1 = v.parse(ScheduleBody, (await getJson('/v2/list/horseRace')).body).data.t1;
  return t1.flatMap((c) =>
    c.children.flatMap((m) =>
      m.children.map((r) => ({ cname: c.cname, ename: m.ename, gmid: r.gmid, start: Date.parse(r.stime), status: r.gOdds.status })),
    ),
  );
}

const race = (gmid: string): Race => {
  const r = raceByGmid(SEED, T0, gmid);
  if (!r) throw new Error(`no race ${gmid}`);
  return r;
};

/** An open race starting within the hour, for bets. */
async function openRace(): Promise<Race> {
  const r = (await listed()).find((x) => x.status === 'OPEN' && x.start - clock.now() < 60 * MIN);
  if (!r) throw new Error('no open race');
  return race(r.gmid);
}

describe('schedule', () => {
  it('lists the nine countries with meetings and races relative to now', async () => {
    const { body } = await getJson('/v2/list/horseRace');
    const t1 = v.parse(ScheduleBody, body).data.t1;
    expect(t1.map((c) => c.cname).sort()).toEqual(['AU', 'FRA', 'GB', 'HK', 'IN', 'IRE', 'NZ', 'RSA', 'USA']);
    expect(new Set(t1.map((c) => c.cid)).size).toBe(9);

    const races = await listed();
    const now = clock.now();
    for (const r of races) {
      expect(Number.isNaN(r.start)).toBe(false);
      expect(['OPEN', 'SUSPENDED', 'CLOSED']).toContain(r.status);
      expect(r.start + RACE_RUN_MS > now || r.status === 'CLOSED').toBe(true);
    }
    expect(races.some((r) => r.status === 'CLOSED' && r.start < now)).toBe(true);
    // Live by the client's rule: starts within 20 (+10) minutes and is open.
    expect(races.some((r) => r.status === 'OPEN' && r.start > now && r.start - now <= 20 * MIN)).toBe(true);
    expect(races.some((r) => r.status === 'OPEN' && r.start - now > 2 * 60 * MIN)).toBe(true);
    expect(races.some((r) => r.status === 'SUSPENDED' && r.start > now)).toBe(true);
    expect(new Set(races.map((r) => r.gmid)).size).toBe(races.length);

    const meetings = new Map<string, Listed[]>();
    for (const r of races) meetings.set(`${r.cname}/${r.ename}`, [...(meetings.get(`${r.cname}/${r.ename}`) ?? []), r]);
    expect([...meetings.values()].some((rs) => rs.every((r) => r.status === 'CLOSED'))).toBe(true);
  });

  it('keeps race ids and times as the clock moves, and closes races after they run', async () => {
    const before = await listed();
    const soon = before.filter((r) => r.status === 'OPEN').sort((a, b) => a.start - b.start)[0];
    expect(soon).toBeDefined();
    clock.set(soon!.start + 30_000);
    const during = (await listed()).find((r) => r.gmid === soon!.gmid);
    expect(during).toMatchObject({ start: soon!.start, status: 'SUSPENDED' });
    clock.set(soon!.start + RACE_RUN_MS);
    expect((await listed()).find((r) => r.gmid === soon!.gmid)?.status).toBe('CLOSED');
  });

  it('always has a suspended race and an open one ahead, whatever the hour', async () => {
    for (let h = 0; h < 30; h += 1.5) {
      clock.set(T0 + h * 60 * MIN);
      const races = await listed();
      expect(races.some((r) => r.status === 'SUSPENDED' && r.start > clock.now())).toBe(true);
      expect(races.some((r) => r.status === 'OPEN' && r.start - clock.now() <= 30 * MIN)).toBe(true);
    }
  });
});

describe('schedule: a race always about to start', () => {
  it('has an open race starting within 5 minutes at any minute, listed with a short window of its card', async () => {
    for (let m = 0; m < 13 * 60; m += 7) {
      clock.set(T0 + m * MIN + 13_000);
      const now = clock.now();
      const races = await listed();
      expect(races.some((r) => r.status === 'OPEN' && r.start > now && r.start - now < 5 * MIN)).toBe(true);
      expect(new Set(races.map((r) => r.gmid)).size).toBe(races.length);
    }
  });
});

describe('odds', () => {
  it('serves a Win market with six price cells per runner, numbers and numeric strings', async () => {
    const r = await openRace();
    const { status, body } = await getJson(`/v2/get-horse-odds?gmid=${r.gmid}`);
    expect(status).toBe(200);
    const [market, ...others] = v.parse(OddsBody, body).data.data;
    expect(others).toEqual([]);
    expect(market?.mname).toBe('Win');
    expect(market?.status).toBe('OPEN');
    expect(market?.section.length).toBeGreaterThanOrEqual(6);
    for (const runner of market?.section ?? []) {
      expect(runner.odds.map((o) => o.oname)).toEqual(['back3', 'back2', 'back1', 'lay1', 'lay2', 'lay3']);
      const prices = runner.odds.map((o) => o.odds);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      expect(prices[2]).toBeLessThan(prices[3]!);
      for (const p of prices) expect(TICKS).toContain(p);
    }
    const raw = body as { data: { data: { section: { odds: { odds: unknown }[] }[] }[] } };
    const kinds = new Set(raw.data.data[0]?.section.flatMap((s) => s.odds.map((o) => typeof o.odds)));
    expect(kinds).toEqual(new Set(['number', 'string']));
    expect(new Set(market?.section.map((s) => s.nat)).size).toBe(market?.section.length);
  });

  it('moves deterministically: the same second gives the same body, later seconds other sizes and prices', async () => {
    const r = await openRace();
    const a = (await getJson(`/v2/get-horse-odds?gmid=${r.gmid}`)).body;
    expect((await getJson(`/v2/get-horse-odds?gmid=${r.gmid}`)).body).toEqual(a);
    clock.advance(1000);
    const b = (await getJson(`/v2/get-horse-odds?gmid=${r.gmid}`)).body;
    expect(b).not.toEqual(a);
    const priceOf = (at: number) => quotesAt(SEED, r, at).map((q) => q.cells.back1.odds);
    const seen = new Set(Array.from({ length: 60 }, (_, s) => priceOf(T0 + s * 1000).join()));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('freezes prices once the race is off and reports the market closed after it', async () => {
    const r = await openRace();
    expect(quotesAt(SEED, r, r.startMs + 60_000)).toEqual(quotesAt(SEED, r, r.startMs + 90_000));
    clock.set(r.startMs + RACE_RUN_MS);
    const market = v.parse(OddsBody, (await getJson(`/v2/get-horse-odds?gmid=${r.gmid}`)).body).data.data[0];
    expect(market?.status).toBe('CLOSED');
  });

  it('answers 404 for an unknown race', async () => {
    expect((await getJson('/v2/get-horse-odds?gmid=12')).status).toBe(404);
    expect((await getJson('/v2/get-horse-odds')).status).toBe(404);
  });
});

describe('horse bets', () => {
  const payload = (r: Race, at: number, over: Record<string, unknown> = {}): Record<string, unknown> => {
    const q = quotesAt(SEED, r, at)[0]!;
    const type = (over.type as 'back' | 'lay' | undefined) ?? 'back';
    const odds = typeof over.oddsReq === 'number' ? over.oddsReq : type === 'back' ? q.cells.back1.odds : q.cells.lay1.odds;
    const stake = typeof over.stake === 'number' ? over.stake : 200;
    const m = betMargins('HORSE', type, odds, stake);
    return {
      eventId: '10',
      legueId: r.meeting.cid,
      matchId: r.gmid,
      marketId: `1.${r.gmid}`,
      markettype: 'HORSE',
      sportsName: 'Horse Racing',
      selection: q.name,
      selectionId: q.sid,
      type,
      oddsReq: odds,
      stake,
      ...m,
      latestFavourMargin: m.favourMargin,
      latestAgainstMargin: m.againstMargin,
      ...over,
    };
  };

  it('accepts a back at the best back (or lower) and a lay at the best lay (or higher)', async () => {
    const r = await openRace();
    const now = clock.now();
    const best = quotesAt(SEED, r, now)[0]!.cells;
    expect(validateHorseBet(SEED, T0, payload(r, now), now, null)).toBeNull();
    expect(validateHorseBet(SEED, T0, payload(r, now, { type: 'lay' }), now, null)).toBeNull();
    expect(validateHorseBet(SEED, T0, payload(r, now, { oddsReq: best.back2.odds }), now, null)).toBeNull();
    expect(validateHorseBet(SEED, T0, payload(r, now, { type: 'lay', oddsReq: best.lay2.odds }), now, null)).toBeNull();
  });

  it('refuses moved odds, stakes outside the limits, suspended and closed races', async () => {
    const r = await openRace();
    const now = clock.now();
    const best = quotesAt(SEED, r, now)[0]!.cells;
    expect(validateHorseBet(SEED, T0, payload(r, now, { oddsReq: best.lay1.odds }), now, null)).toBe('Odds changed');
    expect(validateHorseBet(SEED, T0, payload(r, now, { type: 'lay', oddsReq: best.back1.odds }), now, null)).toBe('Odds changed');
    expect(validateHorseBet(SEED, T0, payload(r, now, { stake: 99 }), now, null)).toBe('Minimum stake limit exceeded!');
    expect(validateHorseBet(SEED, T0, payload(r, now, { stake: 100_001 }), now, null)).toBe('Maximum stake limit exceeded!');
    const brand = { oddsMin: 500, oddsMax: 2000, advanceBetLock: false };
    expect(validateHorseBet(SEED, T0, payload(r, now, { stake: 400 }), now, brand)).toBe('Minimum stake limit exceeded!');
    expect(validateHorseBet(SEED, T0, payload(r, now, { stake: 2500 }), now, brand)).toBe('Maximum stake limit exceeded!');
    expect(validateHorseBet(SEED, T0, payload(r, now, { stake: 600 }), now, brand)).toBeNull();
    expect(horseStakeRange({ advanceBetLock: true })).toEqual({ min: 1, max: 0 });
    expect(validateHorseBet(SEED, T0, payload(r, now), now, { advanceBetLock: true })).toBe('Maximum stake limit exceeded!');
    expect(validateHorseBet(SEED, T0, payload(r, now, { favourMargin: 1 }), now, null)).toBe(HORSE_REFUSAL.margins);
    expect(validateHorseBet(SEED, T0, payload(r, now, { matchId: '42' }), now, null)).toBe(HORSE_REFUSAL.marketNotFound);
    expect(validateHorseBet(SEED, T0, payload(r, now, { marketId: '1.1' }), now, null)).toBe(HORSE_REFUSAL.marketNotFound);

    const off = r.startMs + 10_000;
    expect(validateHorseBet(SEED, T0, payload(r, off), off, null)).toBe('Market suspended');
    const declared = r.startMs + RACE_RUN_MS;
    expect(validateHorseBet(SEED, T0, payload(r, declared), declared, null)).toBe('Market closed');

    const held = (await listed()).find((x) => x.status === 'SUSPENDED' && x.start > clock.now());
    const heldRace = race(held!.gmid);
    expect(raceStatus(heldRace, now)).toBe('SUSPENDED');
    expect(validateHorseBet(SEED, T0, payload(heldRace, now), now, null)).toBe('Market suspended');
  });

  it('settles bets when the race is declared: backs on the winner win, lays on it lose', async () => {
    const r = await openRace();
    const winner = winnerOf(SEED, r);
    const loser = quotesAt(SEED, r, T0).find((q) => q.sid !== winner)!.sid;
    const bets = [
      { betId: 'w-back', matchId: r.gmid, selectionId: winner, type: 'back' as const },
      { betId: 'w-lay', matchId: r.gmid, selectionId: winner, type: 'lay' as const },
      { betId: 'l-back', matchId: r.gmid, selectionId: loser, type: 'back' as const },
      { betId: 'l-lay', matchId: r.gmid, selectionId: loser, type: 'lay' as const },
    ];
    expect(dueHorseSettlements(SEED, T0, bets, r.startMs + RACE_RUN_MS - 1)).toEqual([]);
    const at = r.startMs + RACE_RUN_MS;
    const remark = `${r.meeting.ename} race ${r.index + 1}: ${quotesAt(SEED, r, T0).find((q) => q.sid === winner)?.name} won`;
    expect(dueHorseSettlements(SEED, T0, bets, at + 5_000)).toEqual([
      { betId: 'l-back', outcome: 'loss', atMs: at, remark },
      { betId: 'l-lay', outcome: 'win', atMs: at, remark },
      { betId: 'w-back', outcome: 'win', atMs: at, remark },
      { betId: 'w-lay', outcome: 'loss', atMs: at, remark },
    ]);
    // The winner is fixed by the seed: asking again, later, gives the same horse.
    expect(winnerOf(SEED, race(r.gmid))).toBe(winner);
  });
});
