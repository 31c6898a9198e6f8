// The player's one-click betting setting, kept in storage under the player's id (src/domain/oneClick.ts), and the stake a price click places now.
import { bind } from '@react-rxjs/core';
import { BehaviorSubject, Observable, combineLatest, distinctUntilChanged, map } from 'rxjs';
import { QUICK_STAKE_SLOTS } from '../src/domain/constants';
import { ONE_CLICK_OFF, oneClickStake, oneClickStorageKey, readOneClick, type OneClickSetting } from '../src/domain/oneClick';
import { latest } from './market/snapshot';
import { session, type KeyValueStorage } from './session';
import { stakes$ } from './stakes';

interface OneClickDeps {
  storage: KeyValueStorage | null;
  /** The signed-in player's id; null while logged out. */
  userId$: Observable<string | null>;
  userId: () => string | null;
  stakes$: Observable<readonly { stakeValue: number }[]>;
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

  /** The signed-in player's setting (off while logged out or never set). */
  const setting$: Observable<OneClickSetting> = combineLatest([deps.userId$, writes]).pipe(
    map(([id]) => read(id)),
    distinctUntilChanged((a, b) => a.enabled === b.enabled && a.stakeIndex === b.stakeIndex),
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

  return { setting$, setOneClick, stakeNow };
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
});
const oneClick$ = appOneClick.setting$;
export const { setOneClick, stakeNow: oneClickStakeNow } = appOneClick;

/** The signed-in player's one-click setting, for the settings page and the market page's badge. */
export const [useOneClick] = bind(oneClick$, ONE_CLICK_OFF);
