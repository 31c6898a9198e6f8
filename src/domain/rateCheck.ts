// Whether the rate on offer moved between picking a price and confirming the bet ('Bet rate changed!').
import type { BetSide, BookmakerRunner, ExchangeRunner, FancyRow, HorseMarket } from '../api/contract';

export const RATE_CHANGED_MESSAGE = 'Bet rate changed!';

/** A fancy rate: the runs line and the rate per 100; the bet is off if either moved. */
export interface FancyRate {
  price: number;
  size: number;
}

/** A decimal or per-100 rate changed, or is no longer on offer (undefined). */
export function oddsRateChanged(chosen: number, current: number | undefined): boolean {
  return current === undefined || !Number.isFinite(current) || current !== chosen;
}

/** Bookmaker rates are single per-100 numbers, compared as odds are. */
export const bookmakerRateChanged = oddsRateChanged;

/** A fancy rate changed when its line or its rate moved, or the row is gone. */
export function fancyRateChanged(chosen: FancyRate, current: FancyRate | undefined): boolean {
  return current === undefined || current.price !== chosen.price || current.size !== chosen.size;
}

/** A rate as a slip holds it: `oddsReq` (odds, bookmaker, horse, casino) or a fancy line and rate. */
export type OfferedRate = { oddsReq: number } | FancyRate;

/**
 * The one rate check of every slip: the chosen rate against the one on offer now. A rate no
 * longer on offer (undefined: runner suspended, ladder emptied, row gone) counts as changed, and
 * so does one of the other shape.
 */
export function rateChanged(chosen: OfferedRate, current: OfferedRate | undefined): boolean {
  if (current === undefined) return true;
  if ('oddsReq' in chosen) return !('oddsReq' in current) || oddsRateChanged(chosen.oddsReq, current.oddsReq);
  return !('price' in current) || fancyRateChanged(chosen, current);
}

/** The best price now on this side of an exchange runner (index 0 of its ladder). */
export function currentOddsRate(runner: ExchangeRunner | undefined, side: BetSide): number | undefined {
  const ladder = side === 'back' ? runner?.ex.availableToBack : runner?.ex.availableToLay;
  return ladder?.[0]?.price;
}

/** The bookmaker runner's current rate on this side. */
export function currentBookmakerRate(runner: BookmakerRunner | undefined, side: BetSide): number | undefined {
  if (!runner) return undefined;
  return side === 'back' ? runner.backPrice : runner.layPrice;
}

/** The fancy row's current line and rate on this side (back = BackPrice1/BackSize1, lay = LayPrice1/LaySize1). */
export function currentFancyRate(row: FancyRow | undefined, side: BetSide): FancyRate | undefined {
  if (!row) return undefined;
  return side === 'back' ? { price: row.BackPrice1, size: row.BackSize1 } : { price: row.LayPrice1, size: row.LaySize1 };
}

/** The horse runner's best odds on this side now (the back1 or lay1 cell). */
export function currentHorseRate(market: HorseMarket | undefined, selectionId: string, side: BetSide): number | undefined {
  const runner = market?.section.find((r) => String(r.sid) === selectionId);
  return runner?.odds.find((o) => o.oname === (side === 'back' ? 'back1' : 'lay1'))?.odds;
}
