// The login modal: age gate, validation with nothing sent, submitting labels, role refusal, failures, success, demo, the password prompt.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IP_LOOKUP_MATCHER } from '../../../src/mocks/calls';
import { LoginModal } from '../../../src/features/auth/LoginModal';
import { openLogin } from '../../../streams/loginDialog';
import { signInActor } from '../../../streams/signIn';
import { clearSession, session } from '../../../streams/session';
import {
  AGENT,
  NEWBIE,
  RAHUL,
  SITE_TITLE,
  VISITOR_IP,
  captureToasts,
  holdSignIn,
  installSignInTestBed,
  loggedIn,
  renderAt,
  seen,
  server,
} from './harness';

installSignInTestBed();

type User = ReturnType<typeof userEvent.setup>;

/** Renders the modal and opens it at its age gate. */
async function openModal() {
  const view = renderAt(<LoginModal />);
  // Raised before the site title arrived, it waits for the modal.
  act(() => openLogin());
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  return view;
}

async function openForm(user: User): Promise<HTMLElement> {
  await openModal();
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  return screen.getByRole('dialog', { name: 'Login' });
}

async function fillAndLogin(user: User, dialog: HTMLElement, who: { userName: string; password: string }) {
  await user.type(within(dialog).getByLabelText('Username'), who.userName);
  await user.type(within(dialog).getByLabelText('Password'), who.password);
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
}

