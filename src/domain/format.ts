// How amounts, sizes, stake chips, matched totals and balances read on screen.
import { isValid } from 'date-fns';
import { hourMinute, monthShort, parseApiDate } from './dates';
import { round2 } from './rounding';

/** Up to 2 decimals with trailing zeros dropped: 1.50 -> "1.5", 25.00 -> "25". */
const compact = (n: number): string => String(round2(n));

/** A money amount to 2 decimals: 12 -> "12.00", -3.456 -> "-3.46". */
export function formatAmount(n: number): string {
  return Number.isFinite(n) ? round2(n).toFixed(2) : '0.00';
}

/**
 * A ladder size: above 1000 in thousands with up to 2 decimals (1500 -> "1.5k", 25000 -> "25k",
 * 1234.5 -> "1.23k"); 1000 and below as the number itself with up to 2 decimals (999.5 -> "999.5").
 */
export function formatSize(size: number): string {
  if (!Number.isFinite(size)) return '0';
  return size > 1000 ? `${compact(size / 1000)}k` : compact(size);
}

/** A stake chip label: 1000 and above in thousands (1000 -> "1k", 2500 -> "2.5k"), else as is (500 -> "500"). */
export function formatStakeChip(stake: number): string {
  return stake >= 1000 ? `${compact(stake / 1000)}k` : compact(stake);
}

/** A market's total matched, in millions to 2 decimals with an M: 1234567 -> "1.23M", 0 -> "0.00M". */
export function formatMatchedMillions(totalMatched: number): string {
  return `${formatAmount(totalMatched / 1_000_000)}M`;
}

/** The header's main balance: opening balance minus exposure, to 2 decimals. */
export function mainBalance(openingBalance: number, exposure: number): number {
  return round2(openingBalance - exposure);
}

export type ProfitLossClass = 'positive' | 'negative';

/** Colour class of a profit or loss: green only when strictly positive, red otherwise (zero included). */
export function profitLossClass(n: number): ProfitLossClass {
  return n > 0 ? 'positive' : 'negative';
}

/** A runner's removal time as a player reads it ('23 Nov 17:35', local time); text that is not a date is shown as sent. */
export function formatRemovalDate(removalDate: string): string {
  const at = parseApiDate(removalDate);
  return isValid(at) ? `${at.getDate()} ${monthShort(at)} ${hourMinute(at)}` : removalDate;
}
