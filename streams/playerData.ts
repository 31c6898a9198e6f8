// What a player leaves in the browser besides the session: forgotten at logout, so the next player on a
// shared browser inherits none of it (issue 19 item 6). No imports of the streams that keep these keys:
// a stream not loaded yet would still find its key on the next load; tests/streams/playerData.test.ts
// checks each key against its stream's constant.
import { EARLY_CALLS_GLOBAL } from '../src/api/earlyAnswers';
import type { KeyValueStorage } from './session';

/** localStorage: quick stakes (stakes.ts), followed markets (multiMarket.ts), visited matches (currentMatch.ts), the IP lookup's answer (visitorIp.ts). */
export const PLAYER_LOCAL_KEYS = ['exchange.stakes', 'exchange.multiMarkets', 'exchange.currentMatchUrl', 'exchange.ipInfo'] as const;
/** sessionStorage: the current match (currentMatch.ts). */
export const PLAYER_SESSION_KEYS = ['exchange.currentMatch'] as const;

interface PlayerDataDeps {
  local: KeyValueStorage | null;
  session: KeyValueStorage | null;
  /** Where the early script's calls wait (their headers hold the token they were sent with). */
  win?: Record<string, unknown>;
}

/** Removes the player's keys and the early script's calls (and so the token in their headers). */
export function forgetPlayer(deps: PlayerDataDeps): void {
  for (const [store, keys] of [
    [deps.local, PLAYER_LOCAL_KEYS],
    [deps.session, PLAYER_SESSION_KEYS],
  ] as const) {
    for (const k of keys) {
      try {
        store?.removeItem(k);
      } catch {
        // storage denied: nothing was kept there either
      }
    }
  }
  const early = deps.win?.[EARLY_CALLS_GLOBAL];
  if (Array.isArray(early)) early.splice(0, early.length);
  if (deps.win) delete deps.win[EARLY_CALLS_GLOBAL];
}

function storageOf(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

/** The browser's: what session.ts' logout calls. */
export const forgetBrowserPlayer = (): void =>
  forgetPlayer({ local: storageOf('localStorage'), session: storageOf('sessionStorage'), win: typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>) });
