// Instant Worli: three cards, the last digit of their total (A 1, 10 and pictures 0) is the winning single.
import { deal, makeDeck } from '../cards';
import type { Rules } from './types';

/** Digit d is selection d + 1 so that no selection id is '0'. */
export const worliRules: Rules = {
  outcomes: Array.from({ length: 10 }, (_, d) => ({ sid: String(d + 1), name: `Single ${d}`, rate: 9 })),
  deal: (seed) => deal(seed, 3, makeDeck()),
  judge(cards) {
    const digit = cards.reduce((s, c) => s + (c.rank >= 10 ? 0 : c.rank), 0) % 10;
    const side = String(digit + 1);
    return { result: side, winners: [side], voids: [] };
  },
};
