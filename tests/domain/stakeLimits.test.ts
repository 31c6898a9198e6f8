// Stake bounds per kind, the advance bet lock, the stake check and the Min/Max text.
import { describe, expect, it } from 'vitest';
import type { Limits } from '../../src/api/contract';
import {
  CASINO_MIN_MAX_TEXT,
  MAX_STAKE_MESSAGE,
  MIN_STAKE_MESSAGE,
  fancyMinMaxText,
  isAdvanceLocked,
  minMaxText,
  stakeLimitsFor,
  validateStake,
} from '../../src/domain/stakeLimits';

const limits: Limits = {
  oddsMin: 50,
  oddsMax: 50_000,
  fancyMin: 200,
  fancyMax: 25_000,
  bookmakerMin: 300,
  bookmakerMax: 150_000,
  delay: 3,
  advanceBetLock: false,
};
const locked: Limits = { ...limits, advanceBetLock: true };

describe('stakeLimitsFor', () => {
  it('reads the configured bounds per kind', () => {
    expect(stakeLimitsFor('odds', limits, false)).toEqual({ min: 50, max: 50_000 });
    expect(stakeLimitsFor('bookmaker', limits, false)).toEqual({ min: 300, max: 150_000 });
    expect(stakeLimitsFor('fancy', limits, false)).toEqual({ min: 200, max: 25_000 });
    expect(stakeLimitsFor('horse', limits, false)).toEqual({ min: 50, max: 50_000 });
  });
  it('falls back to the defaults when limits are missing or zero', () => {
    expect(stakeLimitsFor('odds', null, false)).toEqual({ min: 100, max: 100_000 });
    expect(stakeLimitsFor('bookmaker', {}, false)).toEqual({ min: 100, max: 300_000 });
    expect(stakeLimitsFor('fancy', { ...limits, fancyMin: 0, fancyMax: 0 }, false)).toEqual({ min: 100, max: 300_000 });
    expect(stakeLimitsFor('horse', undefined, true)).toEqual({ min: 100, max: 100_000 });
  });
  it('casino is always 100-5000, lock or not', () => {
    expect(stakeLimitsFor('casino', locked, false)).toEqual({ min: 100, max: 5000 });
  });
  it('advance lock before the off gives 1 and 0 on exchange kinds', () => {
    for (const kind of ['odds', 'bookmaker', 'fancy'] as const) {
      expect(stakeLimitsFor(kind, locked, false)).toEqual({ min: 1, max: 0 });
      expect(stakeLimitsFor(kind, locked, true)).not.toEqual({ min: 1, max: 0 });
    }
  });
  it('horse applies the lock whether in play or not', () => {
    expect(stakeLimitsFor('horse', locked, true)).toEqual({ min: 1, max: 0 });
  });
  it('isAdvanceLocked needs the lock and not in play', () => {
    expect(isAdvanceLocked(locked, false)).toBe(true);
    expect(isAdvanceLocked(locked, true)).toBe(false);
    expect(isAdvanceLocked(limits, false)).toBe(false);
    expect(isAdvanceLocked(null, false)).toBe(false);
  });
});

describe('validateStake', () => {
  const bounds = { min: 100, max: 5000 };
  it('accepts the bounds themselves', () => {
    expect(validateStake(100, bounds)).toBeNull();
    expect(validateStake(5000, bounds)).toBeNull();
  });
  it('names the bound crossed', () => {
    expect(validateStake(99, bounds)).toBe(MIN_STAKE_MESSAGE);
    expect(validateStake(5001, bounds)).toBe(MAX_STAKE_MESSAGE);
    expect(MIN_STAKE_MESSAGE).toBe('Minimum stake limit exceeded!');
    expect(MAX_STAKE_MESSAGE).toBe('Maximum stake limit exceeded!');
  });
  it('a stake that is not a number is too small', () => {
    expect(validateStake(Number.NaN, bounds)).toBe(MIN_STAKE_MESSAGE);
  });
  it('under the advance lock every stake is refused: below 1 as minimum, from 1 as maximum', () => {
    const lock = stakeLimitsFor('odds', locked, false);
    expect(validateStake(0, lock)).toBe(MIN_STAKE_MESSAGE);
    expect(validateStake(1, lock)).toBe(MAX_STAKE_MESSAGE);
    expect(validateStake(100, lock)).toBe(MAX_STAKE_MESSAGE);
  });
});

describe('Min/Max texts', () => {
  it('shows 1 - 0 under the lock, else odds bounds with defaults', () => {
    expect(minMaxText('odds', locked, false)).toBe('1 - 0');
    expect(minMaxText('odds', locked, true)).toBe('50 - 50000');
    expect(minMaxText('odds', null, false)).toBe('100 - 100000');
  });
  it('a horse race shows 1 - 0 whenever the lock is set (its spec has no in-play condition), else odds bounds', () => {
    expect(minMaxText('horse', locked, true)).toBe('1 - 0');
    expect(minMaxText('horse', null, false)).toBe('100 - 100000');
  });
  it('fancy defaults its shown maximum to 20000', () => {
    expect(fancyMinMaxText(null, false)).toBe('100 - 20000');
    expect(fancyMinMaxText(limits, false)).toBe('200 - 25000');
    expect(fancyMinMaxText(locked, false)).toBe('1 - 0');
  });
  it('casino label', () => {
    expect(CASINO_MIN_MAX_TEXT).toBe('Min/Max:100-5000');
  });
});
