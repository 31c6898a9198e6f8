// Dragon Tiger: one card each from an eight-deck shoe, higher rank wins (ace low); the full table adds side bets.
import { deal, isRed, makeDeck, rankLabel, type Card } from '../cards';
import { uniq, type Judgement, type OutcomeDef, type Rules } from './types';

const DRAGON = '1';
const TIGER = '2';
const TIE = '3';
const PAIR = '4';

const SHOE = makeDeck(8);
const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

/**
 * The 38 outcomes in feed order, so the client's groups by t2 index line up: 0-2 winner, 3 pair,
 * 4-5 Dragon even/odd, 6-7 Dragon red/black, 8-20 Dragon card, 21-22 Tiger even/odd,
 * 23-24 Tiger red/black, 25-37 Tiger card.
 */
function sideOutcomes(who: 'Dragon' | 'Tiger', firstSid: number): OutcomeDef[] {
  const out: OutcomeDef[] = [
    { sid: String(firstSid), name: `${who} Even`, rate: 2.1 },
    { sid: String(firstSid + 1), name: `${who} Odd`, rate: 1.79 },
    { sid: String(firstSid + 2), name: `${who} Red`, rate: 1.97 },
    { sid: String(firstSid + 3), name: `${who} Black`, rate: 1.97 },
  ];
  for (const r of RANKS) out.push({ sid: String(firstSid + 3 + r), name: `${who} Card ${rankLabel(r)}`, rate: 12 });
  return out;
}

const WINNER: OutcomeDef[] = [
  { sid: DRAGON, name: 'Dragon', rate: 1.98 },
  { sid: TIGER, name: 'Tiger', rate: 1.98 },
  { sid: TIE, name: 'Tie', rate: 11 },
];

function sideWinners(card: Card, firstSid: number): string[] {
  return [
    String(card.rank % 2 === 0 ? firstSid : firstSid + 1),
    String(isRed(card) ? firstSid + 2 : firstSid + 3),
    String(firstSid + 3 + card.rank),
  ];
}

/** Dragon and Tiger bets are returned on a tie (the live table takes half; the ledger knows only win, loss, void). */
function judgeWinner(dragon: Card, tiger: Card): Judgement {
  if (dragon.rank === tiger.rank) return { result: TIE, winners: [TIE], voids: [DRAGON, TIGER] };
  const side = dragon.rank > tiger.rank ? DRAGON : TIGER;
  return { result: side, winners: [side], voids: [] };
}

const two = (cards: readonly Card[]): [Card, Card] => {
  const [d, t] = cards;
  if (!d || !t) throw new Error('dragon tiger needs two cards');
  return [d, t];
};

/** Winner only (Dragon, Tiger, Tie): 20-20 Dragon Tiger and Fast Dragon Tiger. */
export const dragonTigerWinnerRules: Rules = {
  outcomes: WINNER,
  deal: (seed) => deal(seed, 2, SHOE),
  judge: (cards) => judgeWinner(...two(cards)),
};

/** The full table with the suited-pair and side markets (38 outcomes). */
export const dragonTigerRules: Rules = {
  outcomes: [...WINNER, { sid: PAIR, name: 'Pair', rate: 50 }, ...sideOutcomes('Dragon', 5), ...sideOutcomes('Tiger', 22)],
  deal: (seed) => deal(seed, 2, SHOE),
  judge(cards) {
    const [dragon, tiger] = two(cards);
    const base = judgeWinner(dragon, tiger);
    const pair = dragon.rank === tiger.rank && dragon.suit === tiger.suit ? [PAIR] : [];
    return { ...base, winners: uniq([...base.winners, ...pair, ...sideWinners(dragon, 5), ...sideWinners(tiger, 22)]) };
  },
};
