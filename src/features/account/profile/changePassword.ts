// The change-password machine wired to the app: the real update call and the app's toasts.
import { firstValueFrom } from 'rxjs';
import { fromPromise } from 'xstate';
import { api } from '../../../../streams/api';
import { showToast } from '../../../../streams/toasts';
import type { PasswordUpdate } from '../../../api/endpoints';
import { changePasswordMachine } from '../../../../machines/changePassword.machine';

export const appChangePasswordMachine = changePasswordMachine.provide({
  actors: {
    updatePassword: fromPromise<string, PasswordUpdate>(({ input }) => firstValueFrom(api.updatePassword(input))),
  },
  actions: {
    toast: (_, params) => showToast(params.kind, params.text),
  },
});
