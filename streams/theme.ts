// Light or dark mode (the spec's rule plus the toggle) and the draggable toggle's saved, clamped position.
import {
  BehaviorSubject,
  EMPTY,
  catchError,
  Observable,
  combineLatest,
  defer,
  distinctUntilChanged,
  fromEvent,
  map,
  of,
  startWith,
  tap,
} from 'rxjs';
import type { ThemeMode } from '../src/theme/brand';
import { flipMode, parseSavedMode, resolveThemeMode } from '../src/theme/darkMode';
import {
  START_POSITION,
  clampTogglePosition,
  parseStoredPosition,
  type TogglePosition,
  type Viewport,
} from '../src/theme/togglePosition';
import { domainConfig$ } from './domain';
import type { KeyValueStorage } from './session';

export const THEME_STORAGE_KEY = 'exchange.theme';
export const TOGGLE_POSITION_KEY = 'exchange.themeToggle';

export interface ThemeDeps {
  storage: KeyValueStorage | null;
  /** The domain configuration's defaultDarkMode; must emit on subscribe to resolve a mode. */
  domainDefaultDark$: Observable<boolean>;
  /** prefers-color-scheme: dark, live. */
  systemPrefersDark$: Observable<boolean>;
  /** The window's inner size, live. */
  viewport$: Observable<Viewport>;
}

export function createTheme(deps: ThemeDeps) {
  const read = (key: string): string | null => {
    try {
      return deps.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string): void => {
    try {
      deps.storage?.setItem(key, value);
    } catch (err) {
      console.warn(`[theme] could not save ${key}`, err);
    }
  };

  const saved = new BehaviorSubject<ThemeMode | null>(parseSavedMode(read(THEME_STORAGE_KEY)));
  // A toggle press in this page wins over the rule even on a dark-by-default domain, where the
  // rule alone would make the button do nothing; the next visit starts from the rule again.
  const chosen = new BehaviorSubject<ThemeMode | null>(null);
  let lastMode: ThemeMode | null = null;

  const themeMode$: Observable<ThemeMode> = combineLatest([
    deps.domainDefaultDark$.pipe(distinctUntilChanged()),
    saved,
    deps.systemPrefersDark$.pipe(distinctUntilChanged()),
    chosen,
  ]).pipe(
    map(([domainDefaultDark, savedMode, systemPrefersDark, chosenMode]) =>
      chosenMode ?? resolveThemeMode({ domainDefaultDark, saved: savedMode, systemPrefersDark }),
    ),
    distinctUntilChanged(),
    tap((mode) => {
      lastMode = mode;
    }),
  );

  /** Flips the mode shown now and saves the choice. */
  const toggleTheme = (): void => {
    const next = flipMode(lastMode ?? 'light');
    write(THEME_STORAGE_KEY, next);
    saved.next(next);
    chosen.next(next);
  };

  const position = new BehaviorSubject<TogglePosition>(parseStoredPosition(read(TOGGLE_POSITION_KEY)) ?? START_POSITION);

  /** Where to draw the toggle: the saved position kept 60 px inside the current window. */
  const togglePlacement$: Observable<TogglePosition> = combineLatest([position, deps.viewport$]).pipe(
    map(([pos, viewport]) => clampTogglePosition(pos, viewport)),
    distinctUntilChanged((a, b) => a.right === b.right && a.bottom === b.bottom),
  );

  /** Stores where a drag ended (clamped to the viewport it ended in). */
  const saveTogglePosition = (pos: TogglePosition, viewport: Viewport): void => {
    const clamped = clampTogglePosition(pos, viewport);
    write(TOGGLE_POSITION_KEY, JSON.stringify(clamped));
    position.next(clamped);
  };

  return { themeMode$, toggleTheme, togglePlacement$, saveTogglePosition };
}

export type Theme = ReturnType<typeof createTheme>;

const browserStorage = (): KeyValueStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

const systemPrefersDark$: Observable<boolean> = defer(() => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return of(false);
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  return fromEvent<MediaQueryListEvent>(query, 'change').pipe(
    map((e) => e.matches),
    startWith(query.matches),
  );
});

export const viewport$: Observable<Viewport> = defer(() => {
  const read = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });
  return fromEvent(window, 'resize').pipe(map(read), startWith(read()));
});

/** The app's theme. Until the domain configuration arrives its default counts as light. */
export const theme: Theme = createTheme({
  storage: browserStorage(),
  domainDefaultDark$: domainConfig$.pipe(
    map((c) => c.defaultDarkMode),
    // An unknown host has no configuration: the rule goes on without a domain default.
    catchError(() => EMPTY),
    startWith(false),
  ),
  systemPrefersDark$,
  viewport$,
});

export const { themeMode$, toggleTheme, togglePlacement$, saveTogglePosition } = theme;
