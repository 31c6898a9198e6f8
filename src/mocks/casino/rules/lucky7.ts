// Lucky 7: one card; below 7 is Low, above 7 High, a 7 loses both (result '3'); side bets on parity, colour and rank.
import { deal, isRed, makeDeck, rankLabel } from '../cards';
import type { OutcomeDef, Rules } from './types';

const LOW = '1';
const HIGH = '2';
const SEVEN = '3';

/** 19 outcomes in feed order: 0-1 Low/High, 2-3 Even/Odd, 4-5 Red/Black, 6-18 the thirteen cards. */
function outcomes(cardName: (rank: number) => string): OutcomeDef[] {
  return [
    { sid: '1', name: 'Low Card', rate: 2 },
    { sid: '2', name: 'High Card', rate: 2 },
    { sid: '3', name: 'Even', rate: 2.1 },
    { sid: '4', name: 'Odd', rate: 1.79 },
    { sid: '5', name: 'Red', rate: 1.97 },
    { sid: '6', name: 'Black', rate: 1.97 },
    ...Array.from({ length: 13 }, (_, i) => ({ sid: String(7 + i), name: cardName(i + 1), rate: 12 })),
  ];
}

/** Lucky 7-A names its card runners by rank ('Card A' .. 'Card K'). */
export const lucky7Rules: Rules = {
  outcomes: outcomes((rank) => `Card ${rankLabel(rank)}`),
  resultNames: { [SEVEN]: 'Lucky 7' },
  deal: (seed) => deal(seed, 1, makeDeck()),
  judge(cards) {
    const card = cards[0];
    if (!card) throw new Error('lucky 7 needs a card');
    const side = card.rank < 7 ? LOW : card.rank > 7 ? HIGH : SEVEN;
    const sideWinners = side === SEVEN ? [] : [side];
    return {
      result: side,
      winners: [...sideWinners, card.rank % 2 === 0 ? '3' : '4', isRed(card) ? '5' : '6', String(6 + card.rank)],
      voids: [],
    };
  },
};

/** Lucky 7-B names them by number ('Card 1' for the ace .. 'Card 13' for the king): the client draws card n's picture. */
export const lucky7bRules: Rules = { ...lucky7Rules, outcomes: outcomes((rank) => `Card ${rank}`) };
