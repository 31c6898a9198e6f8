// Cash out (green up): the hedge bets that make a market's profit or loss the same whichever runner wins.
import type { BetSide } from '../api/contract';
import { hasPrice } from './bettable';
import { betMargins, unitProfit } from './margins';
import { projectSelections } from './projection';
import { round2 } from './rounding';
import { MAX_STAKE_MESSAGE, MIN_STAKE_MESSAGE, validateStake, type StakeLimits } from './stakeLimits';

/** The market kinds a cash out is offered on: exchange odds and bookmaker. */
export type CashOutKind = 'ODDS' | 'BOOKMAKER';

/** A runner as the cash out sees it: its best prices on offer now, in the market's own units. */
export interface CashOutRunner {
  selectionId: string;
  /** The best price to back at (back1 / backPrice); missing when none is offered or the runner is suspended. */
  back?: number;
  /** The best price to lay at (lay1 / layPrice). */
  lay?: number;
}

export interface HedgeBet {
  selectionId: string;
  side: BetSide;
  price: number;
  stake: number;
}

export type CashOutUnavailable = 'noBets' | 'stale' | 'suspended' | 'noPrice' | 'belowMin' | 'aboveMax';

export type CashOut =
  /** Every runner already shows the same amount, within one stake unit ({@link LEVEL_WITHIN}): nothing to hedge. */
  | { kind: 'flat'; amount: number }
  | {
      kind: 'hedge';
      bets: HedgeBet[];
      /** Each runner's profit or loss once the hedge bets are matched. */
      after: Record<string, number>;
      /** What the player locks in: the lowest of `after` (they differ only by stake rounding). */
      amount: number;
    }
  | { kind: 'unavailable'; reason: CashOutUnavailable };

/** Why Cash Out cannot be pressed, as the button shows it (short: it sits in a market's title bar). */
export const CASH_OUT_UNAVAILABLE_SHORT: Record<CashOutUnavailable, string> = {
  noBets: 'No bets',
  stale: 'Stale prices',
  suspended: 'Suspended',
  noPrice: 'No price',
  belowMin: 'Below min stake',
  aboveMax: 'Above max stake',
};

/** Why Cash Out cannot be pressed, in full (the button's accessible name and tooltip, the dialog). */
export const CASH_OUT_UNAVAILABLE_TEXT: Record<CashOutUnavailable, string> = {
  noBets: 'No matched bets in this market',
  stale: 'Cash Out unavailable: prices are not up to date',
  suspended: 'Cash Out unavailable: market suspended',
  noPrice: 'Cash Out unavailable: no price to hedge at',
  belowMin: 'Cash Out unavailable: hedge below the minimum stake',
  aboveMax: 'Cash Out unavailable: hedge above the maximum stake',
};

export interface CashOutInput {
  kind: CashOutKind;
  /** The player's projection per runner now (contract section 5), matched bets only. */
  projection: Readonly<Record<string, number>>;
  runners: readonly CashOutRunner[];
  limits: StakeLimits;
  /** The market takes bets (status OPEN). */
  open: boolean;
  /** The market's prices are stale (no answer for two poll periods): no figure is computed from them. */
  stale?: boolean;
}

/** Amounts closer than this are the same amount (margins are kept to 2 decimals). */
const FLAT = 0.01;

/**
 * Runners whose projections differ by at most this are level ('Cashed Out'): one stake unit, so
 * every runner is within half a unit (the rounding of a whole-unit stake) of one common amount.
 * A book further apart is not level, even when no whole-unit hedge could level it.
 */
const LEVEL_WITHIN = 1;

/** Decimal odds of a price of this kind: what one unit staked returns with the stake. */
const decimal = (kind: CashOutKind, price: number): number => 1 + unitProfit(kind, price);

const usablePrice = (kind: CashOutKind, price: number | undefined): price is number => hasPrice(price) && decimal(kind, price) > 1;

interface Plan {
  bets: { selectionId: string; side: BetSide; price: number; stake: number }[];
  locked: number;
}

/**
 * The hedge that levels every runner at `level` before the hedge's own money: runner j needs
 * b_j x_j - l_j y_j = level - P_j, a back where that is positive and a lay where it is negative.
 * What it locks in is level - (backs staked - lays staked). Null when a runner has no price to hedge at.
 */
function planAt(input: CashOutInput, level: number): Plan | null {
  const bets: Plan['bets'] = [];
  let net = 0;
  for (const r of input.runners) {
    const gap = level - (input.projection[r.selectionId] ?? 0);
    if (Math.abs(gap) < FLAT / 2) continue;
    const side: BetSide = gap > 0 ? 'back' : 'lay';
    const price = side === 'back' ? r.back : r.lay;
    if (!usablePrice(input.kind, price)) return null;
    const stake = Math.abs(gap) / decimal(input.kind, price);
    net += side === 'back' ? stake : -stake;
    bets.push({ selectionId: r.selectionId, side, price, stake });
  }
  return { bets, locked: level - net };
}

