// Walks every transition of the sign-in machine: age gate, validation, login, demo, failures, prompts and the IP retry.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { PasswordChange, SignInAnswer, SignInRequest, User } from '../../src/api/contract';
import { ApiError } from '../../src/api/errors';
import type { IpInfo } from '../../src/api/ipLookup';
import { SIGN_IN_TEXT, signInMachine, signInRequest } from '../../machines/signIn.machine';
import type { ToastParams } from '../../machines/effects';
import { testPlayer } from '../records';
import { deferred } from './deferred';

const IP: IpInfo = { query: '203.0.113.7', country: 'India', city: 'Pune' };

function user(overrides: Partial<User> = {}): User {
  return testPlayer({ userName: 'rahul', name: 'Rahul', openingBalance: 1000, exposureLimit: 5000, mobile: '9999999999', ...overrides });
}

const HISTORY: PasswordChange[] = [{ updatedOf: 'rahul', updatedBy: 'rahul', createdAt: '2026-01-01T00:00:00.000Z' }];

interface Fakes {
  /** Answers of lookupIp, one per call (an Error rejects, a promise answers when settled). Past the list: null. */
  ipAnswers?: Array<IpInfo | null | Error | Promise<IpInfo | null>>;
  signIn?: (req: SignInRequest) => Promise<SignInAnswer>;
  history?: () => Promise<readonly PasswordChange[]>;
}

