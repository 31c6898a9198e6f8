// A dialog whose code loads on first open: nothing loads while closed, then it stays mounted.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyWhenOpen } from '../../src/ui/lazyWhenOpen';

function Dialog({ open }: { open: boolean }): React.JSX.Element {
  return <div role="dialog" aria-label="Rules" hidden={!open} />;
}

describe('lazyWhenOpen', () => {
  it('loads nothing until first opened, then keeps the dialog mounted through a close', async () => {
    const load = vi.fn<() => Promise<typeof Dialog>>(() => Promise.resolve(Dialog));
    const Lazy = lazyWhenOpen(load);
    const { rerender } = render(<Lazy open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();

    rerender(<Lazy open />);
    expect(await screen.findByRole('dialog', { name: 'Rules' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Lazy open={false} />);
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
