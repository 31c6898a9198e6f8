// Whether the rate on offer moved between picking a price and confirming the bet ('Bet rate changed!').

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
