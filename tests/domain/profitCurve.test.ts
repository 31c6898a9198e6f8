// The P&L curve: the period's days, money summed in cents, the cumulative total by day ending at the table's total.
import { describe, expect, it } from 'vitest';
import { curveDays, dayLabel, dayTick, MAX_CURVE_DAYS, profitCurve, sumProfitLoss } from '../../src/domain/profitCurve';

const rows = (...amounts: number[]) => amounts.map((profitloss) => ({ profitloss }));

describe('curveDays', () => {
  it.each([
    ['one day (LIVE DATA)', { from: '2026-11-22', to: '2026-11-22' }, ['2026-11-22']],
    ['across a month end', { from: '2026-10-30', to: '2026-11-02' }, ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']],
    ['across a year end', { from: '2025-12-31', to: '2026-01-01' }, ['2025-12-31', '2026-01-01']],
    ['a leap day', { from: '2028-02-28', to: '2028-03-01' }, ['2028-02-28', '2028-02-29', '2028-03-01']],
  ])('%s', (_name, range, days) => {
    expect(curveDays(range)).toEqual(days);
  });

  it('BACKUP DATA is 31 days, OLD DATA 91: the longest the curve draws', () => {
    expect(curveDays({ from: '2026-10-22', to: '2026-11-21' })).toHaveLength(31);
    const old = curveDays({ from: '2026-08-23', to: '2026-11-21' });
    expect(old).toHaveLength(91);
    expect(MAX_CURVE_DAYS).toBe(91);
    expect(old?.[0]).toBe('2026-08-23');
    expect(old?.at(-1)).toBe('2026-11-21');
  });

  it.each([
    ['a day longer than OLD DATA', { from: '2026-08-22', to: '2026-11-21' }],
    ['from after to', { from: '2026-11-22', to: '2026-11-21' }],
    ['a date that is not a day', { from: '2026-02-30', to: '2026-03-02' }],
    ['an empty date', { from: '', to: '2026-03-02' }],
  ])('none for %s', (_name, range) => {
    expect(curveDays(range)).toBeNull();
  });

  it('a daylight-saving change neither repeats nor skips a day (each day is a local calendar day)', () => {
    // Europe and North America change their clocks in late March and late October.
    const spring = curveDays({ from: '2026-03-07', to: '2026-04-02' })!;
    const autumn = curveDays({ from: '2026-10-24', to: '2026-11-03' })!;
    expect(new Set(spring).size).toBe(27);
    expect(spring.at(-1)).toBe('2026-04-02');
    expect(new Set(autumn).size).toBe(11);
    expect(autumn.at(-1)).toBe('2026-11-03');
  });
});

describe('sumProfitLoss', () => {
  it.each([
    [rows(1250.5, -300), 950.5],
    [rows(0.1, 0.2), 0.3],
    [rows(-0.1, -0.2, 0.3), 0],
    [rows(1000, 500, -249.5, 0.01), 1250.51],
    [rows(), 0],
  ])('%j sums to %d', (given, total) => {
    expect(sumProfitLoss(given)).toBe(total);
  });

  it('never reads -0', () => {
    expect(Object.is(sumProfitLoss(rows(-5, 5)), 0)).toBe(true);
  });
});

describe('profitCurve', () => {
  const days = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];

  it('adds each day to the previous total; days with no rows or no answer carry it', () => {
    const answers = new Map([
      ['2026-11-18', rows(1250.5, -300)],
      ['2026-11-19', rows()],
      ['2026-11-21', rows(-1000.25, 49.75)],
      ['2026-11-22', rows(0.1, 0.2)],
    ]);
    expect(profitCurve(days, answers)).toEqual([
      { day: '2026-11-18', dayTotal: 950.5, total: 950.5 },
      { day: '2026-11-19', dayTotal: 0, total: 950.5 },
      { day: '2026-11-20', dayTotal: 0, total: 950.5 },
      { day: '2026-11-21', dayTotal: -950.5, total: 0 },
      { day: '2026-11-22', dayTotal: 0.3, total: 0.3 },
    ]);
  });

  it("the last point is the period's total, as the table sums the period's rows", () => {
    const answers = new Map([
      ['2026-11-19', rows(1500, -249.5)],
      ['2026-11-20', rows(-300)],
      ['2026-11-22', rows(0.07, 980)],
    ]);
    const period = [...answers.values()].flat();
    const curve = profitCurve(days, answers);
    expect(curve.at(-1)?.total).toBe(1930.57);
    expect(sumProfitLoss(period)).toBe(1930.57);
  });

  it('a period with no rows is flat at zero', () => {
    expect(profitCurve(days.slice(0, 2), new Map())).toEqual([
      { day: '2026-11-18', dayTotal: 0, total: 0 },
      { day: '2026-11-19', dayTotal: 0, total: 0 },
    ]);
  });
});

describe('day labels', () => {
  it('as the account tables print dates, and short on an axis', () => {
    expect(dayLabel('2026-11-02')).toBe('02/11/2026');
    expect(dayTick('2026-11-02')).toBe('02/11');
  });
});
