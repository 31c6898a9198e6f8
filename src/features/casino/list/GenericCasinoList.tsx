// /casino-new: the generic casino list, the live list's playable games by name; each opens the generic launcher.
import { styled } from '@linaria/react';
import { Link } from '../../../ui/links';
import { genericListItems, genericTablePath } from '../../../domain/casinoLobby';
import { CardsIcon, ChevronRightIcon } from '../../../ui/icons';
import { PageHeader, Stack } from '../../sports/PageHeader';
import { LoadFailed } from '../lobby/LoadFailed';
import { retryLobby, useLobby } from '../lobby/state';
import { VIDEO_TABLES_PATH } from './paths';

export function GenericCasinoList(): React.JSX.Element {
  const lobby = useLobby();
  return (
    <Stack>
      <PageHeader icon={<CardsIcon />} title="Casino Tables">
        Pick a table to play
      </PageHeader>
      <List>
        {lobby.state === 'loading' && (
          <ul aria-busy="true" aria-label="Loading tables">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i} className="row skeleton" aria-hidden="true">
                <span className="bar" />
              </li>
            ))}
          </ul>
        )}
        {lobby.state === 'failed' && <LoadFailed what="tables" onRetry={retryLobby} />}
        {lobby.state === 'ready' && <Names items={genericListItems(lobby.items, lobby.games)} />}
        <Link className="row more" to={VIDEO_TABLES_PATH}>
          <span>Video tables: 20-20 Dragon Tiger 2, 20-20 Poker</span>
          <ChevronRightIcon className="chev" />
        </Link>
      </List>
    </Stack>
  );
}

function Names({ items }: { items: ReturnType<typeof genericListItems> }): React.JSX.Element {
  if (items.length === 0) return <p className="empty">No tables are open right now.</p>;
  return (
    <ul aria-label="Casino tables">
      {items.map((item, i) => (
        <li key={`${item.id ?? item.casinoType}-${i}`}>
          <Link className="row" to={genericTablePath(item)}>
            <span className="dot" aria-hidden="true" />
            <span className="name">{item.name}</span>
            <ChevronRightIcon className="chev" />
          </Link>
        </li>
      ))}
    </ul>
  );
}


const List = styled.div`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: var(--radius);
  background: var(--surface);
  border: var(--card-border);
  box-shadow: var(--card-shadow);

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .row {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 48px;
    padding: 10px 14px;
    border-bottom: 1px solid var(--border);
    color: var(--text);
    font-weight: 700;
    text-decoration: none;
  }
  a.row:hover {
    background: var(--surface-2);
  }
  .dot {
    flex: none;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: var(--positive);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--positive) 25%, transparent);
  }
  .name {
    flex: 1;
    min-width: 0;
  }
  .chev {
    flex: none;
    width: 18px;
    height: 18px;
    color: var(--text-muted);
  }
  .more {
    justify-content: space-between;
    border-bottom: 0;
    background: var(--surface-2);
    /* The theme's link colour: the brand's primary is unreadable on the dark theme's surface. */
    color: var(--link);
  }
  .skeleton .bar {
    display: block;
    width: 45%;
    height: 12px;
    border-radius: 6px;
    background: var(--surface-3);
  }
  .empty {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 12px;
    margin: 0;
    padding: 28px 16px;
    color: var(--text-muted);
    text-align: center;
  }
`;
