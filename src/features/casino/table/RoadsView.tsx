// A casino table's roads drawn from its recent results: the bead road, the big road (Baccarat, Dragon Tiger) and the counts, with a text summary; a cell opens its round.
import { css } from '@linaria/core';
import { useId, useMemo } from 'react';
import type { ResultItem } from '../../../api/contract';
import {
  BEAD_COLUMNS,
  BIG_COLUMNS,
  ROAD_ROWS,
  UNKNOWN_LETTER,
  beadRoad,
  bigRoad,
  hasBigRoad,
  roadCounts,
  roadRounds,
  type RoadGame,
  type RoadRound,
} from '../../../domain/casinoRoads';

export interface RoadsViewProps {
  game: RoadGame;
  /** The results poll's list, newest first; null while it has not answered. */
  results: readonly ResultItem[] | null;
  onOpen: (item: ResultItem) => void;
}

/** How many of the newest results the summary names. */
const SUMMARY_LAST = 5;

const nameOf = (r: RoadRound): string => r.outcome?.name ?? `result ${r.result || 'unknown'}`;
const toneOf = (r: RoadRound | null): string => r?.outcome?.tone ?? 'neutral';
/** A cell's place on a grid of fixed size (the road's space is reserved before any result arrives). */
const place = (col: number, row: number): React.CSSProperties => ({ gridColumn: col + 1, gridRow: row + 1 });

