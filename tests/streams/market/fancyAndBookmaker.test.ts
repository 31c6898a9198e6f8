// Fancy and bookmaker streams in virtual time: periods, hiding rules per tab, per-cell emissions, which failures toast.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, of, throwError, type Observable, type Subscription } from 'rxjs';
import type { BookmakerMarket, FancyRow } from '../../../src/api/contract';
import { ApiError } from '../../../src/api/errors';
import { BOOKMAKER_POLL_MS, FANCY_POLL_MS, PRICE_FLASH_MS } from '../../../src/domain/constants';
import { createBookmaker } from '../../../streams/market/bookmaker';
import { createFancy, showsFancyRow } from '../../../streams/market/fancy';
import { setAppScheduler } from '../../../streams/scheduler';
import { bookmakerMarkets, fancyRow } from './fixtures';
import { virtualClock } from './virtualClock';

const KEY = '4/101/9001';

function scripted<T>(script: (T | Error)[], now: () => number) {
  const calls: number[] = [];
  const fetch = (): Observable<T> => {
    calls.push(now());
    const answer = script[Math.min(calls.length - 1, script.length - 1)]!;
    return answer instanceof Error ? throwError(() => answer) : of(answer);
  };
  return { fetch, calls };
}

const subs: Subscription[] = [];
function record<T>(source: Observable<T>): T[] {
  const seen: T[] = [];
  subs.push(source.subscribe((v) => seen.push(v)));
  return seen;
}

afterEach(() => {
  subs.splice(0).forEach((s) => s.unsubscribe());
  setAppScheduler(null);
});

describe('fancy streams', () => {
  const rows = (lineOf6 = 52): FancyRow[] => [
    fancyRow('f1', '6 over runs IND', { BackPrice1: lineOf6 }),
    fancyRow('f2', 'Match no boundaries'),
    fancyRow('f3', '6.5 over runs IND'),
    fancyRow('f4', '0.1 over run IND'),
    fancyRow('f5', 'Total sixes', { gtype: 'khado' }),
    fancyRow('f6', '10 over runs IND', { GameStatus: 'SUSPENDED' }),
  ];

  it('polls every FANCY_POLL_MS while the gate is open, and lists the rows the spec does not hide', () => {
    const clock = virtualClock();
    const api = scripted<FancyRow[]>([rows()], clock.now);
    const gate = new BehaviorSubject(true);
    const fancy = createFancy({ fetchFancy: api.fetch, shows: showsFancyRow, when: gate });
    const all = record(fancy.fancyRowIds$(KEY, 'all'));
    const session = record(fancy.fancyRowIds$(KEY, 'session'));
    clock.advanceTo(3 * FANCY_POLL_MS);
    expect(api.calls).toEqual([0, 1_000, 2_000, 3_000]);
    expect(all).toEqual([null, ['f1', 'f4', 'f6']]);
    expect(session.at(-1)).toEqual(['f1', 'f4', 'f6']);
    gate.next(false);
    clock.advanceTo(10_000);
    expect(api.calls).toHaveLength(4);
  });

  it('a fancy cell emits only for its own changes, and its row meta carries the GameStatus', () => {
    const clock = virtualClock();
    const api = scripted<FancyRow[]>([rows(52), rows(52), rows(54)], clock.now);
    const fancy = createFancy({ fetchFancy: api.fetch, shows: showsFancyRow, when: of(true) });
    const yes = record(fancy.fancyCell$(KEY, 'f1', 'back'));
    const no = record(fancy.fancyCell$(KEY, 'f1', 'lay'));
    const suspended = record(fancy.fancyRow$(KEY, 'f6'));
    clock.advanceTo(2 * FANCY_POLL_MS);
    expect(yes.map((c) => [c.value?.price ?? null, c.flash])).toEqual([
      [null, 0],
      [52, 0],
      [54, 1],
    ]);
    clock.advanceBy(PRICE_FLASH_MS); // the flash ends in CSS, not in a second emission
    expect(yes).toHaveLength(3);
    expect(no).toHaveLength(2);
    expect(suspended.at(-1)).toEqual({ selectionId: 'f6', runnerName: '10 over runs IND', gtype: 'session', gameStatus: 'SUSPENDED' });
  });

  it('toasts a failing fancy poll once per outage and keeps the last rows', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const clock = virtualClock();
    const down = new ApiError('timeout', 'fancy');
    const api = scripted<FancyRow[]>([rows(), down, down, down, down], clock.now);
    const toast = vi.fn<(text: string) => void>();
    const fancy = createFancy({ fetchFancy: api.fetch, shows: showsFancyRow, when: of(true), toast });
    const yes = record(fancy.fancyCell$(KEY, 'f1', 'back'));
    clock.advanceTo(4 * FANCY_POLL_MS);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0]![0]).toBe('Fancy could not be updated. The server did not answer in time.');
    expect(yes.at(-1)?.value).toEqual({ price: 52, size: 100 });
  });
});

