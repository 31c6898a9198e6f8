// The player's one-click betting setting, kept in storage under the player's id (src/domain/oneClick.ts), the same in every tab, and the stake a price click places now.
import { bind } from '@react-rxjs/core';
import { BehaviorSubject, Observable, combineLatest, distinctUntilChanged, filter, map, merge } from 'rxjs';
import { QUICK_STAKE_SLOTS } from '../src/domain/constants';
import { ONE_CLICK_OFF, oneClickStake, oneClickStorageKey, readOneClick, type OneClickSetting } from '../src/domain/oneClick';
import { latest } from './market/snapshot';
import { otherTabWrites$ } from './otherTabs';
import { session, type KeyValueStorage } from './session';
import { stakes$ } from './stakes';

interface OneClickDeps {
  storage: KeyValueStorage | null;
  /** The signed-in player's id; null while logged out. */
  userId$: Observable<string | null>;
  userId: () => string | null;
  /** The quick stakes, which follow another tab's edits themselves (streams/stakes.ts). */
  stakes$: Observable<readonly { stakeValue: number }[]>;
  /**
   * The storage keys other tabs of this browser write (the window's `storage` events; null: storage
   * cleared). The setting is read again on each, so every tab shows what a click there will do.
   */
  otherTabWrites: Observable<string | null>;
}

export function createOneClick(deps: OneClickDeps) {
  const read = (userId: string | null): OneClickSetting => {
    if (userId === null) return ONE_CLICK_OFF;
    try {
      const raw = deps.storage?.getItem(oneClickStorageKey(userId));
      return raw ? readOneClick(JSON.parse(raw), QUICK_STAKE_SLOTS) : ONE_CLICK_OFF;
    } catch {
      return ONE_CLICK_OFF;
    }
  };
  const writes = new BehaviorSubject(0);
  const ours = (key: string | null): boolean => key === null || key.startsWith(oneClickStorageKey(''));

  /** The signed-in player's setting (off while logged out or never set), as this tab or another last saved it. */
  const setting$: Observable<OneClickSetting> = combineLatest([deps.userId$, merge(writes, deps.otherTabWrites.pipe(filter(ours)))]).pipe(
    map(([id]) => read(id)),
    distinctUntilChanged((a, b) => a.enabled === b.enabled && a.stakeIndex === b.stakeIndex),
  );

  /** The stake a click on a price places at once now, or null when a click opens the slip: what the badge and the what-if say. */
  const clickStake$: Observable<number | null> = combineLatest([setting$, deps.stakes$]).pipe(
    map(([setting, stakes]) => oneClickStake(setting, stakes)),
    distinctUntilChanged(),
  );

  /** Saves the signed-in player's setting; nothing while logged out. */
  const setOneClick = (next: OneClickSetting): void => {
    const id = deps.userId();
    if (id === null) return;
    try {
      deps.storage?.setItem(oneClickStorageKey(id), JSON.stringify(readOneClick(next, QUICK_STAKE_SLOTS)));
    } catch (err) {
      console.warn('[oneClick] could not persist the setting', err);
    }
    writes.next(writes.value + 1);
  };

  /** At the moment of a click: the stake it places at once, or null to open the slip as usual. */
  const stakeNow = (): number | null => oneClickStake(read(deps.userId()), latest(deps.stakes$) ?? []);

  return { setting$, clickStake$, setOneClick, stakeNow };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const userIdOf = (user: { _id: string } | null): string | null => (user ? String(user._id) : null);

/** The app's one-click setting, per signed-in player. */
const appOneClick = createOneClick({
  storage: browserStorage(),
  userId$: session.userDetails$.pipe(
    map(userIdOf),
    distinctUntilChanged(),
  ),
  userId: () => userIdOf(session.current().userDetails),
  stakes$,
  otherTabWrites: otherTabWrites$,
});
export const { setOneClick, stakeNow: oneClickStakeNow, clickStake$: oneClickStake$ } = appOneClick;

/** The signed-in player's one-click setting, for the settings page. */
export const [useOneClick] = bind(appOneClick.setting$, ONE_CLICK_OFF);

/** The stake a click on a price places at once (null: a click opens the slip), for the market page's badge. */
export const [useOneClickStake] = bind(oneClickStake$, null);
