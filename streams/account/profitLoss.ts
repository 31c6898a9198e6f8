// The profit-and-loss drill-down's data: one date filter for every level, one paged query per level (sport, match, market type, bets).
import { Observable, map } from 'rxjs';
import type { Page, ProfitLossRow } from '../../src/api/contract';
import type { ProfitLossQuery } from '../../src/api/accountEndpoints';
import type { DataSource } from '../../src/domain/dateRanges';
import { accountApi } from './api';
import { appScheduler } from '../scheduler';
import { userId$ } from './currentUser';
import { initialDateFilter, withFrom, withSource, withTo, type DateFilter } from './dateFilter';
import { createFilterStore } from './filterStore';
import { createPagedQuery, type PagedQuery } from './pagedQuery';

/**
 * Where the player is in the drill-down (contract section 3, "Profit and loss levels"): nothing gives
 * one row per sport, eventId one per match, eventId + matchId one per market type, all three one per bet.
 */
export interface ProfitLossLevel {
  eventId?: string;
  matchId?: string;
  markettype?: string;
}

export type ProfitLossDepth = 'sport' | 'match' | 'market' | 'bet';

export const depthOf = (level: ProfitLossLevel): ProfitLossDepth =>
  !level.eventId ? 'sport' : !level.matchId ? 'match' : !level.markettype ? 'market' : 'bet';

/** The level's key: one shared query per level, e.g. "4/m1/". */
export const levelKey = (level: ProfitLossLevel): string =>
  [level.eventId ?? '', level.matchId ?? '', level.markettype ?? ''].join('/');

export const levelOfKey = (key: string): ProfitLossLevel => {
  const [eventId, matchId, markettype] = key.split('/');
  return {
    ...(eventId ? { eventId } : {}),
    ...(eventId && matchId ? { matchId } : {}),
    ...(eventId && matchId && markettype ? { markettype } : {}),
  };
};

export interface ProfitLossDeps {
  /** A new login starts the dates over. */
  userId$: Observable<string>;
  fetch: (page: number, pageSize: number, body: ProfitLossQuery) => Observable<Page<ProfitLossRow>>;
  now: () => number;
}

export interface ProfitLoss {
  /**
   * Kept while the player drills down and back up (every level shows the same dates), for as long
   * as the same player is logged in.
   */
  dates$: Observable<DateFilter>;
  chooseSource: (source: DataSource) => void;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
  /** The paged rows of one level; each level keeps its own page until it is left. */
  level: (key: string) => PagedQuery<ProfitLossRow, ProfitLossQuery>;
}

export function createProfitLoss(deps: ProfitLossDeps): ProfitLoss {
  const dates = createFilterStore<DateFilter>(() => initialDateFilter(deps.now()), { resetOn: deps.userId$ });
  const levels = new Map<string, PagedQuery<ProfitLossRow, ProfitLossQuery>>();

  const level = (key: string): PagedQuery<ProfitLossRow, ProfitLossQuery> => {
    const known = levels.get(key);
    if (known) return known;
    const where = levelOfKey(key);
    const query = createPagedQuery({
      name: `profit and loss ${key}`,
      query$: dates.state$.pipe(map((d): ProfitLossQuery => ({ from: d.from, to: d.to, ...where }))),
      fetch: (body, page, pageSize) => deps.fetch(page, pageSize, body),
    });
    levels.set(key, query);
    return query;
  };

  return {
    dates$: dates.state$,
    chooseSource: (source) => dates.update(withSource(source, deps.now())),
    setFrom: (day) => dates.update(withFrom(day)),
    setTo: (day) => dates.update(withTo(day)),
    level,
  };
}

export const profitLoss = createProfitLoss({
  userId$,
  fetch: accountApi.profitLoss,
  now: () => appScheduler().now(),
});
