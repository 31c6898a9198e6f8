// Light or dark theme, and where the draggable theme toggle may sit inside the window.
import { THEME_TOGGLE } from './constants';

export type ThemeMode = 'light' | 'dark';

export interface DarkModeInputs {
  /** The domain configuration's defaultDarkMode. */
  domainDefaultDark: boolean;
  /** The player's saved choice, null when never saved. */
  saved: ThemeMode | null;
  systemPrefersDark: boolean;
}

/** A domain that defaults to dark is dark; otherwise the saved choice, otherwise the system preference. */
export function isDarkMode(inputs: DarkModeInputs): boolean {
  if (inputs.domainDefaultDark) return true;
  if (inputs.saved !== null) return inputs.saved === 'dark';
  return inputs.systemPrefersDark;
}

/** A stored theme choice, or null when absent or unreadable. */
export function parseThemeMode(raw: string | null | undefined): ThemeMode | null {
  return raw === 'dark' || raw === 'light' ? raw : null;
}

/** Offsets of the button's right and bottom edges from the window's right and bottom edges (px). */
export interface ToggleOffset {
  right: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

export const INITIAL_TOGGLE_OFFSET: ToggleOffset = { right: THEME_TOGGLE.right, bottom: THEME_TOGGLE.bottom };

/** One axis: keep the button `margin` px from both edges; a window too small for that centres it. */
function clampAxis(offset: number, windowSize: number, buttonSize: number, margin: number): number {
  const lo = margin;
  const hi = windowSize - margin - buttonSize;
  if (hi < lo) return Math.max(0, (windowSize - buttonSize) / 2);
  return Math.min(Math.max(offset, lo), hi);
}

/** Keeps the whole button at least 60 px inside every edge of the window. */
export function clampToggleOffset(
  offset: ToggleOffset,
  windowSize: Size,
  buttonSize: Size,
  margin: number = THEME_TOGGLE.margin,
): ToggleOffset {
  return {
    right: clampAxis(offset.right, windowSize.width, buttonSize.width, margin),
    bottom: clampAxis(offset.bottom, windowSize.height, buttonSize.height, margin),
  };
}