describe('LoginModal: the age gate', () => {
  it("opens at 'Non-Gambling Territories' with the notice, and looks the visitor's IP up", async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Non-Gambling Territories' });
    expect(dialog).toHaveTextContent(/countries where gambling is not permitted .* responsible .* lawful/);
    expect(dialog).toHaveTextContent('Underage gambling is prohibited.');
    expect(dialog).toHaveTextContent(/18 years of age or older as of today/);
    expect(within(dialog).queryByLabelText('Username')).not.toBeInTheDocument();
    await waitFor(() => expect(seen.ipLookups).toBe(1));
  });

  it('Confirm reveals the form with Username, Password, Login and Login With Demo Id', async () => {
    const user = userEvent.setup();
    const dialog = await openForm(user);
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Login With Demo Id' })).toBeEnabled();
  });

  it('Exit closes the modal', async () => {
    const user = userEvent.setup();
    await openModal();
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the close icon closes it, from the gate and from the form; reopening starts at the gate', async () => {
    const user = userEvent.setup();
    await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openLogin());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.type(screen.getByLabelText('Username'), 'rahul');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openLogin());
    expect(screen.getByRole('dialog', { name: 'Non-Gambling Territories' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it('stays shut for a player already logged in', async () => {
    await loggedIn(RAHUL);
    renderAt(<LoginModal />);
    act(() => openLogin());
    // Opening is synchronous (as below, once logged out): pending effects flushed, nothing opened.
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The refused request is not kept for later; the next one, logged out, opens it.
    act(() => clearSession());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openLogin());
    expect(screen.getByRole('dialog', { name: 'Non-Gambling Territories' })).toBeInTheDocument();
  });
});

describe('LoginModal: the form', () => {
  it('the eye button shows and hides the password', async () => {
    const user = userEvent.setup();
    const dialog = await openForm(user);
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, RAHUL.password);
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("with both fields empty: 'Please enter username.' and 'Please enter password.', and nothing is sent", async () => {
    const user = userEvent.setup();
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByText('Please enter username.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter password.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(seen.signIn).toEqual([]);
  });

  it("with a username only: 'Please enter password.' alone, and nothing is sent", async () => {
    const user = userEvent.setup();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText('Username'), 'rahul');
    await user.keyboard('{Enter}');
    expect(within(dialog).queryByText('Please enter username.')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Please enter password.')).toBeInTheDocument();
    expect(seen.signIn).toEqual([]);
  });

  it("with a password only: 'Please enter username.' alone, and nothing is sent", async () => {
    const user = userEvent.setup();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText('Password'), RAHUL.password);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByText('Please enter username.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please enter password.')).not.toBeInTheDocument();
    expect(seen.signIn).toEqual([]);
  });
});

describe('LoginModal: logging in', () => {
  it("reads 'Logging in...' with both buttons disabled, then logs in, toasts 'Login successful!' and closes", async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    const dialog = await openForm(user);
    await waitFor(() => expect(seen.ipLookups).toBe(1));
    const release = holdSignIn();
    await fillAndLogin(user, dialog, RAHUL);

    const busy = await within(dialog).findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Login With Demo Id' })).toBeDisabled();
    expect(seen.signIn).toEqual([
      { ...RAHUL, deviceIp: VISITOR_IP.query, ipInfo: VISITOR_IP },
    ]);

    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.current()).toMatchObject({ isLoggedIn: true, userDetails: { userName: 'rahul' } });
    await waitFor(() => expect(seen.history).toEqual([session.current().accessToken]));
    // History on record: no prompt.
    expect(toasts).toEqual([{ kind: 'success', text: 'Login successful!' }]);
  });

  it("a player with no password history gets 'Please change your password for security!'", async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    const dialog = await openForm(user);
    await fillAndLogin(user, dialog, NEWBIE);
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'success', text: 'Login successful!' },
        { kind: 'info', text: 'Please change your password for security!' },
      ]),
    );
  });

  it("a role other than User is refused: 'Invalid Id or Password!' and no session", async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    const dialog = await openForm(user);
    await fillAndLogin(user, dialog, AGENT);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid Id or Password!');
    expect(toasts).toEqual([{ kind: 'error', text: 'Invalid Id or Password!' }]);
    expect(session.current().isLoggedIn).toBe(false);
    expect(localStorage.getItem('exchange.auth')).toBeNull();
    expect(seen.history).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("a refusal shows the server's message and keeps what was typed", async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    const dialog = await openForm(user);
    await fillAndLogin(user, dialog, { userName: 'rahul', password: 'wrong' });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(toasts).toEqual([{ kind: 'error', text: 'Invalid username or password' }]);
    expect(within(dialog).getByLabelText('Username')).toHaveValue('rahul');
    expect(session.current().isLoggedIn).toBe(false);
  });

  it("a failure without a message reads 'Login Failed'", async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    server.use(http.post('*/auth/signin', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })));
    const dialog = await openForm(user);
    await fillAndLogin(user, dialog, RAHUL);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Login Failed');
    expect(toasts).toEqual([{ kind: 'error', text: 'Login Failed' }]);
  });

  it('a failed IP lookup is retried at login, and the login goes out with an empty IP when it fails again', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let lookups = 0;
    server.use(
      http.get(IP_LOOKUP_MATCHER, () => {
        lookups += 1;
        return new HttpResponse('blocked', { status: 503 });
      }),
    );
    const dialog = await openForm(user);
    await waitFor(() => expect(lookups).toBe(1));
    await fillAndLogin(user, dialog, RAHUL);
    await waitFor(() => expect(session.current().isLoggedIn).toBe(true));
    expect(lookups).toBe(2);
    expect(seen.signIn).toEqual([{ ...RAHUL, deviceIp: '', ipInfo: {} }]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[api visitorIp\] lookup failed: visitorIp /));
  });
});

describe('LoginModal: demo login', () => {
  it("sends 'demo@' + the site title with the demo password, reads 'Loading...', and never prompts", async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    const dialog = await openForm(user);
    const release = holdSignIn();
    await user.click(within(dialog).getByRole('button', { name: 'Login With Demo Id' }));

    const busy = await within(dialog).findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(seen.signIn).toEqual([{ userName: `demo@${SITE_TITLE}`, password: 'Demo@1234', deviceIp: '', ipInfo: {} }]);

    release();
    await waitFor(() => expect(session.current().isLoggedIn).toBe(true));
    expect(session.current().userDetails?.userName).toBe(`demo@${SITE_TITLE}`);
    // The sign-in has settled: a history request, had there been one, was answered before this.
    await waitFor(() => expect(signInActor('modal', SITE_TITLE).getSnapshot().matches({ loggedIn: 'settled' })).toBe(true));
    // The demo player has no password change on record, yet is exempt.
    expect(seen.history).toEqual([]);
    expect(toasts).toEqual([{ kind: 'success', text: 'Login successful!' }]);
  });
});
