// The player's 8 quick stakes (client state kept in storage, the same in every tab) and the settings page's editor, whose edits reach them 2 s after the last change.
import {
  BehaviorSubject,
  Observable,
  Subject,
  defer,
  filter,
  switchMap,
  tap,
  timer,
  type SchedulerLike,
} from 'rxjs';
import * as v from 'valibot';
import { STAKE_SAVE_DELAY_MS } from '../src/domain/constants';
import { editSlot, quickStakeSlots, type StakePreset } from '../src/domain/quickStakes';
import { otherTabWrites$ } from './otherTabs';
import { appScheduler } from './scheduler';
import type { KeyValueStorage } from './session';

export type { StakePreset };

export const STAKES_STORAGE_KEY = 'exchange.stakes';

const Stored = v.array(v.object({ id: v.pipe(v.number(), v.finite()), stakeValue: v.pipe(v.number(), v.finite()) }));

export interface StakesDeps {
  storage: KeyValueStorage | null;
  /** Defaults to `appScheduler()`, read when the editor is opened. */
  scheduler?: SchedulerLike;
  /**
   * The storage keys other tabs of this browser write (null: storage cleared): the stakes are read again on
   * theirs, so the stake buttons, the editor and the one-click stake of every tab follow a save made in another.
   */
  otherTabWrites?: Observable<string | null>;
}

interface StakeEditor {
  /** The 8 boxes as edited; opening the editor starts from the saved stakes. */
  draft$: Observable<StakePreset[]>;
  /** One box typed into: read as an integer, anything not positive becomes 0. */
  edit: (index: number, raw: string) => void;
  /** The Save button: the edits reach the saved stakes 2 s after the last one, as without it. */
  save: () => void;
}

export interface Stakes {
  /** Always 8 slots: the saved stakes over the defaults (100 ... 20000). Replays the current value. */
  stakes$: Observable<StakePreset[]>;
  setStakes: (stakes: readonly StakePreset[]) => void;
  editor: StakeEditor;
}

export function createStakes(deps: StakesDeps): Stakes {
  const read = (): StakePreset[] => {
    try {
      const raw = deps.storage?.getItem(STAKES_STORAGE_KEY);
      const parsed = raw ? v.safeParse(Stored, JSON.parse(raw)) : null;
      return quickStakeSlots(parsed?.success ? parsed.output : null);
    } catch {
      return quickStakeSlots(null);
    }
  };

  const saved = new BehaviorSubject<StakePreset[]>(read());

  const store = (stakes: readonly StakePreset[]): void => {
    const next = quickStakeSlots(stakes);
    try {
      deps.storage?.setItem(STAKES_STORAGE_KEY, JSON.stringify(next));
    } catch (err) {
      // Private mode or a full quota: the stakes still hold for this page's life.
      console.warn('[stakes] could not persist the quick stakes', err);
    }
    saved.next(next);
  };

  const edits = new Subject<{ index: number; raw: string }>();
  // The boxes as edited; `dirty` while an edit has not reached the saved stakes yet.
  const draft = new BehaviorSubject<StakePreset[]>(saved.value);
  let dirty = false;
  const commit = () => {
    if (!dirty) return;
    dirty = false;
    store(draft.value);
  };

  /** Stakes set by another screen replace any edit still waiting for its 2 s. */
  const setStakes = (stakes: readonly StakePreset[]): void => {
    dirty = false;
    store(stakes);
    draft.next(saved.value);
  };

  // Spec section 4: the stakes reach the app's state 2 s after the last change, however the page
  // is left or Save pressed: each edit re-arms the one timer, which outlives the settings page.
  edits
    .pipe(
      tap(({ index, raw }) => {
        draft.next(editSlot(draft.value, index, raw));
        dirty = true;
      }),
      switchMap(() => defer(() => timer(STAKE_SAVE_DELAY_MS, deps.scheduler ?? appScheduler()))),
    )
    .subscribe(commit);

  // Another tab saved: its stakes are the saved ones here at once, and the editor shows them unless this tab
  // has an edit still waiting for its 2 s (that edit is saved when they are up: the last save wins in every tab).
  deps.otherTabWrites?.pipe(filter((key) => key === null || key === STAKES_STORAGE_KEY)).subscribe(() => {
    const next = read();
    if (JSON.stringify(next) === JSON.stringify(saved.value)) return;
    saved.next(next);
    if (!dirty) draft.next(next);
  });

  // Opening the editor shows the saved stakes, or the edits still waiting for their 2 s.
  const draft$ = defer(() => {
    if (!dirty) draft.next(saved.value);
    return draft.asObservable();
  });

  return {
    stakes$: saved.asObservable(),
    setStakes,
    editor: {
      draft$,
      edit: (index, raw) => edits.next({ index, raw }),
      // The timer of the last edit already carries the change to the app's state; Save neither
      // hurries it nor adds a change of its own.
      save: () => undefined,
    },
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The app's quick stakes. */
export const { stakes$, setStakes, editor: stakeEditor } = createStakes({ storage: browserStorage(), otherTabWrites: otherTabWrites$ });
