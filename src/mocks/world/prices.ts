// Live prices of the simulated exchange: ladders, bookmaker quotes and fancy lines as pure functions of (seed, market, time).
import type { Limits } from '../../api/contract';
import { rand01, valueNoise } from './rng';
import { MINUTE, clamp, type MarketDef, type MatchDef, type SessionDef } from './model';
import { BALL_MS } from './sports/cricket';

// ---------- the Betfair price ladder ----------

const BANDS: readonly (readonly [number, number, number])[] = [
  [1.01, 2, 0.01],
  [2, 3, 0.02],
  [3, 4, 0.05],
  [4, 6, 0.1],
  [6, 10, 0.2],
  [10, 20, 0.5],
  [20, 30, 1],
  [30, 50, 2],
  [50, 100, 5],
  [100, 1000, 10],
];

/** Every valid exchange price, ascending (1.01 .. 1000). */
export const TICKS: readonly number[] = (() => {
  const out: number[] = [];
  for (const [lo, hi, step] of BANDS) {
    for (let p = lo; p < hi - 1e-9; p += step) out.push(Math.round(p * 100) / 100);
  }
  out.push(1000);
  return out;
})();

/** Fractional position of a price on the ladder (1.01 is 0). */
export function tickPosition(price: number): number {
  if (price <= TICKS[0]!) return 0;
  for (let i = 0; i < TICKS.length - 1; i++) {
    const a = TICKS[i]!;
    const b = TICKS[i + 1]!;
    if (price < b) return i + (price - a) / (b - a);
  }
  return TICKS.length - 1;
}

const tickAt = (i: number) => TICKS[clamp(Math.round(i), 0, TICKS.length - 1)]!;
const money = (n: number) => Math.round(n * 100) / 100;
const second = (t: number) => Math.floor(t / 1000);

// ---------- exchange markets ----------

type RunnerStatus = 'ACTIVE' | 'SUSPENDED' | 'REMOVED' | 'WINNER' | 'LOSER';

interface LadderView {
  selectionId: string;
  runnerName: string;
  status: RunnerStatus;
  adjustmentFactor?: number;
  removalDate?: string;
  ex: { availableToBack: { price: number; size: number }[]; availableToLay: { price: number; size: number }[] };
}

export interface ExchangeMarketView {
  marketId: string;
  marketName: string;
  status: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  totalMatched: number;
  inplay: boolean;
  runners: LadderView[];
}

const inPlayAt = (match: MatchDef, t: number) => t >= match.startMs && t < match.endMs;

/** Briefly suspended after an incident (wicket, goal, set), and now and then for no visible reason. */
function marketSuspended(seed: number, match: MatchDef, id: string, t: number): boolean {
  if (inPlayAt(match, t)) {
    if (match.incidents.some((at) => t >= at && t < at + MINUTE)) return true;
    return rand01(seed, id, 'suspend', Math.floor(t / 45_000)) < 0.05;
  }
  return rand01(seed, id, 'suspend-pre', Math.floor(t / (5 * MINUTE))) < 0.03;
}

function runnerSuspended(seed: number, match: MatchDef, id: string, selectionId: string, t: number): boolean {
  const p = inPlayAt(match, t) ? 0.05 : 0.02;
  return rand01(seed, id, selectionId, 'runner-suspend', Math.floor(t / MINUTE)) < p;
}

/** Index of back1 on the ladder: the fair price, drifting by a slow and a quick noise of a tick or two. */
function back1Index(seed: number, marketId: string, selectionId: string, p: number, t: number): number {
  const fair = tickPosition(1 / p);
  const drift =
    1.2 * valueNoise(t / 25_000, seed, marketId, selectionId, 'slow') +
    0.6 * valueNoise(t / 7_000, seed, marketId, selectionId, 'quick');
  return clamp(Math.floor(fair + drift), 2, TICKS.length - 4);
}

function matchedAt(match: MatchDef, market: MarketDef, t: number): number {
  const from = match.startMs - 36 * 60 * MINUTE;
  const x = clamp((t - from) / (market.closesAt - from), 0, 1);
  return money(market.volume * Math.pow(x, 1.5));
}

export function exchangeMarketView(seed: number, match: MatchDef, market: MarketDef, t: number): ExchangeMarketView {
  const closed = t >= market.closesAt;
  // A closed market shows its last prices.
  const at = closed ? market.closesAt - 1000 : t;
  const live = market.runners.filter((r) => !r.removed);
  const probs = market.probs(at);
  const status: ExchangeMarketView['status'] = closed
    ? 'CLOSED'
    : market.alwaysSuspended || marketSuspended(seed, match, market.marketId, t)
      ? 'SUSPENDED'
      : 'OPEN';
  const sec = second(at);
  const depth = Math.max(50, market.volume / 2500);
  const size = (sel: string, side: string, level: number) =>
    money(depth * (0.6 + level * 0.5) * (0.15 + 1.85 * rand01(seed, market.marketId, sel, side, level, sec)));

  const runners = market.runners.map((r): LadderView => {
    const liveIndex = live.indexOf(r);
    const p = liveIndex >= 0 ? (probs[liveIndex] ?? 0.5) : 0.2;
    const b1 = back1Index(seed, market.marketId, r.selectionId, p, at);
    const ladder = {
      availableToBack: [0, 1, 2].map((l) => ({ price: tickAt(b1 - l), size: size(r.selectionId, 'back', l) })),
      availableToLay: [0, 1, 2].map((l) => ({ price: tickAt(b1 + 1 + l), size: size(r.selectionId, 'lay', l) })),
    };
    if (r.removed) {
      return {
        selectionId: r.selectionId,
        runnerName: r.runnerName,
        status: 'REMOVED',
        adjustmentFactor: r.removed.adjustmentFactor,
        removalDate: r.removed.removalDate,
        ex: {
          availableToBack: ladder.availableToBack.map((x) => ({ ...x, size: 0 })),
          availableToLay: ladder.availableToLay.map((x) => ({ ...x, size: 0 })),
        },
      };
    }
    const runnerStatus: RunnerStatus = closed
      ? market.winner === r.selectionId
        ? 'WINNER'
        : 'LOSER'
      : runnerSuspended(seed, match, market.marketId, r.selectionId, t)
        ? 'SUSPENDED'
        : 'ACTIVE';
    return { selectionId: r.selectionId, runnerName: r.runnerName, status: runnerStatus, ex: ladder };
  });

  return {
    marketId: market.marketId,
    marketName: market.marketName,
    status,
    totalMatched: matchedAt(match, market, at),
    inplay: !market.preMatchOnly && inPlayAt(match, t),
    runners,
  };
}

