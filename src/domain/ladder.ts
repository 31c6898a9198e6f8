// The six price cells of a runner (exchange or horse), which of them a narrow screen hides, and when a cell flashes.
import type { ExchangeRunner, HorseOddsCell, PriceSize } from '../api/contract';
import { BREAKPOINT } from './constants';

export type CellKey = 'back3' | 'back2' | 'back1' | 'lay1' | 'lay2' | 'lay3';

/** Left to right as drawn: the best back (back1) and best lay (lay1) meet in the middle. */
export const CELL_ORDER: readonly CellKey[] = ['back3', 'back2', 'back1', 'lay1', 'lay2', 'lay3'];

export interface LadderCell {
  key: CellKey;
  side: 'back' | 'lay';
  /** null when the ladder has no entry at that depth (an empty cell). */
  price: number | null;
  size: number | null;
}

const depthOf = (key: CellKey): number => Number(key.slice(-1)) - 1;
const sideOf = (key: CellKey): 'back' | 'lay' => (key.startsWith('back') ? 'back' : 'lay');

const cell = (key: CellKey, entry: { price: number; size: number } | undefined): LadderCell => ({
  key,
  side: sideOf(key),
  price: entry?.price ?? null,
  size: entry?.size ?? null,
});

/** An exchange runner's six cells; index 0 of each ladder is the best price (back1 / lay1). */
export function exchangeCells(runner: Pick<ExchangeRunner, 'ex'>): LadderCell[] {
  return CELL_ORDER.map((key) => {
    const ladder: readonly PriceSize[] = sideOf(key) === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay;
    return cell(key, ladder[depthOf(key)]);
  });
}

/** A horse runner's six cells, read by their `oname`; a zero odds entry is an empty cell. */
export function horseCells(odds: readonly HorseOddsCell[]): LadderCell[] {
  return CELL_ORDER.map((key) => {
    const entry = odds.find((o) => o.oname === key);
    return cell(key, entry && entry.odds > 0 ? { price: entry.odds, size: entry.size } : undefined);
  });
}

/** Deeper cells give way first: back3/lay3 under 776 px, back2/lay2 too under 570 px. */
export function isCellHidden(key: CellKey, viewportWidth: number): boolean {
  const depth = depthOf(key);
  if (depth === 2) return viewportWidth < BREAKPOINT.hideLevel3;
  if (depth === 1) return viewportWidth < BREAKPOINT.hideLevel2;
  return false;
}

export function hiddenCells(viewportWidth: number): CellKey[] {
  return CELL_ORDER.filter((k) => isCellHidden(k, viewportWidth));
}

export function visibleCells(viewportWidth: number): CellKey[] {
  return CELL_ORDER.filter((k) => !isCellHidden(k, viewportWidth));
}

/** A cell flashes when its price or its size differs from the previous tick (appearing or emptying counts). */
export function cellChanged(
  prev: Pick<LadderCell, 'price' | 'size'> | null | undefined,
  next: Pick<LadderCell, 'price' | 'size'> | null | undefined,
): boolean {
  return (prev?.price ?? null) !== (next?.price ?? null) || (prev?.size ?? null) !== (next?.size ?? null);
}
