// The charts' pure geometry: scales, extents, ticks, line and step paths with gaps, shaded bands, a series' summary.

/** One value at one time (epoch ms, or any increasing number); `v: null` is a gap (no value then). */
export interface ChartPoint {
  t: number;
  v: number | null;
}

/** A stretch of time, `from` to `to` (an open stretch is passed with `to` at the chart's end). */
export interface Interval {
  from: number;
  to: number;
}

export type Scale = (x: number) => number;
export type Extent = readonly [lo: number, hi: number];

/**
 * Maps `domain` linearly onto `range` (either may run backwards: a y scale maps low values to the
 * bottom). A zero-width domain maps every value to the middle of the range.
 */
export function linearScale(domain: Extent, range: Extent): Scale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0) {
    const mid = (r0 + r1) / 2;
    return () => mid;
  }
  const k = (r1 - r0) / (d1 - d0);
  return (x) => r0 + (x - d0) * k;
}

/** Lowest and highest of the numbers given (nulls and non-finite values skipped); null when there are none. */
export function extentOf(values: Iterable<number | null>): Extent | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (v === null || !Number.isFinite(v)) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return lo === Infinity ? null : [lo, hi];
}

/**
 * Widens an extent by `fraction` of its width each side, so lines do not run along the frame; a flat
 * extent (one value) is widened by `fraction` of the value itself (or by 1 around zero).
 */
export function padExtent([lo, hi]: Extent, fraction = 0.08): Extent {
  const width = hi - lo;
  const pad = width > 0 ? width * fraction : Math.abs(lo) * fraction || 1;
  return [lo - pad, hi + pad];
}

/** Both extents' span (null when both are null). */
export function unionExtent(a: Extent | null, b: Extent | null): Extent | null {
  if (!a) return b;
  if (!b) return a;
  return [Math.min(a[0], b[0]), Math.max(a[1], b[1])];
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Straight segments through the points; a gap (`v: null`) ends a segment and the next value starts a new one. */
export function linePath(points: readonly ChartPoint[], x: Scale, y: Scale): string {
  let d = '';
  let pen = false;
  for (const p of points) {
    if (p.v === null) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${round(x(p.t))} ${round(y(p.v))}`;
    pen = true;
  }
  return d;
}

/**
 * A step line: each value holds until the next point's time (a price stands until it moves), the last
 * one until `endT` when given. A gap (`v: null`) holds nothing: the line breaks from its time on.
 */
export function stepPath(points: readonly ChartPoint[], x: Scale, y: Scale, endT?: number): string {
  let d = '';
  let held: number | null = null;
  for (const p of points) {
    const px = round(x(p.t));
    if (held !== null) d += `H${px}`;
    if (p.v === null) {
      held = null;
      continue;
    }
    const py = round(y(p.v));
    d += held === null ? `M${px} ${py}` : `V${py}`;
    held = p.v;
  }
  const last = points[points.length - 1];
  if (held !== null && endT !== undefined && last && endT > last.t) d += `H${round(x(endT))}`;
  return d;
}

/** The x and width of each interval's shaded band, clipped to the time domain; intervals wholly outside it are dropped. */
export function bandRects(intervals: readonly Interval[], x: Scale, domain: Extent): { x: number; width: number }[] {
  const out: { x: number; width: number }[] = [];
  for (const iv of intervals) {
    const from = Math.max(iv.from, domain[0]);
    const to = Math.min(iv.to, domain[1]);
    if (to < from) continue;
    const x0 = round(x(from));
    out.push({ x: x0, width: Math.max(round(x(to)) - x0, 1) });
  }
  return out;
}

/**
 * About `count` round tick values inside [lo, hi] (steps of 1, 2 or 5 times a power of ten, the nearest to
 * (hi - lo) / count), lowest
 * first; the one value when the extent is flat.
 */
export function niceTicks(lo: number, hi: number, count = 4): number[] {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [];
  if (hi === lo) return [lo];
  if (hi < lo) [lo, hi] = [hi, lo];
  const raw = (hi - lo) / Math.max(count, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  // The multiple nearest the raw step (d3's thresholds: the geometric means of 1, 2, 5 and 10).
  const error = raw / power;
  const step = (error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.SQRT2 ? 2 : 1) * power;
  const ticks: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) {
    // Rounded to the step's decimals, so 0.1 + 0.2 prints as 0.3.
    ticks.push(Number(v.toFixed(Math.max(0, -Math.floor(Math.log10(step))))));
  }
  return ticks;
}

/** A value and when it was seen. */
export interface ValueAt {
  t: number;
  v: number;
}

/** What a text alternative says of a series: its first and last values, and its highest and lowest (the earliest when tied). */
export interface SeriesSummary {
  first: ValueAt;
  last: ValueAt;
  high: ValueAt;
  low: ValueAt;
}

/** The series' first, last, high and low values (gaps skipped); null when it has no value at all. */
export function summarize(points: readonly ChartPoint[]): SeriesSummary | null {
  let summary: SeriesSummary | null = null;
  for (const p of points) {
    if (p.v === null) continue;
    const at: ValueAt = { t: p.t, v: p.v };
    if (!summary) {
      summary = { first: at, last: at, high: at, low: at };
      continue;
    }
    summary.last = at;
    if (at.v > summary.high.v) summary.high = at;
    if (at.v < summary.low.v) summary.low = at;
  }
  return summary;
}
