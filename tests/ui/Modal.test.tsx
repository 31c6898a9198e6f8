// The shared dialog: labelled by its title, closed by Escape, the close button or the backdrop; keeps focus inside.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '../../src/ui/Modal';

afterEach(cleanup);

function Harness({ onClose = vi.fn<() => void>() }: { onClose?: () => void }): React.JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Modal
        open={open}
        title="Rules"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">OK</button>}
      >
        <input aria-label="First field" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, focuses inside and gives focus back on close', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Rules' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'First field' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and from the backdrop, not from a click inside', async () => {
    const onClose = vi.fn<() => void>();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }));
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'First field' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }));
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    // The last item wraps to the first (the close button in the title bar) and back.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });
});
