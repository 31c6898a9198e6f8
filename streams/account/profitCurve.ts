// The Profit & Loss page's curve: for a drill-down level and the page's dates, the exchange's answer for each day of the period, added up day by day.
import {
  EMPTY,
  Observable,
  catchError,
  distinctUntilChanged,
  expand,
  from,
  map,
  mergeMap,
  of,
  reduce,
  startWith,
  switchMap,
  toArray,
} from 'rxjs';
import type { Page, ProfitLossRow } from '../../src/api/contract';
import type { ProfitLossQuery } from '../../src/api/accountEndpoints';
import { describeError, isApiError } from '../../src/api/errors';
import type { DateRange } from '../../src/domain/dateRanges';
import { curveDays, profitCurve, type CurvePoint } from '../../src/domain/profitCurve';
import { sameJson } from '../market/equality';
import { accountApi } from './api';
import { levelOfKey, profitLoss } from './profitLoss';

/**
 * - `loading`: the days are being asked for (the chart keeps its height and says so);
 * - `ready`: one point per day of the period, the last one the period's total;
 * - `notDrawn`: a hand-picked period the curve does not draw: longer than MAX_CURVE_DAYS, or ending
 *   before it starts (the table still answers it);
 * - `failed`: a day's answer did not come; a curve with a day missing would end at the wrong total.
 */
export type ProfitCurveState =
  | { status: 'loading'; range: DateRange }
  | { status: 'ready'; range: DateRange; points: CurvePoint[] }
  | { status: 'notDrawn'; range: DateRange }
  | { status: 'failed'; range: DateRange };

export interface ProfitCurveDeps {
  /** The page's dates, shared by every level (streams/account/profitLoss.ts). */
  dates$: Observable<DateRange>;
  fetch: (page: number, pageSize: number, body: ProfitLossQuery) => Observable<Page<ProfitLossRow>>;
  /** Told each failed day (an expired session excepted); a console warning by default, as the account tables do. */
  onError?: (err: unknown) => void;
}

/**
 * The exchange totals a level by period, not by day (contract section 3: a sport's row carries no
 * date), so the curve asks for each day on its own with the level's own question: the same
 * arithmetic as the table, and the days are the ones the date filters mean (the player's local
 * days). The largest page size the pages offer keeps a day to one request.
 */
const DAY_PAGE_SIZE = 100;
/** Questions in flight at once: OLD DATA's 91 days would otherwise queue behind the browser's six connections and delay the table's own. */
const DAYS_AT_ONCE = 4;

export function createProfitCurve(deps: ProfitCurveDeps): (key: string) => Observable<ProfitCurveState> {
  const report = deps.onError ?? ((err: unknown) => console.warn(`[account profit curve] request failed: ${describeError(err)}`));

  /** Every row of one day, page after page. */
  const rowsOfDay = (body: ProfitLossQuery): Observable<ProfitLossRow[]> =>
    deps.fetch(1, DAY_PAGE_SIZE, body).pipe(
      map((answer) => ({ page: 1, answer })),
      expand(({ page, answer }) =>
        page < answer.totalPages
          ? deps.fetch(page + 1, DAY_PAGE_SIZE, body).pipe(map((next) => ({ page: page + 1, answer: next })))
          : EMPTY,
      ),
      reduce((rows: ProfitLossRow[], { answer }) => rows.concat(answer.pageItems), []),
    );

  return (key) => {
    const where = levelOfKey(key);
    return deps.dates$.pipe(
      map((d): DateRange => ({ from: d.from, to: d.to })),
      distinctUntilChanged<DateRange>(sameJson),
      switchMap((range): Observable<ProfitCurveState> => {
        const days = curveDays(range);
        if (!days) return of({ status: 'notDrawn', range });
        return from(days).pipe(
          mergeMap((day) => rowsOfDay({ from: day, to: day, ...where }).pipe(map((rows) => [day, rows] as const)), DAYS_AT_ONCE),
          toArray(),
          map((answers): ProfitCurveState => ({ status: 'ready', range, points: profitCurve(days, new Map(answers)) })),
          catchError((err: unknown) => {
            // An expired session is the session's to report.
            if (!(isApiError(err) && err.kind === 'unauthorized')) report(err);
            return of<ProfitCurveState>({ status: 'failed', range });
          }),
          startWith<ProfitCurveState>({ status: 'loading', range }),
        );
      }),
    );
  };
}

/** One curve per drill-down level key (levelKey), the same keys as the table's rows. */
export const profitCurveOf = createProfitCurve({ dates$: profitLoss.dates$, fetch: accountApi.profitLoss });
