// The P&L curve's stream on virtual time: one question per day of the period at the page's level, every page of a day, a few at once, restarted on new dates.
import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Observable, defer, map, timer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { Page, ProfitLossRow } from '../../../src/api/contract';
import type { ProfitLossQuery } from '../../../src/api/accountEndpoints';
import { ApiError } from '../../../src/api/errors';
import type { DateRange } from '../../../src/domain/dateRanges';
import { createProfitCurve, type ProfitCurveState } from '../../../streams/account/profitCurve';

interface Call {
  page: number;
  pageSize: number;
  body: ProfitLossQuery;
  at: number;
}

const row = (sportsName: string, profitloss: number): ProfitLossRow => ({ eventId: '4', sportsName, profitloss });

/** A server answering after 10 virtual ms from `answers` (day -> pages of rows); `fail` refuses a day. */
function fakeServer(ts: TestScheduler, answers: Record<string, ProfitLossRow[][]>, fail?: (c: Call) => boolean) {
  const calls: Call[] = [];
  const fetch = (page: number, pageSize: number, body: ProfitLossQuery): Observable<Page<ProfitLossRow>> =>
    defer(() => {
      const call = { page, pageSize, body, at: ts.now() };
      calls.push(call);
      const pages = answers[body.from] ?? [];
      return timer(10, ts).pipe(
        map(() => {
          if (fail?.(call)) throw new ApiError('server', 'profitLoss', { status: 500 });
          return { pageItems: pages[page - 1] ?? [], page, pageSize, currentPage: page, totalPages: pages.length };
        }),
      );
    });
  return { calls, fetch };
}

function run(
  answers: Record<string, ProfitLossRow[][]>,
  drive: (dates: BehaviorSubject<DateRange>, ts: TestScheduler) => void,
  options: { key?: string; range?: DateRange; fail?: (c: Call) => boolean } = {},
) {
  const ts = new TestScheduler((a, b) => expect(a).toEqual(b));
  const seen: { at: number; state: ProfitCurveState }[] = [];
  const errors: unknown[] = [];
  let calls: Call[] = [];
  ts.run(() => {
    const server = fakeServer(ts, answers, options.fail);
    calls = server.calls;
    const dates = new BehaviorSubject<DateRange>(options.range ?? { from: '2026-11-18', to: '2026-11-22' });
    const curveOf = createProfitCurve({ dates$: dates, fetch: server.fetch, onError: (e) => errors.push(e) });
    curveOf(options.key ?? '//').subscribe((state) => seen.push({ at: ts.now(), state }));
    drive(dates, ts);
  });
  return { seen, calls, errors };
}

describe('createProfitCurve', () => {
  it("asks for each day at the level, a few at once, and ends at the period's total", () => {
    const { seen, calls } = run(
      {
        '2026-11-18': [[row('Cricket', 1250.5), row('Casino', -300)]],
        '2026-11-20': [[row('Cricket', -1000.25)]],
        '2026-11-22': [[row('Soccer', 0.1), row('Tennis', 0.2)]],
      },
      () => undefined,
      { key: '4//' },
    );
    expect(calls.map((c) => [c.at, c.body, c.page, c.pageSize])).toEqual([
      [0, { from: '2026-11-18', to: '2026-11-18', eventId: '4' }, 1, 100],
      [0, { from: '2026-11-19', to: '2026-11-19', eventId: '4' }, 1, 100],
      [0, { from: '2026-11-20', to: '2026-11-20', eventId: '4' }, 1, 100],
      [0, { from: '2026-11-21', to: '2026-11-21', eventId: '4' }, 1, 100],
      [10, { from: '2026-11-22', to: '2026-11-22', eventId: '4' }, 1, 100],
    ]);
    expect(seen).toEqual([
      { at: 0, state: { status: 'loading', range: { from: '2026-11-18', to: '2026-11-22' } } },
      {
        at: 20,
        state: {
          status: 'ready',
          range: { from: '2026-11-18', to: '2026-11-22' },
          points: [
            { day: '2026-11-18', dayTotal: 950.5, total: 950.5 },
            { day: '2026-11-19', dayTotal: 0, total: 950.5 },
            { day: '2026-11-20', dayTotal: -1000.25, total: -49.75 },
            { day: '2026-11-21', dayTotal: 0, total: -49.75 },
            { day: '2026-11-22', dayTotal: 0.3, total: -49.45 },
          ],
        },
      },
    ]);
  });

  it('reads every page of a busy day', () => {
    const { seen, calls } = run(
      { '2026-11-22': [[row('Cricket', 100)], [row('Soccer', -40)], [row('Tennis', 5.5)]] },
      () => undefined,
      { range: { from: '2026-11-22', to: '2026-11-22' } },
    );
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
    expect(seen.at(-1)?.state).toMatchObject({ status: 'ready', points: [{ day: '2026-11-22', total: 65.5 }] });
  });

  it('new dates drop the old period and start again', () => {
    const { seen, calls } = run({ '2026-11-01': [[row('Cricket', 7)]] }, (dates, ts) => {
      ts.schedule(() => dates.next({ from: '2026-11-01', to: '2026-11-01' }), 5);
      // The same dates again (a source chosen twice) ask nothing more.
      ts.schedule(() => dates.next({ from: '2026-11-01', to: '2026-11-01' }), 30);
    });
    expect(calls.map((c) => [c.at, c.body.from])).toEqual([
      [0, '2026-11-18'],
      [0, '2026-11-19'],
      [0, '2026-11-20'],
      [0, '2026-11-21'],
      [5, '2026-11-01'],
    ]);
    expect(seen.map((s) => [s.at, s.state.status])).toEqual([
      [0, 'loading'],
      [5, 'loading'],
      [15, 'ready'],
    ]);
    expect(seen.at(-1)?.state).toMatchObject({ points: [{ day: '2026-11-01', total: 7 }] });
  });

  it('a day that fails fails the curve (a gap would end at the wrong total), told once', () => {
    const { seen, errors } = run({ '2026-11-18': [[row('Cricket', 5)]] }, () => undefined, {
      fail: (c) => c.body.from === '2026-11-19',
    });
    expect(seen.map((s) => [s.at, s.state.status])).toEqual([
      [0, 'loading'],
      [10, 'failed'],
    ]);
    expect(errors).toHaveLength(1);
  });

  it('an expired session is not reported here (the session says so)', () => {
    const ts = new TestScheduler((a, b) => expect(a).toEqual(b));
    const errors: unknown[] = [];
    ts.run(() => {
      const curveOf = createProfitCurve({
        dates$: new BehaviorSubject({ from: '2026-11-22', to: '2026-11-22' }),
        fetch: () => timer(10, ts).pipe(map(() => { throw new ApiError('unauthorized', 'profitLoss', { status: 401 }); })),
        onError: (e) => errors.push(e),
      });
      curveOf('//').subscribe();
    });
    expect(errors).toEqual([]);
  });

  it('a period longer than the curve draws asks nothing', () => {
    const { seen, calls } = run({}, () => undefined, { range: { from: '2026-01-01', to: '2026-11-21' } });
    expect(calls).toEqual([]);
    expect(seen.map((s) => s.state)).toEqual([{ status: 'notDrawn', range: { from: '2026-01-01', to: '2026-11-21' } }]);
  });
});
