// Effect shapes the machines share with the app (toast parameters, error texts) and the loud default for an unprovided effect.
import { isApiError } from '../src/api/errors';
import { isOutcomeUnknown } from '../src/domain/betConfirmation';

/** Same kinds as streams/toasts, so the app provides `toast` as `({}, p) => showToast(p.kind, p.text)`. */
export interface ToastParams {
  kind: 'info' | 'success' | 'error' | 'warning';
  text: string;
}

/**
 * The default of every actor and action a machine names in `setup`. The app must `.provide()`
 * the real one; failing loudly beats a silent no-op that would hide a missing wire (a bet that
 * never reloads the exposure, a login that never stores its token).
 */
export function notProvided(name: string): never {
  throw new Error(`machine effect '${name}' was not provided: pass it with machine.provide()`);
}

/** The server's own words when it sent some (`message` of a refusal), else undefined. */
export function serverMessageOf(err: unknown): string | undefined {
  if (isApiError(err)) return err.serverMessage || undefined;
  if (typeof err === 'object' && err !== null && 'serverMessage' in err) {
    const m = (err as { serverMessage?: unknown }).serverMessage;
    return typeof m === 'string' && m !== '' ? m : undefined;
  }
  return undefined;
}

/**
 * What a player reads when a call failed: an ApiError's message is already written for the
 * player (the server's words for a refusal, a fixed text for a fault); anything else is a bug
 * whose text is not for the player.
 */
export function playerMessageOf(err: unknown, fallback: string): string {
  if (isApiError(err)) return err.message || fallback;
  return serverMessageOf(err) ?? fallback;
}

/** The domain's isOutcomeUnknown for a thrown error: anything but an ApiError was raised before sending, so nothing happened. */
export function outcomeUnknown(err: unknown): boolean {
  return isApiError(err) && isOutcomeUnknown(err.kind);
}

/**
 * Now, from the clock the actor system runs on: `SimulatedClock` in tests, the real time
 * otherwise (XState's default clock only wraps setTimeout and has no `now`).
 */
export function clockNow(system: { _clock: unknown }): number {
  // oxlint-disable-next-line no-underscore-dangle -- XState exposes the system's clock only under this name.
  const clock = system._clock as { now?: () => number } | undefined;
  return typeof clock?.now === 'function' ? clock.now() : Date.now();
}

/**
 * How a machine tells the player it will not go on: the text on the slip (its `showError` action)
 * and the same text as an error toast (its `toast` action).
 */
export function showRefusal(message: string) {
  return [
    { type: 'showError', params: { message } },
    { type: 'toast', params: { kind: 'error', text: message } },
  ] as const;
}

/** `showRefusal` with a text read from the transition (the context, a failed call's error, an answer). */
export function showRefusalOf<Args>(message: (args: Args) => string) {
  return [
    { type: 'showError', params: (args: Args) => ({ message: message(args) }) },
    { type: 'toast', params: (args: Args) => ({ kind: 'error' as const, text: message(args) }) },
  ] as const;
}

/** `showRefusal` for a failed call: the player's text it carries (`playerMessageOf`), else `fallback`. */
export function showCallRefusal(fallback: string) {
  return showRefusalOf(({ event }: { event: { error: unknown } }) => playerMessageOf(event.error, fallback));
}
