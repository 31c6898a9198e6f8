// /sports: Quick Links and All Sports on narrow screens (the side panel is hidden there), a tile per sport (live and today's counts) leading to its page, then every sport's match lists.
import { styled } from '@linaria/react';
import { Link } from '../../ui/links';
import type { Game } from '../../api/contract';
import { SPORT } from '../../domain/constants';
import { hasMatchList } from '../../../streams/matches';
import { sportPath } from '../../../streams/navigation';
import { TrophyIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { SportIcon } from '../shell/SportIcon';
import { SportsMenu } from '../shell/SportsMenu';
import { MatchLists } from './MatchLists';
import { PageHeader, Stack } from './PageHeader';
import { useSports, useTabCounts } from './state';

function ListedCounts({ sportId }: { sportId: string }): React.JSX.Element {
  const counts = useTabCounts(sportId);
  if (!counts) return <span className="sub">Loading…</span>;
  return (
    <span className="sub">
      {counts.inplay > 0 && <span className="live">{counts.inplay} live</span>}
      <span>{counts.today} today</span>
    </span>
  );
}

function SportTile({ game }: { game: Game }): React.JSX.Element {
  return (
    <li>
      <Link to={sportPath(game)} className="tile">
        <SportIcon game={game} className="tile-icon" />
        <span className="name">{game.name}</span>
        {hasMatchList(game) ? (
          <ListedCounts sportId={game.eventTypeId} />
        ) : (
          <span className="sub">{game.eventTypeId === SPORT.casino ? 'Live tables' : 'Race schedule'}</span>
        )}
      </Link>
    </li>
  );
}

export default function SportsPage(): React.JSX.Element {
  const sports = useSports();
  return (
    <Stack>
      <PageHeader icon={<TrophyIcon />} title="Sports">
        Pick a sport, or browse what is in play, today and tomorrow.
      </PageHeader>
      {/* The side panel's Quick Links and All Sports, for the widths where the side panel is hidden. */}
      <PhoneMenu />
      <Tiles aria-label="All sports">
        {sports.state === 'loading' ? (
          <li className="note">
            <Spinner size={20} label="Loading sports" />
          </li>
        ) : sports.state === 'failed' ? (
          <li className="note">The sports list could not be loaded.</li>
        ) : (
          sports.value.map((g) => <SportTile key={g.id} game={g} />)
        )}
      </Tiles>
      <MatchLists label="All sports matches" />
    </Stack>
  );
}

const PhoneMenu = styled(SportsMenu)`
  border: var(--card-border);
  border-radius: var(--radius);
  overflow: hidden;

  @media (min-width: 1025px) {
    display: none;
  }
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 8px;

  .note {
    grid-column: 1 / -1;
    display: flex;
    justify-content: center;
    padding: 16px;
    color: var(--text-muted);
  }
  li {
    display: flex;
  }
  .tile {
    flex: 1;
    display: grid;
    grid-template-columns: 26px minmax(0, 1fr);
    grid-template-areas: 'icon name' 'icon sub';
    align-items: center;
    column-gap: 8px;
    padding: 10px;
    background: var(--surface);
    border: var(--card-border);
    border-radius: var(--radius);
    box-shadow: var(--card-shadow);
    color: var(--text);
    text-decoration: none;
    transition:
      border-color 120ms,
      transform 120ms;
  }
  .tile:hover {
    border-color: var(--primary);
    transform: translateY(-1px);
  }
  .tile-icon {
    grid-area: icon;
    width: 26px;
    height: 26px;
  }
  .name {
    grid-area: name;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 800;
  }
  .sub {
    grid-area: sub;
    display: flex;
    gap: 6px;
    font-size: 11.5px;
    color: var(--text-muted);
  }
  .live {
    color: var(--positive);
    font-weight: 800;
  }
`;
