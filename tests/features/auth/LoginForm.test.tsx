// The desktop header's inline form: no age gate, validation with nothing sent, login, demo, and its actor outliving the form.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '../../../src/features/auth/LoginForm';
import { useIsLoggedIn } from '../../../src/features/shared/sessionHooks';
import { clearSession, session } from '../../../streams/session';
import {
  NEWBIE,
  RAHUL,
  SITE_TITLE,
  VISITOR_IP,
  captureToasts,
  holdSignIn,
  installSignInTestBed,
  renderAt,
  seen,
} from './harness';

installSignInTestBed();

/** The header's switch: the form while logged out, the figures once logged in. */
function HeaderSlot(): React.JSX.Element {
  return useIsLoggedIn() ? <p>Balance</p> : <LoginForm variant="inline" />;
}

const form = () => screen.findByRole('form', { name: 'Login' });

describe('LoginForm inline', () => {
  it('shows Username, Password, Login and Login With Demo Id straight away, and looks the IP up', async () => {
    renderAt(<LoginForm variant="inline" />);
    const f = await form();
    expect(within(f).getByPlaceholderText('Username')).toBeInTheDocument();
    expect(within(f).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(f).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(f).getByRole('button', { name: 'Login With Demo Id' })).toBeInTheDocument();
    expect(screen.queryByText('Non-Gambling Territories')).not.toBeInTheDocument();
    await waitFor(() => expect(seen.ipLookups).toBe(1));
  });

  it('shows both messages and sends nothing while the fields are empty', async () => {
    const user = userEvent.setup();
    renderAt(<LoginForm variant="inline" />);
    const f = await form();
    await user.click(within(f).getByRole('button', { name: 'Login' }));
    expect(within(f).getByText('Please enter username.')).toBeInTheDocument();
    expect(within(f).getByText('Please enter password.')).toBeInTheDocument();
    await user.type(within(f).getByLabelText('Username'), 'rahul');
    expect(within(f).queryByText('Please enter username.')).not.toBeInTheDocument();
    await user.click(within(f).getByRole('button', { name: 'Login' }));
    expect(within(f).getByText('Please enter password.')).toBeInTheDocument();
    expect(seen.signIn).toEqual([]);
  });

  it('logs in, the header swaps, and the prompt still comes after the form is gone', async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    renderAt(<HeaderSlot />);
    const f = await form();
    await waitFor(() => expect(seen.ipLookups).toBe(1));
    const release = holdSignIn();
    await user.type(within(f).getByLabelText('Username'), NEWBIE.userName);
    await user.type(within(f).getByLabelText('Password'), NEWBIE.password);
    await user.keyboard('{Enter}');
    expect(await within(f).findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(seen.signIn[0]).toMatchObject({ userName: 'newbie', deviceIp: VISITOR_IP.query });

    release();
    expect(await screen.findByText('Balance')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'success', text: 'Login successful!' },
        { kind: 'info', text: 'Please change your password for security!' },
      ]),
    );
  });

  it('after the session ends the form comes back blank', async () => {
    const user = userEvent.setup();
    renderAt(<HeaderSlot />);
    const f = await form();
    await user.type(within(f).getByLabelText('Username'), RAHUL.userName);
    await user.type(within(f).getByLabelText('Password'), RAHUL.password);
    await user.click(within(f).getByRole('button', { name: 'Login' }));
    await screen.findByText('Balance');

    act(() => clearSession());
    const again = await form();
    expect(within(again).getByLabelText('Username')).toHaveValue('');
    expect(within(again).getByLabelText('Password')).toHaveValue('');
  });

  it("the demo button logs the demo player in, reading 'Loading...' meanwhile", async () => {
    const user = userEvent.setup();
    renderAt(<HeaderSlot />);
    const f = await form();
    const release = holdSignIn();
    await user.click(within(f).getByRole('button', { name: 'Login With Demo Id' }));
    expect(await within(f).findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(within(f).getByRole('button', { name: 'Login' })).toBeDisabled();
    release();
    await screen.findByText('Balance');
    expect(session.current().userDetails?.userName).toBe(`demo@${SITE_TITLE}`);
  });
});
