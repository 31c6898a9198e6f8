// The desktop header's inline form before its sign-in code has arrived: what is typed and pressed
// meanwhile reaches the actor when it does, once, with the focus where the player left it.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm, signInCode } from '../../../src/features/auth/LoginForm';
import { session } from '../../../streams/session';
import { deferred } from '../../machines/deferred';
import { RAHUL, holdSignIn, installSignInTestBed, renderAt, seen } from './harness';

installSignInTestBed();

describe('LoginForm inline, before its sign-in code has loaded', () => {
  it('paints at once, keeps what is typed, and logs in once when the code arrives', async () => {
    const load = signInCode.load;
    const code = deferred<Awaited<ReturnType<typeof load>>>();
    let asked = 0;
    signInCode.load = () => {
      asked += 1;
      return code.promise;
    };
    try {
      const user = userEvent.setup();
      renderAt(<LoginForm variant="inline" />);
      const f = await screen.findByRole('form', { name: 'Login' });
      // Shown: the visitor's IP is looked up as before, without the sign-in code.
      await waitFor(() => expect(seen.ipLookups).toBe(1));
      expect(asked).toBe(0);

      await user.type(within(f).getByLabelText('Username'), RAHUL.userName);
      await user.type(within(f).getByLabelText('Password'), RAHUL.password);
      await user.click(within(f).getByRole('button', { name: 'Show password' }));
      await user.click(within(f).getByLabelText('Password'));
      await user.keyboard('{Enter}');
      await user.click(within(f).getByRole('button', { name: 'Login' }));
      expect(asked).toBe(1);
      expect(within(f).getByLabelText('Username')).toHaveValue(RAHUL.userName);
      expect(within(f).getByLabelText('Password')).toHaveValue(RAHUL.password);
      expect(within(f).getByLabelText('Password')).toHaveAttribute('type', 'text');
      expect(seen.signIn).toEqual([]);

      const release = holdSignIn();
      code.resolve(await load());
      // The same elements, now the actor's: the fields never blanked and the focus stayed.
      const busy = await within(f).findByRole('button', { name: 'Logging in...' });
      expect(within(f).getByLabelText('Username')).toHaveValue(RAHUL.userName);
      expect(within(f).getByLabelText('Password')).toHaveValue(RAHUL.password);
      expect(within(f).getByLabelText('Password')).toHaveAttribute('type', 'text');
      expect(document.activeElement).toBe(busy);
      release();
      await waitFor(() => expect(session.current().isLoggedIn).toBe(true));
      expect(seen.signIn).toHaveLength(1);
      expect(seen.signIn[0]).toMatchObject({ userName: RAHUL.userName, password: RAHUL.password });
    } finally {
      signInCode.load = load;
    }
  });

  it('keeps every keystroke that comes between the code\'s arrival and the render that shows the actor', async () => {
    const load = signInCode.load;
    const code = deferred<Awaited<ReturnType<typeof load>>>();
    signInCode.forget();
    signInCode.load = () => code.promise;
    try {
      renderAt(<LoginForm variant="inline" />);
      const f = await screen.findByRole('form', { name: 'Login' });
      const username = within(f).getByLabelText('Username');
      fireEvent.focus(username);
      fireEvent.change(username, { target: { value: 'r' } });
      expect(username).toHaveValue('r');

      // The code arrives: its promise callbacks run (the actor exists and takes events), but React
      // has not rendered with it yet when the next keys come, as on a busy phone.
      code.resolve(await load());
      for (let i = 0; i < 10; i++) await Promise.resolve();
      for (const typed of ['ra', 'rah', 'rahu', 'rahul']) {
        fireEvent.change(username, { target: { value: typed } });
        expect(username).toHaveValue(typed);
      }
      // Once the actor's state shows, it holds the whole name too.
      await waitFor(() => expect(within(f).getByLabelText('Username')).toHaveValue(RAHUL.userName));
      fireEvent.change(within(f).getByLabelText('Username'), { target: { value: 'rahul2' } });
      expect(within(f).getByLabelText('Username')).toHaveValue('rahul2');
    } finally {
      signInCode.load = load;
    }
  });

  it("keeps every keystroke that comes after the actor shows but before the view has subscribed to it", async () => {
    const load = signInCode.load;
    signInCode.forget();
    // The actor as the view meets it before its subscription effect has run (a busy page runs effects late):
    // it takes events, but tells no one.
    signInCode.load = async () => {
      const m = await load();
      return {
        ...m,
        signInActor: (...args: Parameters<typeof m.signInActor>) => {
          const a = m.signInActor(...args);
          return new Proxy(a, {
            get: (t, p) => (p === 'subscribe' ? () => ({ unsubscribe: () => {} }) : ((v: unknown) => (typeof v === 'function' ? v.bind(t) : v))(Reflect.get(t, p, t))),
          });
        },
      };
    };
    try {
      renderAt(<LoginForm variant="inline" />);
      const f = await screen.findByRole('form', { name: 'Login' });
      const username = within(f).getByLabelText('Username');
      fireEvent.focus(username);
      // The code has arrived and the form shows the actor ('Login' is its button; the fields are the same elements).
      for (let i = 0; i < 10; i++) await act(async () => {});
      for (const typed of ['r', 'ra', 'rah', 'rahu', 'rahul']) {
        fireEvent.change(username, { target: { value: typed } });
        expect(username).toHaveValue(typed);
      }
    } finally {
      signInCode.load = load;
    }
  });
});
