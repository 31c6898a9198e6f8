// Per-selection profit or loss if each selection wins, and the exposure it implies (contract section 5). The player's
// exposure is the exchange's figure (/exposure); the client projects one market at a time.
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
