// Every casino table the simulated exchange runs: the seven game-list tables and the generic launcher types.
import { andarBaharRules } from './rules/andarBahar';
import { baccaratRules } from './rules/baccarat';
import { card32Rules } from './rules/card32';
import { dragonTigerRules, dragonTigerWinnerRules } from './rules/dragonTiger';
import { lucky7Rules, lucky7bRules } from './rules/lucky7';
import { pokerRules } from './rules/poker';
import { amarAkbarAnthonyRules, bollywoodTableRules } from './rules/singleCard';
import { teenpattiRules } from './rules/teenpatti';
import type { Rules } from './rules/types';
import { worliRules } from './rules/worli';

export const CASINO_EVENT_ID = '113';

/**
 * When things happen in a round, in autotime (seconds left, counting down from roundS to 1).
 * Outcomes are suspended from `closeAt` down; card i turns face up at `reveal[i]` (later cards at
 * the last entry), so every card is shown before the round ends and the next one begins.
 */
interface Timing {
  roundS: number;
  closeAt: number;
  reveal: readonly number[];
}

/** Teenpatti tables last 25 s, Dragon Tiger and Lucky 7 19 s (spec section 4). */
const TEENPATTI: Timing = { roundS: 25, closeAt: 8, reveal: [7, 6, 5, 4, 3, 2] };
const DRAGON_TIGER: Timing = { roundS: 19, closeAt: 6, reveal: [5, 3] };
const LUCKY7: Timing = { roundS: 19, closeAt: 5, reveal: [3] };
const CARD32: Timing = { roundS: 25, closeAt: 8, reveal: [7, 6, 5, 4, 3] };
const POKER: Timing = { roundS: 25, closeAt: 9, reveal: [8, 8, 8, 8, 6, 6, 6, 4, 3] };
const BACCARAT: Timing = { roundS: 25, closeAt: 8, reveal: [7, 7, 6, 6, 4, 3] };
const ONE_CARD: Timing = { roundS: 19, closeAt: 5, reveal: [3] };
const WORLI: Timing = { roundS: 19, closeAt: 6, reveal: [5, 4, 3] };

export interface Table {
  /** The `{game}` path of a game-list table ('teenpatti/t20') or a generic launcher casinoType ('card32'). */
  key: string;
  /** Three digits that start every round id of this table, so a round id alone names its table. */
  code: number;
  name: string;
  /** How the lobby lists it; game-list tables use a route-safe slug of their path. */
  casinoType: string;
  kind: 'gameList' | 'generic';
  legueId: string;
  matchId: string;
  marketId: string;
  rules: Rules;
  timing: Timing;
  /** Feed quirks the contract allows: outcome names under `nation`, numbers as numeric strings. */
  nameKey: 'nat' | 'nation';
  numericStrings: boolean;
}

interface Spec {
  key: string;
  name: string;
  casinoType: string;
  kind: Table['kind'];
  rules: Rules;
  timing: Timing;
  nameKey?: 'nat' | 'nation';
  numericStrings?: boolean;
}

