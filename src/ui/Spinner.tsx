// A ring spinner in the primary colour, for overlays and the pieces of a screen still loading.
import { styled } from '@linaria/react';

export function Spinner({ size = 22, label }: { size?: number; label?: string }): React.JSX.Element {
  return <Ring style={{ width: size, height: size }} aria-label={label} role={label ? 'status' : undefined} />;
}

const Ring = styled.span`
  display: inline-block;
  flex: none;
  border-radius: 50%;
  border: 3px solid color-mix(in srgb, var(--primary) 22%, transparent);
  border-top-color: var(--primary);
  animation: spinner-turn 0.8s linear infinite;

  @keyframes spinner-turn {
    to {
      transform: rotate(360deg);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