function start(fakes: Fakes = {}) {
  const ipAnswers = [...(fakes.ipAnswers ?? [IP])];
  const lookupIp = vi.fn<() => Promise<IpInfo | null>>(async () => {
    const next = ipAnswers.shift() ?? null;
    if (next instanceof Error) throw next;
    return await next;
  });
  const signIn = vi.fn<(req: SignInRequest) => Promise<SignInAnswer>>(
    fakes.signIn ?? (async (req) => ({ userToken: 'tok-1', user: user({ userName: req.userName }) })),
  );
  const fetchPasswordHistory = vi.fn<() => Promise<readonly PasswordChange[]>>(fakes.history ?? (async () => HISTORY));
  const toast = vi.fn<(p: ToastParams) => void>();
  const storeSession = vi.fn<(p: { token: string; user: User }) => void>();
  const clearSession = vi.fn<() => void>();

  const machine = signInMachine.provide({
    actors: {
      lookupIp: fromPromise(() => lookupIp()),
      signIn: fromPromise(({ input }) => signIn(input)),
      fetchPasswordHistory: fromPromise(({ input }) => {
        expect(input.token).toBe('tok-1');
        return fetchPasswordHistory();
      }),
    },
    actions: {
      toast: (_, params) => toast(params),
      storeSession: (_, params) => storeSession(params),
      clearSession: () => clearSession(),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { title: 'Tamannah' }, clock });
  actor.start();
  return { actor, clock, lookupIp, signIn, fetchPasswordHistory, toast, storeSession, clearSession };
}

type Started = ReturnType<typeof start>;

/** Lets the promise actors settle: every fake answers within a few microtasks. */
const settle = () => new Promise<void>((r) => setTimeout(r, 0));

async function openForm(t: Started) {
  t.actor.send({ type: 'OPEN_DIALOG' });
  t.actor.send({ type: 'CONFIRM' });
  await settle(); // the lookup at opening has answered
}

function fill(t: Started, username: string, password: string) {
  t.actor.send({ type: 'CHANGE', field: 'username', value: username });
  t.actor.send({ type: 'CHANGE', field: 'password', value: password });
}

describe('signIn machine: the dialog and its age gate', () => {
  it('starts closed and OPEN shows the age gate and looks the IP up once', async () => {
    const t = start();
    expect(t.actor.getSnapshot().value).toBe('closed');
    expect(t.lookupIp).not.toHaveBeenCalled();

    t.actor.send({ type: 'OPEN_DIALOG' });
    expect(t.actor.getSnapshot().matches({ open: 'ageGate' })).toBe(true);
    expect(t.lookupIp).toHaveBeenCalledTimes(1);
    await settle();
    expect(t.actor.getSnapshot().context.ipInfo).toEqual(IP);
  });

  it('CONFIRM on the age gate reveals the form', () => {
    const t = start();
    t.actor.send({ type: 'OPEN_DIALOG' });
    t.actor.send({ type: 'CONFIRM' });
    expect(t.actor.getSnapshot().matches({ open: 'form' })).toBe(true);
  });

  it('EXIT on the age gate closes the dialog', () => {
    const t = start();
    t.actor.send({ type: 'OPEN_DIALOG' });
    t.actor.send({ type: 'EXIT' });
    expect(t.actor.getSnapshot().value).toBe('closed');
  });

  it('the close icon closes the dialog from the age gate and from the form', () => {
    const t = start();
    t.actor.send({ type: 'OPEN_DIALOG' });
    t.actor.send({ type: 'CLOSE' });
    expect(t.actor.getSnapshot().value).toBe('closed');

    t.actor.send({ type: 'OPEN_DIALOG' });
    t.actor.send({ type: 'CONFIRM' });
    t.actor.send({ type: 'CLOSE' });
    expect(t.actor.getSnapshot().value).toBe('closed');
  });

  it('each opening asks for the IP again (the app actor serves its one-hour cache) and starts a blank form', async () => {
    const t = start({ ipAnswers: [IP, IP] });
    await openForm(t);
    fill(t, 'rahul', 'secret');
    t.actor.send({ type: 'TOGGLE_PASSWORD' });
    t.actor.send({ type: 'CLOSE' });

    t.actor.send({ type: 'OPEN_DIALOG' });
    expect(t.lookupIp).toHaveBeenCalledTimes(2);
    const { context } = t.actor.getSnapshot();
    expect(t.actor.getSnapshot().matches({ open: 'ageGate' })).toBe(true);
    expect(context).toMatchObject({ username: '', password: '', showPassword: false, errors: {}, error: null });
  });

  it('a lookup that rejects at opening leaves the IP unknown and the dialog working', async () => {
    const t = start({ ipAnswers: [new Error('blocked by an ad blocker'), IP] });
    await openForm(t);
    expect(t.actor.getSnapshot().status).toBe('active');
    expect(t.actor.getSnapshot().matches({ open: 'form' })).toBe(true);
    expect(t.actor.getSnapshot().context.ipInfo).toBeNull();
  });

  it('a failed lookup at a later opening keeps the IP already known', async () => {
    const t = start({ ipAnswers: [IP, null] });
    await openForm(t);
    t.actor.send({ type: 'CLOSE' });
    await openForm(t);
    expect(t.actor.getSnapshot().context.ipInfo).toEqual(IP);
  });
});

describe('signIn machine: the inline form (OPEN_FORM)', () => {
  it('OPEN_FORM goes from closed straight to the form, with no age gate, and looks the IP up', async () => {
    const t = start();
    t.actor.send({ type: 'OPEN_FORM' });
    expect(t.actor.getSnapshot().matches({ open: 'form' })).toBe(true);
    expect(t.lookupIp).toHaveBeenCalledTimes(1);
    await settle();
    expect(t.actor.getSnapshot().context.ipInfo).toEqual(IP);

    fill(t, 'rahul', 'secret');
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ loggedIn: 'settled' }));
    expect(t.signIn).toHaveBeenCalledExactlyOnceWith({ userName: 'rahul', password: 'secret', deviceIp: IP.query, ipInfo: IP });
  });

  it('OPEN_FORM while the form is open keeps what was typed (a remount of the header)', async () => {
    const t = start();
    t.actor.send({ type: 'OPEN_FORM' });
    await settle();
    fill(t, 'rahul', 'sec');
    t.actor.send({ type: 'OPEN_FORM' });
    expect(t.actor.getSnapshot().context).toMatchObject({ username: 'rahul', password: 'sec' });
    expect(t.lookupIp).toHaveBeenCalledTimes(1);
  });

  it('OPEN_FORM after being logged in (a session expiry) shows a blank form again', async () => {
    const t = start({ ipAnswers: [IP, IP] });
    t.actor.send({ type: 'OPEN_FORM' });
    await settle();
    fill(t, 'rahul', 'secret');
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ loggedIn: 'settled' }));

    t.actor.send({ type: 'OPEN_FORM' });
    expect(t.actor.getSnapshot().matches({ open: 'form' })).toBe(true);
    expect(t.actor.getSnapshot().context).toMatchObject({ username: '', password: '', session: null, errors: {} });
  });
});

