// /betshistory: the player's bets, unsettled by default; settled adds when and how each was settled.
import type { BetStatus } from '../../../api/contract';
import { DateInput } from '../../../ui/DateInput';
import { PageFrame } from '../components/PageFrame';
import { PagedTable } from '../components/PagedTable';
import { SelectField, type Option } from '../components/SelectField';
import { betColumns } from './columns';
import { betHistory, useBetHistoryFilters, useBetHistoryRows, useBetHistorySports } from './state';

const STATUSES: readonly Option<BetStatus>[] = [
  { value: 'unsettled', label: 'Unsettled' },
  { value: 'settled', label: 'Settled' },
];

export default function BetHistoryPage(): React.JSX.Element {
  const filters = useBetHistoryFilters();
  const rows = useBetHistoryRows();
  const sports = useBetHistorySports();
  const sportOptions: Option<string>[] = [{ value: '', label: 'All' }, ...sports.map((s) => ({ value: s, label: s }))];

  return (
    <PageFrame
      title="Bet History"
      filters={
        <>
          <SelectField label="Bet Status" value={filters.status} options={STATUSES} onChange={betHistory.setStatus} />
          <SelectField label="Sport" value={filters.sportsName} options={sportOptions} onChange={betHistory.setSport} />
          <DateInput label="From" value={filters.from} onChange={betHistory.setFrom} />
          <DateInput label="To" value={filters.to} onChange={betHistory.setTo} />
        </>
      }
    >
      <PagedTable
        label="Bet history"
        state={rows}
        query={betHistory}
        // The columns follow the rows shown, not a status whose bets are still loading.
        columns={betColumns(rows.query?.status ?? filters.status)}
        rowKey={(b) => b.betId}
      />
    </PageFrame>
  );
}
