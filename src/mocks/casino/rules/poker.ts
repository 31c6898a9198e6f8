// 20-20 Poker: Texas hold'em heads-up; A holds C1-C2, B holds C3-C4, C5-C9 is the board; best five of seven wins, equal hands push.
import { deal, makeDeck, type Card } from '../cards';
import type { Rules } from './types';

const high = (rank: number): number => (rank === 1 ? 14 : rank);

/** Five-card strength as a comparable tuple: category (straight flush 8 ... high card 0) then ranks. */
function fiveScore(hand: readonly Card[]): number[] {
  const ranks = hand.map((c) => high(c.rank)).sort((a, b) => b - a);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  // Ranks ordered by how many times they appear, then by rank: the tie-break order of every category.
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const byGroup = groups.map(([r]) => r);
  const shape = groups.map(([, n]) => n).join('');
  const flush = hand.every((c) => c.suit === hand[0]?.suit);
  const distinct = counts.size === 5;
  const wheel = distinct && ranks[0] === 14 && ranks[1] === 5;
  const straight = distinct && ((ranks[0] ?? 0) - (ranks[4] ?? 0) === 4 || wheel);
  const top = wheel ? 5 : (ranks[0] ?? 0);
  if (straight && flush) return [8, top];
  if (shape === '41') return [7, ...byGroup];
  if (shape === '32') return [6, ...byGroup];
  if (flush) return [5, ...ranks];
  if (straight) return [4, top];
  if (shape === '311') return [3, ...byGroup];
  if (shape === '221') return [2, ...byGroup];
  if (shape === '2111') return [1, ...byGroup];
  return [0, ...ranks];
}

export function compareScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The best five of seven cards (all 21 choices). */
export function bestScore(seven: readonly Card[]): number[] {
  let best: number[] = [];
  for (let i = 0; i < seven.length; i++)
    for (let j = i + 1; j < seven.length; j++) {
      const score = fiveScore(seven.filter((_, k) => k !== i && k !== j));
      if (compareScores(score, best) > 0) best = score;
    }
  return best;
}

export const pokerRules: Rules = {
  outcomes: [
    { sid: '1', name: 'Player A', rate: 1.98 },
    { sid: '2', name: 'Player B', rate: 1.98 },
  ],
  resultNames: { '3': 'Split pot' },
  deal: (seed) => deal(seed, 9, makeDeck()),
  judge(cards) {
    const board = cards.slice(4, 9);
    const d = compareScores(bestScore([...cards.slice(0, 2), ...board]), bestScore([...cards.slice(2, 4), ...board]));
    if (d === 0) return { result: '3', winners: [], voids: ['1', '2'] };
    const side = d > 0 ? '1' : '2';
    return { result: side, winners: [side], voids: [] };
  },
};
