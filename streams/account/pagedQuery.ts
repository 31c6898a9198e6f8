// The "paged query" every account table is built from: filters + page + page size in, rows out, stale requests cancelled.
import {
  EMPTY,
  Observable,
  ReplaySubject,
  Subject,
  catchError,
  concat,
  defer,
  distinctUntilChanged,
  map,
  merge,
  of,
  scan,
  share,
  startWith,
  switchMap,
} from 'rxjs';
import type { Page } from '../../src/api/contract';
import { describeError, isApiError } from '../../src/api/errors';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/constants';
import { sameJson } from '../market/equality';

export interface PagedState<T, Q = unknown> {
  rows: T[];
  /** The filters the rows were fetched with (null before the first answer), e.g. for columns that depend on them. */
  query: Q | null;
  /** The page the rows belong to (1-based). */
  page: number;
  pageSize: number;
  totalPages: number;
  /** A request is in flight; the rows shown are the previous answer's. */
  loading: boolean;
  /** The last request's failure, for the player; cleared by the next answer. */
  error: string | null;
}

export interface PagedQuery<T, Q = unknown> {
  /** Emits at once on subscription; shared, and started afresh (page 1, no rows) after its last subscriber left. */
  state$: Observable<PagedState<T, Q>>;
  setPage: (page: number) => void;
  /** A new size starts again at page 1. */
  setPageSize: (size: number) => void;
  /** Fetches the current page again. */
  reload: () => void;
}

export interface PagedQueryDeps<Q, T> {
  /** Names the query in the failure log. */
  name: string;
  /**
   * The filters. Each value that differs (by content) from the previous starts again at page 1;
   * nothing is fetched before the first value.
   */
  query$: Observable<Q>;
  fetch: (query: Q, page: number, pageSize: number) => Observable<Page<T>>;
  /**
   * Told each failed request (an expired session excepted: the session reports that one).
   * Defaults to a console warning; pages whose failures the spec shows pass a toast.
   */
  onError?: (err: unknown) => void;
  pageSize?: number;
}

interface Request<Q> {
  query: Q;
  page: number;
  pageSize: number;
}

type Command<Q> =
  | { kind: 'query'; query: Q }
  | { kind: 'page'; page: number }
  | { kind: 'size'; size: number }
  | { kind: 'reload' };

type Outcome<T, Q> =
  | { kind: 'sent'; page: number; pageSize: number }
  | { kind: 'answered'; answer: Page<T>; query: Q; page: number; pageSize: number }
  | { kind: 'failed'; message: string };


/** The message a player sees for a failed request: the server's words for a refusal, a fixed text otherwise. */
export const failureMessage = (err: unknown): string =>
  isApiError(err) && err.message ? err.message : 'Something went wrong. Please try again.';

export function createPagedQuery<Q, T>(deps: PagedQueryDeps<Q, T>): PagedQuery<T, Q> {
  const initialSize = deps.pageSize ?? DEFAULT_PAGE_SIZE;
  const pages = new Subject<number>();
  const sizes = new Subject<number>();
  const reloads = new Subject<void>();
  const report =
    deps.onError ?? ((err: unknown) => console.warn(`[account ${deps.name}] request failed: ${describeError(err)}`));

  const initial: PagedState<T, Q> = {
    rows: [],
    query: null,
    page: 1,
    pageSize: initialSize,
    totalPages: 0,
    loading: true,
    error: null,
  };

  const state$ = defer(() => {
    const commands$: Observable<Command<Q>> = merge(
      deps.query$.pipe(
        distinctUntilChanged<Q>(sameJson),
        map((query): Command<Q> => ({ kind: 'query', query })),
      ),
      pages.pipe(map((page) => ({ kind: 'page' as const, page }))),
      sizes.pipe(map((size) => ({ kind: 'size' as const, size }))),
      reloads.pipe(map(() => ({ kind: 'reload' as const }))),
    );

    const requests$ = commands$.pipe(
      scan<Command<Q>, Request<Q> | null>((req, cmd) => {
        if (cmd.kind === 'query') return { query: cmd.query, page: 1, pageSize: req?.pageSize ?? initialSize };
        // Paging before the filters are known has nothing to page through.
        if (!req) return null;
        if (cmd.kind === 'page') return { ...req, page: Math.max(1, Math.floor(cmd.page)) };
        if (cmd.kind === 'size') return { ...req, page: 1, pageSize: cmd.size };
        // A failed page is asked again by choosing it again, so requests are not deduplicated.
        return { ...req };
      }, null),
    );

    // switchMap: a newer request (another page, other dates) unsubscribes the older one, which
    // aborts it, so a slow stale answer can never overwrite a newer one.
    const outcomes$ = requests$.pipe(
      switchMap((req): Observable<Outcome<T, Q>> => {
        if (!req) return EMPTY;
        const { page, pageSize } = req;
        return concat(
          of<Outcome<T, Q>>({ kind: 'sent', page, pageSize }),
          defer(() => deps.fetch(req.query, page, pageSize)).pipe(
            map((answer): Outcome<T, Q> => ({ kind: 'answered', answer, query: req.query, page, pageSize })),
            catchError((err: unknown) => {
              if (!(isApiError(err) && err.kind === 'unauthorized')) report(err);
              return of<Outcome<T, Q>>({ kind: 'failed', message: failureMessage(err) });
            }),
          ),
        );
      }),
    );

    return outcomes$.pipe(
      scan<Outcome<T, Q>, PagedState<T, Q>>((state, o) => {
        switch (o.kind) {
          case 'sent':
            return { ...state, loading: true };
          case 'answered':
            return {
              rows: o.answer.pageItems,
              query: o.query,
              page: o.page,
              pageSize: o.pageSize,
              totalPages: Math.max(0, o.answer.totalPages),
              loading: false,
              error: null,
            };
          case 'failed':
            // The last good rows stay, with the page and size they were fetched with.
            return { ...state, loading: false, error: o.message };
        }
      }, initial),
      startWith(initial),
    );
  }).pipe(share({ connector: () => new ReplaySubject<PagedState<T, Q>>(1) }));

  return {
    state$,
    setPage: (page) => pages.next(page),
    setPageSize: (size) => sizes.next(size),
    reload: () => reloads.next(),
  };
}
