// Stake bounds per market kind (domain limits, defaults, advance bet lock) and the check of a stake against them.
import type { Limits } from '../api/contract';
import { CASINO_STAKE_MAX, CASINO_STAKE_MIN, DEFAULT_LIMITS } from './constants';

export type StakeKind = 'odds' | 'bookmaker' | 'fancy' | 'casino' | 'horse';

export interface StakeLimits {
  min: number;
  max: number;
}

export const MIN_STAKE_MESSAGE = 'Minimum stake limit exceeded!';
export const MAX_STAKE_MESSAGE = 'Maximum stake limit exceeded!';
export type StakeError = typeof MIN_STAKE_MESSAGE | typeof MAX_STAKE_MESSAGE;

/** Under an advance bet lock the bounds are 1 and 0: no stake fits, so bets before the off are refused. */
const ADVANCE_LOCK_LIMITS: StakeLimits = { min: 1, max: 0 };

/** A configured bound, or the default when it is missing, zero or not a number (the spec's "oddsMin or 100"). */
const orDefault = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;

/** Exchange markets are locked while the advance bet lock is on and the event has not gone in play. */
export function isAdvanceLocked(limits: Partial<Limits> | null | undefined, inPlay: boolean): boolean {
  return limits?.advanceBetLock === true && !inPlay;
}

/**
 * The bounds for a stake of this kind. Casino is fixed at 100-5000. Horse applies the advance lock
 * whenever it is set (its spec has no in-play condition); odds, bookmaker and fancy only before the off.
 */
export function stakeLimitsFor(kind: StakeKind, limits: Partial<Limits> | null | undefined, inPlay: boolean): StakeLimits {
  if (kind === 'casino') return { min: CASINO_STAKE_MIN, max: CASINO_STAKE_MAX };
  const locked = kind === 'horse' ? limits?.advanceBetLock === true : isAdvanceLocked(limits, inPlay);
  if (locked) return ADVANCE_LOCK_LIMITS;
  switch (kind) {
    case 'odds':
    case 'horse':
      return { min: orDefault(limits?.oddsMin, DEFAULT_LIMITS.oddsMin), max: orDefault(limits?.oddsMax, DEFAULT_LIMITS.oddsMax) };
    case 'bookmaker':
      return {
        min: orDefault(limits?.bookmakerMin, DEFAULT_LIMITS.bookmakerMin),
        max: orDefault(limits?.bookmakerMax, DEFAULT_LIMITS.bookmakerMax),
      };
    case 'fancy':
      return { min: orDefault(limits?.fancyMin, DEFAULT_LIMITS.fancyMin), max: orDefault(limits?.fancyMax, DEFAULT_LIMITS.fancyMax) };
  }
}

/** A market's own stake bounds (a bookmaker market may send `min` and `max`). */
export interface MarketBounds {
  min?: number | null;
  max?: number | null;
}

const usable = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * The bounds of a stake on one market: the domain's for its kind, narrowed (never widened) by the
 * market's own: the higher of the two minimums, the lower of the two maximums. The advance lock
 * (1 - 0) is never narrowed.
 */
export function marketStakeLimits(
  kind: StakeKind,
  limits: Partial<Limits> | null | undefined,
  inPlay: boolean,
  market?: MarketBounds | null,
): StakeLimits {
  const domain = stakeLimitsFor(kind, limits, inPlay);
  if (domain === ADVANCE_LOCK_LIMITS || !market) return domain;
  return {
    min: usable(market.min) ? Math.max(domain.min, market.min) : domain.min,
    max: usable(market.max) ? Math.min(domain.max, market.max) : domain.max,
  };
}

/**
 * null when the stake fits, else the message to show. The minimum is checked first, so a stake
 * that is not a number reads as too small. A maximum of 0 (advance lock) is a real bound, not
 * "no limit": every stake of 1 or more is refused with the maximum message.
 */
export function validateStake(stake: number, limits: StakeLimits): StakeError | null {
  if (!(stake >= limits.min)) return MIN_STAKE_MESSAGE;
  if (stake > limits.max) return MAX_STAKE_MESSAGE;
  return null;
}

/**
 * The "Min/Max" text of a match odds table or a horse race: "1 - 0" while the advance lock holds
 * (same condition as the stake check, so the text never promises bounds the check refuses), else
 * oddsMin - oddsMax with defaults 100 and 100000.
 */
export function minMaxText(kind: 'odds' | 'horse', limits: Partial<Limits> | null | undefined, inPlay: boolean): string {
  const { min, max } = stakeLimitsFor(kind, limits, inPlay);
  return `${min} - ${max}`;
}

/** The fancy block's displayed bounds: its default maximum reads 20000 although the check allows 300000. */
export function fancyMinMaxText(limits: Partial<Limits> | null | undefined, inPlay: boolean): string {
  if (isAdvanceLocked(limits, inPlay)) return `${ADVANCE_LOCK_LIMITS.min} - ${ADVANCE_LOCK_LIMITS.max}`;
  return `${orDefault(limits?.fancyMin, DEFAULT_LIMITS.fancyMin)} - ${orDefault(limits?.fancyMax, DEFAULT_LIMITS.fancyDisplayMax)}`;
}

/** The casino tables' fixed label. */
export const CASINO_MIN_MAX_TEXT = `Min/Max:${CASINO_STAKE_MIN}-${CASINO_STAKE_MAX}`;
