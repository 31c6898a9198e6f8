// @vitest-environment jsdom
// The simulated casino: lobby, game list, rounds in time, results, cards, bet refusals and settlement, all on a manual clock.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { dataOf } from '../../src/api/contract';
import { CasinoGame, CasinoListItem, GenericRoundData, ResultItem, RoundData, RoundResult } from '../../src/api/casinoContract';
import { betMargins } from '../../src/domain/margins';
import { CASINO_REFUSAL, dueCasinoSettlements, validateCasinoBet } from '../../src/mocks/casino/bets';
import type { Card } from '../../src/mocks/casino/cards';
import { resultOf, roundByNumber, roundData, roundNumberAt, viewAt } from '../../src/mocks/casino/engine';
import { casinoHandlers } from '../../src/mocks/casino/handlers';
import { andarBaharRules } from '../../src/mocks/casino/rules/andarBahar';
import { dragonTigerRules } from '../../src/mocks/casino/rules/dragonTiger';
import { lucky7Rules } from '../../src/mocks/casino/rules/lucky7';
import { bestScore, compareScores } from '../../src/mocks/casino/rules/poker';
import { compareHands, handScore } from '../../src/mocks/casino/rules/teenpatti';
import { settleCase } from '../../src/mocks/casino/rules/types';
import { TABLES, tableByGame, type Table } from '../../src/mocks/casino/tables';
import { manualClock } from './clock';
import { getJson, postJson } from './fetchJson';

const SEED = 7;
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const clock = manualClock(T0);
const server = setupServer(...casinoHandlers({ seed: SEED, now: () => clock.now() }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => clock.set(T0));
afterAll(() => server.close());

const GAME_PATHS: Record<string, string> = {
  '20 20 TEENPATTI': 'teenpatti/t20',
  '3 CARD TEENPATTI': 'teenpatti/3card',
  'DRAGON TIGER': 'dragontiger/t20',
  '20 20 DRAGON TIGER': 'dragontiger/t202',
  'FAST DRAGON TIGER': 'dragontiger/fast',
  'LUCKY 7-A': 'lucky/a',
  'LUCKY 7-B': 'lucky/b',
};
const RoundBody = dataOf(RoundData);
const ResultsBody = dataOf(v.object({ data: v.array(ResultItem) }));

const table = (game: string): Table => {
  const t = tableByGame(game);
  if (!t) throw new Error(`no table ${game}`);
  return t;
};
/** The start of the first round of `t` that begins after T0. */
const nextRoundStart = (t: Table): number => roundByNumber(SEED, t, roundNumberAt(SEED, t, T0) + 1).startMs;
/** The contract's card code read back ('10DD', 'KHH': rank label, suit letter doubled), or null for anything else. */
function parseCardCode(code: string): Card | null {
  const m = /^(A|[2-9]|10|J|Q|K)(SS|HH|CC|DD)$/.exec(code);
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  return { rank: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(m[1]) + 1, suit: m[2][0] as Card['suit'] };
}
const cards = (...codes: string[]): Card[] =>
  codes.map((c) => {
    const card = parseCardCode(c);
    if (!card) throw new Error(c);
    return card;
  });

describe('lobby and game list', () => {
  it('lists the UNIVERSAL tables with local thumbnails, playable and coming soon', async () => {
    const { status, body } = await getJson('/casino/list');
    expect(status).toBe(200);
    const items = v.parse(dataOf(v.array(CasinoListItem)), body).data;
    const types = items.map((i) => i.casinoType);
    for (const t of ['teen20', 'lucky7', 'dt20', 'card32', 'poker20', 'baccarat', 'aaa', 'btable', 'worli2'])
      expect(types).toContain(t);
    expect(items.filter((i) => i.comingSoon).length).toBeGreaterThanOrEqual(2);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const item of items) {
      for (const thumb of [item.thumbUrl, item.tamannahSquareThumbUrl ?? '']) {
        expect(thumb).toMatch(/^\/assets\/casino\/.+\.webp$/);
        expect(existsSync(`public${thumb}`)).toBe(true);
      }
      expect(item.eventId).toBe('113');
    }
  });

  it('serves the seven game-list tables with their ids and one Casino market each', async () => {
    const { body } = await getJson('/sports/casino/games');
    const games = v.parse(dataOf(v.array(CasinoGame)), body).data;
    expect(games.map((g) => g.name).sort()).toEqual(Object.keys(GAME_PATHS).sort());
    for (const g of games) {
      expect(g.eventId).toBe('113');
      expect(g.markets).toEqual([{ marketId: expect.any(String), markettype: 'Casino' }]);
    }
    expect(new Set(games.map((g) => g.matchId)).size).toBe(7);
  });
});

