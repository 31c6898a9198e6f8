// The profit-and-loss pages' bound state: the shared dates, and one row stream per drill-down level.
import { bind } from '@react-rxjs/core';
import { profitLoss } from '../../../../streams/account/profitLoss';

export const [useProfitLossDates] = bind(profitLoss.dates$);
/** Keyed by levelKey(level): a level re-renders for its own rows only. */
export const [useProfitLossRows] = bind((key: string) => profitLoss.level(key).state$);
export { profitLoss };
