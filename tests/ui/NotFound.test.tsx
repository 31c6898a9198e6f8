// The not-found screen: '404', 'Looks Like you are lost!', and Go Back to the root.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { NotFound } from '../../src/ui/NotFound';

afterEach(cleanup);

describe('NotFound', () => {
  it('tells the visitor they are lost and goes back to the root', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '*', element: <NotFound /> },
      ],
      { initialEntries: ['/no/such/page'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Looks Like you are lost!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
