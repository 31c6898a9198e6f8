// Margins per market kind (contract section 5).
import { describe, expect, it } from 'vitest';
import {
  betMargins,
  casinoMargins,
  horseMargins,
} from '../../src/domain/margins';
import { round2 } from '../../src/domain/rounding';

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
    expect(betMargins('ODDS', 'back', 2.5, 100)).toEqual({ favourMargin: 150, againstMargin: 100 });
  });
  it('lay: wins the stake, loses (odds - 1) x stake', () => {
    expect(betMargins('ODDS', 'lay', 2.5, 100)).toEqual({ favourMargin: 100, againstMargin: 150 });
  });
  it('below odds 1 takes 0.1 off instead of 1', () => {
    expect(betMargins('ODDS', 'back', 0.5, 100)).toEqual({ favourMargin: 40, againstMargin: 100 });
    expect(betMargins('ODDS', 'lay', 0.5, 100)).toEqual({ favourMargin: 100, againstMargin: 40 });
  });
  it('exactly odds 1 uses the normal rule (nothing to win)', () => {
    expect(betMargins('ODDS', 'back', 1, 100).favourMargin).toBe(0);
  });
  it('rounds to 2 decimals', () => {
    expect(betMargins('ODDS', 'back', 1.333, 7)).toEqual({ favourMargin: 2.33, againstMargin: 7 });
  });
});

describe('bookmaker and fancy margins (per 100)', () => {
  it('bookmaker back 45 pays 0.45 per unit', () => {
    expect(betMargins('BOOKMAKER', 'back', 45, 200)).toEqual({ favourMargin: 90, againstMargin: 200 });
  });
  it('bookmaker lay loses the per-100 profit', () => {
    expect(betMargins('BOOKMAKER', 'lay', 45, 200)).toEqual({ favourMargin: 200, againstMargin: 90 });
  });
  it('fancy uses size / 100, not the runs line', () => {
    expect(betMargins('FANCY', 'back', 90, 100)).toEqual({ favourMargin: 90, againstMargin: 100 });
    expect(betMargins('FANCY', 'lay', 110, 100)).toEqual({ favourMargin: 100, againstMargin: 110 });
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
