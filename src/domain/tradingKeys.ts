// Keyboard trading on a market page: which key does what (pure), how the arrows move between price cells, and the help card's list.

export type Direction = 'up' | 'down' | 'left' | 'right';

export type TradingAction =
  | { type: 'move'; direction: Direction }
  /** Open the slip on the focused runner's best price of that side. */
  | { type: 'side'; side: 'back' | 'lay' }
  /** Open the slip on the focused price itself (never a bet at once, one-click or not). */
  | { type: 'open' }
  /** A held key's repeat: nothing happens, and the browser is kept from acting on it (a click on the focused button). */
  | { type: 'held' }
  /** Quick stake by position (0-based). */
  | { type: 'stake'; index: number }
  | { type: 'place' }
  | { type: 'clear' }
  | { type: 'help' };

/**
 * Where the key was pressed: a typing field (input, textarea, select, contenteditable), a price
 * cell, another control (a button, a link), inside a dialog, or the page itself.
 */
export type KeyTarget = 'field' | 'price' | 'control' | 'dialog' | 'page';

export interface TradingKey {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: KeyTarget;
  /** The slip holds a bet. */
  slipOpen: boolean;
  /** The focused price is the one the open slip was opened from. */
  slipPrice: boolean;
  /** The key is held down: the browser's auto-repeat (`KeyboardEvent.repeat`). */
  repeat: boolean;
  /** How many quick stakes there are. */
  stakeCount: number;
}

const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/**
 * The action of a key, or null to leave the key to the browser: never while the player types in a
 * field or works a dialog, never with Ctrl, Alt or Meta (the browser's and the screen reader's
 * shortcuts). Arrows and B/L act from the prices, numbers and Escape from the page too.
 *
 * Enter or Space on a focused price opens the slip on it, one-click betting on or off: a key never
 * places a bet at once (one-click is the mouse's). Enter places the open slip from the price it was
 * opened from, or from the page. A held key acts once: its repeats do nothing but move on arrows,
 * and a repeated Enter or Space is kept from every button of the page, even in a field or a dialog
 * (the browser would click the focused button again with each repeat).
 */
export function tradingKeyAction(k: TradingKey): TradingAction | null {
  if (k.repeat) return heldKeyAction(k);
  if (k.target === 'field' || k.target === 'dialog' || k.ctrlKey || k.altKey || k.metaKey) return null;
  const onPage = k.target === 'price' || k.target === 'page';
  const arrow = ARROWS[k.key];
  if (arrow) return onPage ? { type: 'move', direction: arrow } : null;
  if (k.key === '?') return { type: 'help' };
  if (k.key === 'Escape') return k.slipOpen ? { type: 'clear' } : null;
  if (k.key === 'Enter') {
    if (k.target === 'price') return k.slipOpen && k.slipPrice ? { type: 'place' } : { type: 'open' };
    return k.slipOpen && k.target === 'page' ? { type: 'place' } : null;
  }
  if (k.key === ' ') return k.target === 'price' ? { type: 'open' } : null;
  if (k.key === 'b' || k.key === 'B') return k.target === 'price' ? { type: 'side', side: 'back' } : null;
  if (k.key === 'l' || k.key === 'L') return k.target === 'price' ? { type: 'side', side: 'lay' } : null;
  if (/^[1-9]$/.test(k.key)) {
    const index = Number(k.key) - 1;
    return onPage && index < k.stakeCount ? { type: 'stake', index } : null;
  }
  return null;
}

/** A repeat of a held key: arrows keep moving; Enter and Space, and every other key that acts, do nothing more. */
function heldKeyAction(k: TradingKey): TradingAction | null {
  if (k.key === 'Enter' || (k.key === ' ' && k.target !== 'field')) return { type: 'held' };
  const once = tradingKeyAction({ ...k, repeat: false });
  if (once === null || once.type === 'move') return once;
  return { type: 'held' };
}

/** A price cell's place in the grid: its row (runners of every market, top to bottom) and position in it. */
export interface GridAt {
  row: number;
  col: number;
}

/**
 * The cell an arrow moves to. `rows` holds each row's cells as their horizontal centres. Left and
 * right stay in the row; up and down go to the nearest row with cells and the cell nearest in
 * x (then in position). Null at an edge.
 */
export function moveInGrid(rows: readonly (readonly number[])[], at: GridAt, direction: Direction): GridAt | null {
  const row = rows[at.row];
  if (!row) return null;
  if (direction === 'left') return at.col > 0 ? { row: at.row, col: at.col - 1 } : null;
  if (direction === 'right') return at.col < row.length - 1 ? { row: at.row, col: at.col + 1 } : null;
  const step = direction === 'up' ? -1 : 1;
  const x = row[at.col] ?? 0;
  for (let r = at.row + step; r >= 0 && r < rows.length; r += step) {
    const cells = rows[r] ?? [];
    if (cells.length === 0) continue;
    let best = 0;
    for (let c = 1; c < cells.length; c++) {
      const d = Math.abs((cells[c] ?? 0) - x);
      const bestD = Math.abs((cells[best] ?? 0) - x);
      if (d < bestD || (d === bestD && Math.abs(c - at.col) < Math.abs(best - at.col))) best = c;
    }
    return { row: r, col: best };
  }
  return null;
}

/** The help card (`?`): each key and what it does. */
export const TRADING_KEYS_HELP: readonly { keys: string; does: string }[] = [
  { keys: '← → ↑ ↓', does: 'Move between prices, across runners and markets' },
  { keys: 'B / L', does: "Back or lay the focused runner at its best price" },
  { keys: '1 – 8', does: 'Pick a quick stake' },
  { keys: 'Enter / Space', does: 'On a price: open the slip on it (never a bet at once, even with one-click on)' },
  { keys: 'Enter', does: 'Place the bet in the slip (from its price or the page)' },
  { keys: 'Esc', does: 'Clear the bet slip' },
  { keys: '?', does: 'Show or hide these keys' },
  { keys: 'Held key', does: 'Acts once: holding Enter never places a second bet' },
];
