// /play-video: a full video player for the URL handed over in navigation state; without one, a clear message and a way back.
import { styled } from '@linaria/react';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../../ui/links';
import { videoSource } from '../../../domain/videoSource';
import { ChevronLeftIcon, RefreshIcon } from '../../../ui/icons';
import { VIDEO_TABLES_PATH } from './paths';

const readState = (state: unknown): { url: unknown; name: string | null } => {
  if (typeof state !== 'object' || state === null) return { url: undefined, name: null };
  const s = state as { url?: unknown; name?: unknown };
  return { url: s.url, name: typeof s.name === 'string' && s.name.trim() !== '' ? s.name : null };
};

export function PlayVideoPage(): React.JSX.Element {
  const location = useLocation();
  const navigate = useNavigate();
  const { url, name } = readState(location.state);
  const source = videoSource(url, window.location.origin);
  const stage = useRef<HTMLDivElement>(null);
  // View state: bumping the key reloads the player.
  const [reloads, setReloads] = useState(0);
  // The list page when the player arrived here directly (nothing to go back to in this app).
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(VIDEO_TABLES_PATH));

  if (!source)
    return (
      <Empty role="alert">
        <h1>No video to play</h1>
        <p>
          {url === undefined
            ? 'This page plays a table chosen from the video tables list. Pick a table there to watch it.'
            : 'The video link of this table is not valid. Pick the table again from the video tables list.'}
        </p>
        <div className="actions">
          <Link className="btn primary" to={VIDEO_TABLES_PATH}>
            Go to the video tables
          </Link>
          <Link className="btn" to="/casino">
            Casino lobby
          </Link>
        </div>
      </Empty>
    );

  const title = name ?? 'Live video';
  return (
    <Player>
      <div className="bar">
        <button type="button" className="icon" onClick={back} aria-label="Back">
          <ChevronLeftIcon />
        </button>
        <h1>{title}</h1>
        <button type="button" className="icon" onClick={() => setReloads((n) => n + 1)} aria-label="Reload video">
          <RefreshIcon />
        </button>
        <button
          type="button"
          className="icon"
          aria-label="Full screen"
          onClick={() => void stage.current?.requestFullscreen?.().catch(() => undefined)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </button>
      </div>
      <div className="stage" ref={stage}>
        {source.kind === 'media' ? (
          <video key={reloads} src={source.url} title={title} controls autoPlay muted playsInline />
        ) : (
          <iframe
            key={reloads}
            src={source.url}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            sandbox="allow-scripts allow-presentation"
          />
        )}
      </div>
    </Player>
  );
}


const Player = styled.section`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: var(--radius);
  background: #000;
  box-shadow: var(--card-shadow);

  .bar {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 10px;
    background: var(--panel-head-bg);
    color: var(--panel-head-fg);
  }
  html[data-layout='aura'] & .bar {
    background: var(--brand-deep);
    color: var(--on-brand-deep);
  }
  h1 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: 16px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .icon {
    display: grid;
    place-items: center;
    width: 34px;
    height: 34px;
    border: 0;
    border-radius: var(--radius-btn);
    background: rgba(255, 255, 255, 0.12);
    color: inherit;
  }
  .icon svg {
    width: 18px;
    height: 18px;
  }
  .stage {
    position: relative;
    width: 100%;
    aspect-ratio: 16 / 9;
    max-height: calc(100vh - var(--header-h) - 150px);
    min-height: 200px;
    background: #000;
  }
  .stage:fullscreen {
    max-height: none;
  }
  iframe,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
    background: #000;
  }
`;

const Empty = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 40px 20px;
  border-radius: var(--radius);
  background: var(--surface);
  border: var(--card-border);
  box-shadow: var(--card-shadow);
  text-align: center;

  h1 {
    margin: 0;
    font-size: 20px;
  }
  p {
    max-width: 420px;
    margin: 0;
    color: var(--text-muted);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
    margin-top: 8px;
  }
  .btn {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 16px;
    border: 1px solid currentColor;
    border-radius: var(--radius-btn);
    font-weight: 700;
    text-decoration: none;
  }
  .btn.primary {
    border-color: var(--primary);
    background: var(--primary);
    color: var(--on-primary);
  }
`;
