// The news ticker under the nav: the domain's notices scrolling by, for logged-in players only.
import { styled } from '@linaria/react';
import { NewsIcon } from '../../ui/icons';
import { useIsLoggedIn } from '../shared/sessionHooks';
import { useNewsText } from './state';

export function NewsTicker(): React.JSX.Element | null {
  const loggedIn = useIsLoggedIn();
  const text = useNewsText();
  if (!loggedIn) return null;
  // The strip holds its place from the first render while logged in, news or not yet: the notices
  // arriving (after the domain configuration) then push nothing below it down.
  // Slower for longer news so every text reads at the same speed (about 60 px per second).
  const seconds = text ? Math.max(12, Math.round(text.length / 6)) : 0;
  return (
    <Ticker role="marquee" aria-label="News" aria-busy={text === null}>
      <span className="tag">
        <NewsIcon /> News
      </span>
      <div className="track">
        {text && (
          <span className="text" style={{ animationDuration: `${seconds}s` }}>
            {text}
          </span>
        )}
      </div>
    </Ticker>
  );
}

const Ticker = styled.div`
  display: flex;
  align-items: stretch;
  height: 28px;
  background: var(--surface);
  border-bottom: 1px solid var(--border);
  font-size: 12.5px;
  overflow: hidden;

  .tag {
    display: flex;
    align-items: center;
    gap: 5px;
    flex: none;
    padding: 0 10px;
    background: var(--primary);
    color: var(--on-primary);
    font-weight: 800;
    text-transform: uppercase;
    font-size: 11px;
    letter-spacing: 0.05em;
  }
  html[data-layout='aura'] & .tag {
    border-radius: 0 999px 999px 0;
  }
  .track {
    position: relative;
    flex: 1;
    overflow: hidden;
  }
  .text {
    position: absolute;
    top: 50%;
    left: 0;
    white-space: nowrap;
    transform: translate(100vw, -50%);
    animation: ticker-move linear infinite;
    font-weight: 600;
  }
  &:hover .text {
    animation-play-state: paused;
  }
  @keyframes ticker-move {
    from {
      transform: translate(100vw, -50%);
    }
    to {
      transform: translate(-100%, -50%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .text {
      animation: none;
      transform: translate(8px, -50%);
    }
  }
`;
