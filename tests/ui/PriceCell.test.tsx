// The price cell: price over size (k above 1000), back or lay at a depth, clickable only with a price, its flash phase flipping per change.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flashPhase, priceCell, type PriceCellProps } from '../../src/ui/PriceCell';

/** The cell as the keyed cells render it (priceCell is called as a plain function). */
const PriceCell = (props: PriceCellProps): React.JSX.Element => priceCell(props);

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

  it('marks a selected cell and the flash phase of its change count for the styles', () => {
    render(<PriceCell side="lay" price={2} size={999} flash={1} selected label="Lay X at 2" onSelect={vi.fn<() => void>()} />);
    const cell = screen.getByRole('button', { name: 'Lay X at 2' });
    expect(cell).toHaveAttribute('data-flash', 'odd');
    expect(cell).toHaveAttribute('aria-pressed', 'true');
    expect(cell).toHaveTextContent('2999');
  });

  it('does not flash before the first change, then alternates odd and even so each change restarts the animation', () => {
    const props = { side: 'back', price: 2, size: 10, label: 'Back X at 2' } as const;
    const { rerender } = render(<PriceCell {...props} />);
    const cell = () => screen.getByLabelText('Back X at 2');
    expect(cell()).not.toHaveAttribute('data-flash');
    rerender(<PriceCell {...props} flash={0} />);
    expect(cell()).not.toHaveAttribute('data-flash');
    const phases = [1, 2, 3, 4].map((flash) => {
      rerender(<PriceCell {...props} flash={flash} />);
      return cell().getAttribute('data-flash');
    });
    expect(phases).toEqual(['odd', 'even', 'odd', 'even']);
  });

  it('flashPhase: nothing for 0, odd and even after', () => {
    expect([0, 1, 2, 7, 10].map(flashPhase)).toEqual([undefined, 'odd', 'even', 'odd', 'even']);
  });
});
