// Playing cards of the simulated casino: ranks, suits, the contract's card codes ('10DD', 'KHH') and seeded deals.
import { mulberry32 } from '../world/rng';

type Suit = 'S' | 'H' | 'C' | 'D';
const SUITS: readonly Suit[] = ['S', 'H', 'C', 'D'];

/** rank 1 = ace ... 13 = king. */
export interface Card {
  rank: number;
  suit: Suit;
}

const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export const rankLabel = (rank: number): string => RANK_LABELS[rank - 1] ?? String(rank);

/** The contract's card code: rank label then the suit letter doubled. */
export const cardCode = (c: Card): string => `${rankLabel(c.rank)}${c.suit}${c.suit}`;

export const isRed = (c: Card): boolean => c.suit === 'H' || c.suit === 'D';

/** Decks of 52, or only the given ranks (the 32-card game plays 6 to K). */
export function makeDeck(decks = 1, ranks: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]): Card[] {
  const out: Card[] = [];
  for (let d = 0; d < decks; d++) for (const suit of SUITS) for (const rank of ranks) out.push({ rank, suit });
  return out;
}

/** The first `count` cards of a seeded Fisher-Yates shuffle: the same seed always deals the same cards. */
export function deal(seed: number, count: number, deck: readonly Card[]): Card[] {
  const rnd = mulberry32(seed);
  const cards = deck.slice();
  const n = Math.min(count, cards.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rnd() * (cards.length - i));
    const pick = cards[j] as Card;
    cards[j] = cards[i] as Card;
    cards[i] = pick;
  }
  return cards.slice(0, n);
}
