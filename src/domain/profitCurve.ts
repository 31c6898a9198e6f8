// The Profit & Loss page's curve: the chosen period's cumulative profit and loss by day, from the exchange's per-day answers.
import { addDays, format, isValid, parse } from 'date-fns';
import { formatDay, type DateRange } from './dateRanges';
import { OLD_DATA_DAYS } from './constants';

/**
 * The longest period the curve draws: OLD DATA's 91 days (90 days before yesterday to yesterday).
 * Each day is one question to the exchange; a hand-picked year would be 365 of them.
 */
export const MAX_CURVE_DAYS = OLD_DATA_DAYS + 1;

const DAY_FORMAT = 'yyyy-MM-dd';

const isDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && isValid(parse(text, DAY_FORMAT, new Date(0)));

/**
 * The days of a period, oldest first, as the date filters carry them (YYYY-MM-DD, the player's
 * local days); null when the period cannot be drawn: a date that is not a day, from after to, or
 * longer than MAX_CURVE_DAYS.
 */
export function curveDays(range: DateRange): string[] | null {
  if (!isDay(range.from) || !isDay(range.to) || range.from > range.to) return null;
  const days: string[] = [];
  // Noon, so a daylight-saving change never moves a step onto the same or the next-but-one day.
  let at = parse(`${range.from} 12`, `${DAY_FORMAT} HH`, new Date(0));
  for (let day = range.from; day <= range.to; day = formatDay(at)) {
    if (days.length === MAX_CURVE_DAYS) return null;
    days.push(day);
    at = addDays(at, 1);
  }
  return days;
}

/** Money summed in whole cents, so that a total never carries binary-float dust (0.1 + 0.2 reads 0.3). */
export function sumProfitLoss(rows: readonly { profitloss: number }[]): number {
  const cents = rows.reduce((sum, r) => sum + Math.round(r.profitloss * 100), 0);
  return cents === 0 ? 0 : cents / 100;
}

export interface CurvePoint {
  /** YYYY-MM-DD */
  day: string;
  /** That day's profit or loss alone. */
  dayTotal: number;
  /** Everything from the period's first day to the end of this one: the curve's value. */
  total: number;
}

/**
 * The cumulative profit and loss by day. `rowsOfDay` holds the exchange's answer for each day (the
 * rows of the page's level, one day's from/to); a day with no rows, or no answer, carries the
 * previous total. The last point is the sum of every row of the period: the table's total.
 */
export function profitCurve(
  days: readonly string[],
  rowsOfDay: ReadonlyMap<string, readonly { profitloss: number }[]>,
): CurvePoint[] {
  let cents = 0;
  return days.map((day) => {
    const dayTotal = sumProfitLoss(rowsOfDay.get(day) ?? []);
    cents += Math.round(dayTotal * 100);
    return { day, dayTotal, total: cents === 0 ? 0 : cents / 100 };
  });
}

/** A day as the account tables print dates: 22/11/2026. */
export function dayLabel(day: string): string {
  return format(parse(day, DAY_FORMAT, new Date(0)), 'dd/MM/yyyy');
}

/** A day as a chart axis prints it: 22/11. */
export function dayTick(day: string): string {
  return format(parse(day, DAY_FORMAT, new Date(0)), 'dd/MM');
}
