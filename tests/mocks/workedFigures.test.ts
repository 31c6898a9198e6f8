// Worked figures of the specifications (spec 000 section 9, spec 001 section 5, contract section 5), written out
// as literal numbers and checked against BOTH the client's arithmetic (src/domain) and the simulated exchange's
// own (src/mocks/world/arithmetic.ts). Neither side can pass by agreeing with the other: each meets the numbers.
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../src/api/contract';
import { mainBalance } from '../../src/domain/format';
import { betMargins, casinoMargins, horseMargins, type MarginKind } from '../../src/domain/margins';
import { projectSelections } from '../../src/domain/projection';
import { settleCase, type Judgement } from '../../src/mocks/casino/rules/types';
import { exposureOfBets, marginsOf, settlementAmount } from '../../src/mocks/world/arithmetic';
import { createLedger } from '../../src/mocks/world/ledger';

type Row = readonly [what: string, kind: MarginKind, side: 'back' | 'lay', price: number, stake: number, favour: number, against: number];

// price: oddsReq (ODDS, HORSE, Casino, BOOKMAKER per 100), the size (rate per 100) for FANCY.
const MARGINS: readonly Row[] = [
  // Exchange odds below 2: the player risks more than the back wins.
  ['odds 1.5 back', 'ODDS', 'back', 1.5, 100, 50, 100],
  ['odds 1.5 lay', 'ODDS', 'lay', 1.5, 100, 100, 50],
  ['odds 1.98 back', 'ODDS', 'back', 1.98, 250, 245, 250],
  ['odds 1.01 back', 'ODDS', 'back', 1.01, 100, 1, 100],
  ['odds 1.57 back, 2-decimal rounding', 'ODDS', 'back', 1.57, 115, 65.55, 115],
  ['odds 1.15 lay, 2-decimal rounding', 'ODDS', 'lay', 1.15, 333, 333, 49.95],
  // Evens and above 2.
  ['odds 2 back', 'ODDS', 'back', 2, 1000, 1000, 1000],
  ['odds 2.5 back', 'ODDS', 'back', 2.5, 100, 150, 100],
  ['odds 3.4 back', 'ODDS', 'back', 3.4, 100, 240, 100],
  ['odds 3.4 lay', 'ODDS', 'lay', 3.4, 500, 500, 1200],
  ['odds 2.02 back', 'ODDS', 'back', 2.02, 101, 103.02, 101],
  ['odds 12 lay', 'ODDS', 'lay', 12, 100, 100, 1100],
  // Below odds 1 the spec takes 0.1 off instead of 1 (spec 000 section 9).
  ['odds 0.5 back (below 1)', 'ODDS', 'back', 0.5, 100, 40, 100],
  ['odds 0.5 lay (below 1)', 'ODDS', 'lay', 0.5, 100, 100, 40],
  // Bookmaker per 100: 45 pays 0.45 per unit staked (contract section 4).
  ['bookmaker 45 back', 'BOOKMAKER', 'back', 45, 100, 45, 100],
  ['bookmaker 45 lay', 'BOOKMAKER', 'lay', 45, 1000, 1000, 450],
  ['bookmaker 120 back', 'BOOKMAKER', 'back', 120, 300, 360, 300],
  ['bookmaker 95 lay', 'BOOKMAKER', 'lay', 95, 250, 250, 237.5],
  // Fancy: Size is the rate per 100; yes = back, no = lay.
  ['fancy yes at rate 100', 'FANCY', 'back', 100, 500, 500, 500],
  ['fancy no at rate 90', 'FANCY', 'lay', 90, 200, 200, 180],
  ['fancy yes at rate 110', 'FANCY', 'back', 110, 100, 110, 100],
  ['fancy no at rate 85', 'FANCY', 'lay', 85, 333, 333, 283.05],
  // Casino: back only, (rate - 1) x stake (spec 001 section 5).
  ['casino rate 1.98', 'Casino', 'back', 1.98, 100, 98, 100],
  ['casino rate 12', 'Casino', 'back', 12, 500, 5500, 500],
  ['casino rate 1.95 at the 5000 maximum', 'Casino', 'back', 1.95, 5000, 4750, 5000],
  // Horse: as exchange odds.
  ['horse 4.5 back', 'HORSE', 'back', 4.5, 200, 700, 200],
  ['horse 6 lay', 'HORSE', 'lay', 6, 100, 100, 500],
  ['horse 1.8 back', 'HORSE', 'back', 1.8, 150, 120, 150],
];

