// The race header of a horse market page: banner, race name, off time in the player's zone, countdown to the off, the market's status.
import { styled } from '@linaria/react';
import { isRaceClosed, statusTone } from '../../domain/bettable';
import { countdownText } from '../../domain/horse';
import { formatDay, formatTime } from '../sports/format';
import { SPORT } from '../../domain/constants';
import { horseOdds } from '../../../streams/horse/odds';
import { horseSchedule } from '../../../streams/horse/schedule';
import { EventBanner } from '../market/EventBanner';
import { bannerOf } from '../market/sport';

/** Ticks every second on its own: the rest of the page never renders for the clock. */
function Countdown({ gameTime, status }: { gameTime: string; status: string | null }): React.JSX.Element | null {
  const ms = horseSchedule.useMsToStart(gameTime);
  if (!Number.isFinite(ms)) return null;
  if (isRaceClosed(status)) return <p className="countdown" data-tone="closed">Race closed</p>;
  const left = countdownText(ms);
  if (left === null) return <p className="countdown" data-tone="off">Race off</p>;
  return (
    <p className="countdown" data-tone={ms < 5 * 60_000 ? 'soon' : undefined} aria-label="Time to the off">
      Off in <strong>{left}</strong>
    </p>
  );
}

export function RaceHeader({ gmid, raceName, gameTime }: { gmid: string; raceName: string; gameTime: string }): React.JSX.Element {
  const status = horseOdds.useRaceStatus(gmid);
  return (
    <Banner
      as="header"
      style={{
        backgroundImage: `linear-gradient(90deg, rgba(5,12,28,0.86) 0%, rgba(5,12,28,0.4) 75%), url(${bannerOf(SPORT.horseRacing)})`,
      }}
    >
      <div className="info">
        {status && (
          <span className="status" data-status={status} data-tone={statusTone(status)} aria-label="Race status">
            {status}
          </span>
        )}
        <h1>{raceName || 'Horse race'}</h1>
        {gameTime && <p className="time">{`${formatDay(gameTime)}, ${formatTime(gameTime)}`}</p>}
      </div>
      {gameTime && <Countdown gameTime={gameTime} status={status} />}
    </Banner>
  );
}

const Banner = styled(EventBanner)`
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  min-height: 124px;
  margin-bottom: 10px;
  border-radius: var(--radius);
  box-shadow: var(--card-shadow);

  .status[data-tone='suspended'] {
    background: #d32f2f;
  }
  .countdown {
    margin: 0;
    padding: 8px 12px;
    border-radius: var(--radius-sm);
    background: rgba(0, 0, 0, 0.45);
    font-size: 13px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .countdown strong {
    font-size: 17px;
    margin-left: 4px;
  }
  .countdown[data-tone='soon'] strong {
    color: #ffd54f;
  }
  .countdown[data-tone='off'] {
    background: #d32f2f;
  }
`;
