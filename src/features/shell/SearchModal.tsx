// The 'Search Events' modal: finds open events of every listed sport by name and opens their market page.
import { styled } from '@linaria/react';
import { bind } from '@react-rxjs/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LOADING, fullMarketPath, searchEvents, searchableEvents$, type Loadable, type SearchableEvent } from '../../../streams/navigation';
import { SearchIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

const [useSearchable] = bind(searchableEvents$, LOADING as Loadable<SearchableEvent[]>);

function Results({ query, onPick }: { query: string; onPick: () => void }): React.JSX.Element {
  const events = useSearchable();
  if (events.state === 'loading')
    return (
      <p className="note">
        <Spinner size={18} label="Loading events" />
      </p>
    );
  if (events.state === 'failed') return <p className="note">Events could not be loaded. Please try again.</p>;
  if (query.trim().length < 2) return <p className="note">Type at least two letters of a team or event.</p>;
  const found = searchEvents(events.value, query);
  if (found.length === 0) return <p className="note">No events match "{query.trim()}".</p>;
  return (
    <ul>
      {found.map((e) => (
        <li key={`${e.eventId}-${e.matchId}`}>
          <Link to={fullMarketPath(e)} onClick={onPick}>
            <span className="sport">{e.sportName}</span>
            <span className="name">{e.eventName}</span>
            {e.inPlay && <span className="live">In Play</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SearchModal({ open, onClose }: { open: boolean; onClose: () => void }): React.JSX.Element {
  const [query, setQuery] = useState('');
  return (
    <Modal open={open} onClose={onClose} title="Search Events" size="md">
      <Box>
        <label className="field">
          <SearchIcon />
          <span className="visually-hidden">Search Events</span>
          <input
            type="search"
            placeholder="Search Events"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
        </label>
        {open && <Results query={query} onPick={onClose} />}
      </Box>
    </Modal>
  );
}

const Box = styled.div`
  .field {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 0 10px;
    border: 1px solid var(--border);
    border-radius: var(--radius-btn);
    background: var(--surface-2);
    color: var(--text-muted);
  }
  input {
    flex: 1;
    height: 38px;
    border: 0;
    outline: none;
    background: transparent;
    color: var(--text);
    font: inherit;
  }
  .note {
    display: flex;
    justify-content: center;
    margin: 14px 0 4px;
    color: var(--text-muted);
  }
  ul {
    list-style: none;
    margin: 10px 0 0;
    padding: 0;
  }
  li + li {
    border-top: 1px solid var(--border);
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 9px 4px;
    text-decoration: none;
  }
  a:hover {
    background: var(--surface-2);
  }
  .sport {
    flex: none;
    width: 64px;
    color: var(--text-muted);
    font-size: 11px;
    text-transform: uppercase;
  }
  .name {
    flex: 1;
    font-weight: 600;
  }
  .live {
    padding: 2px 6px;
    border-radius: 3px;
    background: var(--positive);
    color: #fff;
    font-size: 10px;
    font-weight: 800;
  }
`;
