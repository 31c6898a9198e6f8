// The /tv full-screen frame: a simulated live picture of the match (animated field, score strip, event captions).
import { styled } from '@linaria/react';
import { oversOf, tennisPoint, type LiveFeed } from '../../../streams/frames/scoreFrameFeed';
import { Pitch } from './Pitch';
import { useLiveFeed, type FrameParams } from './state';

function strip(feed: LiveFeed): string {
  switch (feed.kind) {
    case 'cricket':
      return `${feed.batting} ${feed.runs}/${feed.wickets} (${oversOf(feed.balls)}) v ${feed.bowling}`;
    case 'soccer':
      return `${feed.home} ${feed.goals[0]} - ${feed.goals[1]} ${feed.away}  ${feed.minute}'`;
    case 'tennis': {
      const sets = feed.sets.map((s) => `${s[0]}-${s[1]}`).join(' ');
      return `${feed.players[0]} v ${feed.players[1]}  ${sets}  ${tennisPoint(feed.points[0])}-${tennisPoint(feed.points[1])}`;
    }
    case 'race':
      return `${feed.title}  ${feed.remaining}m  ${feed.order[0] ?? ''} leads`;
  }
}

export default function TvFrame({ params }: { params: FrameParams }): React.JSX.Element {
  const feed = useLiveFeed(params.sportId, params.id, params.eventName);
  return (
    <Screen data-testid="tv-frame">
      <Pitch kind={feed.kind} />
      <div className="badge">
        <span className="dot" /> LIVE
      </div>
      {/* Keyed by the caption so each new event replays the pop-in animation. */}
      <div key={feed.last} className="event" aria-live="polite">
        {feed.last}
      </div>
      <div className="strip">{strip(feed)}</div>
    </Screen>
  );
}

const Screen = styled.div`
  position: relative;
  width: 100vw;
  height: 100vh;
  overflow: hidden;
  background: #000;
  font-family: var(--font);

  svg {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .badge {
    position: absolute;
    top: 10px;
    left: 10px;
    display: flex;
    align-items: center;
    gap: 6px;
    padding: 3px 8px;
    border-radius: 4px;
    background: rgba(0, 0, 0, 0.6);
    color: #fff;
    font-size: 12px;
    font-weight: 800;
    letter-spacing: 0.1em;
  }
  .dot {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: #e53935;
    animation: tv-blink 1.2s infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    .dot {
      animation: none;
    }
  }
  .event {
    position: absolute;
    top: 12px;
    right: 12px;
    padding: 4px 10px;
    border-radius: 4px;
    background: rgba(255, 213, 79, 0.92);
    color: #1b1e24;
    font-weight: 800;
    font-size: 13px;
    animation: tv-pop 400ms ease-out;
  }
  .strip {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 8px 12px;
    background: linear-gradient(90deg, rgba(13, 27, 62, 0.95), rgba(21, 101, 192, 0.9));
    color: #fff;
    font-weight: 700;
    font-size: 14px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  @keyframes tv-blink {
    50% {
      opacity: 0.3;
    }
  }
  @keyframes tv-pop {
    from {
      transform: scale(0.7);
      opacity: 0;
    }
  }
`;
