// The Exposure Detail modal: the live trades (Sport Name, Event Name, Market Name, Trade), each linking to its screen.
import { styled } from '@linaria/react';
import { Link } from '../../ui/links';
import type { LiveTrade } from '../../api/contract';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { tradePath } from './links';

export interface ExposureModalProps {
  open: boolean;
  onClose: () => void;
  /** null while the first answer is awaited. */
  trades: LiveTrade[] | null;
}

export function ExposureModal({ open, onClose, trades }: ExposureModalProps): React.JSX.Element {
  return (
    <Modal open={open} onClose={onClose} title="Exposure Detail" size="lg">
      <Scroll>
        <Grid>
          <thead>
            <tr>
              <th scope="col">Sport Name</th>
              <th scope="col">Event Name</th>
              <th scope="col">Market Name</th>
              <th scope="col" className="num">
                Trade
              </th>
            </tr>
          </thead>
          <tbody>
            {trades === null ? (
              <tr>
                <td colSpan={4} className="empty">
                  <Spinner size={20} label="Loading trades" />
                </td>
              </tr>
            ) : trades.length === 0 ? (
              <tr>
                <td colSpan={4} className="empty">
                  No real time records found
                </td>
              </tr>
            ) : (
              trades.map((t) => (
                <tr key={t._id}>
                  <td>{t.sportsName}</td>
                  <td>
                    <Link to={tradePath(t)} onClick={onClose}>
                      {t.event}
                    </Link>
                  </td>
                  <td>{t.markettype}</td>
                  <td className="num">{t.count}</td>
                </tr>
              ))
            )}
          </tbody>
        </Grid>
      </Scroll>
    </Modal>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid var(--border);
  border-radius: var(--radius-sm);
`;

/** A compact data table, the look every exchange table in the shell shares. */
const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;

  th {
    position: sticky;
    top: 0;
    padding: 7px 10px;
    text-align: left;
    font-weight: 700;
    font-size: 12px;
    white-space: nowrap;
    background: var(--panel-head-bg);
    color: var(--panel-head-fg);
  }
  html[data-layout='aura'] & th {
    background: var(--surface-3);
    color: var(--text);
  }
  td {
    padding: 7px 10px;
    border-top: 1px solid var(--border);
    vertical-align: middle;
  }
  tbody tr:nth-child(even) td {
    background: var(--surface-2);
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .empty {
    padding: 22px 10px;
    text-align: center;
    color: var(--text-muted);
  }
  @media (max-width: 600px) {
    th,
    td {
      padding: 6px 7px;
    }
  }
  a {
    color: var(--primary);
    font-weight: 600;
    text-decoration: none;
  }
  html[data-theme='dark'] & a {
    color: var(--link);
  }
  a:hover {
    text-decoration: underline;
  }
`;
