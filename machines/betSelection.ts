// What the exchange bet slip holds (the clicked selection and its rate) and the pure rules on it: price, margins, rate comparison.
import type { BetSide, RunnerRef } from '../src/api/contract';
import { DEFAULT_BET_DELAY_MS } from '../src/domain/constants';
import { betMargins, type Margins } from '../src/domain/margins';
import { rateChanged, type OfferedRate } from '../src/domain/rateCheck';
import type { StakeLimits } from '../src/domain/stakeLimits';

export type { StakeLimits };

interface SelectionBase {
  sportsName: string;
  /** The match's name, sent as the payload's `event`. */
  event: string;
  eventId: string;
  legueId: string;
  matchId: string;
  /** Ignored for FANCY: its payload's marketId is built as `{eventId}-{legueId}-{matchId}`. */
  marketId: string;
  /** The market's name, sent as `market`. */
  market: string;
  selectionId: string;
  /** The runner's name, sent as `selection`. */
  runnerName: string;
  side: BetSide;
  /** Every runner of the market, sent as `runners` with `runnersCount`. */
  runners: readonly RunnerRef[];
  inPlay: boolean;
}

/** Match odds or a horse race (decimal), or bookmaker (per 100): the rate is `oddsReq`. */
export interface PriceSelection extends SelectionBase {
  kind: 'ODDS' | 'BOOKMAKER' | 'HORSE';
  oddsReq: number;
}

/** A fancy row: `price` is the runs line and `size` the rate per 100 of the clicked side. */
export interface FancySelection extends SelectionBase {
  kind: 'FANCY';
  price: number;
  size: number;
  /** The row's BackSize1 and LaySize1, sent alongside. */
  backSize: number;
  laySize: number;
}

export type BetSelection = PriceSelection | FancySelection;

/** The rate now on offer for the slip's cell, as the price stream carries it. */
export type StreamedRate = OfferedRate;

export const NO_MARGINS: Margins = { favourMargin: 0, againstMargin: 0 };

/** The rate of the selection in the shape the price stream uses. */
export function rateOf(selection: BetSelection): StreamedRate {
  return selection.kind === 'FANCY' ? { price: selection.price, size: selection.size } : { oddsReq: selection.oddsReq };
}

/** Whether a streamed rate has the shape this kind of selection is priced in. */
export function rateFits(selection: BetSelection, rate: StreamedRate): boolean {
  return selection.kind === 'FANCY' ? 'price' in rate : 'oddsReq' in rate;
}

/** Equal rates (the rate check of src/domain/rateCheck.ts); a fancy rate is the same only if both its line and its rate are. */
export function sameRate(a: StreamedRate, b: StreamedRate): boolean {
  return !rateChanged(a, b);
}

/**
 * What identifies one bet for a resend: the same market, runner, side and stake. Not the rate: the
 * slip adopts a moved rate by itself ('Bet rate changed!'), and a bet whose answer was lost confirmed
 * again at the new rate must still carry its first clientRef, or the exchange could place it twice.
 */
export function betKey(selection: BetSelection, stake: number): string {
  return JSON.stringify([selection.kind, selection.marketId, selection.selectionId, selection.side, stake]);
}

/** The selection re-priced at `rate` (a rate of the wrong shape changes nothing). */
export function withRate(selection: BetSelection, rate: StreamedRate): BetSelection {
  if (selection.kind === 'FANCY' && 'price' in rate) {
    const sizes = selection.side === 'back' ? { backSize: rate.size } : { laySize: rate.size };
    return { ...selection, price: rate.price, size: rate.size, ...sizes };
  }
  if (selection.kind !== 'FANCY' && 'oddsReq' in rate) return { ...selection, oddsReq: rate.oddsReq };
  return selection;
}

/** What the slip wins and loses: oddsReq prices ODDS, HORSE and BOOKMAKER, the size (rate per 100) prices FANCY. */
export function slipMargins(selection: BetSelection, stake: number): Margins {
  const price = selection.kind === 'FANCY' ? selection.size : selection.oddsReq;
  return betMargins(selection.kind, selection.side, price, stake);
}

/** The limits' `delay` is in seconds; without one (or an unreadable one) the default applies. */
export function betDelayMs(delaySeconds: number | undefined): number {
  return delaySeconds !== undefined && Number.isFinite(delaySeconds) && delaySeconds >= 0
    ? delaySeconds * 1000
    : DEFAULT_BET_DELAY_MS;
}
