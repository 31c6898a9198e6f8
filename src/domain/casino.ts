// Live casino rules (the tables themselves are records in casinoTables.ts): badges, winners, card layout, outcome groups, suspension, round resets and stake/rate steppers.
import type { Outcome, RoundInfo } from '../api/contract';
import { CASINO_COUNTDOWN_BASE_S, CASINO_RATE_STEP } from './constants';
import { round2 } from './rounding';

/** Tap-on-odds: select an outcome, then a slip opens under it. Chip tray: pick a chip, tap an outcome, bet at once. */
export type CasinoTableKind = 'tapOnOdds' | 'chipTray';
export type CasinoFamily = 'teenpatti' | 'dragonTiger' | 'lucky7';

// ---------- recent results and winners ----------

type BadgeColour = 'blue' | 'pink' | 'yellow';

export interface ResultBadge {
  label: string;
  /** Only Dragon Tiger badges are coloured. */
  colour: BadgeColour | null;
}

/** Teenpatti: A for 1 else B. Dragon Tiger: D for 1 else T, blue/pink/yellow for 1/2/other. Lucky 7: L for 1, H for 2, else T. */
export function resultBadge(family: CasinoFamily, result: string | number): ResultBadge {
  const r = String(result).trim();
  switch (family) {
    case 'teenpatti':
      return { label: r === '1' ? 'A' : 'B', colour: null };
    case 'dragonTiger':
      return { label: r === '1' ? 'D' : 'T', colour: r === '1' ? 'blue' : r === '2' ? 'pink' : 'yellow' };
    case 'lucky7':
      return { label: r === '1' ? 'L' : r === '2' ? 'H' : 'T', colour: null };
  }
}

