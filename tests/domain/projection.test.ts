// Per-runner projection, the pending slip, and exposure over markets.
import { describe, expect, it } from 'vitest';
import {
  OTHER_RUNNER,
  marketBooks,
  marketExposure,
  projectSelections,
  projectWithPending,
  totalExposure,
  type ProjectionBet,
} from '../../src/domain/projection';

const back = (selectionId: string, favourMargin: number, againstMargin: number): ProjectionBet => ({
  selectionId,
  type: 'back',
  favourMargin,
  againstMargin,
});
const lay = (selectionId: string, favourMargin: number, againstMargin: number): ProjectionBet => ({
  selectionId,
  type: 'lay',
  favourMargin,
  againstMargin,
});

describe('projectSelections', () => {
  it('applies the four back/lay x mine/other rules', () => {
    const p = projectSelections([back('a', 150, 100), lay('b', 50, 75)], ['a', 'b', 'c']);
    expect(p).toEqual({ a: 200, b: -175, c: -50 });
  });
  it('no bets project to 0', () => {
    expect(projectSelections([], ['a'])).toEqual({ a: 0 });
  });
});

describe('projectWithPending', () => {
  it('adds the open slip as if matched', () => {
    const p = projectWithPending([back('a', 100, 100)], ['a', 'b'], { selectionId: 'b', side: 'back', margins: { favourMargin: 100, againstMargin: 100 } });
    expect(p).toEqual({ a: 0, b: 0 });
  });
  it('without a slip equals the matched projection', () => {
    const bets = [lay('a', 20, 30)];
    expect(projectWithPending(bets, ['a', 'b'], null)).toEqual(projectSelections(bets, ['a', 'b']));
  });
});

describe('exposure', () => {
  it('a market exposes minus its worst projection, never below 0', () => {
    expect(marketExposure({ a: 200, b: -100 })).toBe(100);
    expect(marketExposure({ a: 10, b: 5 })).toBe(0);
    expect(marketExposure({})).toBe(0);
  });
  it('sums the markets', () => {
    const total = totalExposure([
      { bets: [back('a', 150, 100)], selectionIds: ['a', 'b'] },
      { bets: [lay('x', 100, 250)], selectionIds: ['x', 'y'] },
    ]);
    expect(total).toBe(350);
  });
  it('a hedged market adds nothing', () => {
    expect(totalExposure([{ bets: [back('a', 100, 100), back('b', 100, 100)], selectionIds: ['a', 'b'] }])).toBe(0);
  });
});

describe('marketBooks', () => {
  it('groups by market and takes runners from the bets', () => {
    const books = marketBooks([
      { ...back('a', 150, 100), marketId: 'm1', runners: [{ selectionId: 'a' }, { selectionId: 'b' }] },
      { ...lay('x', 100, 50), marketId: 'm2', runners: [{ selectionId: 'x' }, { selectionId: 'y' }] },
    ]);
    expect(books.map((b) => b.selectionIds)).toEqual([
      ['a', 'b'],
      ['x', 'y'],
    ]);
    expect(totalExposure(books)).toBe(150);
  });
  it('adds a stand-in runner when the runners are unknown, so a lone back still exposes its stake', () => {
    const books = marketBooks([{ ...back('a', 150, 100), marketId: 'm1' }]);
    expect(books[0]?.selectionIds).toEqual(['a', OTHER_RUNNER]);
    expect(totalExposure(books)).toBe(100);
  });
});