describe('bookmaker streams', () => {
  it('polls every BOOKMAKER_POLL_MS and splits runners, statuses and the one price a side', () => {
    const clock = virtualClock();
    const api = scripted<BookmakerMarket[]>([bookmakerMarkets(45), bookmakerMarkets(47)], clock.now);
    const bm = createBookmaker({ fetchBookmaker: api.fetch, when: of(true) });
    const back = record(bm.bookmakerCell$(KEY, 'bm1', '11', 'back'));
    const lay = record(bm.bookmakerCell$(KEY, 'bm1', '11', 'lay'));
    const away = record(bm.bookmakerRunner$(KEY, 'bm1', '22'));
    const ids = record(bm.bookmakerMarketIds$(KEY));
    clock.advanceTo(BOOKMAKER_POLL_MS);
    expect(api.calls).toEqual([0, 2_000]);
    expect(back.map((c) => c.value?.price ?? null)).toEqual([null, 45, 47]);
    expect(lay.map((c) => c.value?.price ?? null)).toEqual([null, 48]);
    expect(back.map((c) => c.flash)).toEqual([0, 0, 1]);
    expect(lay.map((c) => c.flash)).toEqual([0, 0]);
    expect(away.at(-1)).toEqual({ selectionId: '22', runnerName: 'Australia', status: 'SUSPENDED' });
    expect(ids).toEqual([null, ['bm1']]);
  });

  it("a runner's status change reaches its status stream, not its name stream (the row keeps still, its cover changes)", () => {
    const clock = virtualClock();
    const suspended = bookmakerMarkets(45);
    suspended[0]!.runners[0] = { ...suspended[0]!.runners[0]!, status: 'SUSPENDED' };
    const api = scripted<BookmakerMarket[]>([bookmakerMarkets(45), suspended], clock.now);
    const bm = createBookmaker({ fetchBookmaker: api.fetch, when: of(true) });
    const runner = record(bm.bookmakerRunner$(KEY, 'bm1', '11'));
    const name = record(bm.bookmakerRunnerName$(KEY, 'bm1', '11'));
    clock.advanceTo(BOOKMAKER_POLL_MS);
    expect(runner.map((r) => r?.status ?? null)).toEqual([null, 'ACTIVE', 'SUSPENDED']);
    expect(name).toEqual([null, 'India']);
  });

  it('only logs a failing bookmaker poll (the spec toasts fancy and odds failures only)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const clock = virtualClock();
    const api = scripted<BookmakerMarket[]>([bookmakerMarkets(), new ApiError('server', 'bookmakerOdds')], clock.now);
    const bm = createBookmaker({ fetchBookmaker: api.fetch, when: of(true) });
    const back = record(bm.bookmakerCell$(KEY, 'bm1', '11', 'back'));
    clock.advanceTo(3 * BOOKMAKER_POLL_MS);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(back.at(-1)?.value?.price).toBe(45);
  });
});
