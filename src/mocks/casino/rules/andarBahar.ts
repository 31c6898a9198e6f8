// Andar Bahar 20-20: a joker card (C1), then cards fall to Andar (C2, C4, C6) and Bahar (C3, C5) in turn; the first side
// dealt a card of the joker's rank wins. The contract's round carries six cards (C1..C6), so a round ends by the fifth
// card after the joker: when four have fallen with no match, the shoe's next card of the joker's rank is the fifth
// (the cards between are burnt, unseen), which lands on Andar.
import { deal, makeDeck, type Card } from '../cards';
import type { Rules } from './types';

const ANDAR = '1';
const BAHAR = '2';
const SHOE = makeDeck(8);
/** Cards after the joker: Andar, Bahar, Andar, Bahar, Andar. */
const MAX_AFTER_JOKER = 5;

/** The side a card after the joker falls to: the first (index 1) to Andar, then in turn. */
const sideOf = (index: number): typeof ANDAR | typeof BAHAR => (index % 2 === 1 ? ANDAR : BAHAR);

export const andarBaharRules: Rules = {
  outcomes: [
    { sid: ANDAR, name: 'Andar', rate: 1.9 },
    { sid: BAHAR, name: 'Bahar', rate: 2 },
  ],
  deal(seed) {
    const shoe = deal(seed, SHOE.length, SHOE);
    const [joker, ...rest] = shoe as [Card, ...Card[]];
    const cards: Card[] = [joker];
    for (const card of rest.slice(0, MAX_AFTER_JOKER - 1)) {
      cards.push(card);
      if (card.rank === joker.rank) return cards;
    }
    const match = rest.slice(MAX_AFTER_JOKER - 1).find((c) => c.rank === joker.rank);
    if (!match) throw new Error('an eight-deck shoe always holds another card of the joker rank');
    return [...cards, match];
  },
  judge(cards) {
    const [joker, ...after] = cards;
    if (!joker) throw new Error('Andar Bahar needs a joker');
    const at = after.findIndex((c) => c.rank === joker.rank);
    if (at < 0) throw new Error('an Andar Bahar round ends on a card of the joker rank');
    const side = sideOf(at + 1);
    return { result: side, winners: [side], voids: [] };
  },
};
