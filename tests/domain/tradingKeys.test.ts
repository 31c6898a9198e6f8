// Keyboard trading: the key -> action mapping (never in a field, never with modifiers) and the arrows' moves between price cells.
import { describe, expect, it } from 'vitest';
import { moveInGrid, tradingKeyAction, type KeyTarget, type TradingKey } from '../../src/domain/tradingKeys';

const press = (key: string, patch: Partial<TradingKey> = {}): ReturnType<typeof tradingKeyAction> =>
  tradingKeyAction({ key, ctrlKey: false, altKey: false, metaKey: false, target: 'price', slipOpen: false, slipPrice: false, repeat: false, stakeCount: 8, ...patch });

describe('tradingKeyAction', () => {
  it('arrows move, from a price or the page', () => {
    expect(press('ArrowDown')).toEqual({ type: 'move', direction: 'down' });
    expect(press('ArrowLeft', { target: 'page' })).toEqual({ type: 'move', direction: 'left' });
    expect(press('ArrowUp', { target: 'control' })).toBeNull();
  });

  it('B and L pick the side of the focused runner, either case', () => {
    expect(press('b')).toEqual({ type: 'side', side: 'back' });
    expect(press('B')).toEqual({ type: 'side', side: 'back' });
    expect(press('l')).toEqual({ type: 'side', side: 'lay' });
    expect(press('L', { target: 'page' })).toBeNull();
  });

  it('1-9 pick a quick stake that exists', () => {
    expect(press('1')).toEqual({ type: 'stake', index: 0 });
    expect(press('8', { target: 'page' })).toEqual({ type: 'stake', index: 7 });
    expect(press('9')).toBeNull();
    expect(press('9', { stakeCount: 9 })).toEqual({ type: 'stake', index: 8 });
    expect(press('0')).toBeNull();
  });

  it('Enter or Space on a price opens the slip on it, never a bet at once (the button\'s click, which one-click would place, is not left to the browser)', () => {
    expect(press('Enter')).toEqual({ type: 'open' });
    expect(press(' ')).toEqual({ type: 'open' });
    // The slip open on another price: the key moves it here, as a click would, and places nothing.
    expect(press('Enter', { slipOpen: true })).toEqual({ type: 'open' });
    expect(press(' ', { slipOpen: true, slipPrice: true })).toEqual({ type: 'open' });
  });

  it('Enter places the open slip from its own price or the page; a control keeps its Enter', () => {
    expect(press('Enter', { slipOpen: true, slipPrice: true })).toEqual({ type: 'place' });
    expect(press('Enter', { slipOpen: true, target: 'page' })).toEqual({ type: 'place' });
    expect(press('Enter', { target: 'page' })).toBeNull();
    expect(press('Enter', { slipOpen: true, target: 'control' })).toBeNull();
    expect(press(' ', { target: 'control' })).toBeNull();
  });

  it('a held key acts once: its repeats do nothing but move, and Enter or Space repeats are kept from every button, in fields and dialogs too', () => {
    const held = (key: string, patch: Partial<TradingKey> = {}) => press(key, { repeat: true, ...patch });
    for (const target of ['price', 'page', 'control', 'field', 'dialog'] as KeyTarget[]) {
      expect(held('Enter', { target })).toEqual({ type: 'held' });
      expect(held('Enter', { target, slipOpen: true, slipPrice: true })).toEqual({ type: 'held' });
    }
    for (const target of ['price', 'page', 'control', 'dialog'] as KeyTarget[]) expect(held(' ', { target })).toEqual({ type: 'held' });
    // Typing a space in a field stays typing.
    expect(held(' ', { target: 'field' })).toBeNull();
    expect(held('Enter', { ctrlKey: true })).toEqual({ type: 'held' });
    expect(held('b')).toEqual({ type: 'held' });
    expect(held('3')).toEqual({ type: 'held' });
    expect(held('?')).toEqual({ type: 'held' });
    expect(held('ArrowDown')).toEqual({ type: 'move', direction: 'down' });
    expect(held('x')).toBeNull();
    expect(held('b', { target: 'field' })).toBeNull();
  });

  it('Escape clears an open slip', () => {
    expect(press('Escape', { slipOpen: true, target: 'control' })).toEqual({ type: 'clear' });
    expect(press('Escape')).toBeNull();
  });

  it('? shows the help', () => {
    expect(press('?', { target: 'page' })).toEqual({ type: 'help' });
  });

  it('never fires while the player types in a field or works a dialog', () => {
    for (const target of ['field', 'dialog'] as KeyTarget[]) {
      for (const key of ['ArrowDown', 'b', 'l', '1', 'Enter', ' ', 'Escape', '?']) expect(press(key, { target, slipOpen: true })).toBeNull();
    }
  });

  it('never fires with Ctrl, Alt or Meta', () => {
    expect(press('1', { ctrlKey: true })).toBeNull();
    expect(press('ArrowDown', { altKey: true })).toBeNull();
    expect(press('b', { metaKey: true })).toBeNull();
  });

  it('other keys are left alone', () => {
    expect(press('x')).toBeNull();
    expect(press('Tab')).toBeNull();
    expect(press(' ', { target: 'page' })).toBeNull();
  });
});

describe('moveInGrid', () => {
  // Two Match Odds rows of six cells, a bookmaker row of two cells under the middle ones, an empty row.
  const rows = [
    [10, 20, 30, 40, 50, 60],
    [10, 20, 30, 40, 50, 60],
    [],
    [30, 40],
  ];

  it('left and right stay in the row and stop at its ends', () => {
    expect(moveInGrid(rows, { row: 0, col: 2 }, 'right')).toEqual({ row: 0, col: 3 });
    expect(moveInGrid(rows, { row: 0, col: 0 }, 'left')).toBeNull();
    expect(moveInGrid(rows, { row: 0, col: 5 }, 'right')).toBeNull();
  });

  it('up and down keep the column, skip rows without cells, and cross into the next market', () => {
    expect(moveInGrid(rows, { row: 0, col: 3 }, 'down')).toEqual({ row: 1, col: 3 });
    expect(moveInGrid(rows, { row: 1, col: 3 }, 'down')).toEqual({ row: 3, col: 1 });
    expect(moveInGrid(rows, { row: 1, col: 0 }, 'down')).toEqual({ row: 3, col: 0 });
    expect(moveInGrid(rows, { row: 3, col: 0 }, 'up')).toEqual({ row: 1, col: 2 });
    expect(moveInGrid(rows, { row: 0, col: 1 }, 'up')).toBeNull();
    expect(moveInGrid(rows, { row: 3, col: 1 }, 'down')).toBeNull();
  });

  it('without geometry (all at 0) keeps the position', () => {
    const flat = [
      [0, 0, 0],
      [0, 0, 0],
    ];
    expect(moveInGrid(flat, { row: 0, col: 2 }, 'down')).toEqual({ row: 1, col: 2 });
  });
});
