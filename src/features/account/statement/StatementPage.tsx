// /accountstatement: the player's transactions with the Upline/Self/All filter, data source and dates.
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { styled } from '@linaria/react';
import type { StatementFilter, StatementRow } from '../../../api/contract';
import { formatAmount } from '../../../domain/format';
import { DateInput } from '../../../ui/DateInput';
import type { Column } from '../../../ui/Table';
import { DateTime, Muted, Signed } from '../components/cells';
import { DataSourceSelect } from '../components/DataSourceSelect';
import { PageFrame } from '../components/PageFrame';
import { PagedTable } from '../components/PagedTable';
import { SelectField, type Option } from '../components/SelectField';
import { statementBalance } from './balance';
import { BetDetailsModal } from './BetDetailsModal';
import { statement, useStatementFilters, useStatementRows, useStatementSuspended } from './state';

const FILTERS: readonly Option<StatementFilter>[] = [
  { value: 'upline', label: 'Upline' },
  { value: 'betRecords', label: 'Self' },
  { value: 'all', label: 'All' },
];

const isCredit = (r: StatementRow) => r.type === 'deposite';

const statementColumns = (showBet: (betId: string) => void): readonly Column<StatementRow>[] => [
  { id: 'date', header: 'Date', cell: (r) => <DateTime iso={r.createdAt} />, nowrap: true },
  {
    id: 'credit',
    header: 'Credit',
    align: 'right',
    nowrap: true,
    cell: (r) => (isCredit(r) ? <Signed data-sign="positive">{formatAmount(r.amount)}</Signed> : <Muted>-</Muted>),
  },
  {
    id: 'debit',
    header: 'Debit',
    align: 'right',
    nowrap: true,
    cell: (r) => (isCredit(r) ? <Muted>-</Muted> : <Signed data-sign="negative">{formatAmount(r.amount)}</Signed>),
  },
  { id: 'balance', header: 'Balance', align: 'right', nowrap: true, cell: (r) => formatAmount(statementBalance(r)) },
  {
    id: 'description',
    header: 'Description',
    minWidth: 220,
    // A bet record opens its bet.
    cell: (r) =>
      r.betId ? (
        <LinkButton type="button" onClick={() => showBet(r.betId!)}>
          {r.displayText || r.betId}
        </LinkButton>
      ) : (
        r.displayText || '-'
      ),
  },
  { id: 'remark', header: 'Remark', cell: (r) => r.remark || '-', minWidth: 120 },
];

export default function StatementPage(): React.JSX.Element {
  const suspended = useStatementSuspended();
  const filters = useStatementFilters();
  const rows = useStatementRows();
  const [betId, setBetId] = useState<string | null>(null);

  if (suspended) return <Navigate to="/notfound" replace />;

  return (
    <PageFrame
      title="Account Statement"
      filters={
        <>
          <SelectField label="Transactions" value={filters.filter} options={FILTERS} onChange={statement.setFilter} />
          <DataSourceSelect value={filters.source} onChange={statement.chooseSource} />
          <DateInput label="From" value={filters.from} onChange={statement.setFrom} />
          <DateInput label="To" value={filters.to} onChange={statement.setTo} />
        </>
      }
    >
      <PagedTable
        label="Account statement"
        state={rows}
        query={statement}
        columns={statementColumns(setBetId)}
        rowKey={(r) => r._id}
      />
      <BetDetailsModal betId={betId} onClose={() => setBetId(null)} />
    </PageFrame>
  );
}

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: var(--primary);
  font: inherit;
  font-weight: 500;
  text-align: left;
  &:hover {
    text-decoration: underline;
  }
  html[data-theme='dark'] & {
    color: color-mix(in srgb, var(--primary) 40%, #ffffff);
  }
`;
