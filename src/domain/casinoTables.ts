// Every casino table as a data record (hands, card positions, outcome groups, badges, winner rule, reset second, interaction), read by a few layout components and one round machine.
import {
  DRAGON_TIGER_GROUPS,
  LUCKY7A_GROUPS,
  dragonTigerWinner,
  resultBadge,
  teenpattiWinner,
  winningValue,
  type CasinoFamily,
  type CasinoTableKind,
  type IndexRange,
  type ResultBadge,
} from './casino';
import { GAME_LIST_PATHS, gameListName, isGenericTableType, type GameListName, type GenericTableType } from './casinoTableIndex';
import { DRAGON_TIGER_ROUND_S, TEENPATTI_ROUND_S, TEENPATTI_SELF_SUSPEND_S } from './constants';

/** A row of cards on the felt: a label and the C1..C6 positions (0-based) it shows. */
export interface Hand {
  label: string;
  positions: readonly number[];
}

/** A block of outcomes: the t2 indexes it takes, under a title. */
interface OutcomeGroup {
  title: string;
  range: IndexRange;
}

/** An outcome shown before (or without) the feed's own: Lucky 7-A's default markets. */
export interface DefaultOutcome {
  sid: string;
  name: string;
}

/** How the result modal names the winner. */
type WinnerRule = 'teenpatti' | 'dragonTiger' | 'lucky7' | 'firstValue';

export interface CasinoTableRecord {
  /** The game-list name ('20 20 TEENPATTI') or the generic casinoType ('teen20'). */
  id: string;
  /** What the page's title bar reads. */
  title: string;
  /** Badge letters and colours follow the family; 'other' shows the result as the feed sends it. */
  family: CasinoFamily | 'other';
  interaction: CasinoTableKind;
  /** The autotime at which a new round starts and the player's stored bets are cleared. */
  resetAt: number;
  /** Outcomes suspend themselves below this autotime (20-20 Teenpatti only); null: never. */
  selfSuspendBelow: number | null;
  hands: readonly Hand[];
  /** Outcome blocks by t2 index; null: every outcome in one block. */
  groups: readonly OutcomeGroup[] | null;
  /** Shown under each group's title (Lucky 7 and Dragon Tiger). */
  showMinMax: boolean;
  /** Runners named 'Card n' show card n's picture (Lucky 7-B). */
  cardRunners: boolean;
  /** Per group, the outcomes shown while the feed sends none for it; all but the first group suspended. */
  defaultOutcomes: readonly (readonly DefaultOutcome[])[] | null;
  winnerRule: WinnerRule;
  /** Labels of the result modal's card rows (by position, as the hands). */
  resultHands: readonly Hand[];
}

/** A game-list table: its record and the `{game}` of /sports/v1/casino/{game}/data and /result. */
export interface GameListTableRecord extends CasinoTableRecord {
  path: string;
}

const TEENPATTI_HANDS: readonly Hand[] = [
  { label: 'Player A', positions: [0, 2, 4] },
  { label: 'Player B', positions: [1, 3, 5] },
];
const DRAGON_TIGER_HANDS: readonly Hand[] = [
  { label: 'Dragon', positions: [0] },
  { label: 'Tiger', positions: [1] },
];
const ONE_CARD: readonly Hand[] = [{ label: 'Card', positions: [0] }];
const CARD32_HANDS: readonly Hand[] = [8, 9, 10, 11].map((n, i) => ({ label: `Player ${n}`, positions: [i] }));

const DT_GROUP_TITLES = ['Winner', 'Dragon Even / Odd', 'Tiger Even / Odd', 'Dragon Red / Black', 'Tiger Red / Black', 'Dragon Card', 'Tiger Card'];
const L7_GROUP_TITLES = ['Winner', 'Lucky Odd/Even', 'Lucky Color', 'Lucky Card'];

const titled = (titles: readonly string[], ranges: readonly IndexRange[]): OutcomeGroup[] =>
  ranges.map((range, i) => ({ title: titles[i] ?? '', range }));

/** Lucky 7-A's default markets with their fixed ids: shown until the feed sends its own. */
const LUCKY7_DEFAULTS: readonly (readonly DefaultOutcome[])[] = [
  [
    { sid: '1', name: 'Low Card' },
    { sid: '2', name: 'High Card' },
  ],
  [
    { sid: '3', name: 'Even' },
    { sid: '4', name: 'Odd' },
  ],
  [
    { sid: '5', name: 'Red' },
    { sid: '6', name: 'Black' },
  ],
  ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r, i) => ({ sid: String(7 + i), name: `Card ${r}` })),
];