describe('round data and results', () => {
  it('answers every game-list path with contract round data and ten results, newest first', async () => {
    for (const game of Object.values(GAME_PATHS)) {
      const data = v.parse(RoundBody, (await getJson(`/sports/v1/casino/${game}/data`)).body).data;
      const results = v.parse(ResultsBody, (await getJson(`/sports/v1/casino/${game}/result`)).body).data.data;
      expect(results).toHaveLength(10);
      const mids = results.map((r) => Number(r.mid));
      expect(mids[0]).toBe(Number(data.t1[0]?.mid) - 1);
      expect([...mids].sort((a, b) => b - a)).toEqual(mids);
      for (const r of results) {
        expect(['1', '2', '3']).toContain(r.result);
        expect(r.win?.split(',')[0]).toBe(r.result);
        for (const c of r.cards?.split(',') ?? []) expect(parseCardCode(c)).not.toBeNull();
      }
    }
  });

  it('lays out the outcomes the client groups by index: 38 for Dragon Tiger, 19 for Lucky 7', async () => {
    const dt = v.parse(RoundBody, (await getJson('/sports/v1/casino/dragontiger/t20/data')).body).data.t2;
    expect(dt).toHaveLength(38);
    const name = (o: { nat?: string | undefined; nation?: string | undefined }) => o.nat ?? o.nation;
    expect(dt.slice(0, 3).map(name)).toEqual(['Dragon', 'Tiger', 'Tie']);
    expect(dt.slice(0, 3).map((o) => o.rate)).toEqual([1.98, 1.98, 11]);
    expect(dt.slice(4, 6).map(name)).toEqual(['Dragon Even', 'Dragon Odd']);
    expect(dt.slice(6, 8).map(name)).toEqual(['Dragon Red', 'Dragon Black']);
    expect(dt.slice(8, 21).map(name)).toEqual(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r) => `Dragon Card ${r}`));
    expect(dt.slice(21, 23).map(name)).toEqual(['Tiger Even', 'Tiger Odd']);
    expect(dt.slice(23, 25).map(name)).toEqual(['Tiger Red', 'Tiger Black']);
    expect(dt.slice(25, 38).map(name)).toEqual(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r) => `Tiger Card ${r}`));

    const l7a = v.parse(RoundBody, (await getJson('/sports/v1/casino/lucky/a/data')).body).data.t2;
    expect(l7a).toHaveLength(19);
    expect(l7a.slice(0, 6).map(name)).toEqual(['Low Card', 'High Card', 'Even', 'Odd', 'Red', 'Black']);
    expect(l7a.slice(6).map(name)).toEqual(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r) => `Card ${r}`));
    // Lucky 7-B's card runners are 'Card n', n = 1 (ace) .. 13 (king).
    const l7b = v.parse(RoundBody, (await getJson('/sports/v1/casino/lucky/b/data')).body).data.t2;
    expect(l7b.map(name)).toEqual([...l7a.slice(0, 6).map(name), ...Array.from({ length: 13 }, (_, i) => `Card ${i + 1}`)]);
    const tp = v.parse(RoundBody, (await getJson('/sports/v1/casino/teenpatti/t20/data')).body).data.t2;
    expect(tp.map((o) => [name(o), o.sid, o.rate])).toEqual([
      ['Player A', '1', 1.98],
      ['Player B', '3', 1.98],
    ]);
  });

  it('sends some numbers as numeric strings, as the contract allows', async () => {
    const raw = (await getJson('/sports/v1/casino/teenpatti/t20/data')).body as { data: { t1: { autotime: unknown }[]; t2: { rate: unknown }[] } };
    expect(typeof raw.data.t1[0]?.autotime).toBe('string');
    expect(typeof raw.data.t2[0]?.rate).toBe('string');
    const plain = (await getJson('/sports/v1/casino/dragontiger/fast/data')).body as typeof raw;
    expect(typeof plain.data.t1[0]?.autotime).toBe('number');
  });

  it.each([
    ['teenpatti/t20', 25, 8, 6],
    ['teenpatti/3card', 25, 8, 6],
    ['dragontiger/t20', 19, 6, 2],
    ['dragontiger/fast', 19, 6, 2],
    ['lucky/a', 19, 5, 1],
  ])('%s: autotime counts down from %i, outcomes suspend, cards turn up, the next round starts', async (game, roundS, closeAt, cardCount) => {
    const t = table(game);
    const start = nextRoundStart(t);
    clock.set(start);
    const first = v.parse(RoundBody, (await getJson(`/sports/v1/casino/${game}/data`)).body).data;
    const mid = Number(first.t1[0]?.mid);
    let faceUpBefore = 0;
    for (let s = 0; s < roundS; s++) {
      clock.set(start + s * 1000 + 500);
      const { t1, t2 } = v.parse(RoundBody, (await getJson(`/sports/v1/casino/${game}/data`)).body).data;
      const info = t1[0];
      expect(Number(info?.mid)).toBe(mid);
      expect(info?.autotime).toBe(roundS - s);
      const open = roundS - s > closeAt;
      for (const o of t2) expect(o.gstatus).toBe(open ? 1 : 0);
      const slots = [info?.C1, info?.C2, info?.C3, info?.C4, info?.C5, info?.C6].slice(0, cardCount);
      const faceUp = slots.filter((c) => c !== '1').length;
      // No card is shown while bets are taken; then they only ever turn face up.
      expect(open ? faceUp === 0 : true).toBe(true);
      expect(faceUp).toBeGreaterThanOrEqual(faceUpBefore);
      faceUpBefore = faceUp;
      expect(slots.filter((c) => c !== '1').every((c) => parseCardCode(String(c)) !== null)).toBe(true);
    }
    expect(faceUpBefore).toBe(cardCount);

    clock.set(start + roundS * 1000);
    const next = v.parse(RoundBody, (await getJson(`/sports/v1/casino/${game}/data`)).body).data.t1[0];
    expect(Number(next?.mid)).toBe(mid + 1);
    expect(next?.autotime).toBe(roundS);
    expect(next?.C1).toBe('1');

    const results = v.parse(ResultsBody, (await getJson(`/sports/v1/casino/${game}/result`)).body).data.data;
    expect(Number(results[0]?.mid)).toBe(mid);
    expect(results[0]?.cards?.split(',')).toHaveLength(cardCount);
  });

  it('shows in the results the cards the round dealt', async () => {
    const t = table('dragontiger/t20');
    const start = nextRoundStart(t);
    clock.set(start + 18_500);
    const info = v.parse(RoundBody, (await getJson('/sports/v1/casino/dragontiger/t20/data')).body).data.t1[0];
    clock.set(start + 19_000);
    const last = v.parse(ResultsBody, (await getJson('/sports/v1/casino/dragontiger/t20/result')).body).data.data[0];
    expect(last?.cards).toBe(`${info?.C1},${info?.C2}`);
    const [dragon, tiger] = cards(...(last?.cards?.split(',') ?? []));
    const expected = dragon!.rank > tiger!.rank ? '1' : dragon!.rank < tiger!.rank ? '2' : '3';
    expect(last?.result).toBe(expected);
  });

  it('answers the generic launcher types with round data and results, and 404 for unknown games', async () => {
    for (const t of TABLES.filter((x) => x.kind === 'generic')) {
      const { status, body } = await getJson(`/casino/data/${t.casinoType}/113`);
      expect(status).toBe(200);
      const data = v.parse(dataOf(GenericRoundData), body).data;
      expect(data.result).toHaveLength(10);
      expect(data.t2.length).toBe(t.rules.outcomes.length);
      expect(data.t1[0]?.gtype).toBe(t.casinoType);
    }
    expect((await getJson('/casino/data/nosuch/113')).status).toBe(404);
    expect((await getJson('/sports/v1/casino/teenpatti/nosuch/data')).status).toBe(404);
    expect((await getJson('/sports/v1/casino/nosuch/t20/result')).status).toBe(404);
  });

  it('gives a finished round by id, nothing for the running one, 404 for an unknown id', async () => {
    const t = table('lucky/a');
    const current = roundNumberAt(SEED, t, T0);
    const prev = roundByNumber(SEED, t, current - 1);
    const done = await postJson('/sports/v1/casino/result', { roundId: prev.mid });
    const rows = v.parse(dataOf(v.array(RoundResult)), done.body).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mid).toBe(prev.mid);
    expect(rows[0]?.win.split(',')[0]).toBe(prev.judgement.result);
    const running = await postJson('/sports/v1/casino/result', { roundId: roundByNumber(SEED, t, current).mid });
    expect(v.parse(dataOf(v.array(RoundResult)), running.body).data).toEqual([]);
    expect((await postJson('/sports/v1/casino/result', { roundId: 'x1' })).status).toBe(404);
  });

  it('looks up cards: all of a finished round, face-down slots of a fresh one', async () => {
    const t = table('teenpatti/t20');
    const start = nextRoundStart(t);
    clock.set(start + 100);
    const prev = roundByNumber(SEED, t, roundNumberAt(SEED, t, start) - 1);
    const cur = roundByNumber(SEED, t, roundNumberAt(SEED, t, start));
    const CardBody = dataOf(v.object({ card: v.string() }));
    const done = v.parse(CardBody, (await getJson(`/v2/get-casino-cards/113/${prev.mid}`)).body).data.card.split(',');
    expect(done).toHaveLength(6);
    expect(done.every((c) => parseCardCode(c) !== null)).toBe(true);
    const fresh = v.parse(CardBody, (await getJson(`/v2/get-casino-cards/113/${cur.mid}`)).body).data.card;
    expect(fresh).toBe('1,1,1,1,1,1');
    expect((await getJson('/v2/get-casino-cards/113/999')).status).toBe(404);
  });

  it('is deterministic: the same seed and time give the same body, another seed other cards', async () => {
    const t = table('teenpatti/3card');
    const at = nextRoundStart(t) + 24_500;
    clock.set(at);
    const a = (await getJson('/sports/v1/casino/teenpatti/3card/result')).body;
    const b = (await getJson('/sports/v1/casino/teenpatti/3card/result')).body;
    expect(b).toEqual(a);
    expect(roundData(SEED, t, at)).toEqual(roundData(SEED, t, at));
    const dealsA = Array.from({ length: 5 }, (_, i) => roundByNumber(SEED, t, 1000 + i).cards);
    const dealsB = Array.from({ length: 5 }, (_, i) => roundByNumber(SEED + 1, t, 1000 + i).cards);
    expect(dealsB).not.toEqual(dealsA);
  });
});