describe('margins: client and exchange meet the worked figures', () => {
  it.each(MARGINS)('%s', (_what, kind, side, price, stake, favourMargin, againstMargin) => {
    const want = { favourMargin, againstMargin };
    expect(betMargins(kind, side, price, stake), 'client (src/domain/margins.ts)').toEqual(want);
    expect(marginsOf(kind, side, price, stake), 'exchange (src/mocks/world/arithmetic.ts)').toEqual(want);
  });

  it('casino: the client\'s casinoMargins is (rate - 1) x stake against the stake', () => {
    expect(casinoMargins(1.98, 100)).toEqual({ favourMargin: 98, againstMargin: 100 });
    expect(casinoMargins(2.85, 1000)).toEqual({ favourMargin: 1850, againstMargin: 1000 });
    expect(marginsOf('Casino', 'back', 2.85, 1000)).toEqual({ favourMargin: 1850, againstMargin: 1000 });
  });

  it('horse: the latest pair is the margins at the odds on confirm', () => {
    expect(horseMargins('back', 4.5, 4.2, 200)).toEqual({
      favourMargin: 700,
      againstMargin: 200,
      latestFavourMargin: 640,
      latestAgainstMargin: 200,
    });
    expect(horseMargins('lay', 6, 6.4, 100)).toEqual({
      favourMargin: 100,
      againstMargin: 500,
      latestFavourMargin: 100,
      latestAgainstMargin: 540,
    });
    expect(marginsOf('HORSE', 'back', 4.2, 200)).toEqual({ favourMargin: 640, againstMargin: 200 });
    expect(marginsOf('HORSE', 'lay', 6.4, 100)).toEqual({ favourMargin: 100, againstMargin: 540 });
  });
});

// ---------- projections and exposure ----------

const RUNNERS = [
  { selectionId: 'A', runnerName: 'Team A' },
  { selectionId: 'B', runnerName: 'Team B' },
  { selectionId: 'C', runnerName: 'The Draw' },
];

let betNo = 0;
function bet(kind: MarginKind, side: 'back' | 'lay', selectionId: string, price: number, stake: number, more: Partial<Bet> = {}): Bet {
  betNo += 1;
  const fancy = kind === 'FANCY';
  return {
    betId: `b${betNo}`,
    markettype: kind,
    market: kind,
    selection: selectionId,
    selectionId,
    type: side,
    stake,
    case: '',
    placeTime: '2026-11-22T14:00:00.000Z',
    // Deliberately wrong margins: the exchange must recompute them from price and stake.
    favourMargin: 0.01,
    againstMargin: 0.01,
    sportsName: 'Cricket',
    event: 'A v B',
    eventId: '4',
    legueId: '1',
    matchId: '31001',
    marketId: fancy ? '4-1-31001' : '1.1',
    ...(fancy ? { price: 40, size: price } : { oddsReq: price }),
    runners: fancy ? [] : RUNNERS,
    ...more,
  };
}

type ProjectionRow = readonly [what: string, bets: readonly Bet[], projection: Record<string, number>, exposure: number];

