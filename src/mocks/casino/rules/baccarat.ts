// Baccarat: Player and Banker, punto banco third-card rules; cards shown P1, B1, P2, B2, then any third cards.
import { deal, makeDeck, type Card } from '../cards';
import type { Rules } from './types';

const DECK = makeDeck(8);
const points = (c: Card): number => (c.rank >= 10 ? 0 : c.rank);
const total = (cards: readonly Card[]): number => cards.reduce((s, c) => s + points(c), 0) % 10;

function bankerDraws(banker: number, playerThird: Card | undefined): boolean {
  if (!playerThird) return banker <= 5;
  const p = points(playerThird);
  if (banker <= 2) return true;
  if (banker === 3) return p !== 8;
  if (banker === 4) return p >= 2 && p <= 7;
  if (banker === 5) return p >= 4 && p <= 7;
  if (banker === 6) return p === 6 || p === 7;
  return false;
}

/** Hands from the cards in shown order; the order of third cards records who drew. */
function hands(cards: readonly Card[]): { player: Card[]; banker: Card[] } {
  const [p1, b1, p2, b2, ...rest] = cards;
  if (!p1 || !b1 || !p2 || !b2) throw new Error('baccarat needs four cards');
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (natural) return { player, banker };
  let next = 0;
  let playerThird: Card | undefined;
  if (total(player) <= 5) {
    playerThird = rest[next++];
    if (playerThird) player.push(playerThird);
  }
  const bankerThird = bankerDraws(total(banker), playerThird) ? rest[next] : undefined;
  if (bankerThird) banker.push(bankerThird);
  return { player, banker };
}

export const baccaratRules: Rules = {
  outcomes: [
    { sid: '1', name: 'Player', rate: 2 },
    { sid: '2', name: 'Banker', rate: 1.95 },
    { sid: '3', name: 'Tie', rate: 9 },
  ],
  deal(seed) {
    const six = deal(seed, 6, DECK);
    const { player, banker } = hands(six);
    return six.slice(0, player.length + banker.length);
  },
  judge(cards) {
    const { player, banker } = hands(cards);
    const p = total(player);
    const b = total(banker);
    if (p === b) return { result: '3', winners: ['3'], voids: ['1', '2'] };
    const side = p > b ? '1' : '2';
    return { result: side, winners: [side], voids: [] };
  },
};
