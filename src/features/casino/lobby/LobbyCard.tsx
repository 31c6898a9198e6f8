// One game card of the lobby: its picture (by the domain's image key), its name, and a Coming Soon tag when it does not open.
import { styled } from '@linaria/react';
import { useState } from 'react';
import { Link } from '../../../ui/links';

export interface LobbyCardProps {
  name: string;
  image: string;
  /** Where the card leads; null: a Coming Soon card, not clickable. */
  to: string | null;
  /** The picture's shape: wide (thumbUrl) or square (tamannahSquareThumbUrl). */
  square: boolean;
  /** Navigation state handed to the page the card opens (the video list passes the video URL). */
  state?: unknown;
  /** Grey out a card that does not open (the live list's coming-soon games); catalogue art stays in colour. */
  dimmed?: boolean;
}

export function LobbyCard({ name, image, to, square, state, dimmed = false }: LobbyCardProps): React.JSX.Element {
  // View state only: a picture that fails to load gives way to a drawn tile with the game's initials.
  const [broken, setBroken] = useState(false);
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 3)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  const body = (
    <>
      <span className="thumb">
        {broken ? (
          <span className="fallback" aria-hidden="true">
            {initials}
          </span>
        ) : (
          <img
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            width={square ? 240 : 320}
            height={square ? 240 : 200}
            onError={() => setBroken(true)}
          />
        )}
        {to ? (
          <span className="play" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="22" height="22">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </span>
        ) : (
          <span className="tag">Coming Soon</span>
        )}
      </span>
      <span className="name">{name}</span>
    </>
  );
  return (
    <Card data-square={square || undefined} data-soon={to ? undefined : true} data-dimmed={(dimmed && !to) || undefined}>
      {to ? (
        <Link className="tile" to={to} state={state}>
          {body}
        </Link>
      ) : (
        <div className="tile" title="Coming Soon">
          {body}
        </div>
      )}
    </Card>
  );
}

/** A card's shape while the list loads: the same box, so nothing moves when the games arrive. */
export function SkeletonCard({ square }: { square: boolean }): React.JSX.Element {
  return (
    <Card data-square={square || undefined} aria-hidden="true" className="skeleton">
      <span className="tile">
        <span className="thumb shimmer" />
        <span className="name">
          <span className="bar shimmer" />
        </span>
      </span>
    </Card>
  );
}

const Card = styled.li`
  list-style: none;
  min-width: 0;

  .tile {
    display: flex;
    flex-direction: column;
    height: 100%;
    overflow: hidden;
    border-radius: var(--radius);
    background: var(--surface);
    border: var(--card-border);
    box-shadow: var(--card-shadow);
    color: var(--text);
    text-decoration: none;
    transition:
      transform 140ms ease,
      box-shadow 140ms ease;
  }
  a.tile:hover {
    transform: translateY(-2px);
    box-shadow: 0 8px 20px rgba(16, 24, 40, 0.18);
  }
  a.tile:focus-visible {
    outline: 2px solid var(--focus);
    outline-offset: 2px;
  }
  .thumb {
    position: relative;
    display: block;
    aspect-ratio: 16 / 10;
    background: linear-gradient(135deg, var(--brand-deep), #0b0d12);
    overflow: hidden;
  }
  &[data-square] .thumb {
    aspect-ratio: 1 / 1;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    /* A little bleed: artwork drawn with its own rounded corners never shows them inside the card's. */
    transform: scale(1.06);
    transition: transform 200ms ease;
  }
  a.tile:hover img {
    transform: scale(1.12);
  }
  .fallback {
    display: grid;
    place-items: center;
    width: 100%;
    height: 100%;
    color: var(--on-primary);
    font-size: 28px;
    font-weight: 800;
    letter-spacing: 0.06em;
  }
  .play {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    background: rgba(0, 0, 0, 0.35);
    color: #fff;
    opacity: 0;
    transition: opacity 140ms ease;
  }
  .play svg {
    width: 44px;
    height: 44px;
    padding: 10px;
    border-radius: 50%;
    background: var(--secondary);
    color: var(--on-secondary);
    box-shadow: 0 2px 10px rgba(0, 0, 0, 0.35);
  }
  a.tile:hover .play,
  a.tile:focus-visible .play {
    opacity: 1;
  }
  .tag {
    position: absolute;
    top: 8px;
    left: 8px;
    padding: 3px 8px;
    border-radius: var(--radius-btn);
    background: var(--secondary);
    color: var(--on-secondary);
    font-size: 10px;
    font-weight: 800;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3);
  }
  &[data-dimmed] img {
    filter: grayscale(0.65) brightness(0.75);
  }
  &[data-soon] .tile {
    cursor: default;
  }
  .name {
    display: block;
    padding: 9px 9px;
    font-size: 12.5px;
    font-weight: 700;
    line-height: 16px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-soon] .name {
    color: var(--text-muted);
  }

  &.skeleton .thumb,
  &.skeleton .bar {
    background-color: var(--surface-3);
  }
  .bar {
    display: block;
    width: 70%;
    height: 10px;
    /* One line of the name: the skeleton card is exactly as tall as the card that replaces it. */
    margin: 3px 0;
    border-radius: 5px;
  }
  .shimmer {
    background-image: linear-gradient(90deg, transparent 0, rgba(255, 255, 255, 0.35) 50%, transparent 100%);
    background-size: 200% 100%;
    background-repeat: no-repeat;
    animation: lobby-shimmer 1.3s linear infinite;
  }
  @keyframes lobby-shimmer {
    from {
      background-position: 150% 0;
    }
    to {
      background-position: -50% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .shimmer {
      animation: none;
    }
    .tile,
    img {
      transition: none;
    }
  }

  html[data-theme='dark'] &.skeleton .shimmer {
    background-image: linear-gradient(90deg, transparent 0, rgba(255, 255, 255, 0.08) 50%, transparent 100%);
  }
  html[data-layout='tamannahSquare'] & .name {
    /* Narrow square tiles: up to two lines, always two lines tall so every row lines up. */
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    height: 44px;
    padding: 7px 6px;
    line-height: 15px;
    white-space: normal;
    text-align: center;
    text-transform: uppercase;
    font-size: 11px;
    letter-spacing: 0.03em;
    background: var(--brand-deep);
    color: var(--on-brand-deep);
  }
  html[data-layout='tamannahSquare'] &[data-soon] .name {
    color: var(--on-brand-deep);
    opacity: 0.7;
  }
`;
