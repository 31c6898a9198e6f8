// The profit-and-loss pages' bound state: the shared dates, and one row stream and one curve per drill-down level.
import { bind } from '@react-rxjs/core';
import { profitLoss } from '../../../../streams/account/profitLoss';
import { profitCurveOf, type ProfitCurveState } from '../../../../streams/account/profitCurve';

export const [useProfitLossDates] = bind(profitLoss.dates$);
/** Keyed by levelKey(level): a level re-renders for its own rows only. */
export const [useProfitLossRows] = bind((key: string) => profitLoss.level(key).state$);
/** Keyed as the rows; null until the page's dates are known (a player's dates start with their login). */
export const [useProfitCurve] = bind((key: string) => profitCurveOf(key), null as ProfitCurveState | null);
export { profitLoss };
