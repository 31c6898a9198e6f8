// The few date formats the home page and the market ladder show, written with the platform's Intl
// names instead of date-fns' `format`: that one function brings its token parser and the whole
// en-US locale (5 kB gzip) into the home page's chunk. Same output as date-fns' format with the
// same pattern (tests/domain/dates.test.ts compares them over generated dates).

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