describe('game rules', () => {
  it('ranks teen patti hands: trail, pure sequence, sequence, colour, pair, high card', () => {
    const ladder = [
      cards('2SS', '2HH', '2DD'),
      cards('4HH', '5HH', '6HH'),
      cards('QSS', 'KHH', 'ACC'),
      cards('2CC', '9CC', 'JCC'),
      cards('ASS', 'AHH', 'KDD'),
      cards('ASS', 'KHH', 'JDD'),
    ];
    for (let i = 0; i + 1 < ladder.length; i++) expect(compareHands(ladder[i]!, ladder[i + 1]!)).toBeGreaterThan(0);
    expect(handScore(cards('ASS', '2HH', '3DD'))).toEqual([3, 3]);
    // Equal ranks fall to the suit of the top card: spades beat hearts.
    expect(compareHands(cards('KSS', '9CC', '4DD'), cards('KHH', '9DD', '4CC'))).toBeGreaterThan(0);
  });

  it('voids Dragon and Tiger on a tie and pays the Tie; pays side bets by the card', () => {
    const j = dragonTigerRules.judge(cards('7HH', '7SS'));
    expect(j.result).toBe('3');
    expect(settleCase(j, '1')).toBe('void');
    expect(settleCase(j, '2')).toBe('void');
    expect(settleCase(j, '3')).toBe('win');
    expect(settleCase(j, '4')).toBe('loss');
    const k = dragonTigerRules.judge(cards('QDD', '3CC'));
    expect(k.result).toBe('1');
    expect(['1', '5', '7', '20'].map((s) => settleCase(k, s))).toEqual(['win', 'win', 'win', 'win']); // Dragon, Even, Red, Card Q
    expect(['2', '6', '8', '22', '23', '25', '28'].map((s) => settleCase(k, s))).toEqual(['loss', 'loss', 'loss', 'loss', 'win', 'win', 'win']); // Tiger Odd, Black, Card 3
  });

  it('lucky 7: a seven loses both Low and High; below is Low, above High', () => {
    const seven = lucky7Rules.judge(cards('7DD'));
    expect(seven.result).toBe('3');
    expect(['1', '2', '3', '4', '5', '13'].map((s) => settleCase(seven, s))).toEqual(['loss', 'loss', 'loss', 'win', 'win', 'win']);
    expect(lucky7Rules.judge(cards('6SS')).result).toBe('1');
    expect(lucky7Rules.judge(cards('8SS')).result).toBe('2');
  });

  it('andar bahar: the first side dealt the joker\'s rank wins, Andar first; a round ends by the fifth card after the joker', () => {
    expect(andarBaharRules.judge(cards('7HH', '7SS')).result).toBe('1');
    expect(andarBaharRules.judge(cards('7HH', '2SS', '7CC')).result).toBe('2');
    const late = andarBaharRules.judge(cards('KDD', '2SS', '3CC', '4HH', '5DD', 'KSS'));
    expect([late.result, settleCase(late, '1'), settleCase(late, '2')]).toEqual(['1', 'win', 'loss']);
    let sawBahar = false;
    for (let seed = 1; seed <= 300; seed++) {
      const dealt = andarBaharRules.deal(seed);
      const [joker, ...after] = dealt;
      expect(dealt.length).toBeGreaterThanOrEqual(2);
      expect(dealt.length).toBeLessThanOrEqual(6);
      // Only the last card matches the joker's rank: the round stops on it.
      expect(after.map((c) => c.rank === joker!.rank)).toEqual(after.map((_, i) => i === after.length - 1));
      sawBahar ||= andarBaharRules.judge(dealt).result === '2';
    }
    expect(sawBahar).toBe(true);
  });

  it('poker: best five of seven', () => {
    const board = cards('2HH', '7HH', '9HH', 'KCC', '3SS');
    const flush = bestScore([...cards('AHH', '4HH'), ...board]);
    const pairKings = bestScore([...cards('KSS', 'QDD'), ...board]);
    expect(flush[0]).toBe(5);
    expect(pairKings[0]).toBe(1);
    expect(compareScores(flush, pairKings)).toBeGreaterThan(0);
  });
});

