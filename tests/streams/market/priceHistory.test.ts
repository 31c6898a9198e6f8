// Price history in virtual time: best back and lay per runner at each answer's time, moves only, suspensions, the in-play moment, kept per match across visits, and its bounds.
import { afterEach, describe, expect, it } from 'vitest';
import { BehaviorSubject, Subject, of, type Observable, type Subscription } from 'rxjs';
import type { BookmakerMarket, ExchangeMarket } from '../../../src/api/contract';
import { ODDS_POLL_MS } from '../../../src/domain/constants';
import { createMarketOdds } from '../../../streams/market/marketOdds';
import {
  HISTORY_MATCHES,
  HISTORY_POINTS_PER_RUNNER,
  SPARKLINE_DELAY_MS,
  createPriceHistory,
  type RunnerHistory,
} from '../../../streams/market/priceHistory';
import { setAppScheduler } from '../../../streams/scheduler';
import { bookmakerMarkets, market, matchOdds, runner } from './fixtures';
import { virtualClock } from './virtualClock';

const KEY = '4/101/9001';

function setup(loggedIn = new BehaviorSubject(true)) {
  const clock = virtualClock();
  const odds = new Map<string, Subject<ExchangeMarket[]>>();
  const books = new Map<string, Subject<BookmakerMarket[]>>();
  const of_ = <T>(m: Map<string, Subject<T>>, key: string) => {
    if (!m.has(key)) m.set(key, new Subject<T>());
    return m.get(key)!;
  };
  const history = createPriceHistory({ odds: (k) => of_(odds, k), bookmaker: (k) => of_(books, k), loggedIn });
  const subs: Subscription[] = [];
  const record = <T>(source: Observable<T>): T[] => {
    const seen: T[] = [];
    subs.push(source.subscribe((v) => seen.push(v)));
    return seen;
  };
  /** An odds answer arriving at `at` (virtual ms). */
  const answerOdds = (at: number, markets: ExchangeMarket[], key = KEY) => {
    clock.advanceTo(at);
    of_(odds, key).next(markets);
  };
  const answerBookmaker = (at: number, markets: BookmakerMarket[], key = KEY) => {
    clock.advanceTo(at);
    of_(books, key).next(markets);
  };
  const close = () => subs.splice(0).forEach((s) => s.unsubscribe());
  return { clock, history, record, answerOdds, answerBookmaker, close };
}

const points = (h: RunnerHistory | null) => h?.points.map((p) => [p.t, p.back, p.lay]);

afterEach(() => setAppScheduler(null));

