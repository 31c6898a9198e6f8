// Who may sign in, who the demo player is, when to ask for a password change, and the login form's checks.
import type { SignInRequest, User } from '../api/contract';
import { DEMO_PASSWORD, DEMO_USER_PREFIX } from './constants';

export const LOGIN_SUCCESS_MESSAGE = 'Login successful!';
export const INVALID_LOGIN_MESSAGE = 'Invalid Id or Password!';
export const LOGIN_FAILED_MESSAGE = 'Login Failed';
export const CHANGE_PASSWORD_PROMPT = 'Please change your password for security!';
export const USERNAME_REQUIRED = 'Please enter username.';
export const PASSWORD_REQUIRED = 'Please enter password.';

/** Only accounts whose role is named "User" are players; any other role is refused at sign-in. */
export function isPlayerRole(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role.name === 'User';
}

export function isDemoUser(userName: string | null | undefined): boolean {
  return (userName ?? '').startsWith(DEMO_USER_PREFIX);
}

/** A player with no password change on record is asked to change it; the demo player never is. */
export function needsPasswordPrompt(user: Pick<User, 'userName'>, history: readonly unknown[]): boolean {
  return !isDemoUser(user.userName) && history.length === 0;
}

/** The demo login: "demo@" + the site title, the fixed demo password, no IP data. */
export function demoCredentials(siteTitle: string): SignInRequest {
  return { userName: `${DEMO_USER_PREFIX}${siteTitle}`, password: DEMO_PASSWORD, deviceIp: '', ipInfo: {} };
}

export interface LoginErrors {
  userName?: typeof USERNAME_REQUIRED;
  password?: typeof PASSWORD_REQUIRED;
}

/** Both fields are required (blank counts as missing); nothing is sent while either error stands. */
export function validateLogin(userName: string, password: string): LoginErrors | null {
  const errors: LoginErrors = {};
  if (userName.trim() === '') errors.userName = USERNAME_REQUIRED;
  if (password === '') errors.password = PASSWORD_REQUIRED;
  return errors.userName || errors.password ? errors : null;
}

/** A failed sign-in shows the server's message, or "Login Failed" when it has none. */
export function loginFailureMessage(serverMessage: string | null | undefined): string {
  const m = (serverMessage ?? '').trim();
  return m === '' ? LOGIN_FAILED_MESSAGE : m;
}
