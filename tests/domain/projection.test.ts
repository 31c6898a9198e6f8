// Per-runner projection, the pending slip, and exposure over markets.
import { describe, expect, it } from 'vitest';
import {
  projectSelections,
  projectWithPending,
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
