// Light or dark mode (the spec's rule plus the toggle) and the draggable toggle's saved, clamped position.
import {
  BehaviorSubject,
  EMPTY,
  Observable,
  catchError,
  combineLatest,
  defer,
  distinctUntilChanged,
  fromEvent,
  map,
  merge,
  of,
  startWith,
  tap,
} from 'rxjs';
import {
  INITIAL_TOGGLE_OFFSET,
  clampToggleOffset,
  isDarkMode,
  parseThemeMode,
  type Size,
  type ThemeMode,
  type ToggleOffset,
} from '../src/domain/theme';
import { parseStoredOffset } from '../src/theme/togglePosition';
import { domainConfig$ } from './domainConfig';
import type { KeyValueStorage } from './session';

export const THEME_STORAGE_KEY = 'exchange.theme';
export const TOGGLE_POSITION_KEY = 'exchange.themeToggle';
/** The toggle button's size (px); the clamp keeps all of it inside the window. */
export const TOGGLE_SIZE: Size = { width: 44, height: 44 };

export interface ThemeDeps {
  storage: KeyValueStorage | null;
  /** The domain configuration's defaultDarkMode; must emit on subscribe to resolve a mode. */
  domainDefaultDark$: Observable<boolean>;
  /** prefers-color-scheme: dark, live. */
  systemPrefersDark$: Observable<boolean>;
  /**
   * The window's inner size, live; null until it has been measured (the saved offset is then drawn
   * as it is, and clamped once the size is known).
   */
  viewport$: Observable<Size | null>;
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

  const saved = new BehaviorSubject<ThemeMode | null>(parseThemeMode(read(THEME_STORAGE_KEY)));
  // A press of the toggle wins over the rule for the rest of this page's life: on a dark-by-default
  // domain the rule alone would make the button do nothing. The next visit starts from the rule.
  const chosen = new BehaviorSubject<ThemeMode | null>(null);
  let lastMode: ThemeMode | null = null;

  const themeMode$: Observable<ThemeMode> = combineLatest([
    deps.domainDefaultDark$.pipe(distinctUntilChanged()),
    saved,
    deps.systemPrefersDark$.pipe(distinctUntilChanged()),
    chosen,
  ]).pipe(
    map(
      ([domainDefaultDark, savedMode, systemPrefersDark, chosenMode]): ThemeMode =>
        chosenMode ?? (isDarkMode({ domainDefaultDark, saved: savedMode, systemPrefersDark }) ? 'dark' : 'light'),
    ),
    distinctUntilChanged(),
    tap((mode) => {
      lastMode = mode;
    }),
  );

  /** Flips the mode shown now and saves the choice. */
  const toggleTheme = (): void => {
    const next: ThemeMode = lastMode === 'dark' ? 'light' : 'dark';
    write(THEME_STORAGE_KEY, next);
    saved.next(next);
    chosen.next(next);
  };

  const offset = new BehaviorSubject<ToggleOffset>(parseStoredOffset(read(TOGGLE_POSITION_KEY)) ?? INITIAL_TOGGLE_OFFSET);

  /** Where to draw the toggle: the saved offset, kept 60 px inside the current window. */
  const togglePlacement$: Observable<ToggleOffset> = combineLatest([offset, deps.viewport$]).pipe(
    map(([pos, viewport]) => (viewport ? clampToggleOffset(pos, viewport, TOGGLE_SIZE) : pos)),
    distinctUntilChanged((a, b) => a.right === b.right && a.bottom === b.bottom),
  );

  /** Stores where a drag ended, clamped to the window it ended in. */
  const saveTogglePosition = (pos: ToggleOffset, viewport: Size): void => {
    const clamped = clampToggleOffset(pos, viewport, TOGGLE_SIZE);
    write(TOGGLE_POSITION_KEY, JSON.stringify(clamped));
    offset.next(clamped);
  };

  return { themeMode$, toggleTheme, togglePlacement$, saveTogglePosition };
}

type Theme = ReturnType<typeof createTheme>;

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

/** Emits once after the browser has painted its next frame (at once without requestAnimationFrame). */
const afterNextPaint$: Observable<void> = new Observable<void>((subscriber) => {
  if (typeof requestAnimationFrame !== 'function') {
    subscriber.next();
    subscriber.complete();
    return;
  }
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(() => {
      subscriber.next();
      subscriber.complete();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
});

/**
 * The window's inner size, live: null at first, measured after the next paint. Reading innerWidth
 * while the page's first commit is not laid out yet forces that layout inside the script's task
 * (17 ms observed on a market page's start, in the task before its first paint); after the paint the
 * layout is clean and the read costs nothing.
 */
const viewport$: Observable<Size | null> = defer(() => {
  const read = (): Size => ({ width: window.innerWidth, height: window.innerHeight });
  return merge(afterNextPaint$, fromEvent(window, 'resize')).pipe(map(read), startWith(null));
});

/** The app's theme. Until the domain configuration arrives its default counts as off. */
const theme: Theme = createTheme({
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
