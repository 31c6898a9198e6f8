// Live casino rules: which table a game is, its badges, winners, card layout, outcome groups, suspension, round resets and stake/rate steppers.
import type { Outcome, RoundInfo } from '../api/contract';
import { CASINO_COUNTDOWN_BASE_S, CASINO_RATE_STEP, DRAGON_TIGER_ROUND_S, TEENPATTI_ROUND_S, TEENPATTI_SELF_SUSPEND_S } from './constants';
import { round2 } from './rounding';

/** Tap-on-odds: select an outcome, then a slip opens under it. Chip tray: pick a chip, tap an outcome, bet at once. */
export type CasinoTableKind = 'tapOnOdds' | 'chipTray';
export type CasinoFamily = 'teenpatti' | 'dragonTiger' | 'lucky7';

export interface CasinoGameSpec {
  /** The game-list name, as the server writes it. */
  name: string;
  /** The `{game}` of /sports/v1/casino/{game}/data and /result. */
  path: string;
  kind: CasinoTableKind;
  family: CasinoFamily;
  /** The autotime at which a new round starts and the player's stored bets are cleared. */
  roundLength: number;
}

const spec = (name: string, path: string, kind: CasinoTableKind, family: CasinoFamily): CasinoGameSpec => ({
  name,
  path,
  kind,
  family,
  roundLength: family === 'teenpatti' ? TEENPATTI_ROUND_S : DRAGON_TIGER_ROUND_S,
});

/** The game-list tables (contract section 3). */
export const CASINO_GAMES: readonly CasinoGameSpec[] = [
  spec('20 20 TEENPATTI', 'teenpatti/t20', 'tapOnOdds', 'teenpatti'),
  spec('3 CARD TEENPATTI', 'teenpatti/3card', 'chipTray', 'teenpatti'),
  spec('DRAGON TIGER', 'dragontiger/t20', 'tapOnOdds', 'dragonTiger'),
  spec('20 20 DRAGON TIGER', 'dragontiger/t202', 'tapOnOdds', 'dragonTiger'),
  spec('FAST DRAGON TIGER', 'dragontiger/fast', 'chipTray', 'dragonTiger'),
  spec('LUCKY 7-A', 'lucky/a', 'tapOnOdds', 'lucky7'),
  spec('LUCKY 7-B', 'lucky/b', 'tapOnOdds', 'lucky7'),
];

/** The table for a game-list name (case and outer spaces ignored); null for a name with no screen. */
export function casinoGameByName(name: string): CasinoGameSpec | null {
  const key = name.trim().toUpperCase();
  return CASINO_GAMES.find((g) => g.name === key) ?? null;
}

// ---------- recent results and winners ----------

export type BadgeColour = 'blue' | 'pink' | 'yellow';

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

/** Teenpatti deals alternately: Player A holds cards 0, 2, 4 and Player B 1, 3, 5 (missing cards face down). */
export function teenpattiHands(cards: readonly string[]): { playerA: string[]; playerB: string[] } {
  const at = (i: number) => cards[i] ?? FACE_DOWN;
  return { playerA: [at(0), at(2), at(4)], playerB: [at(1), at(3), at(5)] };
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

/** The items in each range, in order; indexes past the end are simply missing. */
export function groupByIndexRanges<T>(items: readonly T[], ranges: readonly IndexRange[]): T[][] {
  return ranges.map(([from, to]) => items.slice(from, to + 1));
}

export const dragonTigerGroups = <T>(t2: readonly T[]): T[][] => groupByIndexRanges(t2, DRAGON_TIGER_GROUPS);
export const lucky7aGroups = <T>(t2: readonly T[]): T[][] => groupByIndexRanges(t2, LUCKY7A_GROUPS);

export function outcomeName(o: Pick<Outcome, 'nat' | 'nation'>): string {
  return o.nat ?? o.nation ?? '';
}

// ---------- round state ----------

/** Only 20-20 Teenpatti suspends itself, in the last seconds before the cards (autotime below 6). */
export function isSelfSuspended(game: CasinoGameSpec | null, autotime: number): boolean {
  return game?.name === '20 20 TEENPATTI' && autotime < TEENPATTI_SELF_SUSPEND_S;
}

/** The generic launcher's teen20 follows the same self-suspend rule as the game-list 20-20 Teenpatti. */
export function isGenericSelfSuspended(casinoType: string, autotime: number): boolean {
  return casinoType === 'teen20' && autotime < TEENPATTI_SELF_SUSPEND_S;
}

/** The countdown has come back up to the round's length: a new round, so the player's stored bets are cleared. */
export function isRoundReset(autotime: number, roundLength: number): boolean {
  return autotime >= roundLength;
}

/** The countdown ring's fill, 1 at 25 s left, 0 at none. */
export function countdownFraction(autotime: number): number {
  return Math.min(Math.max(autotime / CASINO_COUNTDOWN_BASE_S, 0), 1);
}

export interface OpenConditions {
  selfSuspended: boolean;
  online: boolean;
}

/** Open (bettable, no SUSPENDED overlay) only when gstatus is 1, the table is not self-suspended and the player is online. */
export function isOutcomeOpen(outcome: Pick<Outcome, 'gstatus'>, when: OpenConditions): boolean {
  return Number(outcome.gstatus) === 1 && !when.selfSuspended && when.online;
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

// ---------- generic launcher and bet button ----------

/** The casinoTypes the generic launcher has a table for; any other shows "This Casino Table will be launched soon.". */
export const GENERIC_CASINO_TYPES = [
  'teen20',
  'lucky7',
  'lucky7eu',
  'dt20',
  'card32',
  'card32eu',
  'dt202',
  'poker20',
  'Teen',
  'aaa',
  'dt6',
  'btable',
  'baccarat',
  'worli2',
] as const;
export type GenericCasinoType = (typeof GENERIC_CASINO_TYPES)[number];

export const LAUNCH_SOON_MESSAGE = 'This Casino Table will be launched soon.';

/** Exact match: 'Teen' and 'teen20' are different tables. */
export function isKnownCasinoType(casinoType: string): casinoType is GenericCasinoType {
  return (GENERIC_CASINO_TYPES as readonly string[]).includes(casinoType);
}

export interface PlaceBetConditions {
  loggedIn: boolean;
  stake: number;
  online: boolean;
  /** False after a failed data poll on the generic launcher. */
  dataAvailable?: boolean;
}

/** Place Bet is off when logged out, with a stake below 1, offline, or without live round data. */
export function isPlaceBetDisabled(c: PlaceBetConditions): boolean {
  return !c.loggedIn || !(c.stake >= 1) || !c.online || c.dataAvailable === false;
}

/** A chip-tray bet goes out as soon as a chip, an outcome and both margins are all present. */
export function isChipTrayReady(c: { chip: number | null; outcomeId: string | null; favourMargin: number | null; againstMargin: number | null }): boolean {
  return c.chip !== null && c.chip > 0 && c.outcomeId !== null && c.favourMargin !== null && c.againstMargin !== null;
}
