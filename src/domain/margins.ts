// What a bet wins (favourMargin) and loses (againstMargin), per market kind (contract section 5).
import type { BetSide } from '../api/contract';

export type MarginKind = 'ODDS' | 'BOOKMAKER' | 'FANCY' | 'Casino' | 'HORSE';

export interface Margins {
  favourMargin: number;
  againstMargin: number;
}

/** Rounds to 2 decimals, as every margin is sent and shown. */
export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/** Profit per unit staked at this price: decimal odds minus 1 (minus 0.1 below odds 1), or per-100 rates. */
export function unitProfit(kind: MarginKind, price: number): number {
  switch (kind) {
    case 'ODDS':
    case 'HORSE':
      return price < 1 ? price - 0.1 : price - 1;
    case 'Casino':
      return price - 1;
    case 'BOOKMAKER':
    case 'FANCY':
      return price / 100;
  }
}

/**
 * Margins of a bet. `price` is oddsReq for ODDS, HORSE, Casino and BOOKMAKER, and the size
 * (rate per 100) for FANCY. A back wins price-profit and loses the stake; a lay is the mirror.
 */
export function betMargins(kind: MarginKind, side: BetSide, price: number, stake: number): Margins {
  const profit = round2(unitProfit(kind, price) * stake);
  const s = round2(stake);
  return side === 'back' ? { favourMargin: profit, againstMargin: s } : { favourMargin: s, againstMargin: profit };
}
