// The home page's date formats against date-fns' format with the same patterns, over generated dates.
import { describe, expect, it } from 'vitest';
import { format, parseISO } from 'date-fns';
import { parseApiDate } from '../../src/domain/dates';
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

describe('parseApiDate', () => {
  const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');
  const offset = (minutes: number, colon: boolean) =>
    `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60))}${colon ? ':' : ''}${pad(Math.abs(minutes) % 60)}`;
  /** The instant written as the API may write it: UTC, with offsets of every shape, local, to the minute, a date alone. */
  const forms = (d: Date): string[] => {
    const local = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
    const at = (minutes: number) => {
      const t = new Date(d.getTime() + minutes * 60_000);
      return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
    };
    return [
      d.toISOString(),
      d.toISOString().replace('.000Z', 'Z'),
      `${at(330)}${offset(330, true)}`,
      `${at(330)}${offset(330, false)}`,
      `${at(-240)}${offset(-240, true)}`,
      `${at(60)}+01`,
      `${local}T${time}:${pad(d.getSeconds())}`,
      `${local} ${time}`,
      `${local}T${time}`,
      local,
    ];
  };

  it("reads every form of an API date as date-fns' parseISO does", () => {
    const differing = [...instants(2000)]
      .flatMap(forms)
      .filter((s) => parseApiDate(s).getTime() !== parseISO(s).getTime())
      .map((s) => `${s}: ${parseApiDate(s).toISOString()} vs ${parseISO(s).toISOString()}`);
    expect(differing).toEqual([]);
  });

  it('reads anything else as an Invalid Date, as parseISO does', () => {
    const texts = ['', 'soon', '32/13', '22/11/2026 14:30', '2026-13-01T00:00:00Z', '2026-11-22T25:00:00Z', 'Non runner'];
    const read = (parse: (t: string) => Date) => texts.filter((t) => !Number.isNaN(parse(t).getTime()));
    expect(read(parseApiDate)).toEqual([]);
    expect(read(parseISO)).toEqual([]);
  });
});
