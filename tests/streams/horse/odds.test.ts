// Horse odds streams in virtual time: the 2 s poll and its gate, no overlapping rounds, numeric strings, per-cell emissions and flashes, runner and market status.
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { BehaviorSubject, of, throwError, timer, map, type Observable, type Subscription } from 'rxjs';
import { HorseMarket as HorseMarketSchema, type HorseMarket } from '../../../src/api/horseContract';
import { HORSE_ODDS_POLL_MS } from '../../../src/domain/constants';
import { createHorseOdds, type HorseCellView } from '../../../streams/horse/odds';
import { appScheduler, setAppScheduler } from '../../../streams/scheduler';
import { virtualClock } from '../market/virtualClock';

const GMID = '830105';
const MID = '1.830105';

type Cells = Partial<Record<'back3' | 'back2' | 'back1' | 'lay1' | 'lay2' | 'lay3', [number | string, number | string]>>;

/** A Win market as the contract sends it: odds and sizes may be numbers or numeric strings. */
function race(runners: { sid: string; nat: string; cells: Cells }[], status = 'OPEN'): HorseMarket {
  return v.parse(HorseMarketSchema, {
    mid: MID,
    mname: 'Win',
    status,
    section: runners.map((r) => ({
      nat: r.nat,
      sid: r.sid,
      odds: Object.entries(r.cells).map(([oname, [odds, size]]) => ({ oname, odds, size })),
    })),
  });
}

const FULL: Cells = { back3: [4.4, 300], back2: [4.5, 200], back1: [4.6, 100], lay1: [4.7, 90], lay2: [4.8, 150], lay3: [4.9, 260] };
const copper = (cells: Cells = FULL) => ({ sid: '1', nat: 'Copper Falcon', cells });
const velvet = (cells: Cells = { back1: ['3.1', '55'], lay1: ['3.2', '40'] }) => ({ sid: '2', nat: 'Velvet Sonnet', cells });

function setup(script: (HorseMarket[] | Error)[], opts: { gate?: boolean; answerAfterMs?: number } = {}) {
  const clock = virtualClock();
  const calls: number[] = [];
  const fetchOdds = (gmid: string): Observable<HorseMarket[]> => {
    expect(gmid).toBe(GMID);
    calls.push(clock.now());
    const answer = script[Math.min(calls.length - 1, script.length - 1)]!;
    if (answer instanceof Error) return throwError(() => answer);
    return opts.answerAfterMs ? timer(opts.answerAfterMs, appScheduler()).pipe(map(() => answer)) : of(answer);
  };
  const gate = new BehaviorSubject(opts.gate ?? true);
  const odds = createHorseOdds({ fetchOdds, when: gate });
  const subs: Subscription[] = [];
  /** What a stream emits after the default every bound stream starts with. */
  const record = <T>(source: Observable<T>): T[] => {
    const seen: T[] = [];
    let first = true;
    subs.push(
      source.subscribe((v) => {
        if (!first) seen.push(v);
        first = false;
      }),
    );
    return seen;
  };
  return { clock, calls, gate, odds, record, close: () => subs.forEach((s) => s.unsubscribe()) };
}

const cell = (price: number, size: number, flash: number): HorseCellView => ({ value: { price, size }, flash });

afterEach(() => setAppScheduler(null));

