// Teen patti (20-20, 3 card, one day): Player A holds C1, C3, C5 and Player B C2, C4, C6; the better hand wins.
import { deal, makeDeck, type Card } from '../cards';
import type { Judgement, Rules } from './types';

const PLAYER_A = '1';
const PLAYER_B = '3';

const SUIT_ORDER: Record<Card['suit'], number> = { S: 4, H: 3, C: 2, D: 1 };
const high = (rank: number): number => (rank === 1 ? 14 : rank);

/**
 * Hand strength as a comparable tuple: category (trail 5, pure sequence 4, sequence 3, colour 2,
 * pair 1, high card 0) then ranks, ace high. A-2-3 counts as the lowest sequence (a simplification
 * of house rules that rank it second).
 */
export function handScore(hand: readonly Card[]): number[] {
  const ranks = hand.map((c) => high(c.rank)).sort((a, b) => b - a);
  const [r0 = 0, r1 = 0, r2 = 0] = ranks;
  const flush = hand.every((c) => c.suit === hand[0]?.suit);
  const wheel = r0 === 14 && r1 === 3 && r2 === 2;
  const straight = (r0 - r1 === 1 && r1 - r2 === 1) || wheel;
  const top = wheel ? 3 : r0;
  if (r0 === r1 && r1 === r2) return [5, r0];
  if (straight && flush) return [4, top];
  if (straight) return [3, top];
  if (flush) return [2, r0, r1, r2];
  if (r0 === r1) return [1, r0, r2];
  if (r1 === r2) return [1, r1, r0];
  return [0, r0, r1, r2];
}

function compareScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Equal hands are split by the suit of the highest card (spades, hearts, clubs, diamonds), so there is never a tie. */
function topSuit(hand: readonly Card[]): number {
  const best = Math.max(...hand.map((c) => high(c.rank)));
  return Math.max(...hand.filter((c) => high(c.rank) === best).map((c) => SUIT_ORDER[c.suit]));
}

export function compareHands(a: readonly Card[], b: readonly Card[]): number {
  return compareScores(handScore(a), handScore(b)) || topSuit(a) - topSuit(b);
}

export const teenpattiRules: Rules = {
  outcomes: [
    { sid: PLAYER_A, name: 'Player A', rate: 1.98 },
    { sid: PLAYER_B, name: 'Player B', rate: 1.98 },
  ],
  deal: (seed) => deal(seed, 6, makeDeck()),
  judge(cards): Judgement {
    const a = cards.filter((_, i) => i % 2 === 0);
    const b = cards.filter((_, i) => i % 2 === 1);
    const side = compareHands(a, b) > 0 ? PLAYER_A : PLAYER_B;
    return { result: side, winners: [side], voids: [] };
  },
};
