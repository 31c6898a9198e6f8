// Which casino tables this client has a screen for, and where a game-list table's feed is: the index the
// lobby routes its cards by, without the tables' records (casinoTables.ts, which is keyed by it).

/** The seven game-list tables' `{game}` of /sports/v1/casino/{game}/data and /result, by game name (contract section 3). */
export const GAME_LIST_PATHS = {
  '20 20 TEENPATTI': 'teenpatti/t20',
  '3 CARD TEENPATTI': 'teenpatti/3card',
  'DRAGON TIGER': 'dragontiger/t20',
  '20 20 DRAGON TIGER': 'dragontiger/t202',
  'FAST DRAGON TIGER': 'dragontiger/fast',
  'LUCKY 7-A': 'lucky/a',
  'LUCKY 7-B': 'lucky/b',
} as const;

export type GameListName = keyof typeof GAME_LIST_PATHS;

/**
 * The generic launcher's casinoTypes with a table (exact: 'Teen' is not 'teen20'): the spec's
 * fourteen, and Andar Bahar 20-20, whose table the spec does not show (README, 'Where the
 * specifications say not shown').
 */
export const GENERIC_TABLE_TYPES = [
  'teen20',
  'Teen',
  'lucky7',
  'lucky7eu',
  'dt20',
  'dt202',
  'dt6',
  'card32',
  'card32eu',
  'poker20',
  'aaa',
  'btable',
  'baccarat',
  'worli2',
  'ab20',
] as const;

export type GenericTableType = (typeof GENERIC_TABLE_TYPES)[number];

/** The game-list name of a game (case and outer spaces ignored), or null when no table has it. */
export function gameListName(name: string): GameListName | null {
  const key = name.trim().toUpperCase();
  return Object.hasOwn(GAME_LIST_PATHS, key) ? (key as GameListName) : null;
}

/** A game-list table's data path by game name; null: no screen (only the background). */
export function gameListPath(name: string): string | null {
  const key = gameListName(name);
  return key ? GAME_LIST_PATHS[key] : null;
}

/** Whether a data path is a game-list table's feed. */
export const isGameListPath = (path: string): boolean => Object.values<string>(GAME_LIST_PATHS).includes(path);

/** Whether the generic launcher has a table for a casinoType (exact). */
export const isGenericTableType = (casinoType: string): casinoType is GenericTableType =>
  (GENERIC_TABLE_TYPES as readonly string[]).includes(casinoType);
