// The charts' pure geometry: scales, extents, ticks, line and step paths with gaps, bands, summaries.
import { describe, expect, it } from 'vitest';
import {
  bandRects,
  extentOf,
  linePath,
  linearScale,
  niceTicks,
  padExtent,
  stepPath,
  summarize,
  unionExtent,
  type ChartPoint,
} from '../../../src/ui/chart/geometry';

const id = (n: number) => n;

describe('linearScale', () => {
  it('maps the domain onto the range, also backwards (a y axis)', () => {
    const x = linearScale([10, 20], [0, 100]);
    expect([x(10), x(15), x(20), x(25)]).toEqual([0, 50, 100, 150]);
    const y = linearScale([1.5, 2.5], [200, 0]);
    expect([y(1.5), y(2), y(2.5)]).toEqual([200, 100, 0]);
  });
  it('puts every value in the middle of the range when the domain is flat', () => {
    const x = linearScale([7, 7], [10, 30]);
    expect([x(7), x(100)]).toEqual([20, 20]);
  });
});

describe('extents', () => {
  it('skips gaps and non-finite values; null when nothing is left', () => {
    expect(extentOf([3, null, 1.5, Number.NaN, 2])).toEqual([1.5, 3]);
    expect(extentOf([null, null])).toBeNull();
    expect(extentOf([])).toBeNull();
  });
  it('pads by a fraction of the width, a flat extent by a fraction of its value (or 1 at zero)', () => {
    expect(padExtent([2, 4], 0.25)).toEqual([1.5, 4.5]);
    expect(padExtent([2, 2], 0.25)).toEqual([1.5, 2.5]);
    expect(padExtent([0, 0], 0.25)).toEqual([-1, 1]);
  });
  it('joins two extents; either may be missing', () => {
    expect(unionExtent([1, 2], [0.5, 1.5])).toEqual([0.5, 2]);
    expect(unionExtent(null, [1, 2])).toEqual([1, 2]);
    expect(unionExtent([1, 2], null)).toEqual([1, 2]);
    expect(unionExtent(null, null)).toBeNull();
  });
});

describe('paths', () => {
  const pts: ChartPoint[] = [
    { t: 0, v: 10 },
    { t: 1, v: 20 },
    { t: 2, v: null },
    { t: 3, v: 30 },
    { t: 4, v: 40 },
  ];
  it('a line moves to its first point, draws through the next, and starts again after a gap', () => {
    expect(linePath(pts, id, id)).toBe('M0 10L1 20M3 30L4 40');
  });
  it('a step line holds each value until the next point, breaks at a gap, and holds the last to the end', () => {
    expect(stepPath(pts, id, id, 6)).toBe('M0 10H1V20H2M3 30H4V40H6');
    expect(stepPath(pts, id, id)).toBe('M0 10H1V20H2M3 30H4V40');
  });
  it('draws nothing for no values, and scales what it draws', () => {
    expect(linePath([{ t: 0, v: null }], id, id)).toBe('');
    expect(stepPath([], id, id, 5)).toBe('');
    const x = linearScale([0, 4], [0, 100]);
    const y = linearScale([10, 40], [90, 0]);
    expect(linePath(pts, x, y)).toBe('M0 90L25 60M75 30L100 0');
  });
});

describe('bandRects', () => {
  it('clips each interval to the domain and drops those outside it', () => {
    const x = linearScale([100, 200], [0, 1000]);
    expect(
      bandRects(
        [
          { from: 50, to: 120 },
          { from: 150, to: 160 },
          { from: 190, to: 400 },
          { from: 300, to: 400 },
        ],
        x,
        [100, 200],
      ),
    ).toEqual([
      { x: 0, width: 200 },
      { x: 500, width: 100 },
      { x: 900, width: 100 },
    ]);
  });
  it('a moment-long interval still shows one unit wide', () => {
    expect(bandRects([{ from: 5, to: 5 }], id, [0, 10])).toEqual([{ x: 5, width: 1 }]);
  });
});

describe('niceTicks', () => {
  it('steps of 1, 2 or 5 times a power of ten inside the extent', () => {
    expect(niceTicks(0, 10, 5)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(1.83, 2.27, 4)).toEqual([1.9, 2, 2.1, 2.2]);
    expect(niceTicks(-1200, 3400, 4)).toEqual([-1000, 0, 1000, 2000, 3000]);
  });
  it('one tick for a flat extent, none for a non-finite one, either order', () => {
    expect(niceTicks(2, 2)).toEqual([2]);
    expect(niceTicks(Number.NaN, 2)).toEqual([]);
    expect(niceTicks(10, 0, 5)).toEqual([0, 2, 4, 6, 8, 10]);
  });
});

describe('summarize', () => {
  it('first, last, high and low with their times, skipping gaps; the earliest of equal highs', () => {
    const s = summarize([
      { t: 1, v: null },
      { t: 2, v: 2.1 },
      { t: 3, v: 2.4 },
      { t: 4, v: 1.9 },
      { t: 5, v: 2.4 },
      { t: 6, v: 2.0 },
      { t: 7, v: null },
    ]);
    expect(s).toEqual({
      first: { t: 2, v: 2.1 },
      last: { t: 6, v: 2.0 },
      high: { t: 3, v: 2.4 },
      low: { t: 4, v: 1.9 },
    });
  });
  it('null for a series with no value', () => {
    expect(summarize([])).toBeNull();
    expect(summarize([{ t: 1, v: null }])).toBeNull();
  });
});
