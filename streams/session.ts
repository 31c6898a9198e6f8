// The auth state (token, user) persisted in localStorage, and the session-expiry and logout effects.
import {
  BehaviorSubject,
  Observable,
  Subject,
  distinctUntilChanged,
  map,
  timer,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import * as v from 'valibot';
import { User } from '../src/api/contract';
import { LOGOUT_RELOAD_MS } from '../src/domain/constants';
import { sameJson } from './market/equality';
import { forgetBrowserPlayer } from './playerData';
import { appScheduler } from './scheduler';

export const SESSION_STORAGE_KEY = 'exchange.auth';

export interface AuthState {
  accessToken: string;
  isLoggedIn: boolean;
  userDetails: User | null;
}

/** The part of `Storage` the store uses; a Map-backed fake stands in for it in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const LOGGED_OUT: AuthState = { accessToken: '', isLoggedIn: false, userDetails: null };

const Stored = v.object({ accessToken: v.pipe(v.string(), v.minLength(1)), isLoggedIn: v.literal(true), userDetails: User });

/** Anything unreadable (absent, corrupt JSON, an old shape, storage denied) starts logged out. */
function readStored(storage: KeyValueStorage | null): AuthState {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return LOGGED_OUT;
    const parsed = v.safeParse(Stored, JSON.parse(raw));
    return parsed.success ? parsed.output : LOGGED_OUT;
  } catch {
    return LOGGED_OUT;
  }
}

function writeStored(storage: KeyValueStorage | null, state: AuthState): void {
  try {
    if (state.isLoggedIn) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(state));
    else storage?.removeItem(SESSION_STORAGE_KEY);
  } catch (err) {
    // Private mode or a full quota: the session still works for this page's life.
    console.warn('[session] could not persist the session', err);
  }
}

export interface ExpiryDeps {
  navigate: (path: string) => void;
  toastInfo: (text: string) => void;
}

export interface LogoutDeps {
  navigate: (path: string) => void;
  reload: () => void;
  scheduler?: SchedulerLike;
}

interface SessionOptions {
  /** At logout, after the session is cleared: forget what else the player left (streams/playerData.ts). */
  forgetPlayer?: () => void;
}

export function createSession(storage: KeyValueStorage | null, options: SessionOptions = {}) {
  const state = new BehaviorSubject<AuthState>(readStored(storage));
  const expired = new Subject<string>();

  const set = (next: AuthState) => {
    writeStored(storage, next);
    state.next(next);
  };

  const session$: Observable<AuthState> = state.asObservable();
  const isLoggedIn$ = session$.pipe(
    map((s) => s.isLoggedIn),
    distinctUntilChanged(),
  );
  const userDetails$ = session$.pipe(
    map((s) => s.userDetails),
    distinctUntilChanged(),
  );

  const login = (token: string, user: User): void => set({ accessToken: token, isLoggedIn: true, userDetails: user });

  /**
   * Keeps the stored user in step with the server (balance, limits); ignored once logged out, and
   * when the answer reads as the stored user does (every 20 s poll), so nothing that shows the user
   * wakes for an unchanged answer.
   */
  const updateUser = (user: User): void => {
    if (!state.value.isLoggedIn) return;
    if (sameJson(user, state.value.userDetails)) return;
    set({ ...state.value, userDetails: user });
  };

  const clearSession = (): void => {
    if (state.value !== LOGGED_OUT) set(LOGGED_OUT);
  };

  /**
   * The API client's onUnauthorized. Only a held session can expire, and it is cleared here at
   * once, so a burst of 401s from parallel polls makes one expiry, and late 401s of requests sent
   * before the clear are ignored.
   */
  const reportUnauthorized = (call: string): void => {
    if (!state.value.isLoggedIn) return;
    clearSession();
    expired.next(call);
  };

  /** Emits the name of the call that revealed each expiry. */
  const sessionExpired$: Observable<string> = expired.asObservable();

  /** The expiry effect: go home and tell the player. Returns the subscription to stop it. */
  const handleSessionExpiry = (deps: ExpiryDeps): Subscription =>
    sessionExpired$.subscribe(() => {
      clearSession();
      deps.navigate('/');
      deps.toastInfo('Session expired!');
    });

  /**
   * Clears the session (the token leaves memory and storage) and what else the player left in the
   * browser, goes to `path`, and reloads the page after LOGOUT_RELOAD_MS.
   */
  const logout = (deps: LogoutDeps, path = '/'): Subscription => {
    clearSession();
    options.forgetPlayer?.();
    deps.navigate(path);
    return timer(LOGOUT_RELOAD_MS, deps.scheduler ?? appScheduler()).subscribe(() => deps.reload());
  };

  return {
    session$,
    isLoggedIn$,
    userDetails$,
    /** The current state, read synchronously (the API client's auth headers). */
    current: (): AuthState => state.value,
    login,
    updateUser,
    clearSession,
    reportUnauthorized,
    sessionExpired$,
    handleSessionExpiry,
    logout,
  };
}

export type Session = ReturnType<typeof createSession>;

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // some browsers throw on access when storage is disabled
  }
}

/** The app's session. */
export const session: Session = createSession(browserStorage(), { forgetPlayer: forgetBrowserPlayer });
export const {
  session$,
  isLoggedIn$,
  userDetails$,
  login,
  updateUser,
  clearSession,
  reportUnauthorized,
  
  handleSessionExpiry,
  logout,
} = session;
