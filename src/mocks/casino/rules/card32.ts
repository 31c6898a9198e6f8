// 32 Cards: four seats with 8, 9, 10 and 11 points each draw from a 6-to-K deck; the highest total wins, tied leaders draw again.
import { deal, makeDeck, type Card } from '../cards';
import type { Rules } from './types';

const BASES = [8, 9, 10, 11] as const;
const DECK = makeDeck(1, [6, 7, 8, 9, 10, 11, 12, 13]);

/**
 * Plays a round from a card source: the four seats draw in order, then only the tied leaders
 * draw, again and again. Answers the winning seat (0-3) and how many cards were used. A source that
 * runs dry (it cannot with 32 cards) leaves the tie to the higher seat.
 */
function play(cards: readonly Card[]): { seat: number; used: number } {
  const totals: number[] = [...BASES];
  let used = 0;
  let drawing = [0, 1, 2, 3];
  for (;;) {
    for (const seat of drawing) {
      const card = cards[used];
      if (!card) return { seat: drawing[drawing.length - 1] ?? 3, used };
      totals[seat] = (totals[seat] ?? 0) + card.rank;
      used++;
    }
    const best = Math.max(...drawing.map((s) => totals[s] ?? 0));
    drawing = drawing.filter((s) => totals[s] === best);
    if (drawing.length === 1) return { seat: drawing[0] ?? 0, used };
  }
}

/** Rates are the seats' true chances (about 8%, 16%, 29%, 47%) less a 5% margin. */
export const card32Rules: Rules = {
  outcomes: [
    { sid: '1', name: 'Player 8', rate: 11.8 },
    { sid: '2', name: 'Player 9', rate: 5.8 },
    { sid: '3', name: 'Player 10', rate: 3.25 },
    { sid: '4', name: 'Player 11', rate: 2.03 },
  ],
  deal(seed) {
    const shoe = deal(seed, DECK.length, DECK);
    return shoe.slice(0, play(shoe).used);
  },
  judge(cards) {
    const side = String(play(cards).seat + 1);
    return { result: side, winners: [side], voids: [] };
  },
};
