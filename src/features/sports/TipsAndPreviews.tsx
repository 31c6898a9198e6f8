// Tips & Previews: a card per upcoming match read from the live exchange prices (favourite, implied chances, book, a short verdict).
import { styled } from '@linaria/react';
import { Link } from '../../ui/links';
import { scopeKey, type Preview, type PreviewRunner } from '../../../streams/matches';
import { Spinner } from '../../ui/Spinner';
import { formatBook, formatDay, formatPercent, formatTime } from './format';
import { useOpenMatch } from './openMatch';
import { usePreviews } from './state';

interface TipsAndPreviewsProps {
  sportIds?: readonly string[];
  /** How many upcoming matches to preview. */
  limit?: number;
}

const pct = (r: PreviewRunner | null): string => (r?.implied == null ? '-' : formatPercent(r.implied));

/** The card's verdict, in words a punter reads at a glance. */
export function verdictText(p: Preview): { title: string; text: string } {
  const fav = p.favourite;
  const chal = p.challenger;
  if (!fav || fav.back === null) return { title: 'Awaiting prices', text: 'No prices yet: the market fills up closer to the start.' };
  const draw = p.draw?.implied != null ? ` The draw is rated ${pct(p.draw)}.` : '';
  if (p.verdict === 'strong')
    return {
      title: 'Strong favourite',
      text: `${fav.runnerName} is the clear pick at ${fav.back} (${pct(fav)} implied)${chal?.back ? `; ${chal.runnerName} pays ${chal.back}` : ''}.${draw}`,
    };
  if (p.verdict === 'close')
    return {
      title: 'Too close to call',
      text: `The market barely separates them: ${fav.runnerName} ${pct(fav)} v ${chal?.runnerName ?? 'the field'} ${pct(chal)}.${draw}`,
    };
  return {
    title: `Edge: ${fav.runnerName}`,
    text: `${fav.runnerName} is favoured at ${fav.back} (${pct(fav)}) against ${chal?.runnerName ?? 'the field'} at ${chal?.back ?? '-'} (${pct(chal)}).${draw}`,
  };
}

/** What the book total says about the prices on offer. */
export function bookText(book: number | null): string | null {
  if (book === null) return null;
  if (book <= 1.02) return `Book ${formatBook(book)}: keen prices, little margin in the market.`;
  if (book <= 1.06) return `Book ${formatBook(book)}: a fair market.`;
  return `Book ${formatBook(book)}: a wide market; prices may firm up nearer the start.`;
}

// The tab keeps the spec's 'Tommorow'; a sentence of our own is spelled properly.
const DAY_TEXT = { today: 'Today', tomorrow: 'Tomorrow' } as const;

