// Quick stakes: defaults, storage, sanitising edits, the 2 s save after the last change (Save and leaving included), another tab's save followed at once.
import { describe, expect, it, vi } from 'vitest';
import { Subject, VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { STAKE_SAVE_DELAY_MS } from '../../src/domain/constants';
import { STAKES_STORAGE_KEY, createStakes, type StakePreset } from '../../streams/stakes';
import { memoryStorage } from './storage';

const values = (s: readonly StakePreset[]) => s.map((p) => p.stakeValue);
const DEFAULTS = [100, 200, 500, 1000, 2000, 5000, 10000, 20000];

function clock() {
  const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
  let at = 0;
  const advanceTo = (ms: number) => {
    scheduler.maxFrames = ms;
    scheduler.flush();
    scheduler.frame = Math.max(scheduler.frame, ms);
    at = ms;
  };
  return { scheduler, advanceBy: (ms: number) => advanceTo(at + ms) };
}

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const c = clock();
  const otherTab = new Subject<string | null>();
  const stakes = createStakes({ storage, scheduler: c.scheduler, otherTabWrites: otherTab });
  const saved: number[][] = [];
  stakes.stakes$.subscribe((s) => saved.push(values(s)));
  /** Another tab of the browser writes `key` (the shared storage changes) and this tab hears its `storage` event. */
  const otherTabWrites = (key: string, value: string) => {
    storage.setItem(key, value);
    otherTab.next(key);
  };
  return { storage, stakes, saved, otherTab, otherTabWrites, ...c };
}
const storedAs = (...stakeValues: number[]) => JSON.stringify(stakeValues.map((stakeValue, i) => ({ id: i + 1, stakeValue })));

