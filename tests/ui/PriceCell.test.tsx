// The price cell: price over size (k above 1000), back or lay at a depth, clickable only with a price, lit while flashing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PriceCell } from '../../src/ui/PriceCell';

afterEach(cleanup);

describe('PriceCell', () => {
  it('shows the price over its size and answers a click', async () => {
    const onSelect = vi.fn<() => void>();
    render(<PriceCell side="back" depth={1} price={1.9} size={25_000} label="Back India at 1.9" onSelect={onSelect} />);
    const cell = screen.getByRole('button', { name: 'Back India at 1.9' });
    expect(cell).toHaveTextContent('1.925k');
    expect(cell).toHaveAttribute('data-side', 'back');
    expect(cell).toHaveAttribute('data-depth', '1');
    await userEvent.click(cell);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('is an empty, unclickable cell without a price', () => {
    render(<PriceCell side="lay" depth={3} price={null} size={null} label="Lay India at -" onSelect={vi.fn<() => void>()} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByLabelText('Lay India at -')).toHaveTextContent('-');
  });

  it('marks a flash and a selected cell for the styles', () => {
    render(<PriceCell side="lay" price={2} size={999} flash selected label="Lay X at 2" onSelect={vi.fn<() => void>()} />);
    const cell = screen.getByRole('button', { name: 'Lay X at 2' });
    expect(cell).toHaveAttribute('data-flash', 'on');
    expect(cell).toHaveAttribute('aria-pressed', 'true');
    expect(cell).toHaveTextContent('2999');
  });
});
