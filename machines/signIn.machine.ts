// The login dialog: age gate, form with validation, login or demo login, and the checks after a successful login.
import { assign, fromPromise, setup } from 'xstate';
import type { PasswordChange, SignInAnswer, SignInRequest, User } from '../src/api/contract';
import type { IpInfo } from '../src/api/ipLookup';
import {
  CHANGE_PASSWORD_PROMPT,
  INVALID_LOGIN_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  LOGIN_SUCCESS_MESSAGE,
  PASSWORD_REQUIRED,
  USERNAME_REQUIRED,
  demoCredentials,
  isDemoUser,
  isPlayerRole,
  loginFailureMessage,
  needsPasswordPrompt,
  validateLogin,
} from '../src/domain/auth';
import { notProvided, serverMessageOf, type ToastParams } from './effects';

/** Texts the player reads, exactly as the specification writes them (defined once, in src/domain/auth.ts). */
export const SIGN_IN_TEXT = {
  usernameRequired: USERNAME_REQUIRED,
  passwordRequired: PASSWORD_REQUIRED,
  success: LOGIN_SUCCESS_MESSAGE,
  wrongRole: INVALID_LOGIN_MESSAGE,
  failed: LOGIN_FAILED_MESSAGE,
  changePassword: CHANGE_PASSWORD_PROMPT,
} as const;

export type SignInField = 'username' | 'password';
export type SignInMode = 'login' | 'demo';

export interface SignInInput {
  /** The domain's title: the demo user name is 'demo@' + title. */
  title: string;
}

export interface SignInContext {
  title: string;
  username: string;
  password: string;
  showPassword: boolean;
  /** Per-field validation messages; a field absent here is fine. */
  errors: Partial<Record<SignInField, string>>;
  /** Why the last attempt failed (also raised as an error toast), or null. */
  error: string | null;
  /** Which button was pressed, so the view reads 'Logging in...' or 'Loading...'. */
  mode: SignInMode;
  /** The visitor's IP info, null until a lookup answered. */
  ipInfo: IpInfo | null;
  /** Who logged in, once the server accepted a player. */
  session: { token: string; user: User } | null;
}

export type SignInEvent =
  | { type: 'OPEN_DIALOG' }
  /** The desktop header's inline login: straight to the form, it has no age gate. */
  | { type: 'OPEN_FORM' }
  | { type: 'CONFIRM' }
  | { type: 'EXIT' }
  | { type: 'CLOSE' }
  | { type: 'CHANGE'; field: SignInField; value: string }
  | { type: 'TOGGLE_PASSWORD' }
  | { type: 'SUBMIT' }
  | { type: 'DEMO' };

export interface PasswordHistoryInput {
  token: string;
  user: User;
}

/** The body of POST /auth/signin for this attempt (contract section 3). */
export function signInRequest(context: Pick<SignInContext, 'mode' | 'title' | 'username' | 'password' | 'ipInfo'>): SignInRequest {
  if (context.mode === 'demo') return demoCredentials(context.title);
  return {
    userName: context.username,
    password: context.password,
    deviceIp: context.ipInfo?.query ?? '',
    ipInfo: context.ipInfo ?? {},
  };
}

/** Missing fields and their messages (the rule of src/domain/auth.ts), keyed by the form's field names. */
function validateSignIn(context: Pick<SignInContext, 'username' | 'password'>): Partial<Record<SignInField, string>> {
  const found = validateLogin(context.username, context.password);
  return {
    ...(found?.userName && { username: found.userName }),
    ...(found?.password && { password: found.password }),
  };
}

/** The accepted session, which every `loggedIn` state holds. */
function sessionOf(context: SignInContext): PasswordHistoryInput {
  if (context.session === null) throw new Error('signIn: no session inside loggedIn');
  return context.session;
}

