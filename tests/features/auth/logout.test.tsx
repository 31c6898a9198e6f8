// Logout from the menu (session cleared, '/', reload after 300 ms) and session expiry on any Unauthorized answer.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { firstValueFrom, type Observable } from 'rxjs';
import { LoginModal } from '../../../src/features/auth/LoginModal';
import { useLogout } from '../../../src/features/auth/useLogout';
import { api } from '../../../streams/api';
import { openLogin } from '../../../streams/loginDialog';
import { SESSION_STORAGE_KEY, handleSessionExpiry, session } from '../../../streams/session';
import { toastInfo } from '../../../streams/toasts';
import { RAHUL, captureToasts, installSignInTestBed, loggedIn, renderAt, server, world } from './harness';

installSignInTestBed();

function LogoutButton({ reload, path }: { reload: () => void; path?: string }): React.JSX.Element {
  const logout = useLogout(reload);
  return (
    <button type="button" onClick={() => logout(path)}>
      Logout
    </button>
  );
}

describe('useLogout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("clears the session, goes to '/' and reloads the page after 300 ms", async () => {
    await loggedIn(RAHUL);
    const reload = vi.fn<() => void>();
    const { router } = renderAt(<LogoutButton reload={reload} />, '/profile');
    vi.useFakeTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(session.current().isLoggedIn).toBe(false);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home screen')).toBeInTheDocument();

    vi.advanceTimersByTime(299);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes to a given path instead when asked', async () => {
    await loggedIn(RAHUL);
    const { router } = renderAt(<LogoutButton reload={() => {}} path="/inplay" />, '/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(router.state.location.pathname).toBe('/inplay');
  });
});

describe('session expiry, wired as the app mount wires it', () => {
  async function mountExpiry() {
    await loggedIn(RAHUL);
    const view = renderAt(<LoginModal />, '/profile');
    const sub = handleSessionExpiry({ navigate: (path) => void view.router.navigate(path), toastInfo });
    onTestFinished(() => sub.unsubscribe());
    return view;
  }

  async function expectExpired(router: { state: { location: { pathname: string } } }, toasts: unknown[]) {
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toasts).toEqual([{ kind: 'info', text: 'Session expired!' }]);
    expect(session.current().isLoggedIn).toBe(false);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  }

  it("the exchange's forced 401 mid-session: '/', 'Session expired!' and the session cleared", async () => {
    const toasts = captureToasts();
    const { router } = await mountExpiry();
    // The session works until the exchange stops accepting its token.
    await expect(firstValueFrom(api.userDetails())).resolves.toMatchObject({ userName: 'rahul' });
    expect(router.state.location.pathname).toBe('/profile');

    world.knobs.force401 = true;
    await expect(firstValueFrom(api.exposure())).rejects.toMatchObject({ kind: 'unauthorized' });
    await expectExpired(router, toasts);
  });

  it("a 2xx answer whose message is 'Unauthorized' ends it the same way", async () => {
    const toasts = captureToasts();
    server.use(http.get('*/auth/letest-user-details', () => HttpResponse.json({ status: false, message: 'Unauthorized' })));
    const { router } = await mountExpiry();
    await expect(firstValueFrom(api.userDetails())).rejects.toMatchObject({ kind: 'unauthorized' });
    await expectExpired(router, toasts);
  });

  it('a burst of 401s from parallel polls makes one expiry, and the login modal works again after it', async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    await mountExpiry();
    world.knobs.force401 = true;

    const settle = (call: Observable<unknown>) => firstValueFrom(call).catch(() => 'refused');
    await Promise.all([settle(api.userDetails()), settle(api.exposure()), settle(api.liveTrades())]);
    expect(toasts).toEqual([{ kind: 'info', text: 'Session expired!' }]);

    act(() => openLogin());
    expect(await screen.findByRole('dialog', { name: 'Non-Gambling Territories' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });
});
