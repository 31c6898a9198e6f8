// The six price cells and flash detection (hiding by width is the stylesheets' media queries on BREAKPOINT).
import { describe, expect, it } from 'vitest';
import type { ExchangeRunner } from '../../src/api/contract';
import { CELL_ORDER, cellChanged, exchangeCell, horseCells } from '../../src/domain/ladder';

const exchangeCells = (runner: Pick<ExchangeRunner, 'ex'>) =>
  CELL_ORDER.map((key) => ({ key, side: key.startsWith('back') ? 'back' : 'lay', ...(exchangeCell(runner, key) ?? { price: null, size: null }) }));

describe('exchangeCell', () => {
  it('maps ladder depth to back3..lay3 with index 0 as back1/lay1', () => {
    const cells = exchangeCells({
      ex: {
        availableToBack: [
          { price: 2.0, size: 100 },
          { price: 1.98, size: 50 },
          { price: 1.96, size: 25 },
        ],
        availableToLay: [
          { price: 2.02, size: 10 },
          { price: 2.04, size: 20 },
          { price: 2.06, size: 30 },
        ],
      },
    });
    expect(cells.map((c) => [c.key, c.side, c.price, c.size])).toEqual([
      ['back3', 'back', 1.96, 25],
      ['back2', 'back', 1.98, 50],
      ['back1', 'back', 2.0, 100],
      ['lay1', 'lay', 2.02, 10],
      ['lay2', 'lay', 2.04, 20],
      ['lay3', 'lay', 2.06, 30],
    ]);
  });
  it('short ladders leave empty cells', () => {
    const cells = exchangeCells({ ex: { availableToBack: [{ price: 3, size: 1 }], availableToLay: [] } });
    expect(cells.find((c) => c.key === 'back1')?.price).toBe(3);
    expect(cells.find((c) => c.key === 'back2')).toMatchObject({ price: null, size: null });
    expect(cells.find((c) => c.key === 'lay1')).toMatchObject({ price: null, size: null });
  });
});

describe('horseCells', () => {
  it('reads cells by oname and treats zero odds as empty', () => {
    const cells = horseCells([
      { oname: 'lay1', odds: 4.2, size: 12 },
      { oname: 'back1', odds: 4, size: 30 },
      { oname: 'back2', odds: 0, size: 0 },
    ]);
    expect(cells.map((c) => c.key)).toEqual(CELL_ORDER);
    expect(cells[2]).toMatchObject({ key: 'back1', price: 4, size: 30 });
    expect(cells[3]).toMatchObject({ key: 'lay1', price: 4.2, size: 12 });
    expect(cells[1]).toMatchObject({ key: 'back2', price: null });
  });
});

describe('cellChanged', () => {
  it('flashes on a price or a size change only', () => {
    expect(cellChanged({ price: 2, size: 10 }, { price: 2, size: 10 })).toBe(false);
    expect(cellChanged({ price: 2, size: 10 }, { price: 2.02, size: 10 })).toBe(true);
    expect(cellChanged({ price: 2, size: 10 }, { price: 2, size: 11 })).toBe(true);
  });
  it('a cell emptying or filling is a change; empty to empty is not', () => {
    expect(cellChanged({ price: 2, size: 10 }, { price: null, size: null })).toBe(true);
    expect(cellChanged(undefined, { price: 2, size: 1 })).toBe(true);
    expect(cellChanged({ price: null, size: null }, null)).toBe(false);
  });
});
