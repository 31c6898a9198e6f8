// The green 'In-Play' badge with its pulsing dot, shared by list rows and multi-market cards.
import { styled } from '@linaria/react';

export function LiveBadge({ className }: { className?: string }): React.JSX.Element {
  return (
    <Badge className={className}>
      <span className="pulse" aria-hidden="true" />
      In-Play
    </Badge>
  );
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  padding: 1px 7px 1px 6px;
  border-radius: 3px;
  background: var(--positive);
  color: var(--on-positive);
  font-size: 10.5px;
  font-weight: 800;
  letter-spacing: 0.03em;
  text-transform: uppercase;

  .pulse {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: #fff;
    animation: live-badge-pulse 1.4s ease-in-out infinite;
  }
  /* A player who asks for less motion sees a steady dot (and a page with nothing to redraw 60 times a second). */
  @media (prefers-reduced-motion: reduce) {
    .pulse {
      animation: none;
    }
  }
  @keyframes live-badge-pulse {
    50% {
      opacity: 0.25;
    }
  }
`;
