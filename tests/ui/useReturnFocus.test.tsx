// A panel that goes while focus is in it gives focus back to what opened it; one closed from elsewhere leaves focus alone.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useReturnFocus } from '../../src/ui/useReturnFocus';

function Panel({ onDone }: { onDone: () => void }) {
  const ref = useReturnFocus<HTMLDivElement>();
  return (
    <div ref={ref}>
      <button type="button" onClick={onDone}>
        Place Bet
      </button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Back India at 1.9
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Elsewhere
      </button>
      {open && <Panel onDone={() => setOpen(false)} />}
    </>
  );
}

describe('useReturnFocus', () => {
  afterEach(cleanup);

  it('returns focus to the opener when the panel closes with focus inside it', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Back India at 1.9' });
    opener.focus();
    fireEvent.click(opener);
    const place = screen.getByRole('button', { name: 'Place Bet' });
    place.focus();
    fireEvent.click(place);
    expect(screen.queryByRole('button', { name: 'Place Bet' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves focus where the player put it when the panel is closed from outside', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Back India at 1.9' });
    opener.focus();
    fireEvent.click(opener);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.click(elsewhere);
    expect(document.activeElement).toBe(elsewhere);
  });
});
