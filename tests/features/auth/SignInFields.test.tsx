// The login modal's fields on its sign-in actor: every keystroke stays, even before the view has subscribed to the actor.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { SignInFields } from '../../../src/features/auth/SignInFields';
import { signInActor } from '../../../streams/signIn';
import { SITE_TITLE, installSignInTestBed, renderAt } from './harness';

installSignInTestBed();

describe('SignInFields', () => {
  it("keeps every keystroke that comes before the view has subscribed to the actor", () => {
    const actor = signInActor('modal', SITE_TITLE);
    actor.send({ type: 'OPEN_FORM' });
    // The actor as the view meets it before its subscription effect has run (a busy page runs effects late):
    // it takes events, but tells no one.
    const silent = new Proxy(actor, {
      get: (t, p) => (p === 'subscribe' ? () => ({ unsubscribe: () => {} }) : ((v: unknown) => (typeof v === 'function' ? v.bind(t) : v))(Reflect.get(t, p, t))),
    });
    renderAt(<SignInFields actor={silent} layout="stacked" />);
    const username = within(screen.getByRole('form', { name: 'Login' })).getByLabelText('Username');
    for (const typed of ['r', 'ra', 'rah', 'rahu', 'rahul']) {
      fireEvent.change(username, { target: { value: typed } });
      expect(username).toHaveValue(typed);
    }
    expect(actor.getSnapshot().context.username).toBe('rahul');
  });
});
