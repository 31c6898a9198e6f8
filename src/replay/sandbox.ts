// Replay is a sandbox (docs/replay.md, docs/security.md): while a tape plays, the app's localStorage and
// sessionStorage are in-memory copies of the tape's, installed over `window` before any app module
// runs, so the player's own storage (their session included) is never read, written or deleted, and
// is simply there again when the replay ends (Exit replay) or the tab closes. No imports: the entry
// (src/main.tsx) installs it through its first import (./sandboxEntry), before any app module runs.
// (Not the early script: a module it shared with the entry would become a chunk it imports, which an
// inline classic script cannot.)

/** sessionStorage key of the replay's settings (REPLAY_CONFIG_KEY of ./shell). */
const CONFIG_KEY = 'qa.replay';
/** sessionStorage key holding the tape's storage at time 0, the sandbox's starting contents. */
export const SANDBOX_KEY = 'qa.replay.storage';
/** The app's stored session (SESSION_STORAGE_KEY of streams/session.ts). */
const SESSION_KEY = 'exchange.auth';
/** The token a replayed session holds: the tape's is never used, and the replay's transport needs none. */
export const PLACEHOLDER_TOKEN = 'replay-placeholder-token';

export interface SandboxStorage {
  local: Record<string, string>;
  session: Record<string, string>;
}

/** Keys of the simulated exchange and of these tools are not the app's state: they stay in the real storage. */
export const isAppKey = (k: string): boolean => !k.startsWith('mock.') && !k.startsWith('qa.') && !k.startsWith('msw');

/** The tape's stored values as the sandbox takes them: app keys only, a stored session with a placeholder token. */
export function sandboxValues(values: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values ?? {})) {
    if (!isAppKey(k)) continue;
    if (k === SESSION_KEY) {
      try {
        const s = JSON.parse(v) as Record<string, unknown>;
        if (s && typeof s === 'object') out[k] = JSON.stringify({ ...s, accessToken: PLACEHOLDER_TOKEN });
      } catch {
        // an unreadable session is no session
      }
      continue;
    }
    out[k] = v;
  }
  return out;
}

/** A Storage whose app keys live in memory; the tools' own keys (qa.*, mock.*) go to the real one. */
export class MemoryOverlay implements Storage {
  private readonly mem: Map<string, string>;
  constructor(
    private readonly real: Storage,
    initial: Record<string, string>,
  ) {
    this.mem = new Map(Object.entries(initial));
  }
  private realKeys(): string[] {
    const keys: string[] = [];
    for (let i = 0; i < this.real.length; i += 1) {
      const k = this.real.key(i);
      if (k !== null && !isAppKey(k)) keys.push(k);
    }
    return keys;
  }
  get length(): number {
    return this.mem.size + this.realKeys().length;
  }
  key(i: number): string | null {
    return [...this.mem.keys(), ...this.realKeys()][i] ?? null;
  }
  getItem(k: string): string | null {
    return isAppKey(k) ? (this.mem.get(k) ?? null) : this.real.getItem(k);
  }
  setItem(k: string, v: string): void {
    if (isAppKey(k)) this.mem.set(k, String(v));
    else this.real.setItem(k, v);
  }
  removeItem(k: string): void {
    if (isAppKey(k)) this.mem.delete(k);
    else this.real.removeItem(k);
  }
  clear(): void {
    this.mem.clear();
  }
  /** The app keys it holds now. */
  values(): Record<string, string> {
    return Object.fromEntries(this.mem);
  }
  [name: string]: unknown;
}

/** A BroadcastChannel that reaches no other tab: a replayed expiry or logout must not end the player's live session. */
class SilentChannel extends EventTarget {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onmessageerror: ((e: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    super();
  }
  postMessage(): void {}
  close(): void {}
}

/**
 * Installs the sandbox when this tab is replaying (its settings and the tape's storage are in
 * sessionStorage): returns whether it did. Other tabs' `storage` events do not reach the replayed app.
 */
export function installReplaySandbox(win: Window & typeof globalThis = window): boolean {
  const w = win as unknown as Record<string, unknown>;
  if (w.__qaSandbox) return true;
  let saved: SandboxStorage;
  let realLocal: Storage;
  let realSession: Storage;
  try {
    realLocal = win.localStorage;
    realSession = win.sessionStorage;
    const raw = realSession.getItem(SANDBOX_KEY);
    if (!raw || !realSession.getItem(CONFIG_KEY)) return false;
    saved = JSON.parse(raw) as SandboxStorage;
  } catch {
    return false;
  }
  const local = new MemoryOverlay(realLocal, sandboxValues(saved.local));
  const session = new MemoryOverlay(realSession, sandboxValues(saved.session));
  Object.defineProperty(win, 'localStorage', { configurable: true, get: () => local });
  Object.defineProperty(win, 'sessionStorage', { configurable: true, get: () => session });
  Object.defineProperty(win, 'BroadcastChannel', { configurable: true, writable: true, value: SilentChannel });
  win.addEventListener('storage', (e) => e.stopImmediatePropagation(), true);
  w.__qaSandbox = { local, session, realSession };
  return true;
}

/**
 * A recorded page load during the replay: the storage the replay has made so far (a session signed
 * in during the replay) becomes the sandbox's starting contents on the page loaded anew, as the
 * recording's browser kept it. Still in this tab's sessionStorage only, never in the player's keys.
 */
export function keepSandboxAcrossLoad(win: Window & typeof globalThis = window): void {
  const sandbox = (win as unknown as { __qaSandbox?: { local: MemoryOverlay; session: MemoryOverlay; realSession: Storage } }).__qaSandbox;
  if (!sandbox || typeof sandbox !== 'object') return;
  const kept: SandboxStorage = { local: sandbox.local.values(), session: sandbox.session.values() };
  sandbox.realSession.setItem(SANDBOX_KEY, JSON.stringify(kept));
}

/** Ends the sandbox for the next load: the tab's settings and the tape's storage go; the player's storage was never touched. */
export function clearReplaySandbox(real: Storage): void {
  real.removeItem(SANDBOX_KEY);
  real.removeItem(CONFIG_KEY);
}
