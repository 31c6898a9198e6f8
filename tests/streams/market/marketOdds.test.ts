// Market odds streams in virtual time: gating, sharing, per-cell emissions, flash and failure toasts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, of, throwError, type Observable, type Subscription } from 'rxjs';
import type { ExchangeMarket } from '../../../src/api/contract';
import { ApiError } from '../../../src/api/errors';
import { ODDS_POLL_MS, PRICE_FLASH_MS } from '../../../src/domain/constants';
import { createMarketOdds, refetchesMarkets, type CellView } from '../../../streams/market/marketOdds';
import type { MatchRef } from '../../../streams/market/matchKey';
import { setAppScheduler } from '../../../streams/scheduler';
import { matchOdds } from './fixtures';
import { virtualClock } from './virtualClock';

const KEY = '4/101/9001';

/** Answers in turn from `script` (the last one repeats); an Error entry fails that round. */
function scriptedOdds(script: (ExchangeMarket[] | Error)[]) {
  const calls: { at: number; ref: MatchRef; ids: string[] }[] = [];
  let clockNow = () => 0;
  const fetchOdds = (ref: MatchRef, ids: string[]): Observable<ExchangeMarket[]> => {
    calls.push({ at: clockNow(), ref, ids });
    const answer = script[Math.min(calls.length - 1, script.length - 1)]!;
    return answer instanceof Error ? throwError(() => answer) : of(answer);
  };
  return { fetchOdds, calls, setClock: (now: () => number) => (clockNow = now) };
}

function setup(script: (ExchangeMarket[] | Error)[], gateOpen = true, key = KEY) {
  const clock = virtualClock();
  const api = scriptedOdds(script);
  api.setClock(clock.now);
  const gate = new BehaviorSubject(gateOpen);
  const toast = vi.fn<(text: string) => void>();
  const odds = createMarketOdds({ fetchOdds: api.fetchOdds, marketIds: () => of(['1.1']), when: gate, toast });
  const subs: Subscription[] = [];
  const record = <T>(source: Observable<T>): T[] => {
    const seen: T[] = [];
    subs.push(source.subscribe((v) => seen.push(v)));
    return seen;
  };
  return { clock, api, gate, toast, odds, record, close: () => subs.forEach((s) => s.unsubscribe()), key };
}

const cell = (price: number, size: number, flash: number): CellView => ({ value: { price, size }, flash });
const EMPTY_CELL: CellView = { value: null, flash: 0 };

afterEach(() => setAppScheduler(null));