interface Shape {
  family: CasinoTableRecord['family'];
  interaction?: CasinoTableKind;
  selfSuspend?: boolean;
  hands: readonly Hand[];
  groups?: readonly OutcomeGroup[] | null;
  cardRunners?: boolean;
  defaultOutcomes?: CasinoTableRecord['defaultOutcomes'];
  winnerRule?: WinnerRule;
}

function record(id: string, title: string, s: Shape): CasinoTableRecord {
  const showMinMax = s.family === 'lucky7' || s.family === 'dragonTiger';
  return {
    id,
    title,
    family: s.family,
    interaction: s.interaction ?? 'tapOnOdds',
    resetAt: s.family === 'teenpatti' || s.family === 'other' ? TEENPATTI_ROUND_S : DRAGON_TIGER_ROUND_S,
    selfSuspendBelow: s.selfSuspend ? TEENPATTI_SELF_SUSPEND_S : null,
    hands: s.hands,
    groups: s.groups ?? null,
    showMinMax,
    cardRunners: s.cardRunners ?? false,
    defaultOutcomes: s.defaultOutcomes ?? null,
    winnerRule: s.winnerRule ?? (s.family === 'other' ? 'firstValue' : s.family),
    resultHands: s.hands,
  };
}

const DT_GROUPS = titled(DT_GROUP_TITLES, DRAGON_TIGER_GROUPS);
const L7_GROUPS = titled(L7_GROUP_TITLES, LUCKY7A_GROUPS);
const DT_WINNER: readonly OutcomeGroup[] = [{ title: 'Winner', range: [0, 2] }];

const gameListRecord = (id: GameListName, title: string, shape: Shape): GameListTableRecord => ({ ...record(id, title, shape), path: GAME_LIST_PATHS[id] });

/** The seven game-list tables, by game name (contract section 3): adding one means adding a line here and its path to casinoTableIndex.ts. */
const GAME_LIST_TABLES: Readonly<Record<GameListName, GameListTableRecord>> = {
  '20 20 TEENPATTI': gameListRecord('20 20 TEENPATTI', '20 20 Teenpatti', { family: 'teenpatti', hands: TEENPATTI_HANDS, selfSuspend: true }),
  '3 CARD TEENPATTI': gameListRecord('3 CARD TEENPATTI', '3 Card Teenpatti', { family: 'teenpatti', hands: TEENPATTI_HANDS, interaction: 'chipTray' }),
  'DRAGON TIGER': gameListRecord('DRAGON TIGER', 'Dragon Tiger', { family: 'dragonTiger', hands: DRAGON_TIGER_HANDS, groups: DT_GROUPS }),
  '20 20 DRAGON TIGER': gameListRecord('20 20 DRAGON TIGER', '20 20 Dragon Tiger', { family: 'dragonTiger', hands: DRAGON_TIGER_HANDS, groups: DT_WINNER }),
  'FAST DRAGON TIGER': gameListRecord('FAST DRAGON TIGER', 'Fast Dragon Tiger', { family: 'dragonTiger', hands: DRAGON_TIGER_HANDS, interaction: 'chipTray' }),
  'LUCKY 7-A': gameListRecord('LUCKY 7-A', 'Lucky 7-A', { family: 'lucky7', hands: ONE_CARD, groups: L7_GROUPS, defaultOutcomes: LUCKY7_DEFAULTS }),
  'LUCKY 7-B': gameListRecord('LUCKY 7-B', 'Lucky 7-B', { family: 'lucky7', hands: ONE_CARD, groups: L7_GROUPS, cardRunners: true }),
};

/** The game-list table for a game name (case and outer spaces ignored); null: no screen (only the background). */
export function gameListTable(name: string): GameListTableRecord | null {
  const key = gameListName(name);
  return key ? GAME_LIST_TABLES[key] : null;
}

