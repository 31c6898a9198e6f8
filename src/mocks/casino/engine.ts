// The casino round engine: pure functions of (seed, table, time) giving rounds, round data, results and card lookups.
import { SPEC_CASINO_STAKE_MAX as CASINO_STAKE_MAX, SPEC_CASINO_STAKE_MIN as CASINO_STAKE_MIN } from '../world/specConstants';
import { hash } from '../world/rng';
import { cardCode, type Card } from './cards';
import { winList, type Judgement } from './rules/types';
import { tableByCode, type Table } from './tables';

export interface Round {
  table: Table;
  number: number;
  mid: string;
  startMs: number;
  endMs: number;
  cards: Card[];
  judgement: Judgement;
}

export interface RoundView {
  round: Round;
  /** Seconds left: roundS at the first second of a round, 1 in its last. */
  autotime: number;
  /** How many of the round's cards are face up. */
  faceUp: number;
  /** Bets are taken (outcomes gstatus 1). */
  open: boolean;
}

/** JSON shapes of the contract's RoundInfo, Outcome and ResultItem as this exchange sends them. */
export type Num = number | string;
type RoundInfoBody = { mid: string; autotime: Num; gtype: string; min: Num; max: Num } & Record<`C${number}`, string>;
interface OutcomeBody {
  nat?: string;
  nation?: string;
  sid: string;
  rate: Num;
  gstatus: Num;
  min: Num;
  max: Num;
}
export interface ResultBody {
  mid: string;
  result: Num;
  win: string;
  cards: string;
}
export interface RoundDataBody {
  t1: [RoundInfoBody];
  t2: OutcomeBody[];
}

const roundMs = (table: Table): number => table.timing.roundS * 1000;

/** Tables do not turn over in step: each starts its rounds at its own offset. */
const offsetMs = (seed: number, table: Table): number => hash(seed, 'casino-offset', table.key) % roundMs(table);

export const roundNumberAt = (seed: number, table: Table, now: number): number =>
  Math.floor((now + offsetMs(seed, table)) / roundMs(table));

/** Round ids are the table's three-digit code then the round number, so they increase and name their table. */
const midOf = (table: Table, number: number): string => `${table.code}${String(number).padStart(10, '0')}`;

function parseMid(mid: string): { table: Table; number: number } | null {
  const m = /^(\d{3})(\d{10})$/.exec(mid);
  if (!m) return null;
  const table = tableByCode(Number(m[1]));
  return table ? { table, number: Number(m[2]) } : null;
}

export function roundByNumber(seed: number, table: Table, number: number): Round {
  const startMs = number * roundMs(table) - offsetMs(seed, table);
  const cards = table.rules.deal(hash(seed, 'casino-round', table.key, number));
  return {
    table,
    number,
    mid: midOf(table, number),
    startMs,
    endMs: startMs + roundMs(table),
    cards,
    judgement: table.rules.judge(cards),
  };
}

/** The autotime at or below which card `i` is face up. */
const revealAt = (table: Table, i: number): number => {
  const { reveal } = table.timing;
  return reveal[Math.min(i, reveal.length - 1)] ?? 0;
};

export function viewAt(seed: number, table: Table, now: number): RoundView {
  const round = roundByNumber(seed, table, roundNumberAt(seed, table, now));
  const autotime = table.timing.roundS - Math.floor((now - round.startMs) / 1000);
  let faceUp = 0;
  while (faceUp < round.cards.length && autotime <= revealAt(table, faceUp)) faceUp++;
  return { round, autotime, faceUp, open: autotime > table.timing.closeAt };
}

const num = (table: Table, n: number): Num => (table.numericStrings ? String(n) : n);

/**
 * Card slots C1..Cn. A game always shows as many slots as its reveal schedule (so the slot count
 * does not give away a redraw); extra cards appear once face up; a slot the game never deals
 * (a baccarat third card) disappears when its turn passes.
 */
function cardSlots(view: RoundView): Record<`C${number}`, string> {
  const { round, autotime, faceUp } = view;
  const slots: Record<`C${number}`, string> = {};
  const count = Math.max(round.table.timing.reveal.length, faceUp);
  for (let i = 0; i < count; i++) {
    const card = round.cards[i];
    if (card) slots[`C${i + 1}`] = i < faceUp ? cardCode(card) : '1';
    else if (autotime > revealAt(round.table, i)) slots[`C${i + 1}`] = '1';
  }
  return slots;
}

export function roundData(seed: number, table: Table, now: number): RoundDataBody {
  const view = viewAt(seed, table, now);
  const info: RoundInfoBody = {
    mid: view.round.mid,
    autotime: num(table, view.autotime),
    ...cardSlots(view),
    gtype: table.casinoType,
    min: num(table, CASINO_STAKE_MIN),
    max: num(table, CASINO_STAKE_MAX),
  };
  const gstatus = view.open ? 1 : 0;
  const t2 = table.rules.outcomes.map(
    (o): OutcomeBody => ({
      [table.nameKey]: o.name,
      sid: o.sid,
      rate: num(table, o.rate),
      gstatus: num(table, gstatus),
      min: num(table, CASINO_STAKE_MIN),
      max: num(table, CASINO_STAKE_MAX),
    }),
  );
  return { t1: [info], t2 };
}

export const resultOf = (round: Round): ResultBody => ({
  mid: round.mid,
  result: num(round.table, Number(round.judgement.result)),
  win: winList(round.judgement),
  cards: round.cards.map(cardCode).join(','),
});

/** The last `count` finished rounds, newest first. */
export function recentResults(seed: number, table: Table, now: number, count = 10): ResultBody[] {
  const current = roundNumberAt(seed, table, now);
  return Array.from({ length: count }, (_, i) => resultOf(roundByNumber(seed, table, current - 1 - i)));
}

/** A round by id, if it exists and has started: `finished` tells whether its result is out. */
export function roundByMid(seed: number, mid: string, now: number): { round: Round; finished: boolean } | null {
  const parsed = parseMid(mid);
  if (!parsed) return null;
  const current = roundNumberAt(seed, parsed.table, now);
  if (parsed.number > current) return null;
  return { round: roundByNumber(seed, parsed.table, parsed.number), finished: parsed.number < current };
}

/** The cards of a round as a comma list; for the running round, its card slots as round data shows them ('1' face down). */
export function cardsOfMid(seed: number, mid: string, now: number): string | null {
  const found = roundByMid(seed, mid, now);
  if (!found) return null;
  if (found.finished) return found.round.cards.map(cardCode).join(',');
  return Object.values(cardSlots(viewAt(seed, found.round.table, now))).join(',');
}
