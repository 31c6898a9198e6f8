// The few date formats the home page and the market ladder show, with the platform's Intl names instead
// of date-fns' `format` (its token parser and the whole en-US locale are 5 kB gzip of the home page), and
// the API's dates read with the platform's parser instead of date-fns' parseISO. Each gives what date-fns
// gives (tests/domain/dates.test.ts compares them over generated dates).

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

let names: { month: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat } | null = null;
/** Built on first use, not at start-up. */
const intl = () =>
  (names ??= {
    month: new Intl.DateTimeFormat('en-US', { month: 'short' }),
    weekday: new Intl.DateTimeFormat('en-US', { weekday: 'short' }),
  });

/** 'MMM': Jan ... Dec */
export const monthShort = (d: Date): string => intl().month.format(d);

/** 'EEE': Sun ... Sat */
export const weekdayShort = (d: Date): string => intl().weekday.format(d);

/** 'HH:mm' */
export const hourMinute = (d: Date): string => `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;

/** 'dd' */
export const day2 = (d: Date): string => pad2(d.getDate());

/** The ISO 8601 forms date-fns' parseISO reads that an API date takes: a date, a time to the minute or finer, an offset. */
const API_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * An API date as a Date, read as date-fns' parseISO reads it (the contract's dates are ISO 8601 with
 * an offset), by the platform's own parser: parseISO is 1 kB gzip of the home page. A date alone is
 * local midnight, a time without an offset local time; anything else is an Invalid Date.
 * tests/domain/dates.test.ts compares the two over generated dates in every form.
 */
export function parseApiDate(text: string): Date {
  if (!API_DATE.test(text)) return new Date(NaN);
  if (text.length === 10) return new Date(`${text}T00:00:00`);
  const iso = text
    .replace(' ', 'T')
    .replace(/(\.\d{3})\d+/, '$1')
    .replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
    .replace(/([+-]\d{2})$/, '$1:00');
  return new Date(iso);
}