function Chances({ preview }: { preview: Preview }): React.JSX.Element | null {
  const priced = preview.runners.filter((r) => r.implied !== null);
  const total = priced.reduce((s, r) => s + (r.implied ?? 0), 0);
  if (priced.length === 0 || total <= 0) return null;
  return (
    <div className="chances">
      <div className="bar" aria-hidden="true">
        {priced.map((r, i) => (
          <span key={r.runnerName} className={`seg s${i % 3}`} style={{ flexGrow: r.implied ?? 0 }} />
        ))}
      </div>
      <ul className="legend">
        {priced.map((r, i) => (
          <li key={r.runnerName}>
            <span className={`swatch s${i % 3}`} aria-hidden="true" />
            <span className="who">{r.runnerName}</span>
            <span className="odds">{r.back}</span>
            <span className="pct">{pct(r)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PreviewCard({ preview }: { preview: Preview }): React.JSX.Element {
  const open = useOpenMatch();
  const verdict = verdictText(preview);
  const book = bookText(preview.book);
  const when = preview.day === 'later' ? formatDay(preview.openDate) : DAY_TEXT[preview.day];
  return (
    <article className="card" aria-label={preview.eventName} data-verdict={preview.verdict}>
      <header>
        <span className="sport">{preview.sportName}</span>
        <time dateTime={preview.openDate}>
          {when} · {formatTime(preview.openDate)}
        </time>
      </header>
      <h3>{preview.eventName}</h3>
      <p className="verdict">
        <strong>{verdict.title}.</strong> {verdict.text}
      </p>
      <Chances preview={preview} />
      {book && <p className="book">{book}</p>}
      <Link
        className="cta"
        to={preview.url}
        onClick={(e) => {
          e.preventDefault();
          open(preview.sportId, preview.matchId, preview.url);
        }}
      >
        View market
      </Link>
    </article>
  );
}

function TipsAndPreviews({ sportIds, limit = 6 }: TipsAndPreviewsProps): React.JSX.Element {
  const previews = usePreviews(sportIds ? scopeKey(sportIds) : 'all', limit);
  return (
    <Box aria-label="Tips & Previews">
      <div className="intro">
        <h2>Tips &amp; Previews</h2>
        <p>The next matches read from the live exchange: who the money favours and how likely the market thinks it is.</p>
      </div>
      {previews.state === 'loading' ? (
        <p className="note">
          <Spinner size={20} label="Loading previews" />
        </p>
      ) : previews.state === 'failed' ? (
        <p className="note">Previews could not be loaded. They will retry shortly.</p>
      ) : previews.value.length === 0 ? (
        <p className="note">No upcoming matches to preview right now.</p>
      ) : (
        <div className="grid">
          {previews.value.map((p) => (
            <PreviewCard key={`${p.sportId}-${p.matchId}`} preview={p} />
          ))}
        </div>
      )}
    </Box>
  );
}

export default TipsAndPreviews;

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;

  .intro {
    padding: 12px 14px;
    background: var(--surface);
    border: var(--card-border);
    border-radius: var(--radius);
    box-shadow: var(--card-shadow);
    border-left: 4px solid var(--secondary);
  }
  .intro h2 {
    margin: 0 0 2px;
    font-size: 16px;
  }
  .intro p {
    margin: 0;
    color: var(--text-muted);
    font-size: 12.5px;
  }
  .note {
    display: flex;
    justify-content: center;
    margin: 0;
    padding: 24px;
    color: var(--text-muted);
    background: var(--surface);
    border-radius: var(--radius);
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
    gap: 10px;
  }
  .card {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 12px 14px;
    background: var(--surface);
    border: var(--card-border);
    border-radius: var(--radius);
    box-shadow: var(--card-shadow);
    border-top: 3px solid var(--primary);
  }
  .card[data-verdict='strong'] {
    border-top-color: var(--positive);
  }
  .card[data-verdict='close'] {
    border-top-color: var(--secondary);
  }
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    font-size: 11.5px;
    color: var(--text-muted);
  }
  .sport {
    padding: 1px 7px;
    border-radius: 999px;
    background: var(--surface-3);
    color: var(--text);
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    font-size: 10.5px;
  }
  h3 {
    margin: 0;
    font-size: 15px;
    line-height: 1.25;
  }
  .verdict {
    margin: 0;
    font-size: 12.5px;
    line-height: 1.45;
  }
  .chances .bar {
    display: flex;
    height: 8px;
    overflow: hidden;
    border-radius: 999px;
    background: var(--surface-3);
  }
  .seg {
    flex-basis: 0;
  }
  .s0 {
    background: var(--primary);
  }
  .s1 {
    background: #e4572e;
  }
  .s2 {
    background: #9aa3b2;
  }
  .legend {
    list-style: none;
    margin: 8px 0 0;
    padding: 0;
    display: grid;
    gap: 3px;
    font-size: 12px;
  }
  .legend li {
    display: grid;
    grid-template-columns: 10px minmax(0, 1fr) auto 40px;
    align-items: center;
    gap: 6px;
  }
  .swatch {
    width: 10px;
    height: 10px;
    border-radius: 2px;
  }
  .who {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .odds {
    padding: 0 6px;
    border-radius: 3px;
    background: var(--back-strong);
    color: var(--text);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .pct {
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .book {
    margin: 0;
    font-size: 11.5px;
    color: var(--text-muted);
  }
  .cta {
    align-self: flex-start;
    margin-top: auto;
    padding: 6px 12px;
    border-radius: var(--radius-btn);
    background: var(--primary);
    color: var(--on-primary);
    font-weight: 700;
    font-size: 12.5px;
    text-decoration: none;
  }
  .cta:hover {
    filter: brightness(1.08);
  }
`;