/** Each runner's profit or loss once these bets are matched too: the hedge projected by the projection's own rule, added on. */
export function projectionAfter(
  kind: CashOutKind,
  projection: Readonly<Record<string, number>>,
  bets: readonly HedgeBet[],
): Record<string, number> {
  const ids = Object.keys(projection);
  const hedge = projectSelections(
    bets.map((b) => ({ selectionId: b.selectionId, type: b.side, ...betMargins(kind, b.side, b.price, b.stake) })),
    ids,
  );
  const out: Record<string, number> = {};
  for (const id of ids) out[id] = round2((projection[id] ?? 0) + (hedge[id] ?? 0));
  return out;
}

/**
 * The levels worth trying. The amount locked in is piecewise linear in the level, so its best over
 * the levels whose hedge keeps the stake limits lies at a corner (a runner's projection: that runner
 * gets no bet) or where some runner's hedge bet is exactly the minimum or the maximum stake.
 */
function candidateLevels(input: CashOutInput, values: readonly number[]): number[] {
  const levels = new Set(values);
  const stakes = [input.limits.min, input.limits.max].filter((s) => Number.isFinite(s) && s > 0);
  input.runners.forEach((r, i) => {
    const p = values[i] ?? 0;
    for (const s of stakes) {
      if (usablePrice(input.kind, r.back)) levels.add(p + s * decimal(input.kind, r.back));
      if (usablePrice(input.kind, r.lay)) levels.add(p - s * decimal(input.kind, r.lay));
    }
  });
  return [...levels];
}

/** A plan in whole units: each stake rounded, bets that round to nothing left out. */
const wholeUnits = (plan: Plan): HedgeBet[] => plan.bets.map((b) => ({ ...b, stake: Math.round(b.stake) })).filter((b) => b.stake > 0);

/** Why a plan in whole units cannot be placed: a bet outside the stake limits (the slip's own check), or no bet at all. */
function refusal(bets: readonly HedgeBet[], limits: StakeLimits): 'belowMin' | 'aboveMax' | null {
  // A hedge that rounds to nothing while the runners are not level needs bets under one unit, under any minimum.
  if (bets.length === 0) return 'belowMin';
  const refusals = bets.map((b) => validateStake(b.stake, limits));
  if (refusals.includes(MIN_STAKE_MESSAGE)) return 'belowMin';
  if (refusals.includes(MAX_STAKE_MESSAGE)) return 'aboveMax';
  return null;
}

/**
 * The cash out of one market.
 *
 * - Level within one stake unit ({@link LEVEL_WITHIN}): 'flat', shown as 'Cashed Out'. Nothing else is.
 * - Stale prices, a market not open, a runner without the price a hedge needs: unavailable, with why.
 * - Otherwise the hedge that locks in the most. Of the one-parameter family of levelling hedges the
 *   best lies where one runner needs no bet (the amount is concave in the level, with corners at the
 *   runners' projections), so each projection is tried as the level. Stakes are whole units and go
 *   through the slip's own check (validateStake): when the best plan breaks a limit, the next best
 *   that keeps them is offered (levels where a hedge bet is exactly the minimum or maximum stake), so
 *   long as it locks in no more than the best (prices that pay whichever runner wins are no cash out)
 *   and no less than the worst the player stands on now, and in whole units brings the runners
 *   closer. With none, the best plan's reason shows (a hedge that rounds to nothing: below the minimum).
 */
export function cashOut(input: CashOutInput): CashOut {
  const ids = input.runners.map((r) => r.selectionId);
  const values = ids.map((id) => input.projection[id] ?? 0);
  if (values.length === 0 || values.every((v) => v === 0)) return { kind: 'unavailable', reason: 'noBets' };
  const lowest = Math.min(...values);
  if (Math.max(...values) - lowest <= LEVEL_WITHIN + 1e-9) return { kind: 'flat', amount: round2(lowest) };
  if (input.stale) return { kind: 'unavailable', reason: 'stale' };
  if (!input.open) return { kind: 'unavailable', reason: 'suspended' };

  let best: Plan | null = null;
  for (const level of new Set(values)) {
    const plan = planAt(input, level);
    if (plan && (!best || plan.locked > best.locked)) best = plan;
  }
  if (!best) return { kind: 'unavailable', reason: 'noPrice' };

  const spread = Math.max(...values) - lowest;
  let chosen: { plan: Plan; bets: HedgeBet[]; after: Record<string, number> } | null = null;
  for (const level of candidateLevels(input, values)) {
    const plan = planAt(input, level);
    if (!plan || plan.locked > best.locked + 1e-9 || plan.locked < lowest - 1e-9) continue;
    const bets = wholeUnits(plan);
    if (refusal(bets, input.limits) !== null) continue;
    // The most locked in; of equals (a flat stretch of the family), the fewest bets.
    const better =
      !chosen || plan.locked > chosen.plan.locked + 1e-9 || (plan.locked > chosen.plan.locked - 1e-9 && bets.length < chosen.bets.length);
    if (!better) continue;
    // In whole units it must bring the runners closer: bets that leave them as far apart are no cash out.
    const after = projectionAfter(input.kind, input.projection, bets);
    const afterValues = ids.map((id) => after[id] ?? 0);
    if (Math.max(...afterValues) - Math.min(...afterValues) < spread - FLAT) chosen = { plan, bets, after };
  }
  if (!chosen) return { kind: 'unavailable', reason: refusal(wholeUnits(best), input.limits) ?? 'belowMin' };
  return { kind: 'hedge', bets: chosen.bets, after: chosen.after, amount: round2(Math.min(...Object.values(chosen.after))) };
}
