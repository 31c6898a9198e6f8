// "Can this be bet on now": one rule each for an exchange market and runner, a bookmaker market and runner, a fancy row,
// a horse race and runner and a casino outcome, and what a price is. The slip's rate check, the tables' covers, Cash Out,
// what-if, the price announcements and Multi Markets all ask here; no status is compared anywhere else (scripts/check-status-rules.mjs).

/** A status as compared: trimmed and upper case (a feed may send ' open' or 'Open'); absent reads as ''. */
const norm = (status: string | null | undefined): string => (status ?? '').trim().toUpperCase();

const OPEN = 'OPEN';
const ACTIVE = 'ACTIVE';
const SUSPENDED = 'SUSPENDED';
const CLOSED = 'CLOSED';

// ---------- prices ----------

/** A price a bet can be made at: a finite number above 0 (an empty ladder cell, 0 or NaN is no price). */
export function hasPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

// ---------- exchange odds (Match Odds, tie, toss ...) ----------

/** An exchange market takes bets only while OPEN (contract: OPEN, SUSPENDED or CLOSED). */
export function isMarketOpen(status: string | null | undefined): boolean {
  return norm(status) === OPEN;
}

/** An exchange runner takes bets only while ACTIVE; SUSPENDED, REMOVED, WINNER, LOSER and anything unknown are covered. */
export function isRunnerActive(status: string | null | undefined): boolean {
  return norm(status) === ACTIVE;
}

/** The Game Details banner shows the first market's status, SUSPENDED until one is known (spec 000 section 2). */
export function firstMarketStatusText(status: string | null | undefined): string {
  return status ?? SUSPENDED;
}

/** A status pill's colour: open (green), suspended (red) or anything else (grey). */
export function statusTone(status: string | null | undefined): 'open' | 'suspended' | 'other' {
  const s = norm(status);
  return s === OPEN ? 'open' : s === SUSPENDED ? 'suspended' : 'other';
}

// ---------- bookmaker ----------

/**
 * A bookmaker market takes bets while OPEN or ACTIVE. The contract leaves its status open; the
 * exchange markets say OPEN and the runners of both kinds say ACTIVE for "taking bets", and a
 * bookmaker feed is seen sending either (docs/choices.md, 'Bookmaker market status'). SUSPENDED,
 * CLOSED, an empty status and any other word are closed: covered, no price to the slip, no Cash Out.
 */
export function isBookmakerOpen(status: string | null | undefined): boolean {
  const s = norm(status);
  return s === OPEN || s === ACTIVE;
}

/** A bookmaker runner takes bets only while ACTIVE (contract: ACTIVE or SUSPENDED); any other status is covered. */
export function isBookmakerRunnerActive(status: string | null | undefined): boolean {
  return norm(status) === ACTIVE;
}

// ---------- fancy ----------

/** A fancy row's status as the client reads it: the trimmed GameStatus ('' while the row is open). */
export function fancyRowStatus(row: { GameStatus?: string | null }): string {
  return (row.GameStatus ?? '').trim();
}

/** A fancy row takes bets only while it has no game status ('Ball Running', 'SUSPENDED' ... cover it). */
export function isFancyRowOpen(status: string | null | undefined): boolean {
  return (status ?? '').trim() === '';
}

// ---------- horse racing ----------

/** A horse market's status as shown: upper case; a market the server sends without one is OPEN. */
export function horseMarketStatus(raw: string | null | undefined): string {
  return norm(raw) || OPEN;
}

/** A race's market takes bets only while OPEN (horseMarketStatus reads a missing status as OPEN). */
export function isRaceOpen(status: string | null | undefined): boolean {
  return norm(status) === OPEN;
}

/** The countdown stops at 'Race closed' once the race's market is CLOSED. */
export function isRaceClosed(status: string | null | undefined): boolean {
  return norm(status) === CLOSED;
}

export type HorseRunnerStatus = typeof ACTIVE | typeof SUSPENDED;

/**
 * The contract's horse runner has no status: a runner with a price on either side is being traded
 * (ACTIVE); one with none (a non-runner, or held by the book) reads SUSPENDED.
 */
export function horseRunnerStatus(priced: boolean): HorseRunnerStatus {
  return priced ? ACTIVE : SUSPENDED;
}

// ---------- casino ----------

/** The feed opens an outcome with gstatus 1 (sent as a number or a string); anything else is suspended. */
export function isFeedOutcomeOpen(outcome: { gstatus: number | string | null | undefined }): boolean {
  return Number(outcome.gstatus) === 1;
}

export interface OpenConditions {
  /** The table suspends itself at this second (recordSelfSuspended). */
  selfSuspended: boolean;
  online: boolean;
  /** False after a failed data poll, until one succeeds. */
  dataAvailable: boolean;
  /** The round id on show, null before the feed names one. */
  roundId: string | null;
  /** The countdown; 0 or below: the round is closed. */
  autotime: number;
}

/** A casino outcome takes bets (no SUSPENDED overlay) only when the feed opens it, the round is live (known, counting, its data fresh), the table is not self-suspended and the player is online. */
export function isOutcomeOpen(outcome: { open: boolean }, when: OpenConditions): boolean {
  return outcome.open && when.online && when.dataAvailable && when.roundId !== null && when.autotime > 0 && !when.selfSuspended;
}
