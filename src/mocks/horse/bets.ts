// Horse bets on the simulated exchange: what /bet/save2 refuses for markettype HORSE, and how declared races settle.
import { marginsOf } from '../world/arithmetic';
import { SPEC_DEFAULT_LIMITS as DEFAULT_LIMITS } from '../world/specConstants';
import { quotesAt, runnersOf, winMarketId, winnerOf } from './odds';
import { RACE_RUN_MS, raceByGmid, raceStatus, type Race } from './schedule';
import { idOf, numOf, sameMoney } from '../casino/payload';

/** Refusal texts, worded as the core bet handler words its own. */
export const HORSE_REFUSAL = {
  minStake: 'Minimum stake limit exceeded!',
  maxStake: 'Maximum stake limit exceeded!',
  wholeStake: 'Stake must be a whole number',
  side: 'Bet type must be back or lay',
  /** No such race, or a marketId that is not the race's Win market. */
  marketNotFound: 'Market not found',
  closed: 'Market closed',
  /** Off and running, or held before the off. */
  suspended: 'Market suspended',
  unknownSelection: 'Selection not found',
  oddsChanged: 'Odds changed',
  margins: 'Bet margins do not match the stake and odds',
} as const;

/** The brand's stake limits as far as horse bets read them (Limits of the contract). */
export interface HorseLimits {
  oddsMin?: number;
  oddsMax?: number;
  advanceBetLock?: boolean;
}

/** Spec 001 section 5: an advance bet lock allows nothing above 0. */
export function horseStakeRange(limits: HorseLimits | null | undefined): { min: number; max: number } {
  if (limits?.advanceBetLock) return { min: 1, max: 0 };
  return { min: limits?.oddsMin || DEFAULT_LIMITS.oddsMin, max: limits?.oddsMax || DEFAULT_LIMITS.oddsMax };
}


/**
 * Checks a horse bet at `now`. The price is matched when it is still on offer: a back at or under
 * the best back, a lay at or over the best lay; otherwise the odds have moved against the player.
 */
export function validateHorseBet(
  seed: number,
  anchorMs: number,
  payload: Record<string, unknown>,
  now: number,
  limits: HorseLimits | null | undefined,
): string | null {
  const stake = numOf(payload.stake);
  const { min, max } = horseStakeRange(limits);
  if (!Number.isFinite(stake) || stake < min) return HORSE_REFUSAL.minStake;
  if (stake > max) return HORSE_REFUSAL.maxStake;
  if (!Number.isInteger(stake)) return HORSE_REFUSAL.wholeStake;
  const side = payload.type;
  if (side !== 'back' && side !== 'lay') return HORSE_REFUSAL.side;

  const race = raceByGmid(seed, anchorMs, idOf(payload.matchId));
  if (!race) return HORSE_REFUSAL.marketNotFound;
  if (payload.marketId !== undefined && idOf(payload.marketId) !== winMarketId(race)) return HORSE_REFUSAL.marketNotFound;
  const status = raceStatus(race, now);
  if (status === 'CLOSED') return HORSE_REFUSAL.closed;
  if (status === 'SUSPENDED') return HORSE_REFUSAL.suspended;

  const quote = quotesAt(seed, race, now).find((q) => q.sid === idOf(payload.selectionId));
  if (!quote) return HORSE_REFUSAL.unknownSelection;
  const odds = numOf(payload.oddsReq);
  const available = side === 'back' ? odds <= quote.cells.back1.odds + 1e-9 : odds >= quote.cells.lay1.odds - 1e-9;
  if (!Number.isFinite(odds) || odds <= 1 || !available) return HORSE_REFUSAL.oddsChanged;

  const expected = marginsOf('HORSE', side, odds, stake);
  if (!sameMoney(numOf(payload.favourMargin), expected.favourMargin) || !sameMoney(numOf(payload.againstMargin), expected.againstMargin))
    return HORSE_REFUSAL.margins;
  return null;
}

export interface OpenHorseBet {
  betId: string;
  matchId: string | number;
  selectionId: string | number;
  type: 'back' | 'lay';
}

export interface HorseSettlement {
  betId: string;
  outcome: 'win' | 'loss' | 'void';
  atMs: number;
  remark: string;
}

/** 'Ascot race 3: Silver Comet won'. */
function raceRemark(seed: number, race: Race): string {
  const winner = winnerOf(seed, race);
  const name = runnersOf(seed, race).find((r) => r.sid === winner)?.name ?? winner;
  return `${race.meeting.ename} race ${race.index + 1}: ${name} won`;
}

/**
 * Settlements due at `now`, oldest result first: a race is declared RACE_RUN_MS after its start;
 * a back on the winner wins, a lay on it loses, and the other way round for the rest of the field.
 * A bet on a race this exchange never ran is void.
 */
export function dueHorseSettlements(seed: number, anchorMs: number, bets: readonly OpenHorseBet[], now: number): HorseSettlement[] {
  const out: HorseSettlement[] = [];
  for (const bet of bets) {
    const race = raceByGmid(seed, anchorMs, idOf(bet.matchId));
    if (!race) {
      out.push({ betId: bet.betId, outcome: 'void', atMs: now, remark: 'Race not found: stake returned' });
      continue;
    }
    const declaredAt = race.startMs + RACE_RUN_MS;
    if (now < declaredAt) continue;
    const won = winnerOf(seed, race) === idOf(bet.selectionId);
    out.push({ betId: bet.betId, outcome: won === (bet.type === 'back') ? 'win' : 'loss', atMs: declaredAt, remark: raceRemark(seed, race) });
  }
  return out.sort((a, b) => a.atMs - b.atMs || a.betId.localeCompare(b.betId));
}

/** The part of the world's ledger a settler needs. */
export interface SettlingLedger {
  allOpenBets(): { bet: OpenHorseBet & { markettype: string } }[];
  settleBet(betId: string, outcome: 'win' | 'loss' | 'void', atMs: number, remark?: string): boolean;
}

/** A world ticker: settles every open horse bet whose race has been declared by `now`. */
export function horseSettler(seed: number, anchorMs: number, ledger: SettlingLedger): (now: number) => void {
  return (now) => {
    const open = ledger.allOpenBets().flatMap(({ bet }) => (bet.markettype === 'HORSE' ? [bet] : []));
    if (open.length === 0) return;
    for (const d of dueHorseSettlements(seed, anchorMs, open, now)) ledger.settleBet(d.betId, d.outcome, d.atMs, d.remark);
  };
}