// ---------- bookmaker ----------

export interface BookmakerView {
  marketId: string;
  marketName: string;
  status: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  min: number;
  max: number;
  runners: {
    selectionId: string;
    runnerName: string;
    status: 'ACTIVE' | 'SUSPENDED';
    backPrice: number;
    backSize: number;
    layPrice: number;
    laySize: number;
  }[];
}

export function bookmakerView(seed: number, match: MatchDef, limits: Limits, t: number): BookmakerView | undefined {
  const bm = match.bookmaker;
  if (!bm) return undefined;
  const source = bm.source;
  const closed = t >= source.closesAt;
  const at = closed ? source.closesAt - 1000 : t;
  const probs = source.probs(at);
  const live = source.runners.filter((r) => !r.removed);
  const sec = second(at);
  return {
    marketId: bm.marketId,
    marketName: bm.marketName,
    status: closed ? 'CLOSED' : marketSuspended(seed, match, bm.marketId, t) ? 'SUSPENDED' : 'OPEN',
    min: limits.bookmakerMin,
    max: limits.bookmakerMax,
    runners: live.map((r, i) => {
      const p = probs[i] ?? 0.5;
      // Per-100 quotes move in whole points, slower than the exchange.
      const fair = (1 / p - 1) * 100 + 2 * valueNoise(t / 30_000, seed, bm.marketId, r.selectionId);
      const back = Math.max(1, Math.round(fair) - 1);
      const underdog = p < 0.5;
      const suspended =
        underdog && rand01(seed, bm.marketId, r.selectionId, 'bm-suspend', Math.floor(t / 90_000)) < 0.12;
      return {
        selectionId: r.selectionId,
        runnerName: r.runnerName,
        status: suspended ? 'SUSPENDED' : 'ACTIVE',
        backPrice: back,
        backSize: 100_000 + Math.round(400_000 * rand01(seed, bm.marketId, r.selectionId, 'bs', sec)) * 1,
        layPrice: back + 2,
        laySize: 100_000 + Math.round(400_000 * rand01(seed, bm.marketId, r.selectionId, 'ls', sec)),
      };
    }),
  };
}

// ---------- fancy ----------

export interface FancyQuote {
  session: SessionDef;
  /** No (lay) line and its rate per 100; Yes (back) line and its rate. */
  layPrice: number;
  laySize: number;
  backPrice: number;
  backSize: number;
  gameStatus: '' | 'SUSPENDED' | 'Ball Running';
}

/** Fancy advance markets suspend this long before the start (the rules modal says so). */
const FANCY_ADVANCE_SUSPEND_MS = 60 * MINUTE;

export function fancyQuote(seed: number, match: MatchDef, s: SessionDef, t: number): FancyQuote | undefined {
  if (t >= s.settlesAt || t >= match.endMs) return undefined;
  const pr = s.progress(t);
  let expected = s.expected;
  if (pr.started) {
    if (s.kind === 'balls') {
      const rate = (pr.runs + 10 * 1.45) / (pr.balls + 10);
      expected = pr.runs + (s.balls - pr.balls) * rate;
    } else {
      expected = pr.runs + Math.max(3, s.expected - 0.4 * pr.runs);
    }
  }
  const line = Math.max(pr.runs + 1, Math.round(expected + 1.5 * valueNoise(t / 40_000, seed, match.matchId, s.selectionId)));
  const evenLine = rand01(seed, match.matchId, s.selectionId, 'variant', Math.floor(t / (2 * MINUTE))) < 0.3;

  let gameStatus: FancyQuote['gameStatus'] = '';
  const inningsOn = t >= s.inningsStartMs && t < s.inningsStartMs + 120 * BALL_MS;
  if (t < match.startMs && t >= match.startMs - FANCY_ADVANCE_SUSPEND_MS) gameStatus = 'SUSPENDED';
  else if (inningsOn && (t - s.inningsStartMs) % BALL_MS < 8_000) gameStatus = 'Ball Running';
  else if (rand01(seed, match.matchId, s.selectionId, 'fancy-suspend', Math.floor(t / MINUTE)) < 0.06) gameStatus = 'SUSPENDED';

  return {
    session: s,
    layPrice: line,
    laySize: evenLine ? 110 : 100,
    backPrice: evenLine ? line : line + 1,
    backSize: evenLine ? 90 : 100,
    gameStatus,
  };
}

export function fancyQuotes(seed: number, match: MatchDef, t: number): FancyQuote[] {
  return match.sessions.flatMap((s) => fancyQuote(seed, match, s, t) ?? []);
}