describe('createStakes', () => {
  it('starts from the 8 default stakes, or the stored ones over them', () => {
    expect(setup().saved).toEqual([DEFAULTS]);
    const stored = JSON.stringify([
      { id: 1, stakeValue: 50 },
      { id: 2, stakeValue: 75.9 },
    ]);
    expect(setup({ [STAKES_STORAGE_KEY]: stored }).saved).toEqual([[50, 75, 500, 1000, 2000, 5000, 10000, 20000]]);
    expect(setup({ [STAKES_STORAGE_KEY]: '{not json' }).saved).toEqual([DEFAULTS]);
  });

  it('reads each edited box as an integer, anything not positive or not a number as 0', () => {
    const { stakes } = setup();
    const drafts: number[][] = [];
    stakes.editor.draft$.subscribe((d) => drafts.push(values(d)));
    stakes.editor.edit(0, '-50');
    stakes.editor.edit(1, 'abc');
    stakes.editor.edit(2, '12.9');
    stakes.editor.edit(3, '');
    stakes.editor.edit(4, '0');
    stakes.editor.edit(5, '  750 ');
    expect(drafts.at(-1)).toEqual([0, 0, 12, 0, 0, 750, 10000, 20000]);
  });

  it('saves 2 s after the last edit, each edit restarting the wait, and stores the stakes', () => {
    const { stakes, saved, storage, advanceBy } = setup();
    stakes.editor.draft$.subscribe();
    stakes.editor.edit(0, '150');
    advanceBy(1500);
    stakes.editor.edit(1, '250');
    advanceBy(STAKE_SAVE_DELAY_MS - 1);
    expect(saved).toHaveLength(1);
    advanceBy(1);
    expect(saved).toEqual([DEFAULTS, [150, 250, 500, 1000, 2000, 5000, 10000, 20000]]);
    expect(JSON.parse(storage.data.get(STAKES_STORAGE_KEY)!)).toEqual([
      { id: 1, stakeValue: 150 },
      { id: 2, stakeValue: 250 },
      { id: 3, stakeValue: 500 },
      { id: 4, stakeValue: 1000 },
      { id: 5, stakeValue: 2000 },
      { id: 6, stakeValue: 5000 },
      { id: 7, stakeValue: 10000 },
      { id: 8, stakeValue: 20000 },
    ]);
    advanceBy(10_000);
    expect(saved).toHaveLength(2);
  });

  it('Save does not bypass the wait: the stakes reach the app 2 s after the last change (issue 10, item 6)', () => {
    const { stakes, saved, advanceBy } = setup();
    stakes.editor.draft$.subscribe();
    stakes.editor.edit(7, '30000');
    advanceBy(500);
    stakes.editor.save();
    expect(saved).toHaveLength(1);
    advanceBy(1_499);
    expect(saved).toHaveLength(1);
    advanceBy(1);
    expect(saved.at(-1)).toEqual([100, 200, 500, 1000, 2000, 5000, 10000, 30000]);
    advanceBy(5_000);
    expect(saved).toHaveLength(2);
    // Save with nothing edited since stores nothing new.
    stakes.editor.save();
    advanceBy(5_000);
    expect(saved).toHaveLength(2);
  });

  it('leaving the page keeps a pending edit, which still arrives 2 s after the last change; reopening shows it', () => {
    const { stakes, saved, advanceBy } = setup();
    const sub = stakes.editor.draft$.subscribe();
    stakes.editor.edit(0, '999');
    advanceBy(1_000);
    sub.unsubscribe();
    expect(saved).toHaveLength(1);

    const drafts: number[][] = [];
    stakes.editor.draft$.subscribe((d) => drafts.push(values(d)));
    expect(drafts).toEqual([[999, 200, 500, 1000, 2000, 5000, 10000, 20000]]);
    advanceBy(999);
    expect(saved).toHaveLength(1);
    advanceBy(1);
    expect(saved.at(-1)?.[0]).toBe(999);
  });

  it('setStakes stores what another screen sets, sanitised to 8 integer slots', () => {
    const { stakes, saved } = setup();
    stakes.setStakes([{ id: 1, stakeValue: 42.7 }]);
    expect(saved.at(-1)).toEqual([42, 200, 500, 1000, 2000, 5000, 10000, 20000]);
  });

  it('still works when storage refuses to write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const stakes = createStakes({ storage });
    const saved: number[][] = [];
    stakes.stakes$.subscribe((s) => saved.push(values(s)));
    stakes.setStakes([{ id: 1, stakeValue: 5 }]);
    expect(saved.at(-1)?.[0]).toBe(5);
    expect(warn).toHaveBeenCalled();
  });

  describe('another tab', () => {
    it("saves: this tab's stakes and its editor follow at once, with no wait on the clock", () => {
      const { stakes, saved, otherTabWrites } = setup();
      const drafts: number[][] = [];
      stakes.editor.draft$.subscribe((d) => drafts.push(values(d)));
      otherTabWrites(STAKES_STORAGE_KEY, storedAs(150, 250));
      expect(saved).toEqual([DEFAULTS, [150, 250, 500, 1000, 2000, 5000, 10000, 20000]]);
      expect(drafts.at(-1)).toEqual([150, 250, 500, 1000, 2000, 5000, 10000, 20000]);
    });

    it('writes another key, or the same stakes again: nothing new', () => {
      const { saved, storage, otherTab, otherTabWrites } = setup();
      otherTabWrites('exchange.theme', 'dark');
      otherTab.next(STAKES_STORAGE_KEY);
      storage.setItem(STAKES_STORAGE_KEY, storedAs(...DEFAULTS));
      otherTab.next(STAKES_STORAGE_KEY);
      expect(saved).toEqual([DEFAULTS]);
    });

    it('clears the storage (or removes the key): the defaults', () => {
      const { saved, storage, otherTab } = setup({ [STAKES_STORAGE_KEY]: storedAs(7) });
      storage.removeItem(STAKES_STORAGE_KEY);
      otherTab.next(null);
      expect(saved).toEqual([[7, 200, 500, 1000, 2000, 5000, 10000, 20000], DEFAULTS]);
    });

    it('saves while this tab has an edit waiting: the boxes keep the edit, which is saved 2 s after it (the last save wins)', () => {
      const { stakes, saved, storage, otherTabWrites, advanceBy } = setup();
      const drafts: number[][] = [];
      stakes.editor.draft$.subscribe((d) => drafts.push(values(d)));
      stakes.editor.edit(0, '999');
      advanceBy(1_000);
      otherTabWrites(STAKES_STORAGE_KEY, storedAs(150, 250));
      expect(saved.at(-1)).toEqual([150, 250, 500, 1000, 2000, 5000, 10000, 20000]);
      expect(drafts.at(-1)).toEqual([999, 200, 500, 1000, 2000, 5000, 10000, 20000]);
      advanceBy(STAKE_SAVE_DELAY_MS - 1_000);
      expect(saved.at(-1)).toEqual([999, 200, 500, 1000, 2000, 5000, 10000, 20000]);
      expect(JSON.parse(storage.data.get(STAKES_STORAGE_KEY)!)[0]).toEqual({ id: 1, stakeValue: 999 });
    });
  });
});
