// Table paging: a page-size select (10, 25, 50, 100) and First, Previous, up to three page numbers, Next, Last.
import { styled } from '@linaria/react';
import { PAGE_SIZES } from '../domain/constants';
import { pagerState } from '../domain/pagination';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  /** 0 when there is nothing to page through (treated as one page). */
  totalPages: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** Blocks paging while a request is in flight. */
  disabled?: boolean;
}

export function Pagination({ page, totalPages, pageSize, onPage, onPageSize, disabled = false }: PaginationProps): React.JSX.Element {
  const pager = pagerState(page, totalPages);
  const current = pager.page;

  return (
    <Bar>
      <Size>
        <span aria-hidden="true">Show</span>
        <select aria-label="Entries per page" value={pageSize} disabled={disabled} onChange={(e) => onPageSize(Number(e.currentTarget.value))}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <span aria-hidden="true">entries</span>
      </Size>
      <Pages aria-label="Pagination">
        <PageButton type="button" disabled={disabled || !pager.first} onClick={() => onPage(1)}>
          First
        </PageButton>
        <PageButton type="button" disabled={disabled || !pager.previous} onClick={() => onPage(current - 1)}>
          Previous
        </PageButton>
        {pager.pages.map((n) => (
          <PageButton
            key={n}
            type="button"
            data-current={n === current}
            aria-current={n === current ? 'page' : undefined}
            aria-label={`Page ${n}`}
            disabled={disabled || n === current}
            onClick={() => onPage(n)}
          >
            {n}
          </PageButton>
        ))}
        <PageButton type="button" disabled={disabled || !pager.next} onClick={() => onPage(current + 1)}>
          Next
        </PageButton>
        <PageButton type="button" disabled={disabled || !pager.last} onClick={() => onPage(pager.lastPage)}>
          Last
        </PageButton>
      </Pages>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  font-size: 12.5px;
`;

const Size = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: var(--text-muted);
  select {
    height: 28px;
    padding: 0 4px;
    border: 1px solid var(--border);
    border-radius: var(--radius-sm, 4px);
    background: var(--surface);
    color: var(--text);
    font: inherit;
  }
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const PageButton = styled.button`
  min-width: 30px;
  height: 28px;
  padding: 0 9px;
  border: 1px solid var(--border);
  border-radius: var(--radius-sm, 4px);
  background: var(--surface);
  color: var(--text);
  font-size: 12.5px;
  font-weight: 600;
  &:hover:not(:disabled) {
    border-color: var(--primary);
    color: var(--primary);
  }
  &:disabled {
    opacity: 0.5;
  }
  &[data-current='true'] {
    background: var(--primary);
    border-color: var(--primary);
    color: var(--on-primary, #fff);
    opacity: 1;
  }
  @media (max-width: 420px) {
    padding: 0 7px;
    font-size: 12px;
  }
`;
