// The paged query: page 1 on new filters, paging, stale requests cancelled, last good rows kept on failure, reset when unused.
import { describe, expect, it, vi } from 'vitest';
import { Observable, Subject, defer, finalize, map, throwError, timer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { Page } from '../../../src/api/contract';
import { ApiError } from '../../../src/api/errors';
import { createPagedQuery, type PagedState } from '../../../streams/account/pagedQuery';

interface Q {
  from: string;
}
interface Call {
  query: Q;
  page: number;
  pageSize: number;
  at: number;
  aborted: boolean;
}

const pageOf = (label: string, page: number, totalPages = 5): Page<string> => ({
  pageItems: [`${label}-p${page}-a`, `${label}-p${page}-b`],
  page,
  pageSize: 10,
  currentPage: page,
  totalPages,
});

/** A server answering after `latency` virtual ms, failing where `fail` says so. */
function fakeServer(ts: TestScheduler, latency: (c: Call) => number = () => 10, fail?: (c: Call) => unknown) {
  const calls: Call[] = [];
  const fetch = (query: Q, page: number, pageSize: number): Observable<Page<string>> =>
    defer(() => {
      const call: Call = { query, page, pageSize, at: ts.now(), aborted: false };
      calls.push(call);
      let done = false;
      const err = fail?.(call);
      return timer(latency(call)).pipe(
        map(() => {
          done = true;
          if (err) throw err;
          return pageOf(query.from, page);
        }),
        finalize(() => {
          if (!done) call.aborted = true;
        }),
      );
    });
  return { calls, fetch };
}

function run(body: (ts: TestScheduler) => void): void {
  const ts = new TestScheduler((a, e) => expect(a).toEqual(e));
  ts.run(() => body(ts));
}

/** Subscribes and keeps every state with its virtual time. */
function record<T>(ts: TestScheduler, state$: Observable<PagedState<T>>) {
  const seen: { at: number; state: PagedState<T> }[] = [];
  state$.subscribe((state) => seen.push({ at: ts.now(), state }));
  return { seen, last: () => seen[seen.length - 1]!.state };
}

describe('createPagedQuery', () => {
  it('shows a loading state at once and fetches nothing before the filters are known', () => {
    run((ts) => {
      const server = fakeServer(ts);
      const query$ = new Subject<Q>();
      const q = createPagedQuery({ name: 't', query$, fetch: server.fetch });
      const states: PagedState<string>[] = [];
      q.state$.subscribe((s) => states.push(s));
      q.setPage(3);
      ts.flush();
      expect(server.calls).toEqual([]);
      expect(states).toEqual([{ rows: [], query: null, page: 1, pageSize: 10, totalPages: 0, loading: true, error: null }]);
    });
  });

  it('fetches page 1 of the filters, pages on, resets to page 1 on new filters or a new size', () => {
    run((ts) => {
      const server = fakeServer(ts);
      const query$ = new Subject<Q>();
      const q = createPagedQuery({ name: 't', query$, fetch: server.fetch });
      const rec = record(ts, q.state$);

      ts.schedule(() => query$.next({ from: 'a' }), 0);
      ts.schedule(() => q.setPage(2), 50);
      ts.schedule(() => query$.next({ from: 'a' }), 80); // same content: nothing new
      ts.schedule(() => q.setPageSize(25), 100);
      ts.schedule(() => q.setPage(3), 150);
      ts.schedule(() => query$.next({ from: 'b' }), 200);
      ts.flush();

      expect(server.calls.map((c) => [c.at, c.query.from, c.page, c.pageSize])).toEqual([
        [0, 'a', 1, 10],
        [50, 'a', 2, 10],
        [100, 'a', 1, 25],
        [150, 'a', 3, 25],
        [200, 'b', 1, 25],
      ]);
      expect(rec.seen.find((s) => s.at === 60)?.state).toEqual({
        rows: ['a-p2-a', 'a-p2-b'],
        query: { from: 'a' },
        page: 2,
        pageSize: 10,
        totalPages: 5,
        loading: false,
        error: null,
      });
      expect(rec.last()).toMatchObject({ rows: ['b-p1-a', 'b-p1-b'], query: { from: 'b' }, page: 1, pageSize: 25, loading: false });
    });
  });

  it('keeps the previous rows while loading, and cancels a stale request so its answer never shows', () => {
    run((ts) => {
      // Page 1 is slow (100 ms), page 2 fast (10 ms).
      const server = fakeServer(ts, (c) => (c.page === 1 ? 100 : 10));
      const query$ = new Subject<Q>();
      const q = createPagedQuery({ name: 't', query$, fetch: server.fetch });
      const { seen } = record(ts, q.state$);

      ts.schedule(() => query$.next({ from: 'a' }), 0);
      ts.schedule(() => q.setPage(2), 20);
      ts.schedule(() => q.setPage(1), 40);
      ts.schedule(() => q.setPage(2), 60);
      ts.flush();

      expect(server.calls.map((c) => [c.page, c.aborted])).toEqual([
        [1, true],
        [2, false],
        [1, true],
        [2, false],
      ]);
      // Loading page 1 again at 40 keeps page 2's rows on screen, dimmed.
      expect(seen.find((s) => s.at === 40)?.state).toMatchObject({ rows: ['a-p2-a', 'a-p2-b'], page: 2, loading: true });
      expect(seen.every((s) => !s.state.rows.includes('a-p1-a'))).toBe(true);
      expect(seen[seen.length - 1]!.state).toMatchObject({ rows: ['a-p2-a', 'a-p2-b'], page: 2, loading: false });
    });
  });

  it('on failure keeps the last good rows and page, reports once, and the failed page can be asked again', () => {
    run((ts) => {
      let failing = true;
      const refusal = new ApiError('refused', 'loginActivity', { status: 400, serverMessage: 'Too many requests' });
      const server = fakeServer(ts, () => 10, (c) => (c.page === 2 && failing ? refusal : undefined));
      const query$ = new Subject<Q>();
      const onError = vi.fn<(err: unknown) => void>();
      const q = createPagedQuery({ name: 't', query$, fetch: server.fetch, onError });
      const seen: PagedState<string>[] = [];
      q.state$.subscribe((s) => seen.push(s));

      ts.schedule(() => query$.next({ from: 'a' }), 0);
      ts.schedule(() => q.setPage(2), 20);
      ts.schedule(() => {
        failing = false;
        q.setPage(2);
      }, 50);
      ts.flush();

      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError).toHaveBeenCalledWith(refusal);
      const afterFailure = seen.find((s) => s.error !== null)!;
      expect(afterFailure).toEqual({
        rows: ['a-p1-a', 'a-p1-b'],
        query: { from: 'a' },
        page: 1,
        pageSize: 10,
        totalPages: 5,
        loading: false,
        error: 'Too many requests',
      });
      expect(seen[seen.length - 1]).toMatchObject({ rows: ['a-p2-a', 'a-p2-b'], page: 2, error: null });
    });
  });

  it('does not report an expired session (the session does), and logs other failures by default', () => {
    run((ts) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const query$ = new Subject<Q>();
      const onError = vi.fn<(err: unknown) => void>();
      const expired = createPagedQuery({
        name: 't',
        query$,
        fetch: () => throwError(() => new ApiError('unauthorized', 'statement', { status: 401 })),
        onError,
      });
      const logged = createPagedQuery({
        name: 'statement',
        query$,
        fetch: () => throwError(() => new ApiError('server', 'statement', { status: 500 })),
      });
      const states: PagedState<unknown>[] = [];
      expired.state$.subscribe();
      logged.state$.subscribe((s) => states.push(s));
      query$.next({ from: 'a' });
      ts.flush();
      expect(onError).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith('[account statement] request failed: statement server 500');
      expect(states[states.length - 1]!.error).toBe('Something went wrong. Please try again.');
    });
  });

  it('reload asks the same page again', () => {
    run((ts) => {
      const server = fakeServer(ts);
      const query$ = new Subject<Q>();
      const q = createPagedQuery({ name: 't', query$, fetch: server.fetch });
      q.state$.subscribe();
      query$.next({ from: 'a' });
      ts.schedule(() => q.setPage(4), 20);
      ts.schedule(() => q.reload(), 40);
      ts.flush();
      expect(server.calls.map((c) => c.page)).toEqual([1, 4, 4]);
    });
  });

  it('is shared, and starts afresh at page 1 after the last subscriber left', () => {
    run((ts) => {
      const server = fakeServer(ts);
      const query$ = new Subject<Q>();
      const q = createPagedQuery({ name: 't', query$, fetch: server.fetch });
      const a = q.state$.subscribe();
      const b = q.state$.subscribe();
      query$.next({ from: 'a' });
      ts.schedule(() => q.setPage(3), 20);
      ts.flush();
      expect(server.calls).toHaveLength(2);
      a.unsubscribe();
      b.unsubscribe();

      const states: PagedState<string>[] = [];
      q.state$.subscribe((s) => states.push(s));
      expect(states[0]).toMatchObject({ rows: [], page: 1, loading: true });
      query$.next({ from: 'a' });
      ts.flush();
      expect(server.calls.map((c) => c.page)).toEqual([1, 3, 1]);
    });
  });
});