describe('signIn machine: the form', () => {
  it('CHANGE fills the fields and TOGGLE_PASSWORD shows and hides the password', async () => {
    const t = start();
    await openForm(t);
    fill(t, 'rahul', 'secret');
    expect(t.actor.getSnapshot().context).toMatchObject({ username: 'rahul', password: 'secret', showPassword: false });
    t.actor.send({ type: 'TOGGLE_PASSWORD' });
    expect(t.actor.getSnapshot().context.showPassword).toBe(true);
    t.actor.send({ type: 'TOGGLE_PASSWORD' });
    expect(t.actor.getSnapshot().context.showPassword).toBe(false);
  });

  it('SUBMIT with both fields empty shows both messages and sends nothing', async () => {
    const t = start();
    await openForm(t);
    t.actor.send({ type: 'SUBMIT' });
    await settle();
    const snap = t.actor.getSnapshot();
    expect(snap.matches({ open: 'form' })).toBe(true);
    expect(snap.context.errors).toEqual({ username: 'Please enter username.', password: 'Please enter password.' });
    expect(t.signIn).not.toHaveBeenCalled();
  });

  it('SUBMIT without a password shows only the password message and sends nothing', async () => {
    const t = start();
    await openForm(t);
    t.actor.send({ type: 'CHANGE', field: 'username', value: 'rahul' });
    t.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(t.actor.getSnapshot().context.errors).toEqual({ password: 'Please enter password.' });
    expect(t.signIn).not.toHaveBeenCalled();
  });

  it('SUBMIT with a blank user name shows the username message and sends nothing', async () => {
    const t = start();
    await openForm(t);
    fill(t, '   ', 'secret');
    t.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(t.actor.getSnapshot().context.errors).toEqual({ username: 'Please enter username.' });
    expect(t.signIn).not.toHaveBeenCalled();
  });

  it('typing in a field clears its message only', async () => {
    const t = start();
    await openForm(t);
    t.actor.send({ type: 'SUBMIT' });
    t.actor.send({ type: 'CHANGE', field: 'username', value: 'r' });
    expect(t.actor.getSnapshot().context.errors).toEqual({ password: 'Please enter password.' });
  });
});

