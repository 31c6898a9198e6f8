// A sport's competitions as an accordion, each opening its events (links to their market pages).
import { styled } from '@linaria/react';
import { useState } from 'react';
import { Link } from '../../ui/links';
import type { Competition } from '../../api/contract';
import { fullmarketUrl } from '../../domain/matchLists';
import { ChevronDownIcon, ChevronRightIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { useCompetitionEvents, useCompetitions } from './state';

const formatStart = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString('en-GB', { weekday: 'short', day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });
};

function CompetitionEvents({ sportId, competition }: { sportId: string; competition: Competition }): React.JSX.Element {
  const events = useCompetitionEvents(sportId, competition.competitionId);
  if (events.state === 'loading')
    return (
      <p className="note">
        <Spinner size={16} label="Loading events" />
      </p>
    );
  if (events.state === 'failed') return <p className="note">Events could not be loaded.</p>;
  if (events.value.length === 0) return <p className="note">No open events in this competition.</p>;
  return (
    <ul className="events">
      {events.value.map((m) => (
        <li key={m.matchId}>
          <Link
            to={fullmarketUrl({
              eventId: sportId,
              competitionId: competition.competitionId,
              matchId: m.matchId,
              gameTime: m.openDate,
              eventName: m.eventName,
              inplay: m.inPlay,
            })}
          >
            <span className="name">{m.eventName}</span>
            {m.inPlay ? <span className="live">In Play</span> : <time dateTime={m.openDate}>{formatStart(m.openDate)}</time>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CompetitionBrowser({
  sportId,
  sportName,
  openFirst = false,
}: {
  sportId: string;
  sportName: string;
  /** Opens the first competition until the player picks one (home shows events at once). */
  openFirst?: boolean;
}): React.JSX.Element {
  const competitions = useCompetitions(sportId);
  // undefined: untouched (the first may be open); null: the player closed them all.
  const [picked, setOpen] = useState<string | null | undefined>(undefined);
  const first = competitions.state === 'ready' ? competitions.value[0]?.competitionId : undefined;
  const open = picked === undefined ? (openFirst ? first : null) : picked;
  return (
    <Box aria-label={`${sportName} competitions`}>
      {competitions.state === 'loading' ? (
        <p className="note">
          <Spinner size={20} label="Loading competitions" />
        </p>
      ) : competitions.state === 'failed' ? (
        <p className="note">Competitions could not be loaded. Please try again later.</p>
      ) : competitions.value.length === 0 ? (
        <p className="note">No competitions are open for {sportName} right now.</p>
      ) : (
        competitions.value.map((c) => {
          const expanded = open === c.competitionId;
          return (
            <div className="comp" key={c.competitionId}>
              <button
                type="button"
                className="head"
                aria-expanded={expanded}
                onClick={() => setOpen(expanded ? null : c.competitionId)}
              >
                {expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
                <span>{c.competitionName}</span>
              </button>
              {expanded && <CompetitionEvents sportId={sportId} competition={c} />}
            </div>
          );
        })
      )}
    </Box>
  );
}

const Box = styled.section`
  background: var(--surface);
  border: var(--card-border);
  border-radius: var(--radius);
  box-shadow: var(--card-shadow);
  overflow: hidden;

  .comp + .comp {
    border-top: 1px solid var(--border);
  }
  .head {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    padding: 9px 12px;
    border: 0;
    background: transparent;
    text-align: left;
    font-weight: 700;
    font-size: 13px;
  }
  .head:hover {
    background: var(--surface-2);
  }
  .head[aria-expanded='true'] {
    background: var(--surface-2);
    color: var(--primary);
  }
  html[data-theme='dark'] & .head[aria-expanded='true'] {
    color: var(--secondary);
  }
  .events {
    list-style: none;
    margin: 0;
    padding: 0 0 4px;
  }
  .events a {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 7px 12px 7px 34px;
    text-decoration: none;
    font-size: 13px;
  }
  .events a:hover {
    background: var(--surface-2);
  }
  .name {
    flex: 1;
    font-weight: 600;
  }
  time {
    color: var(--text-muted);
    font-size: 12px;
    white-space: nowrap;
  }
  .live {
    padding: 2px 6px;
    border-radius: 3px;
    background: var(--positive);
    color: #fff;
    font-size: 10px;
    font-weight: 800;
    text-transform: uppercase;
  }
  .note {
    display: flex;
    justify-content: center;
    margin: 0;
    padding: 16px 12px;
    color: var(--text-muted);
  }
`;
