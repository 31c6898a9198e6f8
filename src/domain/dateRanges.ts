// The statement / profit-and-loss data-source presets and date range, as plain YYYY-MM-DD days in local time.
import { format, subDays } from 'date-fns';
import { BACKUP_DATA_DAYS, OLD_DATA_DAYS } from './constants';

export type DataSource = 'LIVE DATA' | 'BACKUP DATA' | 'OLD DATA';

/** The selector's options in order, and what it reads once a date is edited by hand. */
export const DATA_SOURCES: readonly DataSource[] = ['LIVE DATA', 'BACKUP DATA', 'OLD DATA'];
export const DATA_SOURCE_PLACEHOLDER = 'Data Source';

export interface DateRange {
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD */
  to: string;
}

const DAY_FORMAT = 'yyyy-MM-dd';

/** A date as the filters and request bodies carry it: YYYY-MM-DD in local time. */
export function formatDay(date: Date | number): string {
  return format(date, DAY_FORMAT);
}

/**
 * LIVE DATA is today only; BACKUP and OLD DATA end yesterday and start 30 or 90 days before
 * yesterday (archived data never includes today).
 */
export function dataSourceRange(source: DataSource, now: Date | number): DateRange {
  const today = formatDay(now);
  if (source === 'LIVE DATA') return { from: today, to: today };
  const yesterday = subDays(now, 1);
  const days = source === 'BACKUP DATA' ? BACKUP_DATA_DAYS : OLD_DATA_DAYS;
  return { from: formatDay(subDays(yesterday, days)), to: formatDay(yesterday) };
}

/** The statement and profit-and-loss pages open on today's live data, with the selector at "Data Source". */
export function defaultStatementRange(now: Date | number): DateRange {
  return dataSourceRange('LIVE DATA', now);
}