describe('price history', () => {
  it("keeps each runner's best back and lay at the time of each answer that moved them, and wakes only that runner", () => {
    const t = setup();
    const india = t.record(t.history.runnerHistory$(KEY, 'ODDS', '1.1', '11'));
    const australia = t.record(t.history.runnerHistory$(KEY, 'ODDS', '1.1', '22'));
    expect(india).toEqual([null]);

    t.answerOdds(1_000, matchOdds(1.9));
    t.answerOdds(3_000, matchOdds(1.9)); // nothing moved
    t.answerOdds(5_000, matchOdds(1.85)); // India's best back moved
    t.answerOdds(7_000, matchOdds(1.85));

    expect(india.map(points)).toEqual([
      undefined,
      [[1_000, 1.9, 1.92]],
      [
        [1_000, 1.9, 1.92],
        [5_000, 1.85, 1.92],
      ],
    ]);
    // Australia did not move after its first answer: one emission, nothing for India's moves.
    expect(australia.map(points)).toEqual([undefined, [[1_000, 2.0, 2.02]]]);
    t.close();
  });

  it("draws a sparkline SPARKLINE_DELAY_MS after the answer that moved it, once for answers of one moment, the first value at once", () => {
    const t = setup();
    const drawn: [number, unknown][] = [];
    const sub = t.history.sparklineHistory$(KEY, 'ODDS', '1.1', '11').subscribe((h) => drawn.push([t.clock.now(), points(h)]));
    expect(drawn).toEqual([[0, undefined]]);
    t.answerOdds(1_000, matchOdds(1.9));
    expect(drawn).toHaveLength(1);
    // Another answer of the same moment (a move within the delay) joins it: one draw of the latest.
    t.answerOdds(1_100, matchOdds(1.85));
    t.clock.advanceTo(1_000 + SPARKLINE_DELAY_MS);
    expect(drawn).toEqual([
      [0, undefined],
      [1_000 + SPARKLINE_DELAY_MS, [[1_000, 1.9, 1.92], [1_100, 1.85, 1.92]]],
    ]);
    t.clock.advanceTo(10_000);
    expect(drawn).toHaveLength(2);
    sub.unsubscribe();
    t.close();
  });

  it('records an empty best price as null, and the bookmaker runners apart from the exchange ones', () => {
    const t = setup();
    const odds = t.record(t.history.runnerHistory$(KEY, 'ODDS', '1.1', '11'));
    const bm = t.record(t.history.runnerHistory$(KEY, 'BOOKMAKER', 'bm1', '11'));
    t.answerOdds(1_000, [market('1.1', [runner('11', 'India', [], [1.92])])]);
    t.answerBookmaker(1_500, bookmakerMarkets(45));
    t.answerBookmaker(2_500, bookmakerMarkets(46));
    expect(points(odds.at(-1)!)).toEqual([[1_000, null, 1.92]]);
    expect(points(bm.at(-1)!)).toEqual([
      [1_500, 45, 48],
      [2_500, 46, 48],
    ]);
    t.close();
  });

  it('records suspensions as stretches: from the answer that closed the runner or its market to the one that opened it', () => {
    const t = setup();
    const india = t.record(t.history.runnerHistory$(KEY, 'ODDS', '1.1', '11'));
    const bmAustralia = t.record(t.history.runnerHistory$(KEY, 'BOOKMAKER', 'bm1', '22'));
    const suspended = (ms: ExchangeMarket[]) => ms.map((m) => ({ ...m, status: 'SUSPENDED' }));
    t.answerOdds(1_000, matchOdds());
    t.answerOdds(3_000, suspended(matchOdds()));
    expect(india.at(-1)!.suspensions).toEqual([{ from: 3_000, to: null }]);
    t.answerOdds(5_000, suspended(matchOdds()));
    t.answerOdds(7_000, matchOdds());
    t.answerOdds(9_000, [market('1.1', [{ ...runner('11', 'India', [1.9], [1.92]), status: 'SUSPENDED' }])]);
    expect(india.at(-1)!.suspensions).toEqual([
      { from: 3_000, to: 7_000 },
      { from: 9_000, to: null },
    ]);
    // Prices did not move: the suspensions alone woke the runner (three times).
    expect(india.at(-1)!.points).toHaveLength(1);
    expect(india).toHaveLength(5);
    // A bookmaker runner SUSPENDED from its first answer, with no price.
    t.answerBookmaker(10_000, bookmakerMarkets());
    expect(bmAustralia.at(-1)).toEqual({ points: [{ t: 10_000, back: null, lay: null }], suspensions: [{ from: 10_000, to: null }] });
    t.close();
  });

  it('marks the moment the match was first seen in play, or its first answer when it already was', () => {
    const t = setup();
    const since = t.record(t.history.inPlaySince$(KEY));
    const pre = (ms: ExchangeMarket[]) => ms.map((m) => ({ ...m, inplay: false }));
    t.answerOdds(1_000, pre(matchOdds()));
    t.answerOdds(3_000, pre(matchOdds()));
    t.answerOdds(5_000, matchOdds());
    t.answerOdds(7_000, pre(matchOdds()));
    expect(since).toEqual([null, 5_000]);

    const u = setup();
    const already = u.record(u.history.inPlaySince$('4/101/9002'));
    u.answerOdds(2_000, matchOdds(), '4/101/9002');
    expect(already).toEqual([null, 2_000]);
    t.close();
    u.close();
  });

  it('keeps a match while the player browses: back on the page the history goes on, broken where the last answer was seen', () => {
    const t = setup();
    t.record(t.history.runnerHistory$(KEY, 'ODDS', '1.1', '11'));
    t.answerOdds(1_000, matchOdds(1.9));
    t.answerOdds(3_000, matchOdds(1.9));
    t.close(); // the page is left

    t.clock.advanceTo(60_000);
    const india = t.record(t.history.runnerHistory$(KEY, 'ODDS', '1.1', '11'));
    t.answerOdds(61_000, matchOdds(1.9));
    expect(points(india.at(-1)!)).toEqual([
      [1_000, 1.9, 1.92],
      [3_000, null, null],
      [61_000, 1.9, 1.92],
    ]);
    t.close();
  });

  it('forgets every match kept at log-out', () => {
    const loggedIn = new BehaviorSubject(true);
    const t = setup(loggedIn);
    t.record(t.history.runnerHistory$(KEY, 'ODDS', '1.1', '11'));
    t.answerOdds(1_000, matchOdds());
    t.close();
    loggedIn.next(false);
    expect(t.record(t.history.runnerHistory$(KEY, 'ODDS', '1.1', '11'))).toEqual([null]);
    t.close();
  });

  it(`keeps ${HISTORY_POINTS_PER_RUNNER} points per runner, the latest, and ${HISTORY_MATCHES} matches, the latest opened`, () => {
    const t = setup();
    const india = t.record(t.history.runnerHistory$(KEY, 'ODDS', '1.1', '11'));
    const moves = HISTORY_POINTS_PER_RUNNER + 20;
    for (let i = 0; i < moves; i++) t.answerOdds(1_000 + i * ODDS_POLL_MS, matchOdds(i % 2 === 0 ? 1.9 : 1.91));
    const kept = india.at(-1)!.points;
    expect(kept).toHaveLength(HISTORY_POINTS_PER_RUNNER);
    expect(kept[0]!.t).toBe(1_000 + 20 * ODDS_POLL_MS);
    expect(kept.at(-1)!.t).toBe(1_000 + (moves - 1) * ODDS_POLL_MS);
    t.close();

    // Six more matches visited: the first one's history is gone, the second's is kept.
    const second = '4/101/2';
    t.record(t.history.runnerHistory$(second, 'ODDS', '1.1', '11'));
    t.answerOdds(800_000, matchOdds(), second);
    t.close();
    for (let m = 3; m <= HISTORY_MATCHES + 1; m++) {
      const key = `4/101/${m}`;
      t.record(t.history.runnerHistory$(key, 'ODDS', '1.1', '11'));
      t.answerOdds(800_000 + m * 1_000, matchOdds(), key);
      t.close();
    }
    // Read the kept one first: opening a match (even to read it) makes it the latest opened.
    expect(points(t.record(t.history.runnerHistory$(second, 'ODDS', '1.1', '11'))[0]!)).toEqual([[800_000, 1.9, 1.92]]);
    expect(t.record(t.history.runnerHistory$(KEY, 'ODDS', '1.1', '11'))).toEqual([null]);
    t.close();
  });

  it('sends no request of its own: over the real odds poll, the page asks for odds once a period with or without it', () => {
    const clock = virtualClock();
    let calls = 0;
    const odds = createMarketOdds({
      fetchOdds: () => {
        calls += 1;
        return of(matchOdds(calls % 2 === 0 ? 1.9 : 1.95));
      },
      marketIds: () => of(['1.1']),
      when: of(true),
    });
    const history = createPriceHistory({ odds: odds.odds$, bookmaker: () => of([]) });
    const seen: (RunnerHistory | null)[] = [];
    const subs = [odds.oddsCell$(KEY, '1.1', '11', 'back1').subscribe(), history.runnerHistory$(KEY, 'ODDS', '1.1', '11').subscribe((h) => seen.push(h))];
    clock.advanceTo(4 * ODDS_POLL_MS);
    expect(calls).toBe(5);
    expect(seen.at(-1)!.points.map((p) => [p.t, p.back])).toEqual(
      [0, 1, 2, 3, 4].map((i) => [i * ODDS_POLL_MS, i % 2 === 0 ? 1.95 : 1.9]),
    );
    subs.forEach((s) => s.unsubscribe());
  });
});