export function RoadsView({ game, results, onOpen }: RoadsViewProps): React.JSX.Element {
  const id = useId();
  const rounds = useMemo(() => roadRounds(game, results ?? []), [game, results]);
  const bead = useMemo(() => beadRoad(rounds), [rounds]);
  const big = useMemo(() => (hasBigRoad(game) ? bigRoad(game, rounds) : null), [game, rounds]);
  const counts = useMemo(() => roadCounts(game, rounds), [game, rounds]);
  const open = (mid: string) => {
    const item = results?.find((r) => String(r.mid) === mid);
    if (item) onOpen(item);
  };
  const summary =
    results === null
      ? 'Waiting for the results.'
      : rounds.length === 0
        ? 'No results yet.'
        : `Last ${rounds.length} rounds: ${counts.map((c) => `${c.outcome?.name ?? 'Other'} ${c.count}`).join(', ')}. Newest first: ${rounds
            .slice(-SUMMARY_LAST)
            .reverse()
            .map(nameOf)
            .join(', ')}.`;

  return (
    <section className={roads} aria-labelledby={`${id}-h`} aria-describedby={`${id}-s`} aria-busy={results === null} data-testid="casino-roads">
      <h3 id={`${id}-h`}>Roads</h3>
      <p id={`${id}-s`} className="visually-hidden" data-testid="roads-summary">
        {summary}
      </p>
      <div className="boards">
        <div className="board">
          <h4 id={`${id}-bead`}>Bead road</h4>
          <ol className="grid bead" aria-labelledby={`${id}-bead`} style={{ ['--cols' as string]: BEAD_COLUMNS, ['--rows' as string]: ROAD_ROWS }}>
            {bead.map((c) => (
              <li key={c.round.mid} style={place(c.col, c.row)}>
                <button
                  type="button"
                  className={`disc ${toneOf(c.round)}`}
                  aria-label={`Round ${c.round.mid}: ${nameOf(c.round)}`}
                  title={`Round ${c.round.mid}: ${nameOf(c.round)}`}
                  onClick={() => open(c.round.mid)}
                >
                  {c.round.outcome?.letter ?? UNKNOWN_LETTER}
                </button>
              </li>
            ))}
          </ol>
        </div>
        {big && (
          <div className="board">
            <h4 id={`${id}-big`}>Big road</h4>
            <ol className="grid big" aria-labelledby={`${id}-big`} style={{ ['--cols' as string]: BIG_COLUMNS, ['--rows' as string]: ROAD_ROWS }}>
              {big.map((c) => {
                const first = c.round ?? c.ties[0];
                if (!first) return null;
                const ties = c.ties.length === 0 ? '' : c.ties.length === 1 ? ', then a tie' : `, then ${c.ties.length} ties`;
                const label = c.round ? `Round ${c.round.mid}: ${nameOf(c.round)}${ties}` : `Round ${first.mid}: Tie${c.ties.length > 1 ? `, ${c.ties.length} ties` : ''}`;
                return (
                  <li key={first.mid} style={place(c.col, c.row)}>
                    <button type="button" className={`ring ${toneOf(c.round)}${c.ties.length ? ' tied' : ''}`} aria-label={label} title={label} onClick={() => open(first.mid)}>
                      {c.round?.outcome?.letter ?? ''}
                      {c.ties.length > 1 && <span className="ties">{c.ties.length}</span>}
                    </button>
                  </li>
                );
              })}
            </ol>
          </div>
        )}
        <ul className="counts" aria-label="Rounds per outcome">
          {counts.map((c) => (
            <li key={c.outcome?.value ?? 'other'}>
              <span className={`disc ${c.outcome?.tone ?? 'neutral'}`} aria-hidden="true">
                {c.outcome?.letter ?? UNKNOWN_LETTER}
              </span>
              <span className="name">{c.outcome?.name ?? 'Other'}</span>
              <b>{c.count}</b>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * Fills carry a letter (white on a deep tone in the light theme, near-black on a light tone in the
 * dark one: each at least 5.7:1); the big road's rings and letters sit on the surface (at least
 * 5.3:1 light, 6:1 dark). A class, not a styled component: one render per new result.
 */
const roads = css`
  --cell: 24px;
  --road-blue: #1d5fbf;
  --road-red: #b3124f;
  --road-green: #17753a;
  --road-neutral: #5d6472;
  --on-road: #ffffff;

  html[data-theme='dark'] & {
    --road-blue: #82b4ff;
    --road-red: #ff8fb3;
    --road-green: #62d68f;
    --road-neutral: #b4bac6;
    --on-road: #111418;
  }

  padding: 10px;
  border-top: 1px solid var(--border);
  color: var(--text);

  h3 {
    margin: 0 0 6px;
    font-size: 13px;
  }

  h4 {
    margin: 0 0 4px;
    font-size: 12px;
    font-weight: 600;
    color: var(--text-muted);
  }

  .boards {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 12px 20px;
  }

  .board {
    min-width: 0;
  }

  /* The grid is its full size from the first paint: cells arriving never move what is below. */
  .grid {
    display: grid;
    grid-template-columns: repeat(var(--cols), var(--cell));
    grid-template-rows: repeat(var(--rows), var(--cell));
    width: calc(var(--cols) * var(--cell) + 1px);
    height: calc(var(--rows) * var(--cell) + 1px);
    box-sizing: border-box;
    margin: 0;
    padding: 0 0 1px 1px;
    list-style: none;
    background-color: var(--surface);
    background-image:
      linear-gradient(to right, var(--border) 1px, transparent 1px), linear-gradient(to bottom, var(--border) 1px, transparent 1px);
    background-size: var(--cell) var(--cell);
    border-right: 1px solid var(--border);
    border-bottom: 1px solid var(--border);
  }

  li {
    display: grid;
    place-items: center;
    min-width: 0;
  }

  button {
    display: grid;
    place-items: center;
    position: relative;
    width: calc(var(--cell) - 4px);
    height: calc(var(--cell) - 4px);
    padding: 0;
    border-radius: 50%;
    font: inherit;
    font-size: 11px;
    font-weight: 800;
    line-height: 1;
    cursor: pointer;
  }

  button:focus-visible {
    outline: 2px solid var(--focus);
    outline-offset: 1px;
  }

  .disc {
    border: 0;
    color: var(--on-road);
    background: var(--road-neutral);
  }

  .disc.blue {
    background: var(--road-blue);
  }

  .disc.red {
    background: var(--road-red);
  }

  .disc.green {
    background: var(--road-green);
  }

  .ring {
    border: 3px solid var(--road-neutral);
    background: transparent;
    color: var(--road-neutral);
    font-size: 9px;
  }

  .ring.blue {
    border-color: var(--road-blue);
    color: var(--road-blue);
  }

  .ring.red {
    border-color: var(--road-red);
    color: var(--road-red);
  }

  /* A tie: a green stroke across the cell, and how many when more than one. */
  .ring.tied::after {
    content: '';
    position: absolute;
    left: -3px;
    right: -3px;
    top: 50%;
    height: 2px;
    background: var(--road-green);
    transform: rotate(-45deg);
  }

  .ties {
    position: absolute;
    right: -5px;
    bottom: -5px;
    font-size: 9px;
    color: var(--road-green);
  }

  .counts {
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 13px;
  }

  .counts li {
    display: flex;
    align-items: center;
    gap: 6px;
    place-items: initial;
  }

  .counts .disc {
    display: grid;
    place-items: center;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    font-size: 10px;
    font-weight: 800;
  }

  .counts .name {
    min-width: 64px;
  }

  @media (max-width: 600px) {
    --cell: 21px;

    .counts {
      flex-direction: row;
      flex-wrap: wrap;
      gap: 6px 14px;
    }
  }
`;
