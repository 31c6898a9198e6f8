// Dark mode: domain default, else saved choice, else system preference; the toggle flips and saves; the toggle's position is clamped and saved.
import { describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, Subject } from 'rxjs';
import { THEME_TOGGLE } from '../../src/domain/constants';
import type { Size } from '../../src/domain/theme';
import { THEME_STORAGE_KEY, TOGGLE_POSITION_KEY, TOGGLE_SIZE, createTheme } from '../../streams/theme';
import { memoryStorage, throwingStorage } from './storage';

function setup(opts: { domainDark?: boolean; system?: boolean; stored?: Record<string, string>; viewport?: Size } = {}) {
  const storage = memoryStorage(opts.stored);
  const domainDefaultDark$ = new BehaviorSubject(opts.domainDark ?? false);
  const systemPrefersDark$ = new BehaviorSubject(opts.system ?? false);
  const viewport$ = new BehaviorSubject<Size>(opts.viewport ?? { width: 1440, height: 900 });
  const theme = createTheme({ storage, domainDefaultDark$, systemPrefersDark$, viewport$ });
  const modes: string[] = [];
  const placements: { right: number; bottom: number }[] = [];
  theme.themeMode$.subscribe((m) => modes.push(m));
  theme.togglePlacement$.subscribe((p) => placements.push(p));
  return { theme, storage, domainDefaultDark$, systemPrefersDark$, viewport$, modes, placements };
}

describe('theme mode', () => {
  it('follows the system preference when neither the domain nor the player chose', () => {
    const { modes, systemPrefersDark$ } = setup({ system: false });
    expect(modes).toEqual(['light']);
    systemPrefersDark$.next(true);
    expect(modes).toEqual(['light', 'dark']);
  });

  it('prefers the saved choice over the system preference', () => {
    const { modes, systemPrefersDark$ } = setup({ system: true, stored: { [THEME_STORAGE_KEY]: 'light' } });
    expect(modes).toEqual(['light']);
    systemPrefersDark$.next(false);
    expect(modes).toEqual(['light']);
  });

  it('is dark when the domain defaults to dark, whatever was saved or preferred', () => {
    const { modes } = setup({ domainDark: true, system: false, stored: { [THEME_STORAGE_KEY]: 'light' } });
    expect(modes).toEqual(['dark']);
  });

  it('switches to dark when the domain configuration arrives saying so', () => {
    const { modes, domainDefaultDark$ } = setup();
    domainDefaultDark$.next(true);
    expect(modes).toEqual(['light', 'dark']);
  });

  it('ignores an unreadable saved value', () => {
    const { modes } = setup({ system: true, stored: { [THEME_STORAGE_KEY]: 'purple' } });
    expect(modes).toEqual(['dark']);
  });

  it('toggles the shown mode and saves the choice', () => {
    const { theme, modes, storage } = setup();
    theme.toggleTheme();
    expect(modes).toEqual(['light', 'dark']);
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('dark');
    theme.toggleTheme();
    expect(modes).toEqual(['light', 'dark', 'light']);
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('light');
  });

  it('lets the toggle switch to light on a dark-by-default domain for this page', () => {
    const { theme, modes, storage } = setup({ domainDark: true });
    theme.toggleTheme();
    expect(modes).toEqual(['dark', 'light']);
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('light');
  });

  it('keeps working when storage throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const theme = createTheme({
      storage: throwingStorage,
      domainDefaultDark$: new BehaviorSubject(false),
      systemPrefersDark$: new BehaviorSubject(false),
      viewport$: new BehaviorSubject({ width: 800, height: 600 }),
    });
    const modes: string[] = [];
    theme.themeMode$.subscribe((m) => modes.push(m));
    theme.toggleTheme();
    expect(modes).toEqual(['light', 'dark']);
    expect(warn).toHaveBeenCalled();
  });

  it('resolves nothing until the domain default is known', () => {
    const domainDefaultDark$ = new Subject<boolean>();
    const theme = createTheme({
      storage: memoryStorage(),
      domainDefaultDark$,
      systemPrefersDark$: new BehaviorSubject(true),
      viewport$: new BehaviorSubject({ width: 800, height: 600 }),
    });
    const modes: string[] = [];
    theme.themeMode$.subscribe((m) => modes.push(m));
    expect(modes).toEqual([]);
    domainDefaultDark$.next(false);
    expect(modes).toEqual(['dark']);
  });
});

describe('theme toggle position', () => {
  it('starts 80 px from the right and 100 px from the bottom', () => {
    const { placements } = setup();
    expect(placements).toEqual([{ right: THEME_TOGGLE.right, bottom: THEME_TOGGLE.bottom }]);
  });

  it('saves where a drag ended, clamped 60 px inside the window', () => {
    const { theme, placements, storage } = setup({ viewport: { width: 1000, height: 700 } });
    theme.saveTogglePosition({ right: 5, bottom: 2000 }, { width: 1000, height: 700 });
    const expected = { right: THEME_TOGGLE.margin, bottom: 700 - THEME_TOGGLE.margin - TOGGLE_SIZE.height };
    expect(placements.at(-1)).toEqual(expected);
    expect(JSON.parse(storage.data.get(TOGGLE_POSITION_KEY) ?? 'null')).toEqual(expected);
  });

  it('restores a saved position and keeps it inside a window that shrinks', () => {
    const { placements, viewport$ } = setup({
      stored: { [TOGGLE_POSITION_KEY]: JSON.stringify({ right: 600, bottom: 300 }) },
      viewport: { width: 1440, height: 900 },
    });
    expect(placements).toEqual([{ right: 600, bottom: 300 }]);
    viewport$.next({ width: 500, height: 900 });
    expect(placements.at(-1)).toEqual({ right: 500 - THEME_TOGGLE.margin - TOGGLE_SIZE.width, bottom: 300 });
  });

  it('draws the saved position as it is until the window is measured, then clamps it', () => {
    const storage = memoryStorage({ [TOGGLE_POSITION_KEY]: JSON.stringify({ right: 600, bottom: 300 }) });
    const viewport$ = new BehaviorSubject<Size | null>(null);
    const theme = createTheme({ storage, domainDefaultDark$: new BehaviorSubject(false), systemPrefersDark$: new BehaviorSubject(false), viewport$ });
    const placements: { right: number; bottom: number }[] = [];
    theme.togglePlacement$.subscribe((p) => placements.push(p));
    expect(placements).toEqual([{ right: 600, bottom: 300 }]);
    // Measured and wide enough: nothing moves.
    viewport$.next({ width: 1440, height: 900 });
    expect(placements).toEqual([{ right: 600, bottom: 300 }]);
    viewport$.next({ width: 500, height: 900 });
    expect(placements.at(-1)).toEqual({ right: 500 - THEME_TOGGLE.margin - TOGGLE_SIZE.width, bottom: 300 });
  });

  it('falls back to the start position when the stored one is unreadable', () => {
    const { placements } = setup({ stored: { [TOGGLE_POSITION_KEY]: '{"right":"x"}' } });
    expect(placements).toEqual([{ right: THEME_TOGGLE.right, bottom: THEME_TOGGLE.bottom }]);
  });
});
