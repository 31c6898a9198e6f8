// @vitest-environment jsdom
// The session store: persistence, corrupt storage, expiry dedupe, logout reload in virtual time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualTimeScheduler } from 'rxjs';
import type { User } from '../../src/api/contract';
import { api, setHeaderDomainId, setTransport } from '../../streams/api';
import {
  LOGGED_OUT,
  SESSION_STORAGE_KEY,
  createSession,
  session,
  type AuthState,
} from '../../streams/session';
import { fakeTransport } from '../api/fakeTransport';
import { testPlayer } from '../records';
import { memoryStorage, throwingStorage } from './storage';

const user = testPlayer({ name: 'Player One', openingBalance: 1000, exposureLimit: 5000, mobile: '' });

const latest = <T>(s: { subscribe: (f: (v: T) => void) => { unsubscribe(): void } }): T => {
  let value!: T;
  s.subscribe((v) => (value = v)).unsubscribe();
  return value;
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('persistence', () => {
  it('starts logged out with an empty token', () => {
    const s = createSession(memoryStorage());
    expect(latest<AuthState>(s.session$)).toEqual({ accessToken: '', isLoggedIn: false, userDetails: null });
    expect(latest<boolean>(s.isLoggedIn$)).toBe(false);
  });

  it('stores a login and a new session restores it', () => {
    const storage = memoryStorage();
    createSession(storage).login('tok1', user);
    expect(JSON.parse(storage.data.get(SESSION_STORAGE_KEY)!)).toEqual({ accessToken: 'tok1', isLoggedIn: true, userDetails: user });

    const restored = createSession(storage);
    expect(restored.current()).toEqual({ accessToken: 'tok1', isLoggedIn: true, userDetails: user });
    expect(latest<User | null>(restored.userDetails$)).toEqual(user);
  });

  it('updateUser replaces the stored user while logged in, and is ignored when logged out', () => {
    const storage = memoryStorage();
    const s = createSession(storage);
    s.updateUser(user);
    expect(s.current()).toEqual(LOGGED_OUT);
    s.login('tok1', user);
    s.updateUser({ ...user, openingBalance: 42 });
    expect(createSession(storage).current().userDetails?.openingBalance).toBe(42);
  });

  it('updateUser with an answer that reads as the stored user changes nothing (no emission)', () => {
    const s = createSession(memoryStorage());
    s.login('tok1', user);
    const seen: unknown[] = [];
    s.session$.subscribe((v) => seen.push(v));
    s.updateUser({ ...user });
    expect(seen).toHaveLength(1);
    s.updateUser({ ...user, openingBalance: 7 });
    expect(seen).toHaveLength(2);
  });

  it('clearSession logs out and removes the stored entry', () => {
    const storage = memoryStorage();
    const s = createSession(storage);
    const seen: boolean[] = [];
    s.isLoggedIn$.subscribe((v) => seen.push(v));
    s.login('tok1', user);
    s.clearSession();
    expect(seen).toEqual([false, true, false]);
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it.each([
    ['corrupt JSON', '{"accessToken": "tok'],
    ['a wrong shape', JSON.stringify({ accessToken: 'tok', isLoggedIn: true, userDetails: { name: 1 } })],
    ['an empty token', JSON.stringify({ accessToken: '', isLoggedIn: true, userDetails: user })],
  ])('starts logged out from %s', (_what, raw) => {
    expect(createSession(memoryStorage({ [SESSION_STORAGE_KEY]: raw })).current()).toEqual(LOGGED_OUT);
  });

  it('works without storage and survives a storage that throws', () => {
    const s = createSession(throwingStorage);
    expect(s.current()).toEqual(LOGGED_OUT);
    s.login('tok1', user);
    expect(s.current().isLoggedIn).toBe(true);
    expect(createSession(null).current()).toEqual(LOGGED_OUT);
  });
});

describe('session expiry', () => {
  it('a burst of unauthorized answers makes one expiry: clear, go home, one toast', () => {
    const s = createSession(memoryStorage());
    const navigate = vi.fn<(path: string) => void>();
    const toastInfo = vi.fn<(text: string) => void>();
    s.handleSessionExpiry({ navigate, toastInfo });
    s.login('tok1', user);

    s.reportUnauthorized('exposure');
    s.reportUnauthorized('liveTrades');
    s.reportUnauthorized('userDetails');

    expect(s.current()).toEqual(LOGGED_OUT);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(toastInfo).toHaveBeenCalledTimes(1);
    expect(toastInfo).toHaveBeenCalledWith('Session expired!');
  });

  it('ignores unauthorized answers while logged out, and expires again after a new login', () => {
    const s = createSession(memoryStorage());
    const expiries: string[] = [];
    s.sessionExpired$.subscribe((call) => expiries.push(call));
    s.reportUnauthorized('exposure');
    s.login('tok1', user);
    s.reportUnauthorized('exposure');
    s.login('tok2', user);
    s.reportUnauthorized('fancy');
    expect(expiries).toEqual(['exposure', 'fancy']);
  });
});

describe('logout', () => {
  it('clears the session, navigates at once and reloads after 300 ms of virtual time', () => {
    const scheduler = new VirtualTimeScheduler();
    const s = createSession(memoryStorage());
    s.login('tok1', user);
    const navigate = vi.fn<(path: string) => void>();
    const reload = vi.fn<() => void>();

    s.logout({ navigate, reload, scheduler });
    expect(s.current()).toEqual(LOGGED_OUT);
    expect(navigate).toHaveBeenCalledWith('/');

    scheduler.maxFrames = 299;
    scheduler.flush();
    expect(reload).not.toHaveBeenCalled();
    scheduler.maxFrames = 300;
    scheduler.flush();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('navigates to a given path', () => {
    const scheduler = new VirtualTimeScheduler();
    const navigate = vi.fn<(path: string) => void>();
    createSession(memoryStorage()).logout({ navigate, reload: () => {}, scheduler }, '/casino');
    expect(navigate).toHaveBeenCalledWith('/casino');
  });
});

describe('the app wiring (streams/api.ts)', () => {
  afterEach(() => {
    setTransport(null);
    setHeaderDomainId(null);
    session.clearSession();
  });

  it("sends the session's token and the domain _id, and a 401 expires the app session once", () => {
    const fake = fakeTransport(() => ({ status: 401, body: { status: false, message: 'Unauthorized' } }));
    setTransport(fake.transport);
    setHeaderDomainId('dom1');
    const expiries: string[] = [];
    const sub = session.sessionExpired$.subscribe((call) => expiries.push(call));

    session.login('tok1', user);
    api.exposure().subscribe({ error: () => {} });
    api.liveTrades().subscribe({ error: () => {} });
    sub.unsubscribe();

    expect(fake.requests[0]?.headers).toMatchObject({ 'User-Token': 'tok1', Authorization: 'Bearer tok1', d: 'dom1' });
    expect(fake.requests[1]?.headers).toEqual({ d: window.location.host });
    expect(expiries).toEqual(['exposure']);
    expect(session.current()).toEqual(LOGGED_OUT);
  });
});
