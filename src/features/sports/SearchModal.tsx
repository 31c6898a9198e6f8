// The 'Search Events' modal: mounted once, opened from anywhere with openSearch(); results come from the debounced search stream.
// Its styles live in SearchModal.styles.ts: this module imports stream functions, which the style extractor must not evaluate.
import { Link } from '../../ui/links';
import { closeSearch, setQuery, SEARCH_MIN_CHARS, type SearchHit } from '../../../streams/search';
import { SearchIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { formatStart } from './format';
import { SearchBox as Box } from './SearchModal.styles';
import { useOpenMatch } from './openMatch';
import { useSearchOpen, useSearchQuery, useSearchResults } from './state';

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The event name with the typed words marked, so the player sees why it matched. */
function Highlight({ text, query }: { text: string; query: string }): React.JSX.Element {
  const words = query.split(/\s+/).filter(Boolean).map(escape);
  if (words.length === 0) return <>{text}</>;
  const parts = text.split(new RegExp(`(${words.join('|')})`, 'gi'));
  return <>{parts.map((p, i) => (i % 2 === 1 ? <mark key={i}>{p}</mark> : p))}</>;
}

function Hit({ hit, query }: { hit: SearchHit; query: string }): React.JSX.Element {
  const open = useOpenMatch();
  return (
    <li>
      <Link
        to={hit.url}
        onClick={(e) => {
          e.preventDefault();
          closeSearch();
          open(String(hit.match.eventId), String(hit.match.matchId), hit.url, hit.match);
        }}
      >
        <span className="sport">{hit.sportName}</span>
        <span className="name">
          <Highlight text={hit.eventName} query={query} />
        </span>
        {hit.inPlay ? <span className="live">In-Play</span> : <time dateTime={hit.openDate}>{formatStart(hit.openDate)}</time>}
      </Link>
    </li>
  );
}

function Results(): React.JSX.Element {
  const results = useSearchResults();
  if (results.state === 'idle')
    return <p className="note">Type at least {SEARCH_MIN_CHARS} letters of a team, player or event.</p>;
  if (results.state === 'loading')
    return (
      <p className="note">
        <Spinner size={18} label="Searching" />
      </p>
    );
  if (results.state === 'failed') return <p className="note">Events could not be loaded. Please try again.</p>;
  if (results.hits.length === 0) return <p className="note">No events match "{results.query}".</p>;
  return (
    <ul aria-label="Search results">
      {results.hits.map((h) => (
        <Hit key={`${h.match.eventId}-${h.match.matchId}`} hit={h} query={results.query} />
      ))}
    </ul>
  );
}

export function SearchModal(): React.JSX.Element {
  const open = useSearchOpen();
  const query = useSearchQuery();
  return (
    <Modal open={open} onClose={closeSearch} title="Search Events" size="md">
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
        {open && <Results />}
      </Box>
    </Modal>
  );
}

