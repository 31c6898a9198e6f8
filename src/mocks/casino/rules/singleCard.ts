// One-card games: Amar Akbar Anthony (A-6, 7-10, J-K) and Bollywood Table (six films by rank band).
import { deal, makeDeck } from '../cards';
import type { OutcomeDef, Rules } from './types';

/** A game where one card's rank picks exactly one winning outcome. */
function bandRules(bands: readonly (OutcomeDef & { ranks: readonly number[] })[]): Rules {
  return {
    outcomes: bands.map(({ sid, name, rate }) => ({ sid, name, rate })),
    deal: (seed) => deal(seed, 1, makeDeck()),
    judge(cards) {
      const rank = cards[0]?.rank ?? 0;
      const band = bands.find((b) => b.ranks.includes(rank));
      if (!band) throw new Error(`no band for rank ${rank}`);
      return { result: band.sid, winners: [band.sid], voids: [] };
    },
  };
}

export const amarAkbarAnthonyRules = bandRules([
  { sid: '1', name: 'Amar', rate: 2.12, ranks: [1, 2, 3, 4, 5, 6] },
  { sid: '2', name: 'Akbar', rate: 3.15, ranks: [7, 8, 9, 10] },
  { sid: '3', name: 'Anthony', rate: 4.15, ranks: [11, 12, 13] },
]);

export const bollywoodTableRules = bandRules([
  { sid: '1', name: 'Don', rate: 12.6, ranks: [1] },
  { sid: '2', name: 'Amar Akbar Anthony', rate: 4.2, ranks: [11, 12, 13] },
  { sid: '3', name: 'Sahib Bibi Aur Ghulam', rate: 4.2, ranks: [8, 9, 10] },
  { sid: '4', name: 'Dharam Veer', rate: 6.3, ranks: [6, 7] },
  { sid: '5', name: 'Kis Kisko Pyaar Karoon', rate: 6.3, ranks: [4, 5] },
  { sid: '6', name: 'Ghulam', rate: 6.3, ranks: [2, 3] },
]);
