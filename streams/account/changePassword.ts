// The change-password machine wired to the app (as streams/signIn.ts wires sign-in): the real update call and the app's toasts.
import { firstValueFrom } from 'rxjs';
import { fromPromise } from 'xstate';
import { accountApi } from './api';
import { showToast } from '../toasts';
import type { PasswordUpdate } from '../../src/api/accountEndpoints';
import { changePasswordMachine } from '../../machines/changePassword.machine';

export const appChangePasswordMachine = changePasswordMachine.provide({
  actors: {
    updatePassword: fromPromise<string, PasswordUpdate>(({ input }) => firstValueFrom(accountApi.updatePassword(input))),
  },
  actions: {
    toast: (_, params) => showToast(params.kind, params.text),
  },
});
