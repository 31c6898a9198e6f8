// The live area of a table: the video frame (or the login prompt), its round id, the countdown ring on a 25 s base and the hands' cards.
import { styled } from '@linaria/react';
import { memo } from 'react';
import { countdownFraction } from '../../../domain/casino';
import type { Hand } from '../../../domain/casinoTables';
import { casinoFeed } from '../../../../streams/casino/feed';
import { PLAYER_URL_TEMPLATE, playerUrl } from '../../../../streams/casino/page';
import { playerFrameSandbox } from '../../../security/frameSandbox';
import { useIsLoggedIn } from '../../shared/sessionHooks';
import { useCasinoTable } from './context';
import { cardImage } from './PlayingCard';

const LIVE_FEED_LOGIN_TEXT = 'Please Login to view the live feed';

export function Felt(): React.JSX.Element {
  const { record, tableId } = useCasinoTable();
  const loggedIn = useIsLoggedIn();
  return (
    <Stage>
      {loggedIn ? <Video tableId={tableId} /> : <div className="login">{LIVE_FEED_LOGIN_TEXT}</div>}
      <RoundId />
      <div className="hands" aria-label="Cards">
        {record.hands.map((h) => (
          <HandRow key={h.label} hand={h} />
        ))}
      </div>
      <Countdown />
    </Stage>
  );
}

/** The frame's address changes only in its fragment from round to round, so the video never reloads. */
function Video({ tableId }: { tableId: string }): React.JSX.Element {
  const { feedKey } = useCasinoTable();
  const mid = casinoFeed.useMid(feedKey);
  // A player page is an outside page: its scripts and origin, nothing that could navigate this one.
  const src = playerUrl(PLAYER_URL_TEMPLATE, tableId, mid);
  return <iframe className="video" title="Live video" src={src} allow="autoplay; fullscreen" sandbox={playerFrameSandbox(src)} />;
}

function RoundId(): React.JSX.Element {
  const { feedKey } = useCasinoTable();
  const mid = casinoFeed.useMid(feedKey);
  return (
    <div className="rid" data-testid="round-id">
      RID: <b>{mid ?? '-'}</b>
    </div>
  );
}

const HandRow = memo(function HandRow({ hand }: { hand: Hand }): React.JSX.Element {
  return (
    <div className="hand">
      <span className="label">{hand.label}</span>
      <span className="cards">
        {hand.positions.map((p) => (
          <CardAt key={p} position={p} />
        ))}
      </span>
    </div>
  );
});

const CardAt = memo(function CardAt({ position }: { position: number }): React.JSX.Element {
  const { feedKey } = useCasinoTable();
  const code = casinoFeed.useCard(feedKey, position);
  return cardImage(code, 40);
});

const RING = 2 * Math.PI * 22;

/** The only part of the felt a data tick re-renders every second. */
const Countdown = memo(function Countdown(): React.JSX.Element {
  const { feedKey } = useCasinoTable();
  const autotime = casinoFeed.useAutotime(feedKey);
  const left = autotime === null ? 0 : Math.max(0, autotime);
  const dash = RING * countdownFraction(left);
  return (
    <div className="countdown" role="timer" aria-label="Seconds left" data-testid="countdown">
      <svg viewBox="0 0 52 52" width="56" height="56" aria-hidden="true">
        <circle cx="26" cy="26" r="22" fill="rgba(0,0,0,.55)" stroke="rgba(255,255,255,.2)" strokeWidth="4" />
        <circle
          cx="26"
          cy="26"
          r="22"
          fill="none"
          stroke={left <= 5 ? '#ff4d4f' : '#3ddc84'}
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray={`${dash} ${RING}`}
          transform="rotate(-90 26 26)"
        />
      </svg>
      <span>{autotime === null ? '-' : left}</span>
    </div>
  );
});

const Stage = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  min-height: 200px;
  background: radial-gradient(ellipse at 50% 35%, #1f6f4a 0%, #0f3d28 60%, #081f15 100%);
  border-radius: var(--radius) var(--radius) 0 0;
  overflow: hidden;
  color: #fff;

  .video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }

  .login {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    padding: 0 16px;
    text-align: center;
    font-weight: 600;
    font-size: 15px;
    background: radial-gradient(ellipse at center, rgba(0, 0, 0, 0.25), rgba(0, 0, 0, 0.65));
  }

  .rid {
    position: absolute;
    top: 8px;
    right: 8px;
    padding: 3px 8px;
    border-radius: 4px;
    background: rgba(0, 0, 0, 0.6);
    font-size: 12px;
    /* Wide enough for a 13-digit round id from the first paint ('RID: -'): the label does not grow leftwards when it comes (CLS). */
    min-width: 20ch;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  .hands {
    position: absolute;
    top: 8px;
    left: 8px;
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 6px 8px;
    border-radius: 6px;
    background: rgba(0, 0, 0, 0.55);
  }

  .hand {
    display: flex;
    flex-direction: column;
    gap: 3px;
  }

  .label {
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: #f3d27a;
  }

  .cards {
    display: flex;
    gap: 4px;
  }

  .countdown {
    position: absolute;
    right: 10px;
    bottom: 10px;
    width: 56px;
    height: 56px;
    display: grid;
    place-items: center;

    svg {
      position: absolute;
      inset: 0;
    }

    /* As wide as the ring, figures of one width: a count from 10 to 9 moves nothing (CLS). */
    span {
      position: relative;
      justify-self: stretch;
      text-align: center;
      font-size: 20px;
      font-weight: 800;
      font-variant-numeric: tabular-nums;
    }
  }

  @media (max-width: 600px) {
    border-radius: 0;

    .hands {
      gap: 3px;
      padding: 4px 6px;
    }
  }
`;
