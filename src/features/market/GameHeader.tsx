// The page head: Game Details (sport banner, first market status, game time, event name), Live Score and Live Match feeds.
import { styled } from '@linaria/react';
import { format, isValid } from 'date-fns';
import { parseApiDate } from '../../domain/dates';
import { useState } from 'react';
import { firstMarketStatusText, isMarketOpen, statusTone } from '../../domain/bettable';
import { marketOdds } from '../../../streams/market/marketOdds';
import { OWN_PAGE_FRAME_SANDBOX } from '../../security/frameSandbox';
import { useMarketPage } from './context';
import { EventBanner } from './EventBanner';
import { bannerOf, hasLiveScore } from './sport';
import { ScoreEmbed } from '../frames/ScoreEmbed';
import { useIsLoggedIn } from '../shared/sessionHooks';

type HeadTab = 'details' | 'score' | 'live';

export interface GameHeaderProps {
  sportId: string;
  eventName: string;
  /** The URL's gameTime (the match's openDate). */
  gameTime: string;
}

function readableTime(gameTime: string): string {
  const d = parseApiDate(gameTime);
  return isValid(d) ? format(d, 'dd MMM yyyy, HH:mm') : gameTime;
}

function GameDetails({ sportId, eventName, gameTime }: GameHeaderProps): React.JSX.Element {
  const { key } = useMarketPage();
  const status = firstMarketStatusText(marketOdds.useFirstMarketStatus(key));
  const open = isMarketOpen(status);
  return (
    <Banner style={{ backgroundImage: `linear-gradient(90deg, rgba(5,12,28,0.82) 0%, rgba(5,12,28,0.35) 70%), url(${bannerOf(sportId)})` }}>
      <div className="info">
        <span className="status" data-status={status} data-tone={statusTone(status)} aria-label="Market status">
          {status}
        </span>
        <h1>{eventName}</h1>
        <p className="time">{gameTime ? readableTime(gameTime) : ''}</p>
        {/* Always there, empty until the market opens: the line appearing would push the markets down. */}
        <p className="started" data-on={open || undefined}>
          {open ? 'Game Started' : '\u00a0'}
        </p>
      </div>
    </Banner>
  );
}

function Feed({ kind, sportId, eventName }: { kind: 'score' | 'live'; sportId: string; eventName: string }): React.JSX.Element {
  const { matchId } = useMarketPage();
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Locked>Please Login to view the live feed</Locked>;
  // This app's own pages: scripts in this origin, nothing more (src/security/frameSandbox.ts). The
  // query names the match only: no token or other session data travels to a frame.
  const query = `event_id=${encodeURIComponent(matchId)}&sport_id=${encodeURIComponent(sportId)}&eventName=${encodeURIComponent(eventName)}`;
  return kind === 'score' ? (
    <ScoreEmbed className="score" frameId={matchId} src={`/score?${query}`} />
  ) : (
    <iframe className="tv" title="Live Match" src={`/tv?${query}`} sandbox={OWN_PAGE_FRAME_SANDBOX} allow="autoplay; fullscreen" />
  );
}

export function GameHeader(props: GameHeaderProps): React.JSX.Element {
  const [tab, setTab] = useState<HeadTab>('details');
  const tabs: { id: HeadTab; label: string }[] = [
    { id: 'details', label: 'Game Details' },
    ...(hasLiveScore(props.sportId) ? [{ id: 'score' as const, label: 'Live Score' }] : []),
    { id: 'live', label: 'Live Match' },
  ];
  return (
    <Head>
      <div className="tabs" role="tablist" aria-label="Match">
        {tabs.map((t) => (
          <button key={t.id} type="button" role="tab" aria-selected={tab === t.id} onClick={() => setTab(t.id)}>
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="panel">
        {tab === 'details' ? <GameDetails {...props} /> : <Feed kind={tab} sportId={props.sportId} eventName={props.eventName} />}
      </div>
    </Head>
  );
}

const Head = styled.div`
  margin-bottom: 10px;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--surface);
  border: var(--card-border);
  box-shadow: var(--card-shadow);

  .tabs {
    display: flex;
    background: var(--panel-head-bg);
  }
  .tabs button {
    flex: 1;
    min-height: 36px;
    padding: 0 8px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: transparent;
    color: var(--panel-head-fg);
    font-size: 12.5px;
    font-weight: 800;
    letter-spacing: 0.02em;
    opacity: 0.75;
  }
  .tabs button[aria-selected='true'] {
    opacity: 1;
    border-bottom-color: var(--secondary);
    background: rgba(255, 255, 255, 0.08);
  }
  iframe {
    display: block;
    width: 100%;
    border: 0;
    background: #0b1a33;
  }
  iframe.score {
    transition: height 200ms ease;
  }
  iframe.tv {
    aspect-ratio: 16 / 9;
    max-height: 420px;
  }
`;

const Banner = styled(EventBanner)`
  min-height: 132px;

  .started {
    display: inline-block;
    margin: 6px 0 0;
    padding: 2px 8px;
    border-radius: 3px;
    font-size: 11.5px;
    font-weight: 800;
  }
  .started[data-on] {
    background: #c62828;
  }
`;

const Locked = styled.p`
  margin: 0;
  padding: 28px 16px;
  text-align: center;
  font-weight: 700;
  color: var(--text-muted);
  background: var(--surface-2);
`;
