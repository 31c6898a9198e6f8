// A playing card drawn as inline SVG from its code ('10DD', 'KHH'; '1' face down): no image files, no network.
import { memo } from 'react';
import { parseCard, type Suit } from '../../../domain/casino';

const SUIT_GLYPH: Record<Suit, string> = { S: '\u2660', H: '\u2665', C: '\u2663', D: '\u2666' };
const SUIT_NAME: Record<Suit, string> = { S: 'spades', H: 'hearts', C: 'clubs', D: 'diamonds' };
const RANK_NAME: Record<string, string> = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };

export interface PlayingCardProps {
  code: string;
  /** Height in px; the width follows the 5:7 card ratio. */
  height?: number;
}

export const PlayingCard = memo(function PlayingCard({ code, height = 44 }: PlayingCardProps): React.JSX.Element {
  return cardImage(code, height);
});

/**
 * The card's picture, for a component that shows one card of a changing feed (the felt's card
 * slots): called as a function, so a new card is one render of that component, not two.
 */
export function cardImage(code: string, height = 44): React.JSX.Element {
  const card = parseCard(code);
  const width = Math.round((height * 5) / 7);
  if (!card || card.faceDown) {
    return (
      <svg width={width} height={height} viewBox="0 0 50 70" role="img" aria-label="Card face down" data-card="down">
        <defs>
          <pattern id="card-back" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill="#8b1e2d" />
            <rect width="3" height="6" fill="#a8283a" />
          </pattern>
        </defs>
        <rect x="0.5" y="0.5" width="49" height="69" rx="5" fill="#fff" stroke="#c9c9c9" />
        <rect x="4" y="4" width="42" height="62" rx="3" fill="url(#card-back)" />
        <rect x="4" y="4" width="42" height="62" rx="3" fill="none" stroke="#f3d27a" strokeWidth="1.2" />
      </svg>
    );
  }
  const red = card.suit === 'H' || card.suit === 'D';
  const colour = red ? '#c8102e' : '#1b1b1b';
  const glyph = SUIT_GLYPH[card.suit];
  const label = `${RANK_NAME[card.rank] ?? card.rank} of ${SUIT_NAME[card.suit]}`;
  return (
    <svg width={width} height={height} viewBox="0 0 50 70" role="img" aria-label={label} data-card={code.trim().toUpperCase()}>
      <rect x="0.5" y="0.5" width="49" height="69" rx="5" fill="#fffdf7" stroke="#bdbdbd" />
      <text x="5" y="16" fontSize={card.rank === '10' ? 12 : 14} fontWeight="700" fill={colour} fontFamily="Georgia, serif">
        {card.rank}
      </text>
      <text x="5" y="28" fontSize="11" fill={colour}>
        {glyph}
      </text>
      <text x="25" y="50" fontSize="26" textAnchor="middle" fill={colour}>
        {glyph}
      </text>
      <text x="45" y="64" fontSize={card.rank === '10' ? 12 : 14} fontWeight="700" fill={colour} fontFamily="Georgia, serif" textAnchor="end" transform="rotate(180 45 60)">
        {card.rank}
      </text>
    </svg>
  );
}
