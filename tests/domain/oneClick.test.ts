// One-click betting: off by default, read back safely from storage, per player, and the stake a click places.
import { describe, expect, it } from 'vitest';
import { ONE_CLICK_OFF, oneClickStake, oneClickStorageKey, readOneClick } from '../../src/domain/oneClick';

const stakes = [100, 200, 0, 1000].map((stakeValue) => ({ stakeValue }));

describe('readOneClick', () => {
  it('anything unreadable is off', () => {
    for (const stored of [null, undefined, 'on', 1, []]) expect(readOneClick(stored, 8)).toEqual(ONE_CLICK_OFF);
    expect(readOneClick({ enabled: 'true', stakeIndex: 1 }, 8)).toEqual({ enabled: false, stakeIndex: 1 });
  });
  it('keeps a stake index inside the slots', () => {
    expect(readOneClick({ enabled: true, stakeIndex: 3 }, 8)).toEqual({ enabled: true, stakeIndex: 3 });
    expect(readOneClick({ enabled: true, stakeIndex: 8 }, 8)).toEqual({ enabled: true, stakeIndex: 0 });
    expect(readOneClick({ enabled: true, stakeIndex: 1.5 }, 8)).toEqual({ enabled: true, stakeIndex: 0 });
  });
});

describe('oneClickStake', () => {
  it('off: a click opens the slip (null)', () => {
    expect(oneClickStake({ enabled: false, stakeIndex: 1 }, stakes)).toBeNull();
  });
  it('on: the chosen quick stake', () => {
    expect(oneClickStake({ enabled: true, stakeIndex: 1 }, stakes)).toBe(200);
  });
  it('on, but the chosen quick stake is 0 or missing: the slip opens as usual', () => {
    expect(oneClickStake({ enabled: true, stakeIndex: 2 }, stakes)).toBeNull();
    expect(oneClickStake({ enabled: true, stakeIndex: 7 }, stakes)).toBeNull();
  });
});

describe('oneClickStorageKey', () => {
  it("carries the player's id", () => {
    expect(oneClickStorageKey('u1')).not.toBe(oneClickStorageKey('u2'));
  });
});
