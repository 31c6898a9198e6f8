// Per-selection profit or loss if each selection wins, and the exposure it implies (contract section 5).
import type { BetSide } from '../api/contract';
import { round2 } from './rounding';

export interface ProjectionBet {
  selectionId: string;
  type: BetSide;
  favourMargin: number;
  againstMargin: number;
}

/**
 * Over the bets of one market: a back on the runner adds favourMargin and a lay subtracts
 * againstMargin; a back on another runner subtracts againstMargin and a lay on another adds favourMargin.
 */
export function projectSelections(
  bets: readonly ProjectionBet[],
  selectionIds: readonly string[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of selectionIds) {
    let total = 0;
    for (const b of bets) {
      const mine = String(b.selectionId) === id;
      if (b.type === 'back') total += mine ? b.favourMargin : -b.againstMargin;
      else total += mine ? -b.againstMargin : b.favourMargin;
    }
    out[id] = round2(total);
  }
  return out;
}

/** What a market can lose at worst: minus its lowest projection, never below 0. */
export function marketExposure(projection: Record<string, number>): number {
  const values = Object.values(projection);
  if (values.length === 0) return 0;
  return round2(Math.max(0, -Math.min(...values)));
}

/** A bet not yet placed: the open slip, priced at its current rate and stake. */
export interface PendingBet {
  selectionId: string;
  side: BetSide;
  margins: { favourMargin: number; againstMargin: number };
}

/** The projection as it would be if the open slip were matched too (no slip: the matched bets alone). */
export function projectWithPending(
  bets: readonly ProjectionBet[],
  selectionIds: readonly string[],
  pending: PendingBet | null,
): Record<string, number> {
  if (!pending) return projectSelections(bets, selectionIds);
  const asBet: ProjectionBet = { selectionId: pending.selectionId, type: pending.side, ...pending.margins };
  return projectSelections([...bets, asBet], selectionIds);
}

/** One market's bets and the runners they are projected over. */
export interface MarketBook {
  bets: readonly ProjectionBet[];
  selectionIds: readonly string[];
}

/** Exposure over several markets: each market's worst case, summed (markets settle independently). */
export function totalExposure(markets: readonly MarketBook[]): number {
  let total = 0;
  for (const m of markets) total += marketExposure(projectSelections(m.bets, m.selectionIds));
  return round2(total);
}

/** A bet as the match's bet list carries it: its market and, when known, the market's runners. */
export interface MarketBet extends ProjectionBet {
  marketId: string;
  runners?: readonly { selectionId: string }[];
}

/**
 * Groups a match's bets into markets. Runners come from the bets' `runners` lists; a market whose
 * bets carry none still gets an extra stand-in runner, so a lone back shows the stake it can lose.
 */
export function marketBooks(bets: readonly MarketBet[]): MarketBook[] {
  const byMarket = new Map<string, { bets: ProjectionBet[]; ids: Set<string>; listed: boolean }>();
  for (const b of bets) {
    const key = String(b.marketId);
    const book = byMarket.get(key) ?? { bets: [], ids: new Set<string>(), listed: false };
    book.bets.push(b);
    book.ids.add(String(b.selectionId));
    for (const r of b.runners ?? []) {
      book.ids.add(String(r.selectionId));
      book.listed = true;
    }
    byMarket.set(key, book);
  }
  return [...byMarket.values()].map((b) => ({
    bets: b.bets,
    selectionIds: b.listed ? [...b.ids] : [...b.ids, OTHER_RUNNER],
  }));
}

/** Stands for "any runner the player has not bet on" when a market's runner list is unknown. */
export const OTHER_RUNNER = '__other__';
