// Margins per market kind (contract section 5) and the slip's P/L preview.
import { describe, expect, it } from 'vitest';
import {
  betMargins,
  bookmakerMargins,
  casinoMargins,
  fancyMargins,
  horseMargins,
  marginsForPayload,
  oddsMargins,
  round2,
  slipPreview,
} from '../../src/domain/margins';

describe('round2', () => {
  it('rounds half away from zero, also for negatives', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(2.344)).toBe(2.34);
  });
  it('never yields negative zero', () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
});

describe('exchange odds margins', () => {
  it('back: wins (odds - 1) x stake, loses the stake', () => {
    expect(oddsMargins('back', 2.5, 100)).toEqual({ favourMargin: 150, againstMargin: 100 });
  });
  it('lay: wins the stake, loses (odds - 1) x stake', () => {
    expect(oddsMargins('lay', 2.5, 100)).toEqual({ favourMargin: 100, againstMargin: 150 });
  });
  it('below odds 1 takes 0.1 off instead of 1', () => {
    expect(oddsMargins('back', 0.5, 100)).toEqual({ favourMargin: 40, againstMargin: 100 });
    expect(oddsMargins('lay', 0.5, 100)).toEqual({ favourMargin: 100, againstMargin: 40 });
  });
  it('exactly odds 1 uses the normal rule (nothing to win)', () => {
    expect(oddsMargins('back', 1, 100).favourMargin).toBe(0);
  });
  it('rounds to 2 decimals', () => {
    expect(oddsMargins('back', 1.333, 7)).toEqual({ favourMargin: 2.33, againstMargin: 7 });
  });
});

describe('bookmaker and fancy margins (per 100)', () => {
  it('bookmaker back 45 pays 0.45 per unit', () => {
    expect(bookmakerMargins('back', 45, 200)).toEqual({ favourMargin: 90, againstMargin: 200 });
  });
  it('bookmaker lay loses the per-100 profit', () => {
    expect(bookmakerMargins('lay', 45, 200)).toEqual({ favourMargin: 200, againstMargin: 90 });
  });
  it('fancy uses size / 100, not the runs line', () => {
    expect(fancyMargins('back', 90, 100)).toEqual({ favourMargin: 90, againstMargin: 100 });
    expect(fancyMargins('lay', 110, 100)).toEqual({ favourMargin: 100, againstMargin: 110 });
  });
});

describe('casino and horse margins', () => {
  it('casino is a back at (rate - 1) x stake', () => {
    expect(casinoMargins(1.98, 100)).toEqual({ favourMargin: 98, againstMargin: 100 });
  });
  it('casino below rate 1 does not use the 0.1 rule', () => {
    expect(casinoMargins(0.9, 100).favourMargin).toBe(-10);
  });
  it('horse carries latest margins at the confirm-time odds', () => {
    expect(horseMargins('back', 3, 3.5, 100)).toEqual({
      favourMargin: 200,
      againstMargin: 100,
      latestFavourMargin: 250,
      latestAgainstMargin: 100,
    });
    expect(horseMargins('lay', 3, 2.5, 10)).toEqual({
      favourMargin: 10,
      againstMargin: 20,
      latestFavourMargin: 10,
      latestAgainstMargin: 15,
    });
  });
});

describe('marginsForPayload', () => {
  it('dispatches by kind', () => {
    expect(marginsForPayload({ kind: 'ODDS', side: 'back', oddsReq: 2, stake: 50 })).toEqual(betMargins('ODDS', 'back', 2, 50));
    expect(marginsForPayload({ kind: 'BOOKMAKER', side: 'lay', oddsReq: 80, stake: 100 })).toEqual({ favourMargin: 100, againstMargin: 80 });
    expect(marginsForPayload({ kind: 'FANCY', side: 'back', size: 100, stake: 300 })).toEqual({ favourMargin: 300, againstMargin: 300 });
    expect(marginsForPayload({ kind: 'Casino', rate: 2.1, stake: 100 })).toEqual({ favourMargin: 110, againstMargin: 100 });
  });
  it('horse without latest odds repeats the chosen margins', () => {
    expect(marginsForPayload({ kind: 'HORSE', side: 'back', oddsReq: 4, stake: 10 })).toEqual({
      favourMargin: 30,
      againstMargin: 10,
      latestFavourMargin: 30,
      latestAgainstMargin: 10,
    });
  });
});

describe('slipPreview', () => {
  const ids = ['a', 'b', 'c'];
  it('a back shows P on its runner and L on the others', () => {
    const p = slipPreview({ selectionId: 'a', side: 'back', margins: oddsMargins('back', 3, 100) }, ids);
    expect(p).toEqual({
      a: { amount: 200, mark: 'P' },
      b: { amount: -100, mark: 'L' },
      c: { amount: -100, mark: 'L' },
    });
  });
  it('a lay shows L on its runner and P on the others', () => {
    const p = slipPreview({ selectionId: 'b', side: 'lay', margins: oddsMargins('lay', 3, 100) }, ids);
    expect(p.b).toEqual({ amount: -200, mark: 'L' });
    expect(p.a).toEqual({ amount: 100, mark: 'P' });
  });
  it('includes the matched bets of the market', () => {
    const matched = [{ selectionId: 'b', type: 'back' as const, favourMargin: 300, againstMargin: 100 }];
    const p = slipPreview({ selectionId: 'a', side: 'back', margins: { favourMargin: 50, againstMargin: 100 } }, ids, matched);
    expect(p.a).toEqual({ amount: -50, mark: 'L' });
    expect(p.b).toEqual({ amount: 200, mark: 'P' });
    expect(p.c).toEqual({ amount: -200, mark: 'L' });
  });
  it('a zero amount is marked P, not a loss', () => {
    const p = slipPreview({ selectionId: 'a', side: 'back', margins: { favourMargin: 0, againstMargin: 0 } }, ['a', 'b']);
    expect(p.b?.mark).toBe('P');
  });
});
