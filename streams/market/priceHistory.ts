// Each runner's best back and lay over time since its market page opened, scanned from the odds and bookmaker polls already running (no request of its own), kept per match and bounded.
import { bind } from '@react-rxjs/core';
import { Observable, auditTime, defer, distinctUntilChanged, map, merge, scan, skip, startWith, take, tap, type SchedulerLike } from 'rxjs';
import type { BookmakerMarket, ExchangeMarket } from '../../src/api/contract';
import { hasPrice, isBookmakerOpen, isBookmakerRunnerActive, isMarketOpen, isRunnerActive } from '../../src/domain/bettable';
import { exchangeCell } from '../../src/domain/ladder';
import { appScheduler } from '../scheduler';
import { isLoggedIn$ } from '../session';
import { bookmaker } from './bookmaker';
import { marketOdds } from './marketOdds';
import type { MatchKey } from './matchKey';

/** Points kept per runner: a point is a move of its best back or lay, so 300 is at least ten minutes of moves at one poll every two seconds. */
export const HISTORY_POINTS_PER_RUNNER = 300;
/** Suspensions kept per runner, the latest. */
export const HISTORY_SUSPENSIONS_PER_RUNNER = 30;
/** Runners kept per match (every market of a match: exchange and bookmaker); a new one past it drops the one first seen. */
export const HISTORY_RUNNERS_PER_MATCH = 60;
/** Matches kept while the player browses; opening a seventh drops the one opened longest ago. */
export const HISTORY_MATCHES = 6;
/**
 * How long after an answer the sparklines draw it: the prices it moved are painted first, in a commit of
 * their own, and the sparklines of both polls' answers of that moment follow together (a price's paint is
 * the goal; a sparkline a few hundred ms behind it is not seen as late).
 */
export const SPARKLINE_DELAY_MS = 300;

/** The runner's best back and lay at time `t` (null: no price, or a gap while the page was not open). */
export interface PricePoint {
  t: number;
  back: number | null;
  lay: number | null;
}

/** A stretch the runner or its market took no bets; `to` is null while it lasts. */
export interface Suspension {
  from: number;
  to: number | null;
}

export interface RunnerHistory {
  points: readonly PricePoint[];
  suspensions: readonly Suspension[];
}

export type HistoryKind = 'ODDS' | 'BOOKMAKER';

interface MatchHistory {
  runners: ReadonlyMap<string, RunnerHistory>;
  /** When any of the match's exchange markets was first seen in play (its first answer's time when it already was). */
  inPlaySince: number | null;
  /** The latest answer's time. */
  lastAt: number | null;
}

/** One poll's answer at the time it arrived. */
type Tick = { kind: 'ODDS'; at: number; markets: readonly ExchangeMarket[] } | { kind: 'BOOKMAKER'; at: number; markets: readonly BookmakerMarket[] };

/** What a runner showed in one answer. */
interface Seen {
  back: number | null;
  lay: number | null;
  open: boolean;
}

const EMPTY: MatchHistory = { runners: new Map(), inPlaySince: null, lastAt: null };
const runnerKey = (kind: HistoryKind, marketId: string, selectionId: string) => `${kind}|${marketId}|${selectionId}`;
const priceOrNull = (p: number | null | undefined): number | null => (hasPrice(p) ? p : null);

function seenIn(tick: Tick): Map<string, Seen> {
  const seen = new Map<string, Seen>();
  if (tick.kind === 'ODDS') {
    for (const m of tick.markets) {
      for (const r of m.runners) {
        seen.set(runnerKey('ODDS', m.marketId, r.selectionId), {
          back: priceOrNull(exchangeCell(r, 'back1')?.price),
          lay: priceOrNull(exchangeCell(r, 'lay1')?.price),
          open: isMarketOpen(m.status) && isRunnerActive(r.status),
        });
      }
    }
  } else {
    for (const m of tick.markets) {
      for (const r of m.runners) {
        seen.set(runnerKey('BOOKMAKER', m.marketId, r.selectionId), {
          back: priceOrNull(r.backPrice),
          lay: priceOrNull(r.layPrice),
          open: isBookmakerOpen(m.status) && isBookmakerRunnerActive(r.status),
        });
      }
    }
  }
  return seen;
}

const lastOf = <T>(xs: readonly T[]): T | undefined => xs[xs.length - 1];
const capped = <T>(xs: T[], max: number): T[] => (xs.length > max ? xs.slice(xs.length - max) : xs);

/** The runner's history after one answer: the same object when its price and state did not move (nothing downstream wakes). */
function recordRunner(prev: RunnerHistory | undefined, now: Seen, at: number): RunnerHistory {
  const points = prev?.points ?? [];
  const suspensions = prev?.suspensions ?? [];
  const last = lastOf(points);
  const moved = !last || last.back !== now.back || last.lay !== now.lay;
  const lastSuspension = lastOf(suspensions);
  const suspended = lastSuspension !== undefined && lastSuspension.to === null;
  const statusChanged = suspended === now.open;
  if (!moved && !statusChanged && prev) return prev;
  let nextSuspensions: readonly Suspension[] = suspensions;
  if (statusChanged) {
    nextSuspensions = now.open
      ? [...suspensions.slice(0, -1), { from: lastSuspension!.from, to: at }]
      : capped([...suspensions, { from: at, to: null }], HISTORY_SUSPENSIONS_PER_RUNNER);
  }
  return {
    points: moved ? capped([...points, { t: at, back: now.back, lay: now.lay }], HISTORY_POINTS_PER_RUNNER) : points,
    suspensions: nextSuspensions,
  };
}

