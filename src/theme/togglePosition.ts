// The theme toggle's drag helpers around the domain's clamp: pointer to offset, and the stored form.
import type { Size, ToggleOffset } from '../domain/theme';

/** Where the pointer holds the button: its distance from the button's right and bottom edges. */
export interface Grip {
  right: number;
  bottom: number;
}

/** The button's offset from the window's right and bottom edges when the pointer at (x, y) holds it by `grip`. */
export function offsetFromPointer(x: number, y: number, grip: Grip, windowSize: Size): ToggleOffset {
  return { right: windowSize.width - x - grip.right, bottom: windowSize.height - y - grip.bottom };
}

/** A stored offset, or null when the text is absent or not a pair of finite numbers. */
export function parseStoredOffset(raw: string | null): ToggleOffset | null {
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

/** A press that moved less than this is a click (switch the theme), not a drag. */
export const DRAG_THRESHOLD_PX = 4;
