// The what-if stream: the price (or Cash Out) pointed at, held once for the page, and each runner's figure from it; nothing while nothing is pointed at.
import { describe, expect, it } from 'vitest';
import { BehaviorSubject, NEVER, of } from 'rxjs';
import { createActor } from 'xstate';
import type { StreamedRate } from '../../../machines/betSelection';
import type { CashOut } from '../../../src/domain/cashOut';
import { cellId, createBetSlip, parseCellId, type CellInfo, type SlipCell } from '../../../streams/market/betSlip';
import { createWhatIf, type WhatIfFigure } from '../../../streams/market/whatIf';
import { KEY, matchOddsInfo } from './slipFixtures';

const BACK_INDIA: SlipCell = { kind: 'ODDS', key: KEY, marketId: '1.1', selectionId: '11', level: 'back1' };
const LAY_AUS: SlipCell = { kind: 'ODDS', key: KEY, marketId: '1.1', selectionId: '22', level: 'lay1' };
const INFO: CellInfo = matchOddsInfo();
const CASH_MARKET = { key: KEY, matchId: '9001', kind: 'ODDS' as const, marketId: '1.1', urlInPlay: true };

function bed() {
  const rates = new Map<string, BehaviorSubject<StreamedRate | null>>([
    [cellId(BACK_INDIA), new BehaviorSubject<StreamedRate | null>({ oddsReq: 2 })],
    [cellId(LAY_AUS), new BehaviorSubject<StreamedRate | null>({ oddsReq: 3 })],
  ]);
  const stakes = new BehaviorSubject([{ stakeValue: 100 }, { stakeValue: 500 }]);
  const clickStake = new BehaviorSubject<number | null>(null);
  const slips = createBetSlip({
    placeBet: () => NEVER,
    resolveBet: () => Promise.resolve('placed'),
    staleOf: () => of(false),
    afterBetPlaced: () => {},
    toast: () => {}, keepNotice: () => {},
    rateOf: () => of(null),
    lookup: () => INFO,
  });
  const slip = createActor(slips.machine).start();
  const cashOut: CashOut = { kind: 'hedge', bets: [], after: { '11': 40, '22': 41 }, amount: 40 };
  const whatIf = createWhatIf({
    rateOf: (cell) => rates.get(cellId(cell)) ?? of(null),
    lookup: () => INFO,
    marketBets: () => of([]),
    stakes,
    clickStake,
    cashOut: () => of(cashOut),
  });
  const seen = (selectionId: string) => {
    const out: (WhatIfFigure | null)[] = [];
    whatIf.whatIf$(slip, '9001', '1.1', selectionId).subscribe((f) => out.push(f));
    return out;
  };
  return { whatIf, slip, rates, stakes, clickStake, seen };
}

describe('what-if stream', () => {
  it('nothing pointed at: null, once', () => {
    const { seen } = bed();
    expect(seen('11')).toEqual([null]);
  });

  it('a price pointed at prices the bet at the first quick stake, follows its price, and goes when released', () => {
    const { whatIf, rates, seen } = bed();
    const india = seen('11');
    whatIf.aim({ kind: 'cell', cell: BACK_INDIA });
    expect(india.at(-1)).toEqual({ amount: 100, of: 'bet' });
    rates.get(cellId(BACK_INDIA))?.next({ oddsReq: 2.5 });
    expect(india.at(-1)).toEqual({ amount: 150, of: 'bet' });
    whatIf.release({ kind: 'cell', cell: BACK_INDIA });
    expect(india.at(-1)).toBeNull();
  });

  it("the slip's stake wins over the quick stake", () => {
    const { whatIf, slip, seen } = bed();
    const aus = seen('22');
    slip.send({ type: 'CHIP', stake: 300 });
    whatIf.aim({ kind: 'cell', cell: LAY_AUS });
    // Lay Australia 300 at 3: Australia loses 600.
    expect(aus.at(-1)).toEqual({ amount: -600, of: 'bet' });
  });

  it('with one-click on, the stake a click would place: the one-click stake, over the slip\'s and the quick stake, and it follows the setting', () => {
    const { whatIf, slip, clickStake, seen } = bed();
    const india = seen('11');
    slip.send({ type: 'CHIP', stake: 300 });
    clickStake.next(500);
    whatIf.aim({ kind: 'cell', cell: BACK_INDIA });
    // Back India 500 at 2: +500 (the slip's 300 would have said +300).
    expect(india.at(-1)).toEqual({ amount: 500, of: 'bet' });
    // One-click's stake changed (in this tab or another): the figure follows at once.
    clickStake.next(100);
    expect(india.at(-1)).toEqual({ amount: 100, of: 'bet' });
    // One-click off: a click opens the slip, so the slip's stake.
    clickStake.next(null);
    expect(india.at(-1)).toEqual({ amount: 300, of: 'bet' });
  });

  it('releasing a price after another was pointed at keeps the newer one', () => {
    const { whatIf, seen } = bed();
    const india = seen('11');
    whatIf.aim({ kind: 'cell', cell: BACK_INDIA });
    whatIf.aim({ kind: 'cell', cell: LAY_AUS });
    whatIf.release({ kind: 'cell', cell: BACK_INDIA });
    // Lay Australia 100 at 3: India wins the 100 stake.
    expect(india.at(-1)).toEqual({ amount: 100, of: 'bet' });
    whatIf.clear();
    expect(india.at(-1)).toBeNull();
  });

  it('another market pointed at leaves this one alone', () => {
    const { whatIf, seen } = bed();
    const india = seen('11');
    whatIf.aim({ kind: 'cell', cell: { ...BACK_INDIA, marketId: '1.2' } });
    expect(india).toEqual([null]);
  });

  it('Cash Out pointed at: each runner after the cash out', () => {
    const { whatIf, seen } = bed();
    const aus = seen('22');
    whatIf.aim({ kind: 'cashOut', market: CASH_MARKET });
    expect(aus.at(-1)).toEqual({ amount: 41, of: 'cashOut' });
  });
});

describe('parseCellId', () => {
  it('reads back every kind of cell from its id', () => {
    const cells: SlipCell[] = [
      BACK_INDIA,
      { kind: 'BOOKMAKER', key: KEY, marketId: 'bm1', selectionId: '11', side: 'lay' },
      { kind: 'FANCY', key: KEY, selectionId: 'f1', side: 'back' },
      { kind: 'HORSE', key: KEY, marketId: '1.9', selectionId: '7', level: 'lay3' },
    ];
    for (const c of cells) expect(parseCellId(cellId(c))).toEqual(c);
  });
  it('anything else is null', () => {
    for (const id of ['', 'ODDS', 'ODDS|k|m|s|back9', 'BOOKMAKER|k|m|s|up', 'FANCY|k|s|back|x', 'CASINO|k|m|s|back1']) expect(parseCellId(id)).toBeNull();
  });
});
