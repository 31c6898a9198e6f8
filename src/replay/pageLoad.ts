// A recorded page load during a replay (a HAR's second page): the page is loaded anew at that path and the replay goes on from there.
import type { PlayerState } from './player';
import type { GaveUp } from './playback';
import { keepSandboxAcrossLoad } from './sandbox';

/** sessionStorage key of the replay's state across a recorded page load. */
const RESUME_KEY = 'qa.replay.resume';

export interface ResumeState {
  /** The player's pairings and findings so far; `player.at` is the load's tape time. */
  player: PlayerState;
  /** Path and query the page loads. */
  path: string;
  /** Inputs and marks already run (the load itself included). */
  nextAction: number;
  nextMark: number;
  markResults: { name: string; at: number; differences: string[] }[];
  problems: string[];
  gaveUp: GaveUp[];
}

/**
 * Where a tape's page load may go: a path of this site, as `/path?query#hash`. Anything that leaves
 * `origin` (another host, `//host`, `javascript:`, `data:`) is null: a tape navigates only within
 * the site that replays it.
 */
export function sitePath(value: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Keeps the state and loads `path` as the recording did: a new document, whose app starts from scratch
 * on the storage the replay has made so far (a session signed in during the replay stays signed in).
 * `beforeLoad` marks the load as one that must not restore the tape's storage.
 */
export function loadPage(state: ResumeState, beforeLoad: () => void): Promise<void> {
  // The caller checked it (sitePath); checked again here, the one place a tape makes the page go anywhere.
  const path = sitePath(state.path, window.location.origin);
  if (path === null) return Promise.reject(new Error(`a tape's page load may not leave this site: ${state.path}`));
  sessionStorage.setItem(RESUME_KEY, JSON.stringify({ ...state, path }));
  beforeLoad();
  keepSandboxAcrossLoad();
  window.location.assign(path);
  return new Promise(() => undefined); // the page goes away
}

/** The state a recorded page load left, once (it is removed as it is read). */
export function takeResume(): ResumeState | undefined {
  const raw = sessionStorage.getItem(RESUME_KEY);
  sessionStorage.removeItem(RESUME_KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as ResumeState;
  } catch {
    return undefined;
  }
}
