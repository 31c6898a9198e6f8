// Logout from the menu (session cleared, '/', reload after 300 ms) and session expiry on any Unauthorized answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { firstValueFrom, type Observable } from 'rxjs';
import { LoginModal } from '../../../src/features/auth/LoginModal';
import { useLogout } from '../../../src/features/auth/useLogout';
import { api } from '../../../streams/api';
import { openLogin } from '../../../streams/loginDialog';
import { SESSION_STORAGE_KEY, handleSessionExpiry, login, session } from '../../../streams/session';
import { toastInfo } from '../../../streams/toasts';
import { ACCOUNTS, captureToasts, renderAt, server, installSignInTestBed } from './harness';

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

  it("clears the session, goes to '/' and reloads the page after 300 ms", () => {
    login('tok-rahul', ACCOUNTS.rahul!.user);
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

  it('goes to a given path instead when asked', () => {
    login('tok-rahul', ACCOUNTS.rahul!.user);
    const { router } = renderAt(<LogoutButton reload={() => {}} path="/inplay" />, '/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(router.state.location.pathname).toBe('/inplay');
  });
});

describe('session expiry, wired as the app mount wires it', () => {
  function mountExpiry() {
    login('tok-rahul', ACCOUNTS.rahul!.user);
    const view = renderAt(<LoginModal />, '/profile');
    const sub = handleSessionExpiry({ navigate: (path) => void view.router.navigate(path), toastInfo });
    return { ...view, stop: () => sub.unsubscribe() };
  }

  it.each([
    ['a 401', () => HttpResponse.json({ status: false, message: 'Unauthorized' }, { status: 401 })],
    ["a 200 whose message is 'Unauthorized'", () => HttpResponse.json({ status: false, message: 'Unauthorized' })],
  ])("%s on any call: '/', 'Session expired!' and the session cleared", async (_name, answer) => {
    const toasts = captureToasts();
    server.use(http.get('*/auth/letest-user-details', answer));
    const { router, stop } = mountExpiry();

    await expect(firstValueFrom(api.userDetails())).rejects.toMatchObject({ kind: 'unauthorized' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toasts).toEqual([{ kind: 'info', text: 'Session expired!' }]);
    expect(session.current().isLoggedIn).toBe(false);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    stop();
  });

  it('a burst of 401s from parallel polls makes one expiry, and the login modal works again after it', async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    const unauthorized = () => HttpResponse.json({ status: false, message: 'Unauthorized' }, { status: 401 });
    server.use(
      http.get('*/auth/letest-user-details', unauthorized),
      http.get('*/bet/exposure/fetch', unauthorized),
      http.get('*/bet/trade/list', unauthorized),
    );
    const { stop } = mountExpiry();

    const settle = (call: Observable<unknown>) => firstValueFrom(call).catch(() => 'refused');
    await Promise.all([settle(api.userDetails()), settle(api.exposure()), settle(api.liveTrades())]);
    expect(toasts).toEqual([{ kind: 'info', text: 'Session expired!' }]);

    act(() => openLogin());
    expect(await screen.findByRole('dialog', { name: 'Non-Gambling Territories' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    stop();
  });
});
