// The router's fallback: 'Unexpected Application Error!' with the thrown error's message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, data } from 'react-router-dom';
import { ErrorScreen, errorMessage } from '../../src/app/ErrorScreen';

afterEach(cleanup);

function Broken(): React.JSX.Element {
  throw new Error('The odds table exploded');
}

describe('ErrorScreen', () => {
  it("shows the title and the error's message when a screen throws", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The odds table exploded')).toBeInTheDocument();
  });

  it('reads the message of every kind of thrown value', () => {
    expect(errorMessage(new Error('x'))).toBe('x');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage({ code: 7 })).toBe('{"code":7}');
  });

  it('shows status and text of a thrown route response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw data('gone', { status: 410, statusText: 'Gone' });
        },
        element: <p>never</p>,
        errorElement: <ErrorScreen />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('410 Gone')).toBeInTheDocument();
  });
});
