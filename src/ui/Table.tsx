// The compact exchange table every account page shows: columns as config, empty and loading states, scrolls sideways on phones.
import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { styled } from '@linaria/react';
import { Spinner } from './Spinner';

type Align = 'left' | 'center' | 'right';

export interface Column<T> {
  /** Stable id: the React key, and the key of the column's `footer` cell. */
  id: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  align?: Align;
  /** Keeps the cell on one line (dates, amounts, ids). */
  nowrap?: boolean;
  /** px: a long text column keeps a readable width, and a narrow screen scrolls sideways instead of squeezing it. */
  minWidth?: number;
}

export interface TableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** A request is in flight: a spinner when there are no rows yet, the old rows dimmed otherwise. */
  loading?: boolean;
  /** Names the table for assistive technology and tests. */
  label: string;
  emptyText?: string;
  /** A summary row (totals) under the rows, one cell per column id; missing ids stay blank. */
  footer?: Partial<Record<string, ReactNode>>;
  /** Extra class per row (e.g. a won or lost bet). */
  rowClassName?: (row: T) => string | undefined;
}

const NO_DATA_TEXT = 'No Data Found!';

const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  border: var(--card-border, 1px solid var(--border));
  border-radius: var(--radius);
  box-shadow: var(--card-shadow, none);
  background: var(--surface);
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 12.5px;
  line-height: 1.35;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: 7px 10px;
    border-bottom: 1px solid var(--border);
    vertical-align: middle;
  }
  thead th {
    background: var(--panel-head-bg, var(--brand-bg));
    color: var(--panel-head-fg, #fff);
    font-weight: 600;
    font-size: 12px;
    letter-spacing: 0.01em;
    white-space: nowrap;
    border-bottom: 2px solid var(--primary);
  }
  tbody tr:nth-child(even) td {
    background: var(--surface-2);
  }
  tbody tr:hover td {
    background: color-mix(in srgb, var(--primary) 7%, var(--surface));
  }
  td a {
    color: var(--primary);
    font-weight: 600;
    text-decoration: none;
  }
  /* A brand's primary is picked for light surfaces; lightened so links stay readable on dark ones. */
  html[data-theme='dark'] & td a {
    color: color-mix(in srgb, var(--primary) 40%, #ffffff);
  }
  td a:hover {
    text-decoration: underline;
  }
  tfoot td {
    font-weight: 700;
    background: var(--surface-2);
    border-top: 2px solid var(--border);
    border-bottom: none;
  }
  /* The rows of the last answer dim while the next loads; the 'Loading...' line itself keeps full contrast. */
  &[aria-busy='true'] tbody tr:not([data-message]) {
    opacity: 0.55;
    transition: opacity 0.15s ease-in;
  }
  @media (max-width: 600px) {
    font-size: 12px;
    th,
    td {
      padding: 6px 8px;
    }
  }
`;

/** A column's alignment and wrapping, as classes (no styled cell takes props of its own: src/ui/Button.tsx). */
const ALIGN: Record<Align, string> = {
  left: css`
    text-align: left;
  `,
  center: css`
    text-align: center;
  `,
  right: css`
    text-align: right;
  `,
};
const WRAP = {
  yes: css`
    white-space: normal;
  `,
  no: css`
    white-space: nowrap;
  `,
};

const Loading = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const Message = styled.td`
  text-align: center;
  padding: 28px 10px !important;
  color: var(--text-muted);
  font-size: 13px;
`;

const cellClass = (c: { align?: Align; nowrap?: boolean }): string =>
  cx(ALIGN[c.align ?? 'left'], c.nowrap ? WRAP.no : WRAP.yes);

export function Table<T>(props: TableProps<T>): React.JSX.Element {
  const { columns, rows, rowKey, loading = false, label, emptyText = NO_DATA_TEXT, footer, rowClassName } = props;
  const empty = rows.length === 0;

  return (
    <Scroller>
      <Grid aria-label={label} aria-busy={loading}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={ALIGN[c.align ?? 'left']}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty ? (
            <tr data-message="">
              <Message colSpan={columns.length}>
                {loading ? (
                  <Loading role="status">
                    <Spinner size={16} />
                    Loading...
                  </Loading>
                ) : (
                  emptyText
                )}
              </Message>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row, i)} className={rowClassName?.(row)}>
                {columns.map((c) => (
                  <td key={c.id} className={cellClass(c)} style={c.minWidth ? { minWidth: c.minWidth } : undefined}>
                    {c.cell(row, i)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {footer && !empty && (
          <tfoot>
            <tr>
              {columns.map((c) => (
                <td key={c.id} className={cellClass(c)}>
                  {footer[c.id]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </Grid>
    </Scroller>
  );
}