describe('casino bets', () => {
  const t = table('teenpatti/t20');
  const start = nextRoundStart(t);
  const mid = roundByNumber(SEED, t, roundNumberAt(SEED, t, start)).mid;
  const payload = (over: Record<string, unknown> = {}): Record<string, unknown> => {
    const stake = typeof over.stake === 'number' ? over.stake : 500;
    const rate = typeof over.oddsReq === 'number' ? over.oddsReq : 1.98;
    return {
      eventId: '113',
      legueId: t.legueId,
      matchId: t.matchId,
      marketId: t.marketId,
      roundId: mid,
      sportsName: 'Casino',
      event: t.name,
      markettype: 'Casino',
      selection: 'Player A',
      selectionId: '1',
      type: 'back',
      oddsReq: rate,
      stake,
      ...betMargins('Casino', 'back', rate, stake),
      ...over,
    };
  };

  it('accepts a back on the current open round at the current rate', () => {
    expect(validateCasinoBet(SEED, payload(), start + 2_000)).toBeNull();
    expect(validateCasinoBet(SEED, payload({ stake: 100 }), start + 2_000)).toBeNull();
    expect(validateCasinoBet(SEED, payload({ stake: 5000, oddsReq: '1.98' }), start + 2_000)).toBeNull();
  });

  it('refuses with the right message otherwise', () => {
    const at = start + 2_000;
    expect(validateCasinoBet(SEED, payload({ stake: 99 }), at)).toBe('Minimum stake limit exceeded!');
    expect(validateCasinoBet(SEED, payload({ stake: 5001 }), at)).toBe('Maximum stake limit exceeded!');
    expect(validateCasinoBet(SEED, payload({ stake: 150.5 }), at)).toBe(CASINO_REFUSAL.wholeStake);
    expect(validateCasinoBet(SEED, payload({ oddsReq: 2.1 }), at)).toBe('Odds changed');
    expect(validateCasinoBet(SEED, payload({ favourMargin: 600 }), at)).toBe(CASINO_REFUSAL.margins);
    expect(validateCasinoBet(SEED, payload({ selectionId: '9' }), at)).toBe(CASINO_REFUSAL.unknownSelection);
    expect(validateCasinoBet(SEED, payload({ type: 'lay' }), at)).toBe(CASINO_REFUSAL.backOnly);
    // The last seconds: outcomes are suspended.
    expect(validateCasinoBet(SEED, payload(), start + 17_000)).toBe('Market suspended');
    // The round has ended, or never existed.
    expect(validateCasinoBet(SEED, payload(), start + 25_000)).toBe('Round closed');
    expect(validateCasinoBet(SEED, payload({ roundId: 'abc' }), at)).toBe('Round closed');
  });

  it('settles bets when their round ends, by the dealt cards', () => {
    const round = roundByNumber(SEED, t, roundNumberAt(SEED, t, start));
    const bets = [
      { betId: 'a', roundId: mid, selectionId: '1' },
      { betId: 'b', roundId: mid, selectionId: '3' },
    ];
    expect(dueCasinoSettlements(SEED, bets, start + 24_999)).toEqual([]);
    const due = dueCasinoSettlements(SEED, bets, start + 25_000);
    const winner = round.judgement.result;
    const remark = `20 20 TEENPATTI round ${mid}: ${winner === '1' ? 'Player A' : 'Player B'} (${resultOf(round).cards.split(',').join(', ')})`;
    expect(due).toEqual([
      { betId: 'a', outcome: winner === '1' ? 'win' : 'loss', atMs: round.endMs, remark },
      { betId: 'b', outcome: winner === '3' ? 'win' : 'loss', atMs: round.endMs, remark },
    ]);
    expect(dueCasinoSettlements(SEED, [{ betId: 'x', roundId: 'nope', selectionId: '1' }], start)).toMatchObject([{ betId: 'x', outcome: 'void' }]);
    expect(viewAt(SEED, t, start + 25_000).round.number).toBe(round.number + 1);
  });
});