const PROJECTIONS: readonly ProjectionRow[] = [
  ['one back at 2.5 (above 2)', [bet('ODDS', 'back', 'A', 2.5, 100)], { A: 150, B: -100, C: -100 }, 100],
  ['one lay at 1.5 (below 2)', [bet('ODDS', 'lay', 'A', 1.5, 100)], { A: -50, B: 100, C: 100 }, 50],
  [
    'back A 2.5 x 100, lay B 3 x 100',
    [bet('ODDS', 'back', 'A', 2.5, 100), bet('ODDS', 'lay', 'B', 3, 100)],
    { A: 250, B: -300, C: 0 },
    300,
  ],
  [
    'back and lay the same runner (a trade out): 2.5 back 100, 2 lay 125',
    [bet('ODDS', 'back', 'A', 2.5, 100), bet('ODDS', 'lay', 'A', 2, 125)],
    { A: 25, B: 25, C: 25 },
    0,
  ],
  [
    'bookmaker per 100: back A 45 x 1000, back B 80 x 500',
    [bet('BOOKMAKER', 'back', 'A', 45, 1000), bet('BOOKMAKER', 'back', 'B', 80, 500)],
    { A: -50, B: -600, C: -1500 },
    1500,
  ],
];

describe('projection and exposure of one market: client and exchange meet the worked figures', () => {
  it.each(PROJECTIONS)('%s', (_what, bets, projection, exposure) => {
    const ids = Object.keys(projection);
    // The client projects the margins it priced the bets with (its own betMargins).
    const clientBets = bets.map((b) => ({
      selectionId: b.selectionId,
      type: b.type,
      ...betMargins(b.markettype as MarginKind, b.type, b.oddsReq as number, b.stake),
    }));
    const client = projectSelections(clientBets, ids);
    expect(client, 'client projection').toEqual(projection);
    // The exchange: what its settlement would pay if each selection won (it recomputes margins: the 0.01s above are
    // ignored), and its exposure of the recorded bets.
    const exchange = Object.fromEntries(
      ids.map((winner) => [
        winner,
        Math.round(bets.reduce((sum, b) => sum + settlementAmount(b, (b.selectionId === winner) === (b.type === 'back') ? 'win' : 'loss'), 0) * 100) / 100,
      ]),
    );
    expect(exchange, 'exchange settlement per winner').toEqual(projection);
    expect(exposureOfBets(bets), 'exchange exposure of the recorded bets').toBe(exposure);
  });

  it('fancy: each session is its own yes/no market, summed with the others', () => {
    // yes at rate 100 x 500 (wins 500, loses 500), no at rate 90 x 200 (wins 200, loses 180): yes +320, no -300.
    const session1 = [bet('FANCY', 'back', 's1', 100, 500), bet('FANCY', 'lay', 's1', 90, 200)];
    // A lone no at rate 85 x 333: loses 283.05.
    const session2 = [bet('FANCY', 'lay', 's2', 85, 333)];
    const client = projectSelections(
      session1.map((b) => ({ selectionId: 'yes', type: b.type, ...betMargins('FANCY', b.type, b.size as number, b.stake) })),
      ['yes', 'no'],
    );
    expect(client).toEqual({ yes: 320, no: -300 });
    expect(exposureOfBets(session1)).toBe(300);
    expect(exposureOfBets(session2)).toBe(283.05);
    expect(exposureOfBets([...session1, ...session2])).toBe(583.05);
  });

  it('markets add up: the exposure is each market\'s worst loss, summed', () => {
    const odds = [bet('ODDS', 'back', 'A', 2.5, 100), bet('ODDS', 'lay', 'B', 3, 100)];
    const bookmaker = [bet('BOOKMAKER', 'back', 'A', 45, 1000, { marketId: 'bm-1' })];
    expect(exposureOfBets([...odds, ...bookmaker])).toBe(1300);
  });

  it('balance (client): the main balance is openingBalance minus exposure, 2 decimals (the exchange: the ledger test below)', () => {
    expect(mainBalance(25_000, 583.05)).toBe(24_416.95);

    expect(mainBalance(1000.1, 0.2)).toBe(999.9);

  });
});

// ---------- settlement ----------