const blankForm = {
  username: '',
  password: '',
  showPassword: false,
  errors: {},
  error: null,
  mode: 'login',
} satisfies Partial<SignInContext>;

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
  },
  actors: {
    /** The cached visitor IP info, or null when the service failed (app: streams/visitorIp). */
    lookupIp: fromPromise<IpInfo | null>(async () => notProvided('lookupIp')),
    /** POST /auth/signin; rejects with an ApiError whose serverMessage is the server's words. */
    signIn: fromPromise<SignInAnswer, SignInRequest>(async () => notProvided('signIn')),
    /** The first page of the player's password changes. */
    fetchPasswordHistory: fromPromise<readonly PasswordChange[], PasswordHistoryInput>(async () =>
      notProvided('fetchPasswordHistory'),
    ),
  },
  actions: {
    toast: (_args, _params: ToastParams) => notProvided('toast'),
    storeSession: (_args, _params: { token: string; user: User }) => notProvided('storeSession'),
    clearSession: () => notProvided('clearSession'),

    resetForm: assign({ ...blankForm, session: null }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { [event.field]: event.value, errors };
    }),
    togglePassword: assign({ showPassword: ({ context }) => !context.showPassword }),
    showValidationErrors: assign({ errors: ({ context }) => validateSignIn(context), error: null }),
    startLogin: assign({ mode: 'login', errors: {}, error: null }),
    startDemo: assign({ mode: 'demo', errors: {}, error: null }),
    rememberIp: assign({ ipInfo: ({ context }, params: { ipInfo: IpInfo | null }) => params.ipInfo ?? context.ipInfo }),
    rememberSession: assign({ session: (_, params: { token: string; user: User }) => params }),
    showFailure: assign({ error: (_, params: { message: string }) => params.message }),
  },
  guards: {
    hasMissingField: ({ context }) => Object.keys(validateSignIn(context)).length > 0,
    ipUnknown: ({ context }) => context.ipInfo === null,
    isPlayerRole: (_, params: { user: User }) => isPlayerRole(params.user),
    /** The demo player is exempt from the password-change prompt (spec sections 1 and 6). */
    isDemoPlayer: ({ context }) =>
      context.mode === 'demo' || (context.session !== null && isDemoUser(context.session.user.userName)),
    needsPasswordPrompt: ({ context }, params: { history: readonly PasswordChange[] }) =>
      needsPasswordPrompt(sessionOf(context).user, params.history),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ ...blankForm, title: input.title, ipInfo: null, session: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN_DIALOG: { target: 'open', actions: 'resetForm' },
        OPEN_FORM: { target: 'open.form', actions: 'resetForm' },
      },
    },

    open: {
      initial: 'ageGate',
      // Looked up as the dialog opens so the answer is usually there by the time the player submits.
      invoke: {
        id: 'ipOnOpen',
        src: 'lookupIp',
        onDone: { actions: { type: 'rememberIp', params: ({ event }) => ({ ipInfo: event.output }) } },
        // A failed lookup leaves ipInfo null and is retried at submit. Handled explicitly: an
        // unhandled child error would stop the whole dialog.
        onError: {},
      },
      on: { CLOSE: 'closed' },
      states: {
        /** 'Non-Gambling Territories': the visitor confirms being 18 or older. */
        ageGate: {
          on: {
            CONFIRM: 'form',
            EXIT: '#signIn.closed',
          },
        },

        form: {
          on: {
            CHANGE: { actions: 'setField' },
            TOGGLE_PASSWORD: { actions: 'togglePassword' },
            SUBMIT: [
              { guard: 'hasMissingField', actions: 'showValidationErrors' },
              { guard: 'ipUnknown', target: 'submitting.retryingIp', actions: 'startLogin' },
              { target: 'submitting.signingIn', actions: 'startLogin' },
            ],
            DEMO: { target: 'submitting.signingIn', actions: 'startDemo' },
          },
        },

        submitting: {
          // Closing now would orphan a request the server may accept: the token would arrive
          // with nobody to store it, or log the player in behind a closed dialog. The view
          // disables the close icon too; the machine makes it so.
          on: { CLOSE: {} },
          // SUBMIT and DEMO name the step they start at; this is only the required default.
          initial: 'signingIn',
          states: {
            /** The lookup at opening failed (null): the spec retries it at the next login. */
            retryingIp: {
              invoke: {
                src: 'lookupIp',
                onDone: {
                  target: 'signingIn',
                  actions: { type: 'rememberIp', params: ({ event }) => ({ ipInfo: event.output }) },
                },
                onError: 'signingIn',
              },
            },
            signingIn: {
              invoke: {
                src: 'signIn',
                input: ({ context }) => signInRequest(context),
                onDone: [
                  {
                    guard: { type: 'isPlayerRole', params: ({ event }) => ({ user: event.output.user }) },
                    target: '#signIn.loggedIn',
                    actions: [
                      {
                        type: 'rememberSession',
                        params: ({ event }) => ({ token: event.output.userToken, user: event.output.user }),
                      },
                      {
                        type: 'storeSession',
                        params: ({ event }) => ({ token: event.output.userToken, user: event.output.user }),
                      },
                      { type: 'toast', params: { kind: 'success', text: SIGN_IN_TEXT.success } },
                    ],
                  },
                  {
                    target: '#signIn.open.form',
                    actions: [
                      'clearSession',
                      { type: 'showFailure', params: { message: SIGN_IN_TEXT.wrongRole } },
                      { type: 'toast', params: { kind: 'error', text: SIGN_IN_TEXT.wrongRole } },
                    ],
                  },
                ],
                onError: {
                  target: '#signIn.open.form',
                  actions: [
                    {
                      type: 'showFailure',
                      params: ({ event }) => ({ message: loginFailureMessage(serverMessageOf(event.error)) }),
                    },
                    {
                      type: 'toast',
                      params: ({ event }) => ({
                        kind: 'error' as const,
                        text: loginFailureMessage(serverMessageOf(event.error)),
                      }),
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },

    /** The dialog is closed and the player is in. OPEN_DIALOG or OPEN_FORM again (after a session expiry) starts over. */
    loggedIn: {
      initial: 'decidingPasswordPrompt',
      on: {
        OPEN_DIALOG: { target: 'open', actions: 'resetForm' },
        OPEN_FORM: { target: 'open.form', actions: 'resetForm' },
      },
      states: {
        // A separate decision step so the history is never even requested for the demo player.
        decidingPasswordPrompt: {
          always: [{ guard: 'isDemoPlayer', target: 'settled' }, { target: 'checkingPasswordHistory' }],
        },
        checkingPasswordHistory: {
          invoke: {
            src: 'fetchPasswordHistory',
            input: ({ context }) => sessionOf(context),
            onDone: [
              {
                guard: { type: 'needsPasswordPrompt', params: ({ event }) => ({ history: event.output }) },
                target: 'settled',
                actions: { type: 'toast', params: { kind: 'info', text: SIGN_IN_TEXT.changePassword } },
              },
              { target: 'settled' },
            ],
            // Unknown history: no prompt rather than nagging a player who may have changed it.
            onError: 'settled',
          },
        },
        settled: {},
      },
    },
  },
});
