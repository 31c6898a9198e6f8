// Where the draggable theme toggle sits: its start, its clamp inside the window, and its stored form.
import { THEME_TOGGLE } from '../domain/constants';

/** Distances of the button's centre from the window's right and bottom edges (px). */
export interface TogglePosition {
  right: number;
  bottom: number;
}
export interface Viewport {
  width: number;
  height: number;
}

/** Where the toggle starts: 80 px from the right, 100 px from the bottom. */
export const START_POSITION: TogglePosition = { right: THEME_TOGGLE.right, bottom: THEME_TOGGLE.bottom };

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/**
 * Keeps the toggle at least `margin` px inside every edge. Kept as distances from the right and
 * bottom so a window that grows leaves it in its corner. In a window smaller than two margins the
 * centre of that axis is the only place left.
 */
export function clampTogglePosition(
  pos: TogglePosition,
  viewport: Viewport,
  margin: number = THEME_TOGGLE.margin,
): TogglePosition {
  const axis = (v: number, size: number) => (size <= 2 * margin ? size / 2 : clamp(v, margin, size - margin));
  return { right: axis(pos.right, viewport.width), bottom: axis(pos.bottom, viewport.height) };
}

/** The position of a pointer at client (x, y), as distances from the right and bottom edges. */
export function positionFromPointer(x: number, y: number, viewport: Viewport): TogglePosition {
  return { right: viewport.width - x, bottom: viewport.height - y };
}

/** A stored position, or null when the text is absent or not a pair of finite numbers. */
export function parseStoredPosition(raw: string | null): TogglePosition | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    if (typeof v !== 'object' || v === null) return null;
    const { right, bottom } = v as Record<string, unknown>;
    return typeof right === 'number' && Number.isFinite(right) && typeof bottom === 'number' && Number.isFinite(bottom)
      ? { right, bottom }
      : null;
  } catch {
    return null;
  }
}

/** A press that moved less than this is a click (toggle the theme), not a drag. */
export const DRAG_THRESHOLD_PX = 4;
