// Keeps every open tab's session in step: a session that expires (or is logged out) in one tab is cleared in all of them.
import { Subscription, filter, fromEvent } from 'rxjs';
import { SESSION_STORAGE_KEY, type Session } from './session';

/** The call name another tab's expiry is reported under (so it is not echoed back). */
const OTHER_TAB = 'another tab';
const SESSION_CHANNEL = 'exchange.session';

interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
}

export interface SessionSyncDeps {
  session: Pick<Session, 'current' | 'clearSession' | 'reportUnauthorized' | 'sessionExpired$'>;
  /** The window whose `storage` events tell of other tabs' writes. */
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** A BroadcastChannel, or null where there is none (storage events still clear the session). */
  channel: ChannelLike | null;
  navigate: (path: string) => void;
  toastInfo: (text: string) => void;
}

/**
 * The stored session (shared by every tab of the origin) is removed on expiry and on logout; other
 * tabs hear it as a `storage` event and clear theirs, so none goes on sending a dead token. An expiry
 * is also announced on a BroadcastChannel so every tab tells its player 'Session expired!'; the two
 * may arrive in either order.
 */
export function syncSessionAcrossTabs(deps: SessionSyncDeps): Subscription {
  const { session, win, channel, navigate, toastInfo } = deps;
  const sub = new Subscription();
  let clearedByOtherTab = false;

  sub.add(
    fromEvent<StorageEvent>(win as Window, 'storage')
      .pipe(filter((e) => e.key === SESSION_STORAGE_KEY || e.key === null))
      .subscribe((e) => {
        if (e.newValue !== null || !session.current().isLoggedIn) return;
        session.clearSession();
        clearedByOtherTab = true;
        navigate('/');
      }),
  );

  if (channel) {
    sub.add(
      session.sessionExpired$.subscribe((call) => {
        if (call !== OTHER_TAB) channel.postMessage({ kind: 'expired' });
      }),
    );
    channel.addEventListener('message', (e) => {
      if ((e.data as { kind?: unknown } | null)?.kind !== 'expired') return;
      if (session.current().isLoggedIn) session.reportUnauthorized(OTHER_TAB);
      else if (clearedByOtherTab) toastInfo('Session expired!');
      clearedByOtherTab = false;
    });
    sub.add(() => channel.close());
  }
  return sub;
}

/** The browser's channel, where it has one. */
export function sessionChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
}