const SPECS: Spec[] = [
  { key: 'teenpatti/t20', name: '20 20 TEENPATTI', casinoType: 'teenpatti-t20', kind: 'gameList', rules: teenpattiRules, timing: TEENPATTI, numericStrings: true },
  { key: 'teenpatti/3card', name: '3 CARD TEENPATTI', casinoType: 'teenpatti-3card', kind: 'gameList', rules: teenpattiRules, timing: TEENPATTI },
  { key: 'dragontiger/t20', name: 'DRAGON TIGER', casinoType: 'dragontiger-t20', kind: 'gameList', rules: dragonTigerRules, timing: DRAGON_TIGER, nameKey: 'nation' },
  { key: 'dragontiger/t202', name: '20 20 DRAGON TIGER', casinoType: 'dragontiger-t202', kind: 'gameList', rules: dragonTigerWinnerRules, timing: DRAGON_TIGER, numericStrings: true },
  { key: 'dragontiger/fast', name: 'FAST DRAGON TIGER', casinoType: 'dragontiger-fast', kind: 'gameList', rules: dragonTigerWinnerRules, timing: DRAGON_TIGER },
  { key: 'lucky/a', name: 'LUCKY 7-A', casinoType: 'lucky-a', kind: 'gameList', rules: lucky7Rules, timing: LUCKY7, numericStrings: true },
  { key: 'lucky/b', name: 'LUCKY 7-B', casinoType: 'lucky-b', kind: 'gameList', rules: lucky7bRules, timing: LUCKY7 },
  { key: 'teen20', name: 'Teen Patti 20-20', casinoType: 'teen20', kind: 'generic', rules: teenpattiRules, timing: TEENPATTI },
  { key: 'Teen', name: 'Teen Patti One Day', casinoType: 'Teen', kind: 'generic', rules: teenpattiRules, timing: TEENPATTI, numericStrings: true },
  { key: 'lucky7', name: 'Lucky 7', casinoType: 'lucky7', kind: 'generic', rules: lucky7Rules, timing: LUCKY7 },
  { key: 'lucky7eu', name: 'Lucky 7 B', casinoType: 'lucky7eu', kind: 'generic', rules: lucky7bRules, timing: LUCKY7, numericStrings: true },
  { key: 'dt20', name: 'Dragon Tiger 20-20', casinoType: 'dt20', kind: 'generic', rules: dragonTigerRules, timing: DRAGON_TIGER, nameKey: 'nation' },
  { key: 'dt202', name: 'Dragon Tiger 20-20 2', casinoType: 'dt202', kind: 'generic', rules: dragonTigerWinnerRules, timing: DRAGON_TIGER },
  { key: 'dt6', name: 'Dragon Tiger One Day', casinoType: 'dt6', kind: 'generic', rules: dragonTigerRules, timing: DRAGON_TIGER, numericStrings: true },
  { key: 'card32', name: '32 Cards A', casinoType: 'card32', kind: 'generic', rules: card32Rules, timing: CARD32 },
  { key: 'card32eu', name: '32 Cards B', casinoType: 'card32eu', kind: 'generic', rules: card32Rules, timing: CARD32, numericStrings: true },
  { key: 'poker20', name: '20-20 Poker', casinoType: 'poker20', kind: 'generic', rules: pokerRules, timing: POKER },
  { key: 'baccarat', name: 'Baccarat', casinoType: 'baccarat', kind: 'generic', rules: baccaratRules, timing: BACCARAT },
  { key: 'aaa', name: 'Amar Akbar Anthony', casinoType: 'aaa', kind: 'generic', rules: amarAkbarAnthonyRules, timing: ONE_CARD },
  { key: 'btable', name: 'Bollywood Table', casinoType: 'btable', kind: 'generic', rules: bollywoodTableRules, timing: ONE_CARD, nameKey: 'nation' },
  { key: 'worli2', name: 'Instant Worli', casinoType: 'worli2', kind: 'generic', rules: worliRules, timing: WORLI },
  // Last, so the tables before it keep their codes; up to six cards over 25 s, as Teenpatti deals them.
  { key: 'ab20', name: 'Andar Bahar 20-20', casinoType: 'ab20', kind: 'generic', rules: andarBaharRules, timing: TEENPATTI },
];

export const TABLES: readonly Table[] = SPECS.map((s, i) => {
  const n = i + 1;
  return {
    ...s,
    code: 100 + n,
    legueId: String(11300 + n),
    matchId: String(1130000 + n * 100),
    marketId: `113.${1130000 + n * 100}`,
    nameKey: s.nameKey ?? 'nat',
    numericStrings: s.numericStrings ?? false,
  };
});

const byKey = new Map(TABLES.map((t) => [t.key, t]));
const byCasinoType = new Map(TABLES.map((t) => [t.casinoType, t]));
const byCode = new Map(TABLES.map((t) => [t.code, t]));

/** A game-list table by its `{game}` path. */
export const tableByGame = (game: string): Table | undefined => {
  const t = byKey.get(game);
  return t?.kind === 'gameList' ? t : undefined;
};

/** Any table by the casinoType the lobby lists (generic types, and the slugs of game-list tables). */
export const tableByCasinoType = (casinoType: string): Table | undefined => byCasinoType.get(casinoType);

export const tableByCode = (code: number): Table | undefined => byCode.get(code);

/** Types the lobby shows as Coming Soon: listed, not playable, no data. */
export const COMING_SOON = [
  { casinoType: 'cmeter', name: 'Casino Meter' },
  { casinoType: 'race20', name: 'Race 20-20' },
] as const;
