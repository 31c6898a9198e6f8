// Quick-stake slots, edits and chip pictures.
import { describe, expect, it } from 'vitest';
import { chipImageIndex, defaultQuickStakes, editSlot, quickStakeSlots, sanitizeStake } from '../../src/domain/quickStakes';

describe('sanitizeStake', () => {
  it('parses integers, cutting decimals', () => {
    expect(sanitizeStake('250')).toBe(250);
    expect(sanitizeStake(' 12.9 ')).toBe(12);
    expect(sanitizeStake(300.7)).toBe(300);
  });
  it('non-positive or non-numeric becomes 0', () => {
    expect(sanitizeStake('0')).toBe(0);
    expect(sanitizeStake('-5')).toBe(0);
    expect(sanitizeStake('abc')).toBe(0);
    expect(sanitizeStake('12abc')).toBe(0);
    expect(sanitizeStake('')).toBe(0);
    expect(sanitizeStake(Number.NaN)).toBe(0);
    expect(sanitizeStake('0.5')).toBe(0);
  });
});

describe('slots', () => {
  it('defaults to the 8 presets', () => {
    expect(defaultQuickStakes().map((s) => s.stakeValue)).toEqual([100, 200, 500, 1000, 2000, 5000, 10000, 20000]);
    expect(quickStakeSlots(null)).toEqual(defaultQuickStakes());
  });
  it('saved stakes override slot by slot; missing keep defaults; extras dropped', () => {
    const saved = [
      { id: 1, stakeValue: 150 },
      { id: 2, stakeValue: 250 },
    ];
    expect(quickStakeSlots(saved).map((s) => s.stakeValue)).toEqual([150, 250, 500, 1000, 2000, 5000, 10000, 20000]);
    const many = Array.from({ length: 10 }, (_, i) => ({ id: i, stakeValue: i + 1 }));
    expect(quickStakeSlots(many)).toHaveLength(8);
  });
  it('editing one box sanitizes only that box', () => {
    const edited = editSlot(defaultQuickStakes(), 2, '-1');
    expect(edited[2]?.stakeValue).toBe(0);
    expect(edited[3]?.stakeValue).toBe(1000);
    expect(editSlot(defaultQuickStakes(), 9, '5')).toEqual(defaultQuickStakes());
  });
});

it('chip pictures cycle over 4', () => {
  expect([0, 1, 2, 3, 4, 5, 7].map(chipImageIndex)).toEqual([0, 1, 2, 3, 0, 1, 3]);
});
