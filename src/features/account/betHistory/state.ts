// The bet history page's bound state: filters, sport choices and rows.
import { bind } from '@react-rxjs/core';
import { betHistory } from '../../../../streams/account/betHistory';

export const [useBetHistoryFilters] = bind(betHistory.filters$);
export const [useBetHistoryRows] = bind(betHistory.rows$);
export const [useBetHistorySports] = bind(betHistory.sports$, [] as string[]);
export { betHistory };
