// The six price cells of a runner (exchange or horse) and when a cell flashes. Which cells a narrow screen hides is
// BREAKPOINT.hideLevel3 / hideLevel2 (constants.ts), read by the stylesheets' media queries (PriceCell, market styles).
import type { ExchangeRunner, HorseOddsCell, PriceSize } from '../api/contract';

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

/** How far from the best price a cell is: 1 for back1 and lay1, 3 for back3 and lay3. */
export const cellDepth = (key: CellKey): 1 | 2 | 3 => (key.endsWith('3') ? 3 : key.endsWith('2') ? 2 : 1);

/** Which side a cell bets on: the back cells back, the lay cells lay. */
export const cellSide = (key: CellKey): 'back' | 'lay' => (key.startsWith('back') ? 'back' : 'lay');

const cell = (key: CellKey, entry: { price: number; size: number } | undefined): LadderCell => ({
  key,
  side: cellSide(key),
  price: entry?.price ?? null,
  size: entry?.size ?? null,
});

/** An exchange runner's cell: index 0 of each ladder is the best price (back1 / lay1); null when the ladder is not that deep. */
export function exchangeCell(runner: Pick<ExchangeRunner, 'ex'>, key: CellKey): PriceSize | null {
  const ladder: readonly PriceSize[] = cellSide(key) === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay;
  return ladder[cellDepth(key) - 1] ?? null;
}

/** A horse runner's six cells, read by their `oname`; a zero odds entry is an empty cell. */
export function horseCells(odds: readonly HorseOddsCell[]): LadderCell[] {
  return CELL_ORDER.map((key) => {
    const entry = odds.find((o) => o.oname === key);
    return cell(key, entry && entry.odds > 0 ? { price: entry.odds, size: entry.size } : undefined);
  });
}

/** A cell flashes when its price or its size differs from the previous tick (appearing or emptying counts). */
export function cellChanged(
  prev: Pick<LadderCell, 'price' | 'size'> | null | undefined,
  next: Pick<LadderCell, 'price' | 'size'> | null | undefined,
): boolean {
  return (prev?.price ?? null) !== (next?.price ?? null) || (prev?.size ?? null) !== (next?.size ?? null);
}