describe('signIn machine: logging in', () => {
  it('sends userName, password, deviceIp and ipInfo, says "Logging in..." mode and ignores the close icon meanwhile', async () => {
    const answer = deferred<SignInAnswer>();
    const t = start({ signIn: () => answer.promise });
    await openForm(t);
    fill(t, 'rahul', 'secret');
    t.actor.send({ type: 'SUBMIT' });

    const snap = t.actor.getSnapshot();
    expect(snap.matches({ open: { submitting: 'signingIn' } })).toBe(true);
    expect(snap.context.mode).toBe('login');
    expect(t.signIn).toHaveBeenCalledWith({ userName: 'rahul', password: 'secret', deviceIp: IP.query, ipInfo: IP });
    expect(t.lookupIp).toHaveBeenCalledTimes(1); // known IP: no second lookup

    t.actor.send({ type: 'CLOSE' });
    t.actor.send({ type: 'SUBMIT' });
    t.actor.send({ type: 'DEMO' });
    expect(t.actor.getSnapshot().matches({ open: { submitting: 'signingIn' } })).toBe(true);
    expect(t.signIn).toHaveBeenCalledTimes(1);

    answer.resolve({ userToken: 'tok-1', user: user() });
    await waitFor(t.actor, (s) => s.matches('loggedIn'));
  });

  it('success stores token and user, toasts "Login successful!" and checks the password history', async () => {
    const t = start();
    await openForm(t);
    fill(t, 'rahul', 'secret');
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ loggedIn: 'settled' }));

    expect(t.storeSession).toHaveBeenCalledExactlyOnceWith({ token: 'tok-1', user: user() });
    expect(t.clearSession).not.toHaveBeenCalled();
    expect(t.fetchPasswordHistory).toHaveBeenCalledTimes(1);
    expect(t.toast.mock.calls).toEqual([[{ kind: 'success', text: 'Login successful!' }]]);
    expect(t.actor.getSnapshot().context.session).toEqual({ token: 'tok-1', user: user() });
  });

  it('a player with no password history gets the info toast to change it', async () => {
    const history = deferred<readonly PasswordChange[]>();
    const t = start({ history: () => history.promise });
    await openForm(t);
    fill(t, 'rahul', 'secret');
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ loggedIn: 'checkingPasswordHistory' }));

    history.resolve([]);
    await waitFor(t.actor, (s) => s.matches({ loggedIn: 'settled' }));
    expect(t.toast.mock.calls).toEqual([
      [{ kind: 'success', text: 'Login successful!' }],
      [{ kind: 'info', text: 'Please change your password for security!' }],
    ]);
  });

  it('an unreadable password history raises no prompt', async () => {
    const t = start({ history: () => Promise.reject(new ApiError('server', 'passwordHistory')) });
    await openForm(t);
    fill(t, 'rahul', 'secret');
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ loggedIn: 'settled' }));
    expect(t.toast.mock.calls).toEqual([[{ kind: 'success', text: 'Login successful!' }]]);
  });

  it('a role other than User is refused: "Invalid Id or Password!" and the session is cleared', async () => {
    const t = start({ signIn: async () => ({ userToken: 'tok-9', user: user({ role: { name: 'Admin' } }) }) });
    await openForm(t);
    fill(t, 'boss', 'secret');
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ open: 'form' }));

    expect(t.clearSession).toHaveBeenCalledTimes(1);
    expect(t.storeSession).not.toHaveBeenCalled();
    expect(t.actor.getSnapshot().context.error).toBe('Invalid Id or Password!');
    expect(t.toast).toHaveBeenCalledExactlyOnceWith({ kind: 'error', text: 'Invalid Id or Password!' });
    expect(t.fetchPasswordHistory).not.toHaveBeenCalled();
  });

  it('a refusal shows the server message', async () => {
    const refusal = new ApiError('refused', 'signIn', { status: 400, serverMessage: 'Your account is blocked' });
    const t = start({ signIn: () => Promise.reject(refusal) });
    await openForm(t);
    fill(t, 'rahul', 'wrong');
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ open: 'form' }));

    expect(t.actor.getSnapshot().context.error).toBe('Your account is blocked');
    expect(t.toast).toHaveBeenCalledExactlyOnceWith({ kind: 'error', text: 'Your account is blocked' });
    expect(t.clearSession).not.toHaveBeenCalled();
    // The form keeps what was typed, so the player can correct it.
    expect(t.actor.getSnapshot().context).toMatchObject({ username: 'rahul', password: 'wrong' });
  });

  it.each([
    ['a network failure', new ApiError('network', 'signIn')],
    ['a server fault without a message', new ApiError('server', 'signIn', { status: 500 })],
    ['a bug', new TypeError('x is undefined')],
  ])('%s reads "Login Failed"', async (_name, failure) => {
    const t = start({ signIn: () => Promise.reject(failure) });
    await openForm(t);
    fill(t, 'rahul', 'secret');
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ open: 'form' }));
    expect(t.actor.getSnapshot().context.error).toBe(SIGN_IN_TEXT.failed);
    expect(t.toast).toHaveBeenCalledExactlyOnceWith({ kind: 'error', text: 'Login Failed' });
  });

  it('a failed attempt can be retried from the form, and the next SUBMIT clears the old error', async () => {
    let attempt = 0;
    const t = start({
      signIn: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError('refused', 'signIn', { serverMessage: 'Wrong password' });
        return { userToken: 'tok-1', user: user() };
      },
    });
    await openForm(t);
    fill(t, 'rahul', 'wrong');
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ open: 'form' }) && s.context.error !== null);
    t.actor.send({ type: 'CHANGE', field: 'password', value: 'right' });
    t.actor.send({ type: 'SUBMIT' });
    expect(t.actor.getSnapshot().context.error).toBeNull();
    await waitFor(t.actor, (s) => s.matches('loggedIn'));
    expect(t.signIn).toHaveBeenLastCalledWith({ userName: 'rahul', password: 'right', deviceIp: IP.query, ipInfo: IP });
  });

  it('OPEN after being logged in (a session expiry) starts over at the age gate', async () => {
    const t = start({ ipAnswers: [IP, IP] });
    await openForm(t);
    fill(t, 'rahul', 'secret');
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ loggedIn: 'settled' }));
    t.actor.send({ type: 'CLOSE' }); // nothing to close
    expect(t.actor.getSnapshot().matches('loggedIn')).toBe(true);

    t.actor.send({ type: 'OPEN_DIALOG' });
    expect(t.actor.getSnapshot().matches({ open: 'ageGate' })).toBe(true);
    expect(t.actor.getSnapshot().context).toMatchObject({ username: '', password: '', session: null });
  });
});

