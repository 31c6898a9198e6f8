// What a bet wins (favourMargin) and loses (againstMargin), per market kind (contract section 5).
import type { BetSide } from '../api/contract';
import { hasPrice } from './bettable';
import { projectWithPending, type ProjectionBet } from './projection';
import { round2 } from './rounding';

export type MarginKind = 'ODDS' | 'BOOKMAKER' | 'FANCY' | 'Casino' | 'HORSE';

export interface Margins {
  favourMargin: number;
  againstMargin: number;
}


/**
 * Test only (docs/testing.md, Mutations): a build made with `VITE_TEST_MUTATION=wrong-margin` prices an exchange
 * or horse back at the whole return (odds x stake) instead of the profit, so the checks that compare the client's
 * figures with the exchange's can be shown to fail. A build-time constant: `false` in any other build, the branch
 * dropped from the bundle.
 */
const WRONG_MARGIN = import.meta.env.VITE_TEST_MUTATION === 'wrong-margin';

/** Profit per unit staked at this price: decimal odds minus 1 (minus 0.1 below odds 1), or per-100 rates. */
export function unitProfit(kind: MarginKind, price: number): number {
  switch (kind) {
    case 'ODDS':
    case 'HORSE':
      if (WRONG_MARGIN) return price;
      return price < 1 ? price - 0.1 : price - 1;
    case 'Casino':
      return price - 1;
    case 'BOOKMAKER':
    case 'FANCY':
      return price / 100;
  }
}

/**
 * Margins of a bet (every slip and payload prices through here). `price` is oddsReq for ODDS, HORSE, Casino and BOOKMAKER, and the size
 * (rate per 100) for FANCY. A back wins price-profit and loses the stake; a lay is the mirror.
 */
export function betMargins(kind: MarginKind, side: BetSide, price: number, stake: number): Margins {
  const profit = round2(unitProfit(kind, price) * stake);
  const s = round2(stake);
  return side === 'back' ? { favourMargin: profit, againstMargin: s } : { favourMargin: s, againstMargin: profit };
}

// ---------- payload margins per market kind (contract section 5) ----------

/** Casino bets are always backs: (rate - 1) x stake won, the stake lost. */
export const casinoMargins = (rate: number, stake: number): Margins => betMargins('Casino', 'back', rate, stake);

export interface HorseMargins extends Margins {
  latestFavourMargin: number;
  latestAgainstMargin: number;
}

/** Horse: margins at the odds chosen, plus the `latest*` pair at the odds on offer when confirming. */
export function horseMargins(side: BetSide, oddsReq: number, latestOdds: number, stake: number): HorseMargins {
  const chosen = betMargins('HORSE', side, oddsReq, stake);
  const latest = betMargins('HORSE', side, latestOdds, stake);
  return { ...chosen, latestFavourMargin: latest.favourMargin, latestAgainstMargin: latest.againstMargin };
}

// ---------- what-if on a price ----------

/** A bet the player is pointing at (a hovered or focused price), not placed. */
export interface WhatIfBet {
  kind: 'ODDS' | 'BOOKMAKER' | 'HORSE';
  side: BetSide;
  price: number;
  stake: number;
}

/**
 * Each runner's profit or loss if the pointed-at bet were matched beside the player's bets in
 * that market; null when there is nothing to price (no stake, no price).
 */
export function whatIfProjection(
  bet: WhatIfBet,
  selectionId: string,
  selectionIds: readonly string[],
  matched: readonly ProjectionBet[] = [],
): Record<string, number> | null {
  if (!(bet.stake > 0) || !hasPrice(bet.price)) return null;
  const margins = betMargins(bet.kind, bet.side, bet.price, bet.stake);
  return projectWithPending(matched, selectionIds, { selectionId, side: bet.side, margins });
}

/** The stake a what-if is priced at: the slip's when it has one, else the first quick stake above 0. */
export function whatIfStake(slipStake: number, quickStakes: readonly { stakeValue: number }[]): number {
  if (slipStake > 0) return slipStake;
  return quickStakes.find((s) => s.stakeValue > 0)?.stakeValue ?? 0;
}