describe('settlement: what a settled bet moves the cash by', () => {
  const SETTLED: readonly (readonly [what: string, b: Bet, outcome: 'win' | 'loss' | 'void', amount: number])[] = [
    ['back 2.5 x 100 won', bet('ODDS', 'back', 'A', 2.5, 100), 'win', 150],
    ['back 2.5 x 100 lost', bet('ODDS', 'back', 'A', 2.5, 100), 'loss', -100],
    ['lay 1.5 x 100 won (the runner lost)', bet('ODDS', 'lay', 'A', 1.5, 100), 'win', 100],
    ['lay 3.4 x 500 lost (the runner won)', bet('ODDS', 'lay', 'A', 3.4, 500), 'loss', -1200],
    ['bookmaker 45 x 1000 won', bet('BOOKMAKER', 'back', 'A', 45, 1000), 'win', 450],
    ['fancy no at 85 x 333 lost', bet('FANCY', 'lay', 's2', 85, 333), 'loss', -283.05],
    ['horse lay 6 x 100 lost', bet('HORSE', 'lay', 'h1', 6, 100), 'loss', -500],
    ['void', bet('ODDS', 'back', 'A', 2.5, 100), 'void', 0],
  ];
  it.each(SETTLED)('%s', (_what, b, outcome, amount) => {
    expect(settlementAmount(b, outcome)).toBe(amount);
  });

  it('casino outcomes: Dragon Tiger at 1.98 x 100 on Dragon, by the round\'s result', () => {
    const dragon = bet('Casino', 'back', '1', 1.98, 100, { roundId: 'r1', runners: [{ selectionId: '1', runnerName: 'Dragon' }, { selectionId: '2', runnerName: 'Tiger' }] });
    const dragonWins: Judgement = { result: '1', winners: ['1'], voids: [] };
    const tigerWins: Judgement = { result: '2', winners: ['2'], voids: [] };
    const tie: Judgement = { result: '3', winners: [], voids: ['1', '2'] };
    expect(settlementAmount(dragon, settleCase(dragonWins, '1'))).toBe(98);
    expect(settlementAmount(dragon, settleCase(tigerWins, '1'))).toBe(-100);
    expect(settlementAmount(dragon, settleCase(tie, '1'))).toBe(0);
    // On the table before the result: P on the outcome backed, L on the others (spec 001 section 4).
    const client = projectSelections([{ selectionId: '1', type: 'back', ...casinoMargins(1.98, 100) }], ['1', '2']);
    expect(client).toEqual({ '1': 98, '2': -100 });
    expect(exposureOfBets([dragon])).toBe(100);
  });

  it('the ledger: deposit, bets, settlements and the statement run to the worked balances', () => {
    const ledger = createLedger(1);
    const t = Date.parse('2026-11-22T10:00:00.000Z');
    ledger.deposit('u', 1000, t, 'Deposit from upline', 'Opening balance');
    // Sent with wrong margins on purpose: settlement pays the exchange's own figures.
    ledger.placeBet('u', bet('ODDS', 'back', 'A', 2.5, 100, { betId: 'x1' }));
    ledger.placeBet('u', bet('ODDS', 'lay', 'B', 3, 100, { betId: 'x2' }));
    ledger.placeBet('u', bet('FANCY', 'lay', 's2', 85, 333, { betId: 'x3' }));
    expect(ledger.exposure('u')).toBe(583.05);
    expect(ledger.balance('u')).toBe(1000);
    ledger.settleBet('x1', 'win', t + 1000);
    ledger.settleBet('x2', 'win', t + 1000);
    expect(ledger.exposure('u')).toBe(283.05);
    expect(ledger.balance('u')).toBe(1250);
    ledger.settleBet('x3', 'loss', t + 2000);
    expect(ledger.exposure('u')).toBe(0);
    expect(ledger.balance('u')).toBe(966.95);
    const rows = ledger.statement('u', {});
    expect(rows.map((r) => [r.type, r.amount, r.type === 'deposite' ? r.openingBalancePayee : r.openingBalancePayer])).toEqual([
      ['withdraw', 283.05, 966.95],
      ['deposite', 100, 1250],
      ['deposite', 150, 1150],
      ['deposite', 1000, 1000],
    ]);
    expect(ledger.profitLoss('u', {}).map((r) => r.profitloss)).toEqual([-33.05]);
  });
});