describe('signIn machine: demo login', () => {
  it('sends the demo credentials, says "Loading..." mode and never prompts for a password change', async () => {
    const answer = deferred<SignInAnswer>();
    const t = start({ signIn: () => answer.promise });
    await openForm(t);
    t.actor.send({ type: 'DEMO' }); // no fields needed

    const snap = t.actor.getSnapshot();
    expect(snap.matches({ open: { submitting: 'signingIn' } })).toBe(true);
    expect(snap.context.mode).toBe('demo');
    expect(t.signIn).toHaveBeenCalledExactlyOnceWith({
      userName: 'demo@Tamannah',
      password: 'Demo@1234',
      deviceIp: '',
      ipInfo: {},
    });

    answer.resolve({ userToken: 'tok-1', user: user({ userName: 'demo@Tamannah' }) });
    await waitFor(t.actor, (s) => s.matches({ loggedIn: 'settled' }));
    expect(t.fetchPasswordHistory).not.toHaveBeenCalled();
    expect(t.storeSession).toHaveBeenCalledTimes(1);
    expect(t.toast.mock.calls).toEqual([[{ kind: 'success', text: 'Login successful!' }]]);
  });

  it('the demo user typed into the form is exempt from the prompt too', async () => {
    const t = start({ history: async () => [] });
    await openForm(t);
    fill(t, 'demo@Tamannah', 'Demo@1234');
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches({ loggedIn: 'settled' }));
    expect(t.fetchPasswordHistory).not.toHaveBeenCalled();
    expect(t.toast).not.toHaveBeenCalledWith({ kind: 'info', text: SIGN_IN_TEXT.changePassword });
  });

  it('a demo refusal goes back to the form with the server message', async () => {
    const t = start({
      signIn: () => Promise.reject(new ApiError('refused', 'signIn', { serverMessage: 'Demo is disabled' })),
    });
    await openForm(t);
    t.actor.send({ type: 'DEMO' });
    await waitFor(t.actor, (s) => s.matches({ open: 'form' }));
    expect(t.actor.getSnapshot().context.error).toBe('Demo is disabled');
  });
});

