// The follow star: adds a market to Multi Markets or takes it off (for list rows, multi markets and the market page).
import { styled } from '@linaria/react';
import { toggleFollow, type FollowedMarket } from '../../../streams/multiMarket';
import { FollowStarIcon } from './icons';
import { useIsFollowed } from './state';

export interface FollowButtonProps {
  market: FollowedMarket;
  /** Names the button for screen readers and tests; defaults to the event name. */
  label?: string;
  className?: string;
}

/** A toggle button: pressed while the market is followed. */
export function FollowButton({ market, label, className }: FollowButtonProps): React.JSX.Element {
  const followed = useIsFollowed(market.marketId);
  const name = label ?? market.eventName;
  return (
    <Star
      type="button"
      className={className}
      aria-pressed={followed}
      aria-label={`Follow ${name}`}
      title={followed ? 'Remove from Multi Markets' : 'Add to Multi Markets'}
      onClick={(e) => {
        // Inside a clickable row: following must not open the match.
        e.stopPropagation();
        toggleFollow(market);
      }}
    >
      <FollowStarIcon filled={followed} />
    </Star>
  );
}

const Star = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--text-muted);
  font-size: 18px;
  transition:
    color 120ms,
    background 120ms,
    transform 120ms;

  &:hover {
    background: var(--surface-3);
    color: var(--text);
  }
  &[aria-pressed='true'] {
    color: #f5a524;
  }
  &:active {
    transform: scale(0.9);
  }
`;
