// One casino table, whatever its game: title bar, felt (video, RID, countdown, cards), betting area, stake chips, recent results.
import { styled } from '@linaria/react';
import { useMemo } from 'react';
import type { CasinoTableRecord } from '../../../domain/casinoTables';
import type { TableRef } from '../../../../machines/casinoRound.machine';
import { casinoFeed, type FeedKey } from '../../../../streams/casino/feed';
import { BettingArea, ChipRow, ChipStyles } from './Betting';
import { CasinoTableContext, type CasinoTableContextValue } from './context';
import { Felt } from './Felt';
import { RecentResults } from './Results';
import { TableRoads } from './Roads';
import { useCasinoRound } from './useCasinoRound';

export interface TableViewProps {
  record: CasinoTableRecord;
  feedKey: FeedKey;
  tableRef: TableRef;
  tableId: string;
}

export function TableView({ record, feedKey, tableRef, tableId }: TableViewProps): React.JSX.Element {
  const actor = useCasinoRound(record, tableRef, feedKey);
  const ctx = useMemo<CasinoTableContextValue>(
    () => ({ record, feedKey, actor, eventId: tableRef.eventId, tableId }),
    [record, feedKey, actor, tableRef.eventId, tableId],
  );
  return (
    <CasinoTableContext.Provider value={ctx}>
      <Table data-testid="casino-table" aria-label={record.title}>
        <h1 className="title">{record.title}</h1>
        <ChipStyles className="box">
          <Felt />
          <DataNotice feedKey={feedKey} />
          <BettingArea />
          <ChipRow />
          <RecentResults />
          <TableRoads />
        </ChipStyles>
      </Table>
    </CasinoTableContext.Provider>
  );
}

/** After a failed data poll betting is off (the machine refuses it) until a poll succeeds. */
function DataNotice({ feedKey }: { feedKey: FeedKey }): React.JSX.Element | null {
  const available = casinoFeed.useAvailable(feedKey);
  return available ? null : (
    <p className="notice" role="status">
      Live data is interrupted: betting is paused until the table reconnects.
    </p>
  );
}

const Table = styled.section`
  max-width: 1040px;
  margin: 0 auto;
  padding: 10px;

  .title {
    margin: 0 0 8px;
    font-size: 18px;
    letter-spacing: 0.02em;
  }

  .notice {
    margin: 0;
    padding: 8px 10px;
    background: #7a1d1d;
    color: #fff;
    font-size: 13px;
    font-weight: 600;
  }

  .box {
    border-radius: var(--radius);
    box-shadow: var(--card-shadow);
    background: var(--surface);
  }

  @media (max-width: 600px) {
    padding: 0;

    .title {
      padding: 8px 10px 0;
      font-size: 16px;
    }
  }
`;

/** The table's background, shown for the first seconds and for a game with no screen. */
export const Background = styled.div`
  min-height: 60vh;
  margin: 10px;
  border-radius: var(--radius);
  background:
    radial-gradient(ellipse at 50% 30%, rgba(243, 210, 122, 0.18), transparent 60%),
    radial-gradient(ellipse at 50% 40%, #1f6f4a 0%, #0f3d28 55%, #081f15 100%);
  display: grid;
  place-items: center;
  color: #f3d27a;
  font-weight: 700;
  letter-spacing: 0.3em;
  text-transform: uppercase;
`;