describe('signIn machine: IP retry at submit', () => {
  it('a null lookup at opening is retried at submit before signing in', async () => {
    const retry = deferred<IpInfo | null>();
    const t = start({ ipAnswers: [null, retry.promise] });
    await openForm(t);
    expect(t.actor.getSnapshot().context.ipInfo).toBeNull();

    fill(t, 'rahul', 'secret');
    t.actor.send({ type: 'SUBMIT' });
    expect(t.actor.getSnapshot().matches({ open: { submitting: 'retryingIp' } })).toBe(true);
    expect(t.actor.getSnapshot().context.mode).toBe('login');
    expect(t.lookupIp).toHaveBeenCalledTimes(2);
    t.actor.send({ type: 'CLOSE' }); // still submitting: ignored
    expect(t.actor.getSnapshot().matches({ open: { submitting: 'retryingIp' } })).toBe(true);
    expect(t.signIn).not.toHaveBeenCalled();

    retry.resolve(IP);
    await waitFor(t.actor, (s) => s.matches('loggedIn'));
    expect(t.signIn).toHaveBeenCalledExactlyOnceWith({ userName: 'rahul', password: 'secret', deviceIp: IP.query, ipInfo: IP });
  });

  it.each([
    ['answers null again', null],
    ['fails', new Error('lookup failed')],
  ])('when the retry %s the login still goes out with an empty IP', async (_name, second) => {
    const t = start({ ipAnswers: [null, second] });
    await openForm(t);
    fill(t, 'rahul', 'secret');
    t.actor.send({ type: 'SUBMIT' });
    await waitFor(t.actor, (s) => s.matches('loggedIn'));
    expect(t.lookupIp).toHaveBeenCalledTimes(2);
    expect(t.signIn).toHaveBeenCalledExactlyOnceWith({ userName: 'rahul', password: 'secret', deviceIp: '', ipInfo: {} });
  });

  it('the demo login never waits for an IP', async () => {
    const t = start({ ipAnswers: [null] });
    await openForm(t);
    t.actor.send({ type: 'DEMO' });
    expect(t.actor.getSnapshot().matches({ open: { submitting: 'signingIn' } })).toBe(true);
    expect(t.lookupIp).toHaveBeenCalledTimes(1);
  });
});

describe('signInRequest', () => {
  it('builds the login and demo bodies of the contract', () => {
    const form = { title: 'Aura', username: 'a', password: 'b', ipInfo: null };
    expect(signInRequest({ ...form, mode: 'login' })).toEqual({ userName: 'a', password: 'b', deviceIp: '', ipInfo: {} });
    expect(signInRequest({ ...form, mode: 'login', ipInfo: IP })).toEqual({
      userName: 'a',
      password: 'b',
      deviceIp: '203.0.113.7',
      ipInfo: IP,
    });
    expect(signInRequest({ ...form, mode: 'demo', ipInfo: IP })).toEqual({
      userName: 'demo@Aura',
      password: 'Demo@1234',
      deviceIp: '',
      ipInfo: {},
    });
  });
});

describe('signIn machine without its effects provided', () => {
  it('fails loudly instead of silently doing nothing', async () => {
    const actor = createActor(signInMachine, { input: { title: 'T' } });
    actor.subscribe({ error: () => {} });
    actor.start();
    actor.send({ type: 'OPEN_DIALOG' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'DEMO' });
    // signIn rejects (not provided), then the failure's toast action throws: the actor stops in error.
    await expect(waitFor(actor, (s) => s.matches('loggedIn'))).rejects.toThrow(
      "machine effect 'toast' was not provided",
    );
    expect(actor.getSnapshot().status).toBe('error');
  });
});
