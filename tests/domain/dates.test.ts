// The home page's date formats against date-fns' format with the same patterns, over generated dates.
import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { formatRemovalDate } from '../../src/domain/format';
import { formatDay, formatStart, formatTime } from '../../src/features/sports/format';

/** A reproducible spread of instants over several years: every month, weekday, hour and minute. */
function* instants(count: number): Generator<Date> {
  let seed = 20261124;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const from = Date.UTC(2024, 0, 1);
  const to = Date.UTC(2029, 0, 1);
  for (let i = 0; i < count; i++) yield new Date(from + Math.floor(next() * (to - from)));
  // The edges: midnight, noon, the last minute of a year, single-digit days and hours.
  yield new Date(2026, 0, 1, 0, 0);
  yield new Date(2026, 11, 31, 23, 59);
  yield new Date(2026, 8, 9, 12, 5);
}

describe('home page date formats', () => {
  it.each([
    ['dd MMM, HH:mm', formatStart],
    ['HH:mm', formatTime],
    ['EEE dd MMM', formatDay],
    ['d MMM HH:mm', formatRemovalDate],
  ] as const)("read as date-fns' format(d, '%s')", (pattern, ours) => {
    const differing = [...instants(3000)]
      .filter((d) => ours(d.toISOString()) !== format(d, pattern))
      .map((d) => `${d.toISOString()}: ${ours(d.toISOString())} vs ${format(d, pattern)}`);
    expect(differing).toEqual([]);
  });

  it('an unreadable date', () => {
    expect(formatStart('soon')).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatDay('32/13')).toBe('');
    expect(formatRemovalDate('Non runner')).toBe('Non runner');
  });
});
