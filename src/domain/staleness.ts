// When prices count as stale, and the words the market page and the slip use for it.

/** A poll that has not answered for longer than this many periods shows stale prices. */
const STALE_AFTER_PERIODS = 2;

/** The time after which a poll of this period counts as stale. */
export const staleAfterMs = (periodMs: number): number => periodMs * STALE_AFTER_PERIODS;

/** The slip refuses to confirm on stale prices (not in the specification: our wording). */
export const STALE_PRICES_TEXT = 'Prices are not up to date. Wait for fresh prices, then confirm.';

const clock = (ms: number): string => {
  const d = new Date(ms);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
};

/** The short label over a stale market: the time of its last fresh prices, local time. */
export const staleLabel = (sinceMs: number): string => `Not updated since ${clock(sinceMs)}`;

/** The header's words for the connection (not in the specification: our wording). */
export const CONNECTION_TEXT = {
  lost: (sinceMs: number) => `Connection lost since ${clock(sinceMs)}. Prices may be out of date.`,
  back: 'Connection is back.',
} as const;
