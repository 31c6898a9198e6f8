// The profile's change-password modal: closed, editing, submitting; the server alone judges the fields.
import { assign, fromPromise, setup } from 'xstate';
import type { PasswordUpdate } from '../src/api/accountEndpoints';
import { notProvided, playerMessageOf, type ToastParams } from './effects';

export type PasswordField = keyof PasswordUpdate;

export const PASSWORD_UPDATED_TEXT = 'Password Updated Successfully!';

export const EMPTY_PASSWORD_FIELDS: PasswordUpdate = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordContext {
  fields: PasswordUpdate;
  /** The server's refusal of the last attempt, shown in the modal until the next submit. */
  refusal: string | null;
}

export type ChangePasswordEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'edit'; field: PasswordField; value: string }
  | { type: 'submit' };

const refusalText = (err: unknown): string => playerMessageOf(err, 'The password could not be changed.');

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    /** POST /auth/update-password: resolves with the server's message, rejects with its refusal. */
    updatePassword: fromPromise<string, PasswordUpdate>(() => notProvided('updatePassword')),
  },
  actions: {
    clearForm: assign({ fields: () => ({ ...EMPTY_PASSWORD_FIELDS }), refusal: () => null }),
    toast: (_args, _params: ToastParams) => notProvided('toast'),
  },
}).createMachine({
  id: 'changePassword',
  context: { fields: { ...EMPTY_PASSWORD_FIELDS }, refusal: null },
  initial: 'closed',
  states: {
    closed: {
      on: { open: { target: 'editing', actions: 'clearForm' } },
    },
    editing: {
      on: {
        edit: {
          actions: assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }),
          }),
        },
        // No client rules (spec section 5): whatever was typed goes to the server.
        submit: { target: 'submitting', actions: assign({ refusal: () => null }) },
        close: { target: 'closed', actions: 'clearForm' },
      },
    },
    submitting: {
      // Closing is not offered here: the change may already be applied by the server, and the
      // player must learn the outcome.
      invoke: {
        src: 'updatePassword',
        input: ({ context }) => context.fields,
        onDone: {
          target: 'closed',
          actions: ['clearForm', { type: 'toast', params: { kind: 'success', text: PASSWORD_UPDATED_TEXT } }],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ refusal: ({ event }) => refusalText(event.error) }),
            { type: 'toast', params: ({ event }) => ({ kind: 'error' as const, text: refusalText(event.error) }) },
          ],
        },
      },
    },
  },
});
