// The app's sign-in: the machine with its real effects, and the actors of the login modal and the inline form.
import { firstValueFrom, map } from 'rxjs';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { PasswordChange, SignInAnswer, SignInRequest } from '../src/api/contract';
import type { IpInfo } from '../src/api/ipLookup';
import { inspected } from '../machines/tools/inspection';
import { signInMachine, type PasswordHistoryInput } from '../machines/signIn.machine';
import { api } from './api';
import { appClock } from './scheduler';
import { loginRequests$ } from './loginDialog';
import { clearSession, login, session } from './session';
import { showToast } from './toasts';
import { visitorIp } from './visitorIpInstance';

/** The prompt only asks whether any change exists; the API's smallest page size is plenty. */
const HISTORY_PAGE_SIZE = 10;

export const appSignInMachine = signInMachine.provide({
  actors: {
    lookupIp: fromPromise<IpInfo | null>(() => firstValueFrom(visitorIp(), { defaultValue: null })),
    signIn: fromPromise<SignInAnswer, SignInRequest>(({ input }) => firstValueFrom(api.signIn(input))),
    fetchPasswordHistory: fromPromise<readonly PasswordChange[], PasswordHistoryInput>(() =>
      firstValueFrom(api.passwordHistory(1, HISTORY_PAGE_SIZE).pipe(map((page) => page.pageItems))),
    ),
  },
  actions: {
    toast: (_, params) => showToast(params.kind, params.text),
    storeSession: (_, params) => login(params.token, params.user),
    clearSession: () => clearSession(),
  },
});

export type SignInActor = ActorRefFrom<typeof signInMachine>;

/** 'modal': the dialog `openLogin()` opens; 'inline': the desktop header's form. */
export type SignInSlot = 'modal' | 'inline';

const live = new Map<SignInSlot, SignInActor>();

/** A request raised before the modal's actor existed (its site title was still on its way). */
let pendingOpen = false;

function openModal(actor: SignInActor): void {
  // A logged-in player has nothing to log into; a stray button must not show the form.
  if (!session.current().isLoggedIn) actor.send({ type: 'OPEN_DIALOG' });
}

// Subscribed for the page's life: a Subject costs nothing while nobody calls openLogin().
loginRequests$.subscribe(() => {
  const modal = live.get('modal');
  if (modal) openModal(modal);
  else pendingOpen = true;
});

/**
 * The slot's one actor, started on first use. It lives outside React because a login ends by
 * swapping the header (the inline form unmounts) while the machine still has to ask for the
 * password history and raise the change prompt.
 */
export function signInActor(slot: SignInSlot, title: string): SignInActor {
  const existing = live.get(slot);
  if (existing) return existing;

  const actor: SignInActor = inspected(createActor(appSignInMachine, { input: { title }, clock: appClock }));
  actor.subscribe({ error: (err) => console.error(`[signIn ${slot}] the sign-in actor stopped`, err) });
  actor.start();
  live.set(slot, actor);
  if (slot === 'modal' && pendingOpen) {
    pendingOpen = false;
    openModal(actor);
  }
  return actor;
}

/** Stops both actors (tests, and an unmounted app); the next use starts fresh ones. */
export function stopSignInActors(): void {
  for (const actor of live.values()) actor.stop();
  live.clear();
  pendingOpen = false;
}
