// The from/to dates and data-source selector the statement and profit-and-loss pages share, as pure updates.
import {
  dataSourceRange,
  defaultStatementRange,
  type DataSource,
  type DateRange,
} from '../../src/domain/dateRanges';

export interface DateFilter extends DateRange {
  /** The selector's choice; null reads 'Data Source' (nothing chosen, or a date edited by hand). */
  source: DataSource | null;
}

export const initialDateFilter = (now: number): DateFilter => ({ ...defaultStatementRange(now), source: null });

/** A data source sets both dates by its rule. */
export const withSource =
  (source: DataSource, now: number) =>
  <F extends DateFilter>(f: F): F => ({ ...f, ...dataSourceRange(source, now), source });

/** A date edited by hand no longer matches a preset: the selector goes back to 'Data Source'. */
export const withFrom =
  (from: string) =>
  <F extends DateFilter>(f: F): F => ({ ...f, from, source: null });

export const withTo =
  (to: string) =>
  <F extends DateFilter>(f: F): F => ({ ...f, to, source: null });
