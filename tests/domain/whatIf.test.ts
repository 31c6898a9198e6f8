// What-if on a price: each runner's profit or loss if the pointed-at bet were matched, and the stake it is priced at.
import { describe, expect, it } from 'vitest';
import { whatIfProjection, whatIfStake } from '../../src/domain/margins';

const ids = ['a', 'b', 'c'];

describe('whatIfProjection', () => {
  it('a back on a flat book: its runner wins (odds - 1) x stake, the others lose the stake', () => {
    expect(whatIfProjection({ kind: 'ODDS', side: 'back', price: 2.5, stake: 100 }, 'a', ids)).toEqual({ a: 150, b: -100, c: -100 });
  });

  it('a lay on a bookmaker (per 100): its runner loses rate/100 x stake, the others win the stake', () => {
    expect(whatIfProjection({ kind: 'BOOKMAKER', side: 'lay', price: 45, stake: 200 }, 'b', ids)).toEqual({ a: 200, b: -90, c: 200 });
  });

  it('adds to the matched bets of the market', () => {
    const matched = [{ selectionId: 'a', type: 'back' as const, favourMargin: 100, againstMargin: 100 }];
    // Backed a at 2.0 for 100; now laying a at 2.0 for 100 levels every runner at 0.
    expect(whatIfProjection({ kind: 'ODDS', side: 'lay', price: 2, stake: 100 }, 'a', ids, matched)).toEqual({ a: 0, b: 0, c: 0 });
  });

  it('nothing without a stake or a price', () => {
    expect(whatIfProjection({ kind: 'ODDS', side: 'back', price: 2, stake: 0 }, 'a', ids)).toBeNull();
    expect(whatIfProjection({ kind: 'ODDS', side: 'back', price: 0, stake: 100 }, 'a', ids)).toBeNull();
    expect(whatIfProjection({ kind: 'ODDS', side: 'back', price: Number.NaN, stake: 100 }, 'a', ids)).toBeNull();
  });
});

describe('whatIfStake', () => {
  it("is the slip's stake when it has one", () => {
    expect(whatIfStake(750, [{ stakeValue: 100 }])).toBe(750);
  });
  it('else the first quick stake above 0', () => {
    expect(whatIfStake(0, [{ stakeValue: 0 }, { stakeValue: 200 }, { stakeValue: 500 }])).toBe(200);
  });
  it('0 when there is none', () => {
    expect(whatIfStake(0, [{ stakeValue: 0 }])).toBe(0);
  });
});