describe('horse odds poll', () => {
  it('polls every 2 s only while the page is open and the gate (logged in, visible) is open', () => {
    const t = setup([[race([copper()])]], { gate: false });
    t.clock.advanceTo(4_000);
    expect(t.calls).toEqual([]);
    t.record(t.odds.horseCell$(GMID, MID, '1', 'back1'));
    t.clock.advanceTo(6_000);
    expect(t.calls).toEqual([]);

    t.gate.next(true);
    t.clock.advanceTo(6_000 + 2 * HORSE_ODDS_POLL_MS);
    expect(t.calls).toEqual([6_000, 8_000, 10_000]);

    t.gate.next(false);
    t.clock.advanceTo(30_000);
    expect(t.calls).toHaveLength(3);
    // Visible again: a round at once, then the period.
    t.gate.next(true);
    t.clock.advanceTo(30_000);
    expect(t.calls).toEqual([6_000, 8_000, 10_000, 30_000]);
    // The page closes: nothing more.
    t.close();
    t.clock.advanceTo(60_000);
    expect(t.calls).toHaveLength(4);
  });

  it('never overlaps two rounds when the server answers slower than the period', () => {
    const t = setup([[race([copper()])]], { answerAfterMs: 3_000 });
    t.record(t.odds.horseRunnerIds$(GMID, MID));
    t.clock.advanceTo(12_000);
    // Rounds start at 0, then at the first tick after each answer: 4 s, 8 s, 12 s.
    expect(t.calls).toEqual([0, 4_000, 8_000, 12_000]);
    t.close();
  });

  it('keeps the last good prices through a failed round', () => {
    const t = setup([[race([copper()])], new Error('502'), [race([copper({ ...FULL, back1: [4.6, 100] })])]]);
    const seen = t.record(t.odds.horseCell$(GMID, MID, '1', 'back1'));
    t.clock.advanceTo(2 * HORSE_ODDS_POLL_MS);
    expect(seen).toEqual([cell(4.6, 100, 0)]);
    t.close();
  });
});

describe('horse odds per key', () => {
  it('reads six cells per runner by oname, numbers and numeric strings alike; a missing or zero odds is an empty cell', () => {
    const t = setup([[race([copper(), velvet()])]]);
    const b1 = t.record(t.odds.horseCell$(GMID, MID, '2', 'back1'));
    const l1 = t.record(t.odds.horseCell$(GMID, MID, '2', 'lay1'));
    const b3 = t.record(t.odds.horseCell$(GMID, MID, '2', 'back3'));
    const ids = t.record(t.odds.horseRunnerIds$(GMID, MID));
    const meta = t.record(t.odds.horseMarket$(GMID, MID));
    t.clock.advanceTo(0);
    expect(b1).toEqual([cell(3.1, 55, 0)]);
    expect(l1).toEqual([cell(3.2, 40, 0)]);
    expect(b3).toEqual([{ value: null, flash: 0 }]);
    expect(ids).toEqual([['1', '2']]);
    expect(meta).toEqual([{ marketId: MID, marketName: 'Win', status: 'OPEN' }]);
    t.close();
  });

  it('a tick that moves one price emits on that cell only, with a new flash count; unchanged cells stay asleep', () => {
    const moved = { ...FULL, lay2: [4.8, 175] as [number, number] };
    const t = setup([[race([copper(), velvet()])], [race([copper(moved), velvet()])], [race([copper(moved), velvet()])]]);
    const lay2 = t.record(t.odds.horseCell$(GMID, MID, '1', 'lay2'));
    const back1 = t.record(t.odds.horseCell$(GMID, MID, '1', 'back1'));
    const other = t.record(t.odds.horseCell$(GMID, MID, '2', 'back1'));
    const runner = t.record(t.odds.horseRunner$(GMID, MID, '1'));
    t.clock.advanceTo(2 * HORSE_ODDS_POLL_MS);
    expect(lay2).toEqual([cell(4.8, 150, 0), cell(4.8, 175, 1)]);
    expect(back1).toHaveLength(1);
    expect(other).toHaveLength(1);
    expect(runner).toHaveLength(1);
    t.close();
  });

  it('a runner with no price on either side reads SUSPENDED; the market carries its own status', () => {
    const t = setup([[race([copper(), velvet()])], [race([copper({}), velvet()], 'SUSPENDED')]]);
    const runner = t.record(t.odds.horseRunner$(GMID, MID, '1'));
    const status = t.record(t.odds.raceStatus$(GMID));
    t.clock.advanceTo(HORSE_ODDS_POLL_MS);
    expect(runner.map((r) => r?.status)).toEqual(['ACTIVE', 'SUSPENDED']);
    expect(status).toEqual(['OPEN', 'SUSPENDED']);
    t.close();
  });
});

describe('horse odds failures', () => {
  it('reports a failing race until the next answer; the page stops waiting on a first round that failed', () => {
    const t = setup([new Error('404'), [race([copper()])], new Error('502')]);
    const failing = t.record(t.odds.oddsFailing$(GMID));
    t.clock.advanceTo(2 * HORSE_ODDS_POLL_MS);
    expect(failing).toEqual([true, false, true]);
    t.close();
  });
});
