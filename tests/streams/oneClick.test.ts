// The one-click setting per player: off by default, saved under the signed-in player's id, another player starts off.
import { describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, Subject } from 'rxjs';
import { oneClickStorageKey, type OneClickSetting } from '../../src/domain/oneClick';
import { createOneClick } from '../../streams/oneClick';
import { STAKES_STORAGE_KEY, createStakes } from '../../streams/stakes';
import { memoryStorage, throwingStorage } from './storage';

function bed(storage = memoryStorage()) {
  const user = new BehaviorSubject<string | null>('u1');
  const stakes = new BehaviorSubject([{ stakeValue: 100 }, { stakeValue: 500 }]);
  const otherTab = new Subject<string | null>();
  const oneClick = createOneClick({ storage, userId$: user, userId: () => user.value, stakes$: stakes, otherTabWrites: otherTab });
  const seen: OneClickSetting[] = [];
  oneClick.setting$.subscribe((s) => seen.push(s));
  const badge: (number | null)[] = [];
  oneClick.clickStake$.subscribe((s) => badge.push(s));
  /** Another tab of the browser saves a value: the shared storage changes and this tab hears its `storage` event. */
  const otherTabSaves = (key: string, value: unknown) => {
    storage.setItem(key, JSON.stringify(value));
    otherTab.next(key);
  };
  return { storage, user, oneClick, seen, badge, otherTab, otherTabSaves, stakes };
}

describe('one-click setting', () => {
  it('is off by default: a click opens the slip', () => {
    const { oneClick, seen } = bed();
    expect(seen).toEqual([{ enabled: false, stakeIndex: 0 }]);
    expect(oneClick.stakeNow()).toBeNull();
  });

  it("turned on, is kept under the player's id and a click places the chosen stake", () => {
    const { storage, oneClick, seen } = bed();
    oneClick.setOneClick({ enabled: true, stakeIndex: 1 });
    expect(seen.at(-1)).toEqual({ enabled: true, stakeIndex: 1 });
    expect(JSON.parse(storage.data.get(oneClickStorageKey('u1')) ?? 'null')).toEqual({ enabled: true, stakeIndex: 1 });
    expect(oneClick.stakeNow()).toBe(500);
  });

  it('another player on the same browser starts off; the first gets theirs back', () => {
    const { user, oneClick, seen } = bed();
    oneClick.setOneClick({ enabled: true, stakeIndex: 1 });
    user.next('u2');
    expect(seen.at(-1)).toEqual({ enabled: false, stakeIndex: 0 });
    expect(oneClick.stakeNow()).toBeNull();
    user.next('u1');
    expect(seen.at(-1)).toEqual({ enabled: true, stakeIndex: 1 });
  });

  it('logged out: off, and setting it does nothing', () => {
    const { storage, user, oneClick, seen } = bed();
    user.next(null);
    oneClick.setOneClick({ enabled: true, stakeIndex: 0 });
    expect(seen.at(-1)).toEqual({ enabled: false, stakeIndex: 0 });
    expect(storage.data.size).toBe(0);
  });

  it('storage that refuses: off, and no throw', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { oneClick } = bed(throwingStorage as ReturnType<typeof memoryStorage>);
    expect(() => oneClick.setOneClick({ enabled: true, stakeIndex: 0 })).not.toThrow();
    expect(oneClick.stakeNow()).toBeNull();
  });

  it('turned on, off or to another stake in another tab: this tab says so at once, and a click here places what the badge says', () => {
    const { oneClick, seen, badge, otherTabSaves } = bed();
    expect(badge).toEqual([null]);
    otherTabSaves(oneClickStorageKey('u1'), { enabled: true, stakeIndex: 0 });
    expect(seen.at(-1)).toEqual({ enabled: true, stakeIndex: 0 });
    expect(badge.at(-1)).toBe(100);
    expect(oneClick.stakeNow()).toBe(100);
    otherTabSaves(oneClickStorageKey('u1'), { enabled: true, stakeIndex: 1 });
    expect(badge.at(-1)).toBe(500);
    expect(oneClick.stakeNow()).toBe(500);
    otherTabSaves(oneClickStorageKey('u1'), { enabled: false, stakeIndex: 1 });
    expect(badge.at(-1)).toBeNull();
    expect(oneClick.stakeNow()).toBeNull();
    expect(badge).toEqual([null, 100, 500, null]);
  });

  it("another tab's other writes, or another player's setting, change nothing; storage cleared reads again", () => {
    const { oneClick, seen, badge, otherTab, otherTabSaves, storage } = bed();
    oneClick.setOneClick({ enabled: true, stakeIndex: 1 });
    const before = seen.length;
    otherTabSaves('exchange.somethingElse', { enabled: false });
    otherTabSaves(oneClickStorageKey('u2'), { enabled: false, stakeIndex: 0 });
    expect(seen).toHaveLength(before);
    expect(badge.at(-1)).toBe(500);
    storage.data.clear();
    otherTab.next(null);
    expect(seen.at(-1)).toEqual({ enabled: false, stakeIndex: 0 });
    expect(badge.at(-1)).toBeNull();
  });

  it('the quick stake behind the chosen slot changes: the badge follows', () => {
    const { oneClick, badge, stakes } = bed();
    oneClick.setOneClick({ enabled: true, stakeIndex: 1 });
    stakes.next([{ stakeValue: 100 }, { stakeValue: 700 }]);
    expect(badge.at(-1)).toBe(700);
    expect(oneClick.stakeNow()).toBe(700);
  });

  it("another tab edits the quick stake behind the chosen slot: this tab's badge and click follow at once (stakes and setting on one storage)", () => {
    const storage = memoryStorage();
    const otherTab = new Subject<string | null>();
    const user = new BehaviorSubject<string | null>('u1');
    const { stakes$ } = createStakes({ storage, otherTabWrites: otherTab });
    const oneClick = createOneClick({ storage, userId$: user, userId: () => user.value, stakes$, otherTabWrites: otherTab });
    const badge: (number | null)[] = [];
    oneClick.clickStake$.subscribe((s) => badge.push(s));
    oneClick.setOneClick({ enabled: true, stakeIndex: 2 });
    expect(badge).toEqual([null, 500]);
    // The other tab's editor saves its 8 stakes, the third now 700.
    storage.setItem(STAKES_STORAGE_KEY, JSON.stringify([100, 200, 700, 1000, 2000, 5000, 10000, 20000].map((stakeValue, i) => ({ id: i + 1, stakeValue }))));
    otherTab.next(STAKES_STORAGE_KEY);
    expect(badge).toEqual([null, 500, 700]);
    expect(oneClick.stakeNow()).toBe(700);
  });
});
