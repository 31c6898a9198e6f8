// Fancy row visibility, overlay text and market id.
import { describe, expect, it } from 'vitest';
import { fancyMarketId, fancyOverlayText, isFancyVisible } from '../../src/domain/fancy';

const row = (RunnerName: string, gtype = 'session') => ({ RunnerName, gtype });

describe('isFancyVisible', () => {
  it('shows plain session lines', () => {
    expect(isFancyVisible(row('6 over runs IND'))).toBe(true);
    expect(isFancyVisible(row('Only 20 over runs'))).toBe(true);
  });
  it('hides "no boundaries" in any case', () => {
    expect(isFancyVisible(row('No Boundaries in 3rd over'))).toBe(false);
    expect(isFancyVisible(row('NO BOUNDARIES'))).toBe(false);
  });
  it('hides names with a decimal number', () => {
    expect(isFancyVisible(row('5.5 over runs'))).toBe(false);
    expect(isFancyVisible(row('Over 10.2 ball'))).toBe(false);
  });
  it('keeps decimal names containing 0.1', () => {
    expect(isFancyVisible(row('0.1 over run'))).toBe(true);
    expect(isFancyVisible(row('10.1 over runs'))).toBe(true);
  });
  it('a whole number with a full stop is not a decimal', () => {
    expect(isFancyVisible(row('Runs at over 6.'))).toBe(true);
  });
  it('hides anything not of type session', () => {
    expect(isFancyVisible(row('6 over runs', 'khado'))).toBe(false);
    expect(isFancyVisible(row('6 over runs', ''))).toBe(false);
  });
  it('filters a list keeping order', () => {
    const rows = [row('a 1'), row('b 2.5'), row('c 3'), row('d', 'oddeven')];
    expect(rows.filter(isFancyVisible).map((r) => r.RunnerName)).toEqual(['a 1', 'c 3']);
  });
});

describe('fancyOverlayText', () => {
  it('a non-empty status covers the row with its text', () => {
    expect(fancyOverlayText('Ball Running')).toBe('Ball Running');
    expect(fancyOverlayText(' SUSPENDED ')).toBe('SUSPENDED');
  });
  it('blank means no overlay', () => {
    expect(fancyOverlayText('')).toBeNull();
    expect(fancyOverlayText('  ')).toBeNull();
  });
});

it('fancy market id is event-league-match', () => {
  expect(fancyMarketId('4', '101', '9001')).toBe('4-101-9001');
});
