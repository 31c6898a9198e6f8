// Did the rate move between selection and confirm.
import { describe, expect, it } from 'vitest';
import type { BookmakerRunner, ExchangeRunner, FancyRow, HorseMarket } from '../../src/api/contract';
import {
  RATE_CHANGED_MESSAGE,
  bookmakerRateChanged,
  currentBookmakerRate,
  currentFancyRate,
  currentHorseRate,
  currentOddsRate,
  fancyRateChanged,
  oddsRateChanged,
} from '../../src/domain/rateCheck';

const runner: ExchangeRunner = {
  selectionId: '1',
  runnerName: 'India',
  status: 'ACTIVE',
  ex: {
    availableToBack: [
      { price: 1.9, size: 100 },
      { price: 1.88, size: 50 },
      { price: 1.86, size: 10 },
    ],
    availableToLay: [
      { price: 1.92, size: 80 },
      { price: 1.94, size: 40 },
      { price: 1.96, size: 5 },
    ],
  },
};

describe('odds and bookmaker', () => {
  it('same rate is unchanged, any difference or a missing rate is a change', () => {
    expect(oddsRateChanged(1.9, 1.9)).toBe(false);
    expect(oddsRateChanged(1.9, 1.91)).toBe(true);
    expect(oddsRateChanged(1.9, undefined)).toBe(true);
    expect(oddsRateChanged(1.9, Number.NaN)).toBe(true);
    expect(bookmakerRateChanged(45, 45)).toBe(false);
    expect(bookmakerRateChanged(45, 46)).toBe(true);
  });
  it('reads the best price of the side (index 0)', () => {
    expect(currentOddsRate(runner, 'back')).toBe(1.9);
    expect(currentOddsRate(runner, 'lay')).toBe(1.92);
    expect(currentOddsRate(undefined, 'back')).toBeUndefined();
    expect(currentOddsRate({ ...runner, ex: { availableToBack: [], availableToLay: [] } }, 'lay')).toBeUndefined();
  });
  it('reads a bookmaker runner by side', () => {
    const bm: BookmakerRunner = { selectionId: '1', runnerName: 'A', status: 'ACTIVE', backPrice: 45, backSize: 100, layPrice: 50, laySize: 100 };
    expect(currentBookmakerRate(bm, 'back')).toBe(45);
    expect(currentBookmakerRate(bm, 'lay')).toBe(50);
    expect(currentBookmakerRate(undefined, 'lay')).toBeUndefined();
  });
});

describe('fancy', () => {
  const row: FancyRow = {
    RunnerName: '6 over runs',
    SelectionId: '9',
    gtype: 'session',
    BackPrice1: 52,
    BackSize1: 100,
    LayPrice1: 50,
    LaySize1: 110,
    GameStatus: '',
  };
  it('a change of line or of rate is a change', () => {
    expect(fancyRateChanged({ price: 52, size: 100 }, { price: 52, size: 100 })).toBe(false);
    expect(fancyRateChanged({ price: 52, size: 100 }, { price: 53, size: 100 })).toBe(true);
    expect(fancyRateChanged({ price: 52, size: 100 }, { price: 52, size: 90 })).toBe(true);
    expect(fancyRateChanged({ price: 52, size: 100 }, undefined)).toBe(true);
  });
  it('reads the side of the row', () => {
    expect(currentFancyRate(row, 'back')).toEqual({ price: 52, size: 100 });
    expect(currentFancyRate(row, 'lay')).toEqual({ price: 50, size: 110 });
  });
});

describe('horse', () => {
  const market: HorseMarket = {
    mid: 'm',
    mname: 'Win',
    section: [
      { nat: 'Horse 1', sid: '11', odds: [{ oname: 'back1', odds: 3.2, size: 10 }, { oname: 'lay1', odds: 3.4, size: 5 }] },
    ],
  };
  it('reads back1 or lay1 of the runner', () => {
    expect(currentHorseRate(market, '11', 'back')).toBe(3.2);
    expect(currentHorseRate(market, '11', 'lay')).toBe(3.4);
    expect(currentHorseRate(market, '12', 'lay')).toBeUndefined();
  });
});

it('uses the spec message', () => {
  expect(RATE_CHANGED_MESSAGE).toBe('Bet rate changed!');
});
