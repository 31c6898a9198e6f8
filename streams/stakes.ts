// The player's 8 quick stakes (client state kept in storage) and the settings page's editor, which saves 2 s after the last edit or on Save.
import {
  BehaviorSubject,
  EMPTY,
  Observable,
  ReplaySubject,
  Subject,
  defer,
  finalize,
  ignoreElements,
  map,
  merge,
  share,
  switchMap,
  tap,
  timer,
  type SchedulerLike,
} from 'rxjs';
import { z } from 'zod/mini';
import { STAKE_SAVE_DELAY_MS } from '../src/domain/constants';
import { editSlot, quickStakeSlots, type StakePreset } from '../src/domain/quickStakes';
import { appScheduler } from './scheduler';
import type { KeyValueStorage } from './session';

export type { StakePreset };

export const STAKES_STORAGE_KEY = 'exchange.stakes';

const Stored = z.array(z.object({ id: z.number(), stakeValue: z.number() }));

export interface StakesDeps {
  storage: KeyValueStorage | null;
  /** Defaults to `appScheduler()`, read when the editor is opened. */
  scheduler?: SchedulerLike;
}

export interface StakeEditor {
  /** The 8 boxes as edited; opening the editor starts from the saved stakes. */
  draft$: Observable<StakePreset[]>;
  /** One box typed into: read as an integer, anything not positive becomes 0. */
  edit: (index: number, raw: string) => void;
  /** Saves the boxes now (the Save button) instead of 2 s after the last edit. */
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
      const parsed = raw ? Stored.safeParse(JSON.parse(raw)) : null;
      return quickStakeSlots(parsed?.success ? parsed.data : null);
    } catch {
      return quickStakeSlots(null);
    }
  };

  const saved = new BehaviorSubject<StakePreset[]>(read());

  const setStakes = (stakes: readonly StakePreset[]): void => {
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
  const saves = new Subject<void>();

  const draft$ = defer(() => {
    const scheduler = deps.scheduler ?? appScheduler();
    const draft = new BehaviorSubject<StakePreset[]>(saved.value);
    let dirty = false;
    const commit = () => {
      if (!dirty) return;
      dirty = false;
      setStakes(draft.value);
    };

    const applyEdits$ = edits.pipe(
      tap(({ index, raw }) => {
        draft.next(editSlot(draft.value, index, raw));
        dirty = true;
      }),
    );
    // Each edit re-arms the 2 s timer; Save disarms it (and saves at once).
    const due$ = merge(edits.pipe(map(() => true)), saves.pipe(map(() => false))).pipe(
      switchMap((arm) => (arm ? timer(STAKE_SAVE_DELAY_MS, scheduler) : EMPTY)),
    );
    const commits$ = merge(due$, saves).pipe(tap(commit));

    // Leaving the page (the close button) keeps what was typed rather than dropping a pending save.
    return merge(draft, merge(applyEdits$, commits$).pipe(ignoreElements())).pipe(finalize(commit));
  }).pipe(share({ connector: () => new ReplaySubject<StakePreset[]>(1) }));

  return {
    stakes$: saved.asObservable(),
    setStakes,
    editor: {
      draft$,
      edit: (index, raw) => edits.next({ index, raw }),
      save: () => saves.next(),
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
export const { stakes$, setStakes, editor: stakeEditor } = createStakes({ storage: browserStorage() });