function record(prev: MatchHistory, tick: Tick): MatchHistory {
  let runners: Map<string, RunnerHistory> | null = null;
  for (const [key, now] of seenIn(tick)) {
    const before = prev.runners.get(key);
    const after = recordRunner(before, now, tick.at);
    if (after === before) continue;
    runners ??= new Map(prev.runners);
    runners.set(key, after);
    if (!before && runners.size > HISTORY_RUNNERS_PER_MATCH) runners.delete(runners.keys().next().value!);
  }
  const inPlay = tick.kind === 'ODDS' && tick.markets.some((m) => m.inplay);
  return {
    runners: runners ?? prev.runners,
    inPlaySince: prev.inPlaySince ?? (inPlay ? tick.at : null),
    lastAt: tick.at,
  };
}

/**
 * The page was left and opened again: each runner's line breaks where the last answer before it was
 * seen, so the chart does not draw a price held through minutes nobody watched.
 */
function resumed(prev: MatchHistory): MatchHistory {
  const at = prev.lastAt;
  if (at === null) return prev;
  const runners = new Map<string, RunnerHistory>();
  for (const [key, h] of prev.runners) {
    const last = lastOf(h.points);
    const broken = last && (last.back !== null || last.lay !== null) && last.t < at;
    runners.set(key, broken ? { ...h, points: capped([...h.points, { t: at, back: null, lay: null }], HISTORY_POINTS_PER_RUNNER) } : h);
  }
  return { ...prev, runners };
}

export interface PriceHistoryDeps {
  odds: (key: MatchKey) => Observable<ExchangeMarket[]>;
  bookmaker: (key: MatchKey) => Observable<BookmakerMarket[]>;
  /** Logged in or not: the histories kept are forgotten at log-out (the next player of this browser starts afresh). */
  loggedIn?: Observable<boolean>;
  scheduler?: SchedulerLike;
}

export function createPriceHistory(deps: PriceHistoryDeps) {
  /** Kept across visits, least recently opened first. */
  const kept = new Map<MatchKey, MatchHistory>();
  deps.loggedIn?.subscribe((on) => {
    if (!on) kept.clear();
  });
  const keep = (key: MatchKey, h: MatchHistory) => {
    kept.delete(key);
    kept.set(key, h);
    if (kept.size > HISTORY_MATCHES) kept.delete(kept.keys().next().value!);
  };

  /** The match's history: a `scan` over both polls' answers, seeded with what an earlier visit kept. */
  const [, history$] = bind((key: MatchKey) =>
    defer(() => {
      const clock = deps.scheduler ?? appScheduler();
      const seed = resumed(kept.get(key) ?? EMPTY);
      keep(key, seed);
      const ticks: Observable<Tick> = merge(
        deps.odds(key).pipe(map((markets): Tick => ({ kind: 'ODDS', at: clock.now(), markets }))),
        deps.bookmaker(key).pipe(map((markets): Tick => ({ kind: 'BOOKMAKER', at: clock.now(), markets }))),
      );
      return ticks.pipe(
        scan(record, seed),
        tap((h) => keep(key, h)),
        startWith(seed),
      );
    }),
  );

  /** One runner's history (null before its first answer): emits only when its own price or state moved. */
  const [useRunnerHistory, runnerHistory$] = bind(
    (key: MatchKey, kind: HistoryKind, marketId: string, selectionId: string) =>
      history$(key).pipe(
        map((h) => h.runners.get(runnerKey(kind, marketId, selectionId)) ?? null),
        distinctUntilChanged(),
      ),
    null,
  );

  /** The runner's history as its sparkline draws it: SPARKLINE_DELAY_MS after the answer that moved it, the latest then. */
  const [useSparklineHistory, sparklineHistory$] = bind(
    (key: MatchKey, kind: HistoryKind, marketId: string, selectionId: string) =>
      defer(() => {
        const clock = deps.scheduler ?? appScheduler();
        const runner$ = runnerHistory$(key, kind, marketId, selectionId);
        // The first value (what an earlier visit kept) at once; each move after it a little later.
        return merge(runner$.pipe(take(1)), runner$.pipe(skip(1), auditTime(SPARKLINE_DELAY_MS, clock)));
      }),
    null,
  );

  /** One figure of the match's history, per match, emitting when it changes. */
  const matchFigure = (pick: (h: MatchHistory) => number | null) =>
    bind(
      (key: MatchKey) =>
        history$(key).pipe(
          map(pick),
          distinctUntilChanged(),
        ),
      null,
    );
  /** When the match was first seen in play on this page (null: not yet). */
  const [useInPlaySince, inPlaySince$] = matchFigure((h) => h.inPlaySince);
  /** The latest answer's time: where an open chart's time axis ends (it follows every answer; the sparklines do not read it). */
  const [useHistoryNow, historyNow$] = matchFigure((h) => h.lastAt);

  return { useRunnerHistory, runnerHistory$, useSparklineHistory, sparklineHistory$, useInPlaySince, inPlaySince$, useHistoryNow, historyNow$ };
}

/** The app's price history, over the market page's own odds and bookmaker polls. */
export const priceHistory = createPriceHistory({
  odds: (key) => marketOdds.odds$(key),
  bookmaker: (key) => bookmaker.bookmaker$(key),
  loggedIn: isLoggedIn$,
});
