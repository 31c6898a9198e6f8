// Every stake field (the exchange slip's, the casino slip's) reads what is typed with the one stake rule: '12.9' is 12, a letter is not taken.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StakeInput } from '../../src/ui/StakeInput';

afterEach(cleanup);

function Slip({ initial = 0 }: { initial?: number }): React.JSX.Element {
  const [stake, setStake] = useState(initial);
  return (
    <>
      <StakeInput aria-label="Stake" stake={stake} onStake={setStake} />
      <output aria-label="Held">{stake}</output>
      <button type="button" onClick={() => setStake(1000)}>
        1k
      </button>
    </>
  );
}

describe('StakeInput', () => {
  it("typed '12.9' holds 12, not 129, and shows 12 once the field is left", async () => {
    const user = userEvent.setup();
    render(<Slip />);
    const field = screen.getByRole('textbox', { name: 'Stake' });
    await user.type(field, '12.9');
    expect(screen.getByLabelText('Held')).toHaveTextContent('12');
    expect(field).toHaveValue('12.9');
    await user.tab();
    expect(field).toHaveValue('12');
  });

  it('a key that cannot be part of a number is not taken; a stake set elsewhere (a chip) replaces what was typed', async () => {
    const user = userEvent.setup();
    render(<Slip initial={200} />);
    const field = screen.getByRole('textbox', { name: 'Stake' });
    await user.type(field, 'b-');
    expect(field).toHaveValue('200');
    expect(screen.getByLabelText('Held')).toHaveTextContent('200');
    await user.clear(field);
    expect(screen.getByLabelText('Held')).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: '1k' }));
    expect(field).toHaveValue('1000');
    await user.type(field, '5');
    expect(screen.getByLabelText('Held')).toHaveTextContent('10005');
  });
});
