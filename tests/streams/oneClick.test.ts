// The one-click setting per player: off by default, saved under the signed-in player's id, another player starts off.
import { describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import { oneClickStorageKey, type OneClickSetting } from '../../src/domain/oneClick';
import { createOneClick } from '../../streams/oneClick';
import { memoryStorage, throwingStorage } from './storage';

function bed(storage = memoryStorage()) {
  const user = new BehaviorSubject<string | null>('u1');
  const stakes = new BehaviorSubject([{ stakeValue: 100 }, { stakeValue: 500 }]);
  const oneClick = createOneClick({ storage, userId$: user, userId: () => user.value, stakes$: stakes });
  const seen: OneClickSetting[] = [];
  oneClick.setting$.subscribe((s) => seen.push(s));
  return { storage, user, oneClick, seen };
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
});
