// The /casino-video full-screen frame: a casino table's live video from the configured player page, by table id.
import { styled } from '@linaria/react';
import { playerFrameSandbox } from '../../security/frameSandbox';
import { casinoVideoUrl } from './casinoVideo';
import type { FrameParams } from './state';

export default function CasinoVideoFrame({ params: { id } }: { params: FrameParams }): React.JSX.Element {
  return (
    <Screen data-testid="casino-video-frame">
      {id ? (
        // A player page is an outside page: scripts and its own origin, nothing more (no top navigation, forms or pop-ups).
        <iframe
          title={`Live video of table ${id}`}
          src={casinoVideoUrl(id)}
          allow="autoplay; fullscreen"
          sandbox={playerFrameSandbox(casinoVideoUrl(id))}
        />
      ) : (
        <p className="none">No table selected.</p>
      )}
    </Screen>
  );
}

const Screen = styled.div`
  position: relative;
  width: 100vw;
  height: 100vh;
  overflow: hidden;
  background: #000;

  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
  .none {
    margin: 0;
    padding: 16px;
    color: #b9c7e3;
    font-family: var(--font);
  }
`;
