// The shape every casino game's rules share: its outcomes, how a round is dealt and how it is judged.
import type { Card } from '../cards';

export type SettleCase = 'win' | 'loss' | 'void';

export interface OutcomeDef {
  sid: string;
  name: string;
  rate: number;
}

export interface Judgement {
  /** The winning side as the results strip reads it ('1', '2', '3', ...). */
  result: string;
  /** Winning selection ids: these bets are paid. */
  winners: string[];
  /** Selections whose stakes are returned (a push, e.g. Dragon and Tiger on a tie). */
  voids: string[];
}

export interface Rules {
  outcomes: readonly OutcomeDef[];
  /** Every card of a round, in the order they are shown (C1, C2, ...). */
  deal(roundSeed: number): Card[];
  judge(cards: readonly Card[]): Judgement;
  /** Names of results that are not an outcome of their own (Lucky 7's seven, a poker split). */
  resultNames?: Readonly<Record<string, string>>;
}

/** The results feed's `win` list: the winning side first, then the other winning selections. */
export const winList = (j: Judgement): string => uniq([j.result, ...j.winners]).join(',');

export function settleCase(j: Judgement, sid: string): SettleCase {
  if (j.voids.includes(sid)) return 'void';
  return j.winners.includes(sid) ? 'win' : 'loss';
}

/** Winners without repeats, side first. */
export const uniq = (ids: readonly string[]): string[] => [...new Set(ids)];
