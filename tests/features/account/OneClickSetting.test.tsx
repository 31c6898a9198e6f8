// /settings: one-click betting, off by default, a plain warning when turned on, the stake chosen from the quick stakes, kept for the signed-in player.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ONE_CLICK_WARNING, oneClickStorageKey } from '../../../src/domain/oneClick';
import accountRoutes from '../../../src/features/account/routes';
import { setOneClick } from '../../../streams/oneClick';
import { clearSession, login } from '../../../streams/session';
import { testPlayer } from '../../records';

const player = testPlayer();

function renderSettings() {
  const router = createMemoryRouter([...accountRoutes, { path: '/', element: <p>Home screen</p> }], { initialEntries: ['/settings'] });
  render(<RouterProvider router={router} />);
}

beforeEach(() => login('test-token', player));
afterEach(() => {
  setOneClick({ enabled: false, stakeIndex: 0 });
  cleanup();
  clearSession();
});

describe('one-click betting setting', () => {
  it('is off by default, warns when turned on, and keeps the chosen stake for this player', async () => {
    renderSettings();
    const toggle = await screen.findByRole('checkbox', { name: 'One-click betting' });
    // Its own section under the stakes form, not a second form.
    expect(screen.getByRole('region', { name: 'One-click betting' })).toContainElement(toggle);
    expect(toggle.closest('form')).toBeNull();
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(ONE_CLICK_WARNING);

    fireEvent.change(screen.getByRole('combobox', { name: 'One-click stake' }), { target: { value: '2' } });
    expect(screen.getByRole('combobox', { name: 'One-click stake' })).toHaveValue('2');
    expect(JSON.parse(localStorage.getItem(oneClickStorageKey(String(player._id))) ?? 'null')).toEqual({ enabled: true, stakeIndex: 2 });

    fireEvent.click(toggle);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
