// The /score full-screen frame: the match's live scoreboard, which tells its parent page how tall it is.
import { styled } from '@linaria/react';
import { useEffect, useRef } from 'react';
import { postFrameHeight } from '../../../streams/frames/scoreFrameFeed';
import { Scoreboard } from './Scoreboard';
import { useLiveFeed, type FrameParams } from './state';

/** The frame's query is read by whoever renders it (entry.tsx from the address, routed.tsx through the router). */
export default function ScoreFrame({ params }: { params: FrameParams }): React.JSX.Element {
  const feed = useLiveFeed(params.sportId, params.id, params.eventName);
  const box = useRef<HTMLDivElement>(null);

  // Only an embedded frame has someone to tell; the message goes to this origin only.
  useEffect(() => {
    if (window.parent === window) return;
    const sub = postFrameHeight({
      id: params.id,
      measure: () => box.current?.offsetHeight ?? 0,
      post: (message) => window.parent.postMessage(message, window.location.origin),
    }).subscribe({ error: (err: unknown) => console.warn('[score frame] could not post its height', err) });
    return () => sub.unsubscribe();
  }, [params.id]);

  return (
    <Frame data-testid="score-frame">
      {/* Measured, not the frame: the frame is as tall as the page made it. */}
      <div ref={box}>{params.id ? <Scoreboard feed={feed} /> : <p className="none">No match selected.</p>}</div>
    </Frame>
  );
}

const Frame = styled.div`
  margin: 0;
  background: #0b1a33;
  /* The page may give the frame more room than the board needs: no light band under it. */
  min-height: 100vh;

  .none {
    margin: 0;
    padding: 16px;
    color: #b9c7e3;
    font-family: var(--font);
  }
`;
