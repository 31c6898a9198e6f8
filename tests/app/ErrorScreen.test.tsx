// The routes' error screen: 'Unexpected Application Error!' with the thrown error's message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ErrorScreen, errorMessage } from '../../src/app/ErrorScreen';

afterEach(cleanup);

function Broken(): React.JSX.Element {
  throw new Error('The odds table exploded');
}

describe('ErrorScreen', () => {
  it("shows the title and the error's message when a screen throws", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <ErrorScreen>
          <Broken />
        </ErrorScreen>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The odds table exploded')).toBeInTheDocument();
  });

  it('shows the screen again once the player goes to another path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Away(): React.JSX.Element {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/fine')}>
          away
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Away />
        <ErrorScreen>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>Fine screen</p>} />
          </Routes>
        </ErrorScreen>
      </MemoryRouter>,
    );
    expect(screen.getByText('The odds table exploded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'away' }));
    expect(await screen.findByText('Fine screen')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('reads the message of every kind of thrown value', () => {
    expect(errorMessage(new Error('x'))).toBe('x');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage({ code: 7 })).toBe('{"code":7}');
  });
});
