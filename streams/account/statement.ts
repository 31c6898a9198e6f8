// The account statement page's data: transaction filter, dates and data source in; paged rows out; suspended domains sent away.
import { Observable, catchError, combineLatest, distinctUntilChanged, map, of } from 'rxjs';
import type { DomainConfig, Page, StatementFilter, StatementRow } from '../../src/api/contract';
import type { StatementQuery } from '../../src/api/accountEndpoints';
import type { DataSource } from '../../src/domain/dateRanges';
import { accountApi } from './api';
import { domainConfig$ } from '../domainConfig';
import { appScheduler } from '../scheduler';
import { userId$ } from './currentUser';
import { initialDateFilter, withFrom, withSource, withTo, type DateFilter } from './dateFilter';
import { createFilterStore } from './filterStore';
import { createPagedQuery, type PagedQuery, type PagedState } from './pagedQuery';

interface StatementFilters extends DateFilter {
  filter: StatementFilter;
}

export interface StatementDeps {
  userId$: Observable<string>;
  fetch: (page: number, pageSize: number, body: StatementQuery) => Observable<Page<StatementRow>>;
  domainConfig$: Observable<Pick<DomainConfig, 'status'>>;
  /** Epoch ms; the dates' "today". */
  now: () => number;
}

export interface Statement extends Pick<PagedQuery<StatementRow, StatementQuery>, 'setPage' | 'setPageSize' | 'reload'> {
  filters$: Observable<StatementFilters>;
  rows$: Observable<PagedState<StatementRow, StatementQuery>>;
  /** A domain whose status is 'suspend' shows no statement (spec: it redirects to /notfound). */
  suspended$: Observable<boolean>;
  setFilter: (filter: StatementFilter) => void;
  chooseSource: (source: DataSource) => void;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
}

/** 'All' first: a player opening the statement expects every transaction. */
const DEFAULT_STATEMENT_FILTER: StatementFilter = 'all';

export function createStatement(deps: StatementDeps): Statement {
  const filters = createFilterStore<StatementFilters>(() => ({
    ...initialDateFilter(deps.now()),
    filter: DEFAULT_STATEMENT_FILTER,
  }));

  // Choosing the source again, or the same filter, gives the same query: nothing is refetched.
  const query$ = combineLatest([deps.userId$, filters.state$]).pipe(
    map(([userId, f]): StatementQuery => ({ userId, from: f.from, to: f.to, filter: f.filter })),
  );
  const query = createPagedQuery({
    name: 'statement',
    query$,
    fetch: (body, page, pageSize) => deps.fetch(page, pageSize, body),
  });

  return {
    filters$: filters.state$,
    rows$: query.state$,
    suspended$: deps.domainConfig$.pipe(
      map((c) => c.status === 'suspend'),
      // No configuration at all is the app root's error screen to show, not this page's.
      catchError(() => of(false)),
      distinctUntilChanged(),
    ),
    setPage: query.setPage,
    setPageSize: query.setPageSize,
    reload: query.reload,
    setFilter: (filter) => filters.update((f) => ({ ...f, filter })),
    chooseSource: (source) => filters.update(withSource(source, deps.now())),
    setFrom: (day) => filters.update(withFrom(day)),
    setTo: (day) => filters.update(withTo(day)),
  };
}

export const statement = createStatement({
  userId$,
  fetch: accountApi.statement,
  domainConfig$,
  now: () => appScheduler().now(),
});
