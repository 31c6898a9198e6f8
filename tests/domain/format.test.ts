// How amounts, sizes, chips, matched totals and balances read.
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatRemovalDate,
  formatMatchedMillions,
  formatSize,
  formatStakeChip,
  mainBalance,
  profitLossClass,
} from '../../src/domain/format';

describe('formatAmount', () => {
  it('always shows 2 decimals', () => {
    expect(formatAmount(12)).toBe('12.00');
    expect(formatAmount(-3.456)).toBe('-3.46');
    expect(formatAmount(0.005)).toBe('0.01');
  });
  it('shows no negative zero and survives non-numbers', () => {
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });
});

describe('formatSize', () => {
  it('above 1000 in k with up to 2 decimals', () => {
    expect(formatSize(1500)).toBe('1.5k');
    expect(formatSize(25000)).toBe('25k');
    expect(formatSize(1234.5)).toBe('1.23k');
    expect(formatSize(1000.01)).toBe('1k');
  });
  it('1000 and below as the number', () => {
    expect(formatSize(1000)).toBe('1000');
    expect(formatSize(999.5)).toBe('999.5');
    expect(formatSize(12.345)).toBe('12.35');
    expect(formatSize(0)).toBe('0');
  });
});

describe('formatStakeChip', () => {
  it('1000 and above in k', () => {
    expect(formatStakeChip(1000)).toBe('1k');
    expect(formatStakeChip(2500)).toBe('2.5k');
    expect(formatStakeChip(20000)).toBe('20k');
  });
  it('below 1000 as is', () => {
    expect(formatStakeChip(999)).toBe('999');
    expect(formatStakeChip(100)).toBe('100');
  });
});

describe('formatMatchedMillions', () => {
  it('millions with 2 decimals', () => {
    expect(formatMatchedMillions(1_234_567)).toBe('1.23M');
    expect(formatMatchedMillions(5_000)).toBe('0.01M');
    expect(formatMatchedMillions(0)).toBe('0.00M');
  });
});

describe('main balance', () => {
  it('is opening balance minus exposure, to 2 decimals', () => {
    expect(mainBalance(10_000, 500)).toBe(9500);
    expect(mainBalance(100.1, 0.2)).toBe(99.9);
    expect(mainBalance(10_000, 1234.567)).toBe(8765.43);
  });
  it('a negative exposure figure adds to the balance (the rule is a plain subtraction)', () => {
    expect(mainBalance(100, -50)).toBe(150);
  });
});

describe('profitLossClass', () => {
  it('positive only above zero', () => {
    expect(profitLossClass(0.01)).toBe('positive');
    expect(profitLossClass(0)).toBe('negative');
    expect(profitLossClass(-5)).toBe('negative');
  });
});

describe('formatRemovalDate', () => {
  it('reads an ISO time as day, month and local time', () => {
    const iso = new Date(2026, 10, 23, 17, 35).toISOString();
    expect(formatRemovalDate(iso)).toBe('23 Nov 17:35');
  });
  it('shows text that is not a date as sent', () => {
    expect(formatRemovalDate('Non runner')).toBe('Non runner');
  });
});
