// @vitest-environment jsdom
// A session that ends in one tab ends in every tab: storage events clear it, a channel message says 'Session expired!'.
import { describe, expect, it, vi } from 'vitest';
import { createSession, SESSION_STORAGE_KEY } from '../../streams/session';
import { syncSessionAcrossTabs } from '../../streams/sessionSync';
import type { User } from '../../src/api/contract';

const user = { _id: 'u1', userName: 'rahul', name: 'Rahul', currency: 'INR', role: { name: 'User' }, rolePermissions: [], openingBalance: 1, exposureLimit: 1, mobile: '' } as unknown as User;

/** Two tabs' channel ends: what one posts the other hears. */
function channelPair() {
  const make = () => {
    const target = new EventTarget();
    return {
      target,
      peer: null as null | { target: EventTarget },
      postMessage(data: unknown) {
        this.peer?.target.dispatchEvent(new MessageEvent('message', { data }));
      },
      close: vi.fn<() => void>(),
      addEventListener: (type: 'message', l: (e: MessageEvent) => void) => target.addEventListener(type, l as EventListener),
    };
  };
  const a = make();
  const b = make();
  a.peer = b;
  b.peer = a;
  return [a, b] as const;
}

function tab(channel: ReturnType<typeof channelPair>[number]) {
  const storage = new Map<string, string>();
  const session = createSession({
    getItem: (k) => storage.get(k) ?? null,
    setItem: (k, v) => void storage.set(k, v),
    removeItem: (k) => void storage.delete(k),
  });
  const win = new EventTarget() as unknown as Window;
  const navigate = vi.fn<(path: string) => void>();
  const toastInfo = vi.fn<(text: string) => void>();
  const sub = syncSessionAcrossTabs({ session, win, channel, navigate, toastInfo });
  session.handleSessionExpiry({ navigate, toastInfo });
  const storageEvent = (newValue: string | null) =>
    win.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue }));
  return { session, navigate, toastInfo, sub, storageEvent };
}

describe('session across tabs', () => {
  it('an expiry in one tab clears the other, sends it home and says why, whichever news comes first', () => {
    for (const storageFirst of [true, false]) {
      const [ca, cb] = channelPair();
      const a = tab(ca);
      const b = tab(cb);
      a.session.login('tok', user);
      b.session.login('tok', user);
      if (storageFirst) b.storageEvent(null);
      a.session.reportUnauthorized('exposure');
      if (!storageFirst) b.storageEvent(null);
      expect(a.toastInfo).toHaveBeenCalledWith('Session expired!');
      expect(b.session.current().isLoggedIn).toBe(false);
      expect(b.navigate).toHaveBeenCalledWith('/');
      expect(b.toastInfo).toHaveBeenCalledTimes(1);
      expect(b.toastInfo).toHaveBeenCalledWith('Session expired!');
      a.sub.unsubscribe();
      b.sub.unsubscribe();
      expect(ca.close).toHaveBeenCalled();
    }
  });

  it('a logout in another tab logs this one out without calling it an expiry; a login elsewhere changes nothing here', () => {
    const [, cb] = channelPair();
    const b = tab(cb);
    b.session.login('tok', user);
    b.storageEvent('{"isLoggedIn":true}');
    expect(b.session.current().isLoggedIn).toBe(true);
    b.storageEvent(null);
    expect(b.session.current().isLoggedIn).toBe(false);
    expect(b.navigate).toHaveBeenCalledWith('/');
    expect(b.toastInfo).not.toHaveBeenCalled();
  });
});
