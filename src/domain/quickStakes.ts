// The 8 quick-stake slots: defaults, the player's saved values over them, and how an edited box is read.
import { CHIP_IMAGE_COUNT, DEFAULT_STAKES, QUICK_STAKE_SLOTS } from './constants';

export interface StakePreset {
  id: number;
  stakeValue: number;
}

/** An edited box as an integer stake: anything not a positive number becomes 0; decimals are cut ("12.9" -> 12). */
export function sanitizeStake(raw: string | number): number {
  const n = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw.trim());
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.trunc(n);
}

/** 100, 200, 500, 1000, 2000, 5000, 10000, 20000 with ids 1..8. */
export function defaultQuickStakes(): StakePreset[] {
  return DEFAULT_STAKES.map((stakeValue, i) => ({ id: i + 1, stakeValue }));
}

/**
 * Exactly 8 slots: the saved stakes override the defaults slot by slot; missing slots keep the
 * default, extra saved values are dropped, and saved values are re-read as integers.
 */
export function quickStakeSlots(saved: readonly StakePreset[] | null | undefined): StakePreset[] {
  const defaults = defaultQuickStakes();
  return defaults.slice(0, QUICK_STAKE_SLOTS).map((d, i) => {
    const s = saved?.[i];
    return s ? { id: s.id, stakeValue: sanitizeStake(s.stakeValue) } : d;
  });
}

/** The slots with one box edited (out-of-range indexes change nothing). */
export function editSlot(slots: readonly StakePreset[], index: number, raw: string | number): StakePreset[] {
  return slots.map((s, i) => (i === index ? { ...s, stakeValue: sanitizeStake(raw) } : s));
}

/** Which of the 4 chip pictures a chip at this position uses. */
export function chipImageIndex(position: number): number {
  return ((position % CHIP_IMAGE_COUNT) + CHIP_IMAGE_COUNT) % CHIP_IMAGE_COUNT;
}
