// The bet history page's data: status (unsettled by default), sport and dates in; paged bets out.
import { Observable, combineLatest, map } from 'rxjs';
import type { Bet, BetStatus, Page } from '../../src/api/contract';
import type { BetHistoryQuery } from '../../src/api/accountEndpoints';
import { dataSourceRange, formatDay } from '../../src/domain/dateRanges';
import { accountApi } from './api';
import { games$, type Loadable } from '../navigation';
import { appScheduler } from '../scheduler';
import { userId$ } from './currentUser';
import { createFilterStore } from './filterStore';
import { createPagedQuery, type PagedQuery, type PagedState } from './pagedQuery';

interface BetHistoryFilters {
  status: BetStatus;
  /** '' = every sport. */
  sportsName: string;
  from: string;
  to: string;
}

export interface BetHistoryDeps {
  userId$: Observable<string>;
  /** The games list, for the sport filter. */
  games$: Observable<Loadable<readonly { name: string }[]>>;
  fetch: (page: number, pageSize: number, body: BetHistoryQuery) => Observable<Page<Bet>>;
  now: () => number;
}

export interface BetHistory extends Pick<PagedQuery<Bet, BetHistoryQuery>, 'setPage' | 'setPageSize' | 'reload'> {
  filters$: Observable<BetHistoryFilters>;
  rows$: Observable<PagedState<Bet, BetHistoryQuery>>;
  /** The sport filter's choices (names as bets carry them in sportsName). */
  sports$: Observable<string[]>;
  setStatus: (status: BetStatus) => void;
  setSport: (sportsName: string) => void;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
}

/** The spec's sports, offered until (or if never) the games list arrives. */
export const FALLBACK_SPORTS: readonly string[] = ['Cricket', 'Soccer', 'Tennis', 'Horse Racing', 'Casino'];

/**
 * Open bets may have been placed days ago, so the page does not open on today only (as the
 * statement does): it opens on the backup window's first day through today.
 */
const initialBetHistoryFilters = (now: number): BetHistoryFilters => ({
  status: 'unsettled',
  sportsName: '',
  from: dataSourceRange('BACKUP DATA', now).from,
  to: formatDay(now),
});

export function createBetHistory(deps: BetHistoryDeps): BetHistory {
  const filters = createFilterStore(() => initialBetHistoryFilters(deps.now()));
  const query = createPagedQuery({
    name: 'bet history',
    // The call names no user, but the token does: a new login asks again.
    query$: combineLatest([deps.userId$, filters.state$]).pipe(map(([, f]): BetHistoryQuery => ({ ...f }))),
    fetch: (body, page, pageSize) => deps.fetch(page, pageSize, body),
  });
  const update = (patch: Partial<BetHistoryFilters>) => filters.update((f) => ({ ...f, ...patch }));

  return {
    filters$: filters.state$,
    rows$: query.state$,
    sports$: deps.games$.pipe(
      map((g) => (g.state === 'ready' && g.value.length > 0 ? g.value.map((x) => x.name) : [...FALLBACK_SPORTS])),
    ),
    setPage: query.setPage,
    setPageSize: query.setPageSize,
    reload: query.reload,
    setStatus: (status) => update({ status }),
    setSport: (sportsName) => update({ sportsName }),
    setFrom: (from) => update({ from }),
    setTo: (to) => update({ to }),
  };
}

export const betHistory = createBetHistory({
  userId$,
  games$,
  fetch: accountApi.betHistory,
  now: () => appScheduler().now(),
});
