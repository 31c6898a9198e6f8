// Per-selection profit or loss if each selection wins, and the exposure it implies (contract section 5).
import type { BetSide } from '../api/contract';
import { round2 } from './margins';

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
