// The sports menu: Quick Links, then All Sports drilling into a sport's competitions and a competition's events.
import { styled } from '@linaria/react';
import { useState } from 'react';
import { NavLink } from '../../ui/links';
import type { Competition, Game } from '../../api/contract';
import { SPORT } from '../../domain/constants';
import { fullmarketUrl } from '../../domain/matchLists';
import { sportId, sportPath } from '../../../streams/navigation';
import { QUICK_LINKS } from '../../../streams/sportsMenu';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { SportIcon } from './SportIcon';
import { useCompetitionEvents, useCompetitions, useVisibleSports } from './state';

/** Casino and horse racing have screens of their own rather than competitions. */
const drillsDown = (g: Game) => sportId(g) !== SPORT.casino && sportId(g) !== SPORT.horseRacing;

const Loading = () => (
  <li className="note">
    <Spinner size={16} label="Loading" />
  </li>
);
const Failed = ({ what }: { what: string }) => <li className="note">{what} could not be loaded.</li>;

function Events({ sport, competition }: { sport: Game; competition: Competition }): React.JSX.Element {
  const events = useCompetitionEvents(sportId(sport), competition.competitionId);
  if (events.state === 'loading') return <Loading />;
  if (events.state === 'failed') return <Failed what="Events" />;
  if (events.value.length === 0) return <li className="note">No events</li>;
  return (
    <>
      {events.value.map((m) => (
        <li key={m.matchId}>
          <NavLink
            to={fullmarketUrl({
              eventId: sportId(sport),
              competitionId: competition.competitionId,
              matchId: m.matchId,
              gameTime: m.openDate,
              eventName: m.eventName,
              inplay: m.inPlay,
            })}
          >
            {m.inPlay && <span className="live" aria-label="In play" />}
            <span className="grow">{m.eventName}</span>
          </NavLink>
        </li>
      ))}
    </>
  );
}

function Competitions({
  sport,
  onPick,
}: {
  sport: Game;
  onPick: (c: Competition) => void;
}): React.JSX.Element {
  const list = useCompetitions(sportId(sport));
  if (list.state === 'loading') return <Loading />;
  if (list.state === 'failed') return <Failed what="Competitions" />;
  if (list.value.length === 0) return <li className="note">No competitions</li>;
  return (
    <>
      {list.value.map((c) => (
        <li key={c.competitionId}>
          <button type="button" onClick={() => onPick(c)}>
            <span className="grow">{c.competitionName}</span>
            <ChevronRightIcon className="chev" />
          </button>
        </li>
      ))}
    </>
  );
}

/** `title` shows a heading per section; the side panel and the /sports page both use it. */
export function SportsMenu({ className }: { className?: string }): React.JSX.Element {
  const sports = useVisibleSports();
  const [sport, setSport] = useState<Game | null>(null);
  const [competition, setCompetition] = useState<Competition | null>(null);

  return (
    <Menu className={className} aria-label="Sports">
      <h3>Quick Links</h3>
      <ul>
        {QUICK_LINKS.map((q) => (
          <li key={q.to}>
            <NavLink to={q.to}>
              <span className="grow">{q.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <h3>All Sports</h3>
      <ul>
        {sport && (
          <li className="crumb">
            <button
              type="button"
              onClick={() => (competition ? setCompetition(null) : setSport(null))}
              aria-label={competition ? `Back to ${sport.name}` : 'Back to All Sports'}
            >
              <ChevronLeftIcon className="chev" />
              <span className="grow">{competition ? competition.competitionName : sport.name}</span>
            </button>
          </li>
        )}
        {sport && competition ? (
          <Events sport={sport} competition={competition} />
        ) : sport ? (
          <Competitions sport={sport} onPick={setCompetition} />
        ) : sports.state === 'loading' ? (
          <Loading />
        ) : sports.state === 'failed' ? (
          <Failed what="Sports" />
        ) : (
          sports.value.map((g) => (
            <li key={g.id}>
              {drillsDown(g) ? (
                <button type="button" onClick={() => setSport(g)}>
                  <SportIcon game={g} className="sport-icon" />
                  <span className="grow">{g.name}</span>
                  <ChevronRightIcon className="chev" />
                </button>
              ) : (
                <NavLink to={sportPath(g)}>
                  <SportIcon game={g} className="sport-icon" />
                  <span className="grow">{g.name}</span>
                  <ChevronRightIcon className="chev" />
                </NavLink>
              )}
            </li>
          ))
        )}
      </ul>
    </Menu>
  );
}

const Menu = styled.nav`
  background: var(--surface);
  border: var(--card-border);
  border-radius: var(--radius);
  box-shadow: var(--card-shadow);
  overflow: hidden;
  font-size: 13px;

  h3 {
    margin: 0;
    padding: 8px 12px;
    font-size: 12px;
    font-weight: 800;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    background: var(--panel-head-bg);
    color: var(--panel-head-fg);
  }
  html[data-layout='aura'] & h3 {
    padding-top: 12px;
    color: var(--text-muted);
    font-size: 11px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    border-top: 1px solid var(--border);
  }
  html[data-layout='aura'] & li + li {
    border-top-color: transparent;
  }
  a,
  button {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    min-height: 34px;
    padding: 6px 12px;
    border: 0;
    background: transparent;
    color: var(--text);
    text-align: left;
    text-decoration: none;
    font-weight: 600;
  }
  html[data-layout='aura'] & a,
  html[data-layout='aura'] & button {
    margin: 1px 6px;
    width: calc(100% - 12px);
    border-radius: 10px;
  }
  a:hover,
  button:hover {
    background: var(--surface-2);
  }
  a.active {
    color: var(--primary);
    box-shadow: inset 3px 0 0 var(--primary);
  }
  html[data-theme='dark'] & a.active {
    color: var(--secondary);
    box-shadow: inset 3px 0 0 var(--secondary);
  }
  .grow {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .chev {
    flex: none;
    color: var(--text-muted);
  }
  .sport-icon {
    flex: none;
    width: 18px;
    height: 18px;
    color: var(--primary);
  }
  html[data-theme='dark'] & .sport-icon {
    color: var(--secondary);
  }
  .crumb button {
    background: var(--surface-2);
    font-weight: 800;
  }
  .note {
    display: flex;
    justify-content: center;
    padding: 10px 12px;
    color: var(--text-muted);
  }
  .live {
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: var(--positive);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--positive) 25%, transparent);
  }
`;
