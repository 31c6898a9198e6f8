// The player's matched bets on this match, grouped by market (reloaded after each bet); the shell's Open Bets can reuse it.
import { styled } from '@linaria/react';
import { format, isValid } from 'date-fns';
import { parseApiDate } from '../../domain/dates';
import type { Bet } from '../../api/contract';
import { formatAmount } from '../../domain/format';
import { betNotices, useMatchNotices } from '../../../streams/betNotices';
import { useBetMarkets } from '../../../streams/market/matchBets';
import { Notices } from '../../ui/Notices';
import { Block, Empty, TitleBar } from './styles';

const time = (iso: string): string => {
  const d = parseApiDate(iso);
  return isValid(d) ? format(d, 'dd/MM HH:mm:ss') : iso;
};
const num = (v: number | undefined): string => (v === undefined ? '-' : String(v));

const COLUMNS: { label: string; cell: (b: Bet) => string }[] = [
  { label: 'Type', cell: (b) => b.type },
  { label: 'Place Time', cell: (b) => time(b.placeTime) },
  { label: 'Selection', cell: (b) => b.selection },
  { label: 'Market Type', cell: (b) => b.markettype },
  { label: 'Odds Req.', cell: (b) => num(b.oddsReq) },
  { label: 'Price', cell: (b) => num(b.price) },
  { label: 'Size', cell: (b) => num(b.size) },
  { label: 'Stake', cell: (b) => formatAmount(b.stake) },
  { label: 'Profit', cell: (b) => formatAmount(b.favourMargin) },
  { label: 'Liability', cell: (b) => formatAmount(b.againstMargin) },
];

export function MatchBets({ matchId }: { matchId: string }): React.JSX.Element {
  const groups = useBetMarkets(matchId);
  const notices = useMatchNotices(matchId);
  return (
    <Block aria-label="Open Bets">
      <TitleBar>
        <h2>Open Bets</h2>
      </TitleBar>
      {notices.length > 0 && (
        <NoticeArea>
          <Notices notices={notices} onDismiss={betNotices.dismiss} />
        </NoticeArea>
      )}
      {groups === null ? (
        <Empty>Loading...</Empty>
      ) : groups.length === 0 ? (
        <Empty>No Data Found!</Empty>
      ) : (
        groups.map((g) => (
          <Group key={g.marketId} aria-label={`Bets on ${g.marketName}`}>
            <h3>
              {g.marketName} <span>({g.bets.length})</span>
            </h3>
            <div className="scroll">
              <table>
                <thead>
                  <tr>
                    {COLUMNS.map((c) => (
                      <th key={c.label} scope="col">
                        {c.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {g.bets.map((b) => (
                    <tr key={b.betId} data-side={b.type}>
                      {COLUMNS.map((c) => (
                        <td key={c.label}>{c.cell(b)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Group>
        ))
      )}
    </Block>
  );
}

const NoticeArea = styled.div`
  padding: 8px 10px 0;
`;

const Group = styled.section`
  h3 {
    margin: 0;
    padding: 6px 10px;
    font-size: 12.5px;
    font-weight: 800;
    background: var(--surface-2);
    border-top: 1px solid var(--border);
  }
  h3 span {
    color: var(--text-muted);
    font-weight: 600;
  }
  .scroll {
    overflow-x: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 12px;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 5px 8px;
    text-align: left;
    white-space: nowrap;
    border-top: 1px solid var(--border);
  }
  th {
    font-size: 11px;
    color: var(--text-muted);
    font-weight: 700;
  }
  tr[data-side='back'] td {
    background: color-mix(in srgb, var(--back) 40%, var(--surface));
  }
  tr[data-side='lay'] td {
    background: color-mix(in srgb, var(--lay) 45%, var(--surface));
  }
  td:first-child {
    font-weight: 800;
    text-transform: uppercase;
  }
`;
