// Which fancy (session) rows are shown, what covers a row, and the fancy market id.
import type { FancyRow } from '../api/contract';
import { isFancyRowOpen } from './bettable';

const DECIMAL_NUMBER = /\d+\.\d+/;

/** Names like "6.5 over runs" are half-over lines this client does not offer; "0.1" lines are kept. */
function hasHiddenDecimal(name: string): boolean {
  return DECIMAL_NUMBER.test(name) && !name.includes('0.1');
}

/** Hidden: a "no boundaries" market, a decimal line other than "0.1", or anything not of type session. */
export function isFancyVisible(row: Pick<FancyRow, 'RunnerName' | 'gtype'>): boolean {
  const name = row.RunnerName;
  if (name.toLowerCase().includes('no boundaries')) return false;
  if (hasHiddenDecimal(name)) return false;
  return row.gtype === 'session';
}

/** The dark overlay's text: the row's status (fancyRowStatus) while it takes no bets ("SUSPENDED", "Ball Running"), else none. */
export function fancyOverlayText(status: string | null | undefined): string | null {
  return isFancyRowOpen(status) ? null : (status ?? '').trim();
}

/** Fancy bets carry this in place of a market id (contract section 5). */
export function fancyMarketId(eventId: string, legueId: string, matchId: string): string {
  return `${eventId}-${legueId}-${matchId}`;
}
