// The fault matrix, sign-in rows: the header's login form (POST /auth/signin) and the visitor IP lookup it makes, through
// every fault (tests/features/faults/matrix.tsx). A visitor starts logged out.
import { beforeEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { IP_CACHE_KEY } from '../../../streams/visitorIp';
import { clearSession } from '../../../streams/session';
import { stopSignInActors } from '../../../streams/signIn';
import { FAULTS, faultMatrix, RAHUL, runRow, type App, type FaultRow } from './matrix';
import { buttonsNamed } from './screen';

const m = faultMatrix({ seed: 7, start: Date.parse('2026-11-22T12:00:00.000Z') });

const loginForm = () => document.querySelector<HTMLFormElement>('form[aria-label="Login"]');
const balance = () => document.querySelector('[data-testid="balance"]');
const input = (name: string) => loginForm()?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;

/** Types the player's name and password into the header's form and presses Login. */
async function submitLogin(app: App): Promise<void> {
  if (balance()) return;
  await app.until(() => expect(loginForm(), 'the login form').not.toBeNull(), 'the login form');
  const { user } = app;
  await user.clear(input('username')!);
  await user.type(input('username')!, RAHUL.userName);
  await user.clear(input('password')!);
  await user.type(input('password')!, RAHUL.password);
  await user.click(buttonsNamed(loginForm()!, 'Login')[0]!);
  await app.settle();
}

/** Back to a visitor, if logged in: as the browser's logout reloads the page, the login form starts a fresh sign-in (its IP looked up anew). */
async function logOutIfIn(app: App): Promise<void> {
  if (!balance()) return;
  act(() => {
    stopSignInActors();
    clearSession();
  });
  await app.until(() => expect(loginForm(), 'the login form').not.toBeNull(), 'the login form after logging out');
}

/** A visitor's new page: no cached lookup (each load of the browser row started so), logged out, the app loaded again (a new form, a new lookup). */
async function freshVisitor(app: App): Promise<void> {
  localStorage.removeItem(IP_CACHE_KEY);
  if (balance()) act(() => clearSession());
  await app.reload();
  await app.until(() => expect(loginForm(), 'the login form').not.toBeNull(), 'the login form');
}

const LOGIN_OK = /^Login successfull?!$/;

const home = async (app: App) => {
  await app.until(() => expect(loginForm(), 'the login form').not.toBeNull(), 'the login form');
};

const ROWS: FaultRow[] = [
  {
    name: 'signIn',
    call: 'signIn',
    // A sign-in's 401 is a refused login, with the server's words.
    on401: 'refused',
    loggedOut: true,
    where: 'header login form',
    open: home,
    again: submitLogin,
    shows: () => expect(balance(), 'the balance: logged in').not.toBeNull(),
    // A failed login leaves the visitor on the form, the name still typed.
    whileFailing: () => {
      expect(input('username')?.value, 'the name kept').toBe(RAHUL.userName);
      expect((buttonsNamed(loginForm()!, 'Login')[0] as HTMLButtonElement | undefined)?.disabled, 'Login enabled').toBe(false);
    },
    // Spec 000 section 8: the server's message, else 'Login Failed'.
    notice: /^Login Failed$/,
    notices: { '401': /^Unauthorized$/, slow: LOGIN_OK },
    beforeRecovery: logOutIfIn,
    afterRecovery: logOutIfIn,
  },
  {
    name: 'visitorIp',
    call: 'visitorIp',
    on401: 'fails',
    loggedOut: true,
    where: 'login (IP lookup)',
    open: home,
    // Every ask starts with no cached answer, as a visitor; a logged-in player has no login form: back to a visitor first.
    // (As the browser row's logout reloaded the page: a new form, a new lookup.)
    again: async (app) => {
      await freshVisitor(app);
      await submitLogin(app);
      // A failed lookup never stops the login: it goes through (the browser row typed until it had).
      await app.until(() => expect(balance(), 'logged in').not.toBeNull(), 'the login after the lookup');
    },
    // The lookup shows nothing by itself: the visitor's form (or, once logged in, the balance) is there.
    shows: () => expect(balance() ?? loginForm(), 'the form or the balance').not.toBeNull(),
    // A failed lookup never stops a login (the IP is asked again at the next one): the player is only told the login worked.
    notice: LOGIN_OK,
    notices: { slow: LOGIN_OK },
    afterFault: async (app) => {
      await app.until(() => expect(balance(), 'logged in despite the lookup').not.toBeNull(), 'the login');
    },
    beforeRecovery: freshVisitor,
    afterRecovery: freshVisitor,
  },
];

// The form looks the IP up as it opens: a visitor's first load has none cached.
beforeEach(() => localStorage.removeItem(IP_CACHE_KEY));

describe('fault matrix: sign-in', () => {
  for (const row of ROWS) {
    it(`${row.name} (${row.where}) survives every fault`, { timeout: 180_000 }, async () => {
      expect(await runRow(m, row)).toEqual(FAULTS);
    });
  }
});