/** The values of a `win` comma list, trimmed, blanks dropped. */
export function winValues(win: string | number | null | undefined): string[] {
  if (win === null || win === undefined) return [];
  return String(win)
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** The winning side: the first value of `win`. */
export function winningValue(win: string | number | null | undefined): string | null {
  return winValues(win)[0] ?? null;
}

/** Teenpatti's result modal marks Player A when win is 1 and Player B when it is 3. */
export function teenpattiWinner(win: string | number | null | undefined): 'Player A' | 'Player B' | null {
  const w = winningValue(win);
  return w === '1' ? 'Player A' : w === '3' ? 'Player B' : null;
}

/** Dragon Tiger's result modal marks Dragon for 1 and Tiger for 2 (a tie marks neither). */
export function dragonTigerWinner(win: string | number | null | undefined): 'Dragon' | 'Tiger' | null {
  const w = winningValue(win);
  return w === '1' ? 'Dragon' : w === '2' ? 'Tiger' : null;
}

// ---------- cards ----------

/** Card "1" is a card not yet turned. */
export const FACE_DOWN = '1';

export type Suit = 'S' | 'H' | 'C' | 'D';
export type Card = { faceDown: true } | { faceDown: false; rank: string; suit: Suit };

const CARD = /^(A|[2-9]|10|J|Q|K)(S|H|C|D)\2?$/;

/** "10DD" -> rank 10 of diamonds, "KHH" -> king of hearts, "1" -> face down; anything else -> null. */
export function parseCard(code: string): Card | null {
  const c = code.trim().toUpperCase();
  if (c === FACE_DOWN) return { faceDown: true };
  const m = CARD.exec(c);
  if (!m || !m[1] || !m[2]) return null;
  return { faceDown: false, rank: m[1], suit: m[2] as Suit };
}

/** A `cards` comma list as codes, trimmed, blanks dropped. */
export function splitCards(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

/** The round's C1..C6 in order; a card the feed leaves out is face down. */
export function roundCards(info: Pick<RoundInfo, 'C1' | 'C2' | 'C3' | 'C4' | 'C5' | 'C6'>): string[] {
  return [info.C1, info.C2, info.C3, info.C4, info.C5, info.C6].map((c) => c ?? FACE_DOWN);
}

/** Lucky 7-B runners named "Card n" show card n's picture; other names have none. */
export function cardRunnerNumber(runnerName: string): number | null {
  const m = /^card\s+(\d+)$/i.exec(runnerName.trim());
  return m?.[1] ? Number(m[1]) : null;
}

// ---------- outcome groups ----------

/** Inclusive index ranges into t2. */
export type IndexRange = readonly [from: number, to: number];

/** Dragon Tiger's 7 groups: winner, Dragon even/odd, Tiger even/odd, Dragon red/black, Tiger red/black, Dragon card, Tiger card (index 3, the pair, is not drawn). */
export const DRAGON_TIGER_GROUPS: readonly IndexRange[] = [
  [0, 2],
  [4, 5],
  [21, 22],
  [6, 7],
  [23, 24],
  [8, 20],
  [25, 37],
];

/** Lucky 7-A's 4 groups: winner, odd/even, colour, card. */
export const LUCKY7A_GROUPS: readonly IndexRange[] = [
  [0, 1],
  [2, 3],
  [4, 5],
  [6, 18],
];

export function outcomeName(o: Pick<Outcome, 'nat' | 'nation'>): string {
  return o.nat ?? o.nation ?? '';
}

// ---------- round state ----------

/**
 * A new round: the feed names another round id, or the countdown has come back up to the table's
 * reset second (the player's stored bets and any slip of the last round are cleared). The first
 * round seen (no previous id) is not a new one: there is nothing to clear.
 */
export function isRoundReset(prev: { mid: string | null; autotime: number }, next: { mid: string; autotime: number }, resetAt: number): boolean {
  return prev.mid !== null && (next.mid !== prev.mid || (next.autotime >= resetAt && prev.autotime < resetAt));
}

/** The countdown ring's fill, 1 at 25 s left, 0 at none. */
export function countdownFraction(autotime: number): number {
  return Math.min(Math.max(autotime / CASINO_COUNTDOWN_BASE_S, 0), 1);
}

/** The player's existing bets that belong to the round on show. */
export function betsOfRound<T extends { roundId?: string | undefined }>(bets: readonly T[], roundId: string): T[] {
  return bets.filter((b) => b.roundId !== undefined && String(b.roundId) === String(roundId));
}

// ---------- stake and rate steppers ----------

/** Stakes are integers: doubling and halving cut any fraction (75 / 2 -> 37). */
export function doubleStake(stake: number): number {
  return Math.trunc(stake * 2);
}

export function halfStake(stake: number): number {
  return Math.trunc(stake / 2);
}

/** One 0.01 step up or down; a step that would land on 0.01 or below is refused (the rate stays). */
export function stepRate(rate: number, direction: 1 | -1): number {
  const next = round2(rate + direction * CASINO_RATE_STEP);
  return next <= CASINO_RATE_STEP ? rate : next;
}

// ---------- bet button and chip tray ----------

export const LAUNCH_SOON_MESSAGE = 'This Casino Table will be launched soon.';

export interface PlaceBetConditions {
  loggedIn: boolean;
  stake: number;
  /** The slip's outcome is open now (isOutcomeOpen in bettable.ts; false with no slip): offline, stale data and a closed or suspended round all close it. */
  outcomeOpen: boolean;
}

/** Place Bet is off when logged out, with a stake below 1, or when the slip's outcome is not open (offline, no live data, suspended). */
export function isPlaceBetDisabled(c: PlaceBetConditions): boolean {
  return !c.loggedIn || !(c.stake >= 1) || !c.outcomeOpen;
}

/** A chip-tray tap bets at once when a chip is picked, the player is logged in and the tapped outcome is open. */
export function isChipTrayReady(c: { chip: number | null; loggedIn: boolean; outcomeOpen: boolean }): boolean {
  return c.chip !== null && c.chip > 0 && c.loggedIn && c.outcomeOpen;
}
