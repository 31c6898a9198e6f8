// Casino bets on the simulated exchange: what /bet/save2 refuses for markettype Casino, and how finished rounds settle.
import { marginsOf } from '../world/arithmetic';
import { SPEC_CASINO_STAKE_MAX as CASINO_STAKE_MAX, SPEC_CASINO_STAKE_MIN as CASINO_STAKE_MIN } from '../world/specConstants';
import { cardCode } from './cards';
import { roundByMid, viewAt, type Round } from './engine';
import { settleCase, type SettleCase } from './rules/types';
import { idOf, numOf, sameMoney } from './payload';

/** Refusal texts (contract section 5: shown to the player as-is), worded as the core bet handler words its own. */
export const CASINO_REFUSAL = {
  minStake: 'Minimum stake limit exceeded!',
  maxStake: 'Maximum stake limit exceeded!',
  wholeStake: 'Stake must be a whole number',
  backOnly: 'Casino bets are back bets only',
  /** The round named is not the one running (it has ended, or never existed). */
  roundClosed: 'Round closed',
  /** The round is in its last seconds: outcomes show gstatus 0. */
  suspended: 'Market suspended',
  unknownSelection: 'Selection not found',
  oddsChanged: 'Odds changed',
  margins: 'Bet margins do not match the stake and odds',
} as const;

/** Checks a casino bet against the round running at `now`; answers the refusal message, or null to accept. */
export function validateCasinoBet(seed: number, payload: Record<string, unknown>, now: number): string | null {
  const stake = numOf(payload.stake);
  if (!Number.isFinite(stake) || stake < CASINO_STAKE_MIN) return CASINO_REFUSAL.minStake;
  if (stake > CASINO_STAKE_MAX) return CASINO_REFUSAL.maxStake;
  if (!Number.isInteger(stake)) return CASINO_REFUSAL.wholeStake;
  if (payload.type !== 'back') return CASINO_REFUSAL.backOnly;

  const found = roundByMid(seed, idOf(payload.roundId), now);
  if (!found || found.finished) return CASINO_REFUSAL.roundClosed;
  const view = viewAt(seed, found.round.table, now);
  if (!view.open) return CASINO_REFUSAL.suspended;

  const outcome = found.round.table.rules.outcomes.find((o) => o.sid === idOf(payload.selectionId));
  if (!outcome) return CASINO_REFUSAL.unknownSelection;
  if (!sameMoney(numOf(payload.oddsReq), outcome.rate)) return CASINO_REFUSAL.oddsChanged;

  const expected = marginsOf('Casino', 'back', outcome.rate, stake);
  if (!sameMoney(numOf(payload.favourMargin), expected.favourMargin) || !sameMoney(numOf(payload.againstMargin), expected.againstMargin))
    return CASINO_REFUSAL.margins;
  return null;
}

export interface OpenCasinoBet {
  betId: string;
  roundId?: string | number | undefined;
  selectionId: string | number;
}

export interface Settlement {
  betId: string;
  outcome: SettleCase;
  atMs: number;
  /** What the statement and bet history say about the result. */
  remark: string;
}

/** 'DRAGON TIGER round 1030094491482: Tiger (JDD, 5CC)'. */
function resultRemark(round: Round): string {
  const { table, judgement } = round;
  const name =
    table.rules.outcomes.find((o) => o.sid === judgement.result && judgement.winners.includes(o.sid))?.name ??
    table.rules.resultNames?.[judgement.result] ??
    judgement.result;
  return `${table.name} round ${round.mid}: ${name} (${round.cards.map(cardCode).join(', ')})`;
}

/**
 * Settlements due at `now` for open casino bets, oldest round first: each bet whose round has ended
 * settles at the round's end by the game's rules. A bet naming no round this exchange dealt is void.
 */
export function dueCasinoSettlements(seed: number, bets: readonly OpenCasinoBet[], now: number): Settlement[] {
  const out: Settlement[] = [];
  for (const bet of bets) {
    const found = roundByMid(seed, idOf(bet.roundId), now);
    if (!found) {
      out.push({ betId: bet.betId, outcome: 'void', atMs: now, remark: 'Round not found: stake returned' });
      continue;
    }
    if (!found.finished) continue;
    const { round } = found;
    out.push({ betId: bet.betId, outcome: settleCase(round.judgement, idOf(bet.selectionId)), atMs: round.endMs, remark: resultRemark(round) });
  }
  return out.sort((a, b) => a.atMs - b.atMs || a.betId.localeCompare(b.betId));
}

/** The part of the world's ledger a settler needs. */
export interface SettlingLedger {
  allOpenBets(): { bet: OpenCasinoBet & { markettype: string } }[];
  settleBet(betId: string, outcome: SettleCase, atMs: number, remark?: string): boolean;
}

/** A world ticker: settles every open casino bet whose round has ended by `now`. */
export function casinoSettler(seed: number, ledger: SettlingLedger): (now: number) => void {
  return (now) => {
    const open = ledger.allOpenBets().flatMap(({ bet }) => (bet.markettype === 'Casino' ? [bet] : []));
    if (open.length === 0) return;
    for (const d of dueCasinoSettlements(seed, open, now)) ledger.settleBet(d.betId, d.outcome, d.atMs, d.remark);
  };
}
