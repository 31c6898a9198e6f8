// A table of one paged query's state, with its pagination and the failure of its last request.
import type { ReactNode } from 'react';
import { styled } from '@linaria/react';
import type { PagedQuery, PagedState } from '../../../../streams/account/pagedQuery';
import { Pagination } from '../../../ui/Pagination';
import { Table, type Column } from '../../../ui/Table';

export interface PagedTableProps<T> {
  label: string;
  state: PagedState<T, unknown>;
  query: Pick<PagedQuery<T, unknown>, 'setPage' | 'setPageSize'>;
  columns: readonly Column<T>[];
  rowKey: (row: T, index: number) => string;
  footer?: Partial<Record<string, ReactNode>>;
  rowClassName?: (row: T) => string | undefined;
}

export function PagedTable<T>({ label, state, query, columns, rowKey, footer, rowClassName }: PagedTableProps<T>): React.JSX.Element {
  return (
    <>
      <Table
        label={label}
        columns={columns}
        rows={state.rows}
        rowKey={rowKey}
        loading={state.loading}
        footer={footer}
        rowClassName={rowClassName}
      />
      {state.error && <Failure role="alert">{state.error}</Failure>}
      {/* The pager comes with the first answer (or failure): drawn under the loading table, it moved down as the rows came (CLS). */}
      {(state.query !== null || state.error !== null) && (
        <Pagination
          page={state.page}
          totalPages={state.totalPages}
          pageSize={state.pageSize}
          onPage={query.setPage}
          onPageSize={query.setPageSize}
        />
      )}
    </>
  );
}

const Failure = styled.p`
  margin: 0;
  padding: 6px 10px;
  border-radius: var(--radius-sm, 4px);
  background: color-mix(in srgb, var(--negative) 10%, var(--surface));
  color: var(--negative);
  font-size: 12.5px;
`;
