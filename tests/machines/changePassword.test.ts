// The change-password machine: open, edit, close, submit, success (cleared, closed, toast), refusal (kept open, server's words).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PasswordUpdate } from '../../src/api/accountEndpoints';
import { ApiError } from '../../src/api/errors';
import type { ToastParams } from '../../machines/effects';
import {
  EMPTY_PASSWORD_FIELDS,
  PASSWORD_UPDATED_TEXT,
  changePasswordMachine,
} from '../../machines/changePassword.machine';

interface Pending {
  input: PasswordUpdate;
  resolve: (message: string) => void;
  reject: (err: unknown) => void;
}

/** An actor whose server answers only when the test says so. */
function start() {
  const calls: Pending[] = [];
  const toasts: ToastParams[] = [];
  const machine = changePasswordMachine.provide({
    actors: {
      updatePassword: fromPromise<string, PasswordUpdate>(
        ({ input }) => new Promise<string>((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
    actions: { toast: (_, params) => toasts.push(params) },
  });
  const actor = createActor(machine).start();
  const fill = () => {
    actor.send({ type: 'edit', field: 'currentPassword', value: 'old-secret' });
    actor.send({ type: 'edit', field: 'newPassword', value: 'new-secret' });
    actor.send({ type: 'edit', field: 'confirmPassword', value: 'new-secret' });
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, calls, toasts, fill, settle };
}

describe('changePasswordMachine', () => {
  it('starts closed; open shows empty fields; edits are kept; close clears them', () => {
    const { actor, fill } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('closed');

    actor.send({ type: 'open' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fields).toEqual(EMPTY_PASSWORD_FIELDS);
    fill();
    expect(actor.getSnapshot().context.fields).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });

    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().context.fields).toEqual(EMPTY_PASSWORD_FIELDS);
  });

  it('sends whatever was typed, even empty or mismatched fields: the server decides', () => {
    const { actor, calls } = start();
    actor.send({ type: 'open' });
    actor.send({ type: 'edit', field: 'newPassword', value: 'a' });
    actor.send({ type: 'edit', field: 'confirmPassword', value: 'b' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls.map((c) => c.input)).toEqual([{ currentPassword: '', newPassword: 'a', confirmPassword: 'b' }]);
  });

  it('on success clears the fields, closes and toasts the spec text', async () => {
    const { actor, calls, toasts, fill, settle } = start();
    actor.send({ type: 'open' });
    fill();
    actor.send({ type: 'submit' });
    // Closing while the server decides is not offered.
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('submitting');

    calls[0]!.resolve('Password Updated Successfully!');
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.fields).toEqual(EMPTY_PASSWORD_FIELDS);
    expect(toasts).toEqual([{ kind: 'success', text: PASSWORD_UPDATED_TEXT }]);
  });

  it("on refusal stays open with the fields and the server's message, which the next submit clears", async () => {
    const { actor, calls, toasts, fill, settle } = start();
    actor.send({ type: 'open' });
    fill();
    actor.send({ type: 'submit' });
    calls[0]!.reject(
      new ApiError('refused', 'updatePassword', { status: 400, serverMessage: 'Current password is wrong' }),
    );
    await settle();

    const snap = actor.getSnapshot();
    expect(snap.value).toBe('editing');
    expect(snap.context.refusal).toBe('Current password is wrong');
    expect(snap.context.fields.newPassword).toBe('new-secret');
    expect(toasts).toEqual([{ kind: 'error', text: 'Current password is wrong' }]);

    actor.send({ type: 'edit', field: 'currentPassword', value: 'right-secret' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(calls[1]!.input.currentPassword).toBe('right-secret');
    calls[1]!.resolve('ok');
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a fault that is not a refusal shows a fixed text, not a stack trace', async () => {
    const { actor, calls, settle } = start();
    actor.send({ type: 'open' });
    actor.send({ type: 'submit' });
    calls[0]!.reject(new TypeError('x is undefined'));
    await settle();
    expect(actor.getSnapshot().context.refusal).toBe('The password could not be changed.');
  });
});
