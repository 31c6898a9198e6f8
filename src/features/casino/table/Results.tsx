// The 'Recent Result' strip (badges from the results feed) and the result modal a badge opens (cards looked up, Winner marked).
import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useEffect, useState } from 'react';
import type { ResultItem } from '../../../api/contract';
import { badgeFor, winnerOf } from '../../../domain/casinoTables';
import { FACE_DOWN } from '../../../domain/casino';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { casinoFeed } from '../../../../streams/casino/feed';
import { resultDetail$, type ResultDetail } from '../../../../streams/casino/page';
import type { Loadable } from '../../../../streams/navigation';
import { useCasinoTable } from './context';
import { PlayingCard } from './PlayingCard';

export function RecentResults(): React.JSX.Element {
  const { record, feedKey } = useCasinoTable();
  const results = casinoFeed.useResults(feedKey);
  const [open, setOpen] = useState<ResultItem | null>(null);
  return (
    <div className={strip}>
      <h3>Recent Result</h3>
      <div className="badges">
        {results === null ? (
          <span className="muted">…</span>
        ) : results.length === 0 ? (
          <span className="muted">No results yet</span>
        ) : (
          results.map((r, i) => {
            const b = badgeFor(record, r.result);
            return (
              // Keyed by place: a new round's badge relabels the places instead of pushing every badge along (CLS each round).
              <button
                key={i}
                type="button"
                className={`badge ${b.colour ?? 'plain'}`}
                aria-label={`Result ${b.label}, round ${r.mid}`}
                onClick={() => setOpen(r)}
              >
                {b.label}
              </button>
            );
          })
        )}
      </div>
      {open && <ResultModal item={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** A round's result: its cards under each hand and the Winner mark (a badge or a road cell opens it). */
export function ResultModal({ item, onClose }: { item: ResultItem; onClose: () => void }): React.JSX.Element {
  const { record, eventId, actor } = useCasinoTable();
  const [detail, setDetail] = useState<Loadable<ResultDetail>>({ state: 'loading' });
  useEffect(() => {
    const sub = resultDetail$(eventId, item.mid, { cards: item.cards, win: item.win }).subscribe(setDetail);
    return () => sub.unsubscribe();
  }, [eventId, item]);
  const winner =
    detail.state === 'ready'
      ? winnerOf(record, detail.value.win, (sid) => actor.getSnapshot().context.outcomes.find((o) => o.sid === sid)?.name)
      : null;
  return (
    <Modal open onClose={onClose} title={record.title} size="md" closeLabel="Close">
      <Body>
        <p className="round">
          Round Id: <b>{item.mid}</b>
        </p>
        {detail.state !== 'ready' ? (
          <Spinner size={24} label="Loading cards" />
        ) : (
          <div className="rows">
            {record.resultHands.map((h) => (
              <div key={h.label} className={`row ${winner === h.label ? 'won' : ''}`}>
                <span className="who">{h.label}</span>
                <span className="cards">
                  {h.positions.map((p) => (
                    <PlayingCard key={p} code={detail.value.cards[p] ?? FACE_DOWN} height={56} />
                  ))}
                </span>
                {winner === h.label && <span className="winner">Winner</span>}
              </div>
            ))}
            {winner && !record.resultHands.some((h) => h.label === winner) && (
              <p className="result">
                Winner: <b>{winner}</b>
              </p>
            )}
          </div>
        )}
      </Body>
    </Modal>
  );
}

/** A class, not a styled component: a new result is one render of RecentResults, not two. */
const strip = css`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px;
  background: var(--surface-2);
  border-top: 1px solid var(--border);
  border-radius: 0 0 var(--radius) var(--radius);

  h3 {
    margin: 0;
    font-size: 13px;
    white-space: nowrap;
  }

  .badges {
    display: flex;
    align-items: center;
    /* A badge's height (and padding) before the first answer too: the strip does not grow when the badges come (CLS). */
    min-height: 32px;
    gap: 6px;
    overflow-x: auto;
    padding: 2px;
  }

  .muted {
    color: var(--text-muted);
    font-size: 12px;
  }

  .badge {
    flex: none;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 0;
    font-weight: 800;
    font-size: 12px;
    cursor: pointer;
    background: #1b4d36;
    color: #f3d27a;
  }

  .badge.blue {
    background: #1e63c4;
    color: #fff;
  }

  .badge.pink {
    background: #e0457b;
    color: #fff;
  }

  .badge.yellow {
    background: #f2c230;
    color: #222;
  }
`;

const Body = styled.div`
  .round {
    margin: 0 0 12px;
  }

  .rows {
    display: flex;
    flex-direction: column;
    gap: 10px;
  }

  .row {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 8px;
    border-radius: var(--radius-sm);
    border: 1px solid var(--border);
  }

  .row.won {
    border-color: #2e9e5b;
    background: rgba(46, 158, 91, 0.12);
  }

  .who {
    min-width: 80px;
    font-weight: 700;
  }

  .cards {
    display: flex;
    gap: 6px;
  }

  .winner {
    margin-left: auto;
    padding: 2px 8px;
    border-radius: 10px;
    background: #2e9e5b;
    color: #fff;
    font-size: 12px;
    font-weight: 700;
  }
`;