/** The generic launcher's tables, by casinoType (the types: casinoTableIndex.ts). */
const GENERIC_TABLES: Readonly<Record<GenericTableType, CasinoTableRecord>> = {
  teen20: record('teen20', '20-20 Teenpatti', { family: 'teenpatti', hands: TEENPATTI_HANDS, selfSuspend: true }),
  Teen: record('Teen', 'Teenpatti One Day', { family: 'teenpatti', hands: TEENPATTI_HANDS }),
  lucky7: record('lucky7', 'Lucky 7 - A', { family: 'lucky7', hands: ONE_CARD, groups: L7_GROUPS }),
  lucky7eu: record('lucky7eu', 'Lucky 7 - B', { family: 'lucky7', hands: ONE_CARD, groups: L7_GROUPS, cardRunners: true }),
  dt20: record('dt20', '20-20 Dragon Tiger', { family: 'dragonTiger', hands: DRAGON_TIGER_HANDS, groups: DT_GROUPS }),
  dt202: record('dt202', '20-20 Dragon Tiger 2', { family: 'dragonTiger', hands: DRAGON_TIGER_HANDS, groups: DT_WINNER }),
  dt6: record('dt6', '1 Day Dragon Tiger', { family: 'dragonTiger', hands: DRAGON_TIGER_HANDS, groups: DT_GROUPS }),
  card32: record('card32', '32 Cards A', { family: 'other', hands: CARD32_HANDS }),
  card32eu: record('card32eu', '32 Cards B', { family: 'other', hands: CARD32_HANDS }),
  poker20: record('poker20', '20-20 Poker', {
    family: 'other',
    hands: [
      { label: 'Player A', positions: [0, 1] },
      { label: 'Player B', positions: [2, 3] },
      { label: 'Board', positions: [4, 5] },
    ],
  }),
  aaa: record('aaa', 'Amar Akbar Anthony', { family: 'other', hands: ONE_CARD }),
  btable: record('btable', 'Bollywood Casino', { family: 'other', hands: ONE_CARD }),
  baccarat: record('baccarat', 'Baccarat', {
    family: 'other',
    hands: [
      { label: 'Player', positions: [0, 2, 4] },
      { label: 'Banker', positions: [1, 3, 5] },
    ],
  }),
  worli2: record('worli2', 'Instant Worli', { family: 'other', hands: [{ label: 'Cards', positions: [0, 1, 2] }] }),
  ab20: record('ab20', 'Andar Bahar 20-20', {
    family: 'other',
    hands: [
      { label: 'Joker', positions: [0] },
      { label: 'Andar', positions: [1, 3, 5] },
      { label: 'Bahar', positions: [2, 4] },
    ],
  }),
};

/** The generic table of a casinoType (exact: 'Teen' is not 'teen20'); null for a type with no table ('This Casino Table will be launched soon.'). */
export function genericTable(casinoType: string): CasinoTableRecord | null {
  return isGenericTableType(casinoType) ? GENERIC_TABLES[casinoType] : null;
}

/** The strip's badge for a result: the family's letters and colours, or the result itself for other games. */
export function badgeFor(rec: CasinoTableRecord, result: string | number): ResultBadge {
  if (rec.family === 'other') return { label: String(result).trim().slice(0, 2) || '-', colour: null };
  return resultBadge(rec.family, result);
}

/**
 * The result modal's winner text, or null when the rule names none (a tie). Lucky 7 reads its
 * badge's sides (1 low, 2 high, else the seven); other games name the winning outcome by its
 * selection id when `outcomeName` knows it, else show the value.
 */
export function winnerOf(
  rec: CasinoTableRecord,
  win: string | number | null | undefined,
  outcomeName: (sid: string) => string | undefined = () => undefined,
): string | null {
  switch (rec.winnerRule) {
    case 'lucky7': {
      const w = winningValue(win);
      return w === null ? null : w === '1' ? 'Low Card' : w === '2' ? 'High Card' : 'Lucky 7';
    }
    case 'teenpatti':
      return teenpattiWinner(win);
    case 'dragonTiger':
      return dragonTigerWinner(win);
    case 'firstValue': {
      const w = winningValue(win);
      return w === null ? null : (outcomeName(w) ?? w);
    }
  }
}

/** The outcomes each group shows: t2 sliced by the group's range, or everything in one block. */
export function groupOutcomes<T>(rec: CasinoTableRecord, t2: readonly T[]): { title: string; items: T[] }[] {
  if (!rec.groups) return [{ title: '', items: [...t2] }];
  return rec.groups.map((g) => ({ title: g.title, items: t2.slice(g.range[0], g.range[1] + 1) }));
}

/** Self-suspension of a record's table at this autotime. */
export function recordSelfSuspended(rec: CasinoTableRecord, autotime: number): boolean {
  return rec.selfSuspendBelow !== null && autotime < rec.selfSuspendBelow;
}