describe('market odds poll', () => {
  it('polls every ODDS_POLL_MS only while the gate (login, visibility) is open', () => {
    const t = setup([matchOdds()], false);
    t.record(t.odds.oddsCell$(KEY, '1.1', '11', 'back1'));
    t.clock.advanceTo(5_000);
    expect(t.api.calls).toEqual([]);

    t.gate.next(true);
    t.clock.advanceTo(5_000 + 2 * ODDS_POLL_MS);
    expect(t.api.calls.map((c) => c.at)).toEqual([5_000, 7_000, 9_000]);
    expect(t.api.calls[0]).toMatchObject({ ref: { eventId: '4', legueId: '101', matchId: '9001' }, ids: ['1.1'] });

    t.gate.next(false); // hidden tab or logout
    t.clock.advanceTo(20_000);
    expect(t.api.calls).toHaveLength(3);
    t.close();
  });

  it('sends nothing while the page is closed, one poll for every cell of the page, and stops when it closes', () => {
    const t = setup([matchOdds()]);
    t.clock.advanceTo(10_000);
    expect(t.api.calls).toEqual([]);

    t.record(t.odds.oddsCell$(KEY, '1.1', '11', 'back1'));
    t.record(t.odds.oddsCell$(KEY, '1.1', '22', 'lay3'));
    t.record(t.odds.oddsRunner$(KEY, '1.1', '11'));
    t.clock.advanceBy(ODDS_POLL_MS);
    expect(t.api.calls.map((c) => c.at)).toEqual([10_000, 12_000]);

    t.close();
    t.clock.advanceBy(10 * ODDS_POLL_MS);
    expect(t.api.calls).toHaveLength(2);
  });

  it('a cell stream emits only when its own price or size changes', () => {
    const t = setup([matchOdds(1.9), matchOdds(1.9), matchOdds(1.95), matchOdds(1.95)]);
    const home = t.record(t.odds.oddsCell$(KEY, '1.1', '11', 'back1'));
    const away = t.record(t.odds.oddsCell$(KEY, '1.1', '22', 'back1'));
    const runnerMeta = t.record(t.odds.oddsRunner$(KEY, '1.1', '22'));
    const ids = t.record(t.odds.oddsRunnerIds$(KEY, '1.1'));
    t.clock.advanceTo(3 * ODDS_POLL_MS + PRICE_FLASH_MS);

    expect(t.api.calls).toHaveLength(4);
    // One emission per change, none when the flash ends.
    expect(home).toEqual([EMPTY_CELL, cell(1.9, 1500, 0), cell(1.95, 1500, 1)]);
    expect(away).toEqual([EMPTY_CELL, cell(2.0, 1500, 0)]);
    expect(runnerMeta).toHaveLength(2); // default, then the runner: four answers, one value
    expect(ids).toEqual([[], ['11', '22']]);
    t.close();
  });

  it('maps the six ladder cells back3..lay3 to the ladders (index 0 is level 1)', () => {
    const t = setup([matchOdds()]);
    const levels = ['back3', 'back2', 'back1', 'lay1', 'lay2', 'lay3'] as const;
    const seen = levels.map((level) => t.record(t.odds.oddsCell$(KEY, '1.1', '11', level)));
    t.clock.advanceTo(0);
    expect(seen.map((s) => s.at(-1)?.value?.price)).toEqual([1.87, 1.88, 1.9, 1.92, 1.93, 1.94]);
    t.close();
  });

  it('counts each change of a cell in one emission, and emits nothing when its flash would end', () => {
    const t = setup([matchOdds(1.9), matchOdds(2.1), matchOdds(2.1), matchOdds(1.9)]);
    const home = t.record(t.odds.oddsCell$(KEY, '1.1', '11', 'back1'));
    t.clock.advanceTo(ODDS_POLL_MS);
    expect(home).toEqual([EMPTY_CELL, cell(1.9, 1500, 0), cell(2.1, 1500, 1)]);
    t.clock.advanceTo(ODDS_POLL_MS + PRICE_FLASH_MS);
    expect(home).toHaveLength(3);
    t.clock.advanceTo(3 * ODDS_POLL_MS + PRICE_FLASH_MS);
    expect(home).toEqual([EMPTY_CELL, cell(1.9, 1500, 0), cell(2.1, 1500, 1), cell(1.9, 1500, 2)]);
    t.close();
  });

  it('toasts once when the poll starts failing, keeps the last prices, and toasts again after a recovery', () => {
    const down = new ApiError('server', 'marketOdds', { status: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = setup([matchOdds(1.9), down, down, down, matchOdds(1.8), down, down]);
    const home = t.record(t.odds.oddsCell$(KEY, '1.1', '11', 'back1'));

    t.clock.advanceTo(3 * ODDS_POLL_MS);
    expect(t.toast).toHaveBeenCalledTimes(1);
    expect(t.toast.mock.calls[0]![0]).toMatch(/^Market odds could not be updated\./);
    expect(home.at(-1)?.value).toEqual({ price: 1.9, size: 1500 });

    t.clock.advanceTo(6 * ODDS_POLL_MS);
    expect(t.toast).toHaveBeenCalledTimes(2);
    expect(home.at(-1)?.value).toEqual({ price: 1.8, size: 1500 });
    expect(warn).toHaveBeenCalledTimes(5); // every failed round is logged
    t.close();
  });

  it('does not toast an expired session (the session says so itself)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = setup([new ApiError('unauthorized', 'marketOdds', { status: 401 })]);
    t.record(t.odds.oddsCell$(KEY, '1.1', '11', 'back1'));
    t.clock.advanceTo(2 * ODDS_POLL_MS);
    expect(t.toast).not.toHaveBeenCalled();
    t.close();
  });

  it('loads a match of event 135 once and does not refetch it', () => {
    expect(refetchesMarkets('135')).toBe(false);
    expect(refetchesMarkets('4')).toBe(true);
    const key = '135/7/77';
    const t = setup([matchOdds(1.9), matchOdds(2.5)], false, key);
    const home = t.record(t.odds.oddsCell$(key, '1.1', '11', 'back1'));
    t.clock.advanceTo(1_000);
    expect(t.api.calls).toEqual([]); // still gated: not logged in yet
    t.gate.next(true);
    t.clock.advanceTo(20_000);
    expect(t.api.calls).toHaveLength(1);
    expect(home.at(-1)?.value?.price).toBe(1.9);
    t.close();
  });

  it('reports market meta, first market status and total matched only when they change', () => {
    const suspended = matchOdds().map((m) => ({ ...m, status: 'SUSPENDED' }));
    const t = setup([matchOdds(1.9), matchOdds(2.0), suspended]);
    const meta = t.record(t.odds.oddsMarket$(KEY, '1.1'));
    const first = t.record(t.odds.firstMarketStatus$(KEY));
    const matched = t.record(t.odds.totalMatched$(KEY, '1.1'));
    t.clock.advanceTo(2 * ODDS_POLL_MS);
    expect(meta.map((m) => m?.status ?? null)).toEqual([null, 'OPEN', 'SUSPENDED']);
    expect(first).toEqual([null, 'OPEN', 'SUSPENDED']);
    expect(matched).toEqual([null, 1_234_567]);
    t.close();
  });
});
