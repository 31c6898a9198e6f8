// What the recorder and the player share, with no import of the app (the player restores storage before the app loads).
import { createElement } from 'react';
import { openTape } from './har';
import { PANEL_ID } from './input';
import type { MatchPolicy } from './player';
import type { QaPanelProps } from './Panel';
import { clearReplaySandbox, isAppKey } from './sandbox';
import { redactStorageValue } from './tape';

/** sessionStorage key of the replay's settings: they outlive the reload a backwards seek makes. */
const REPLAY_CONFIG_KEY = 'qa.replay';
export const CACHE_NAME = 'qa-replay';
export const CACHED_TAPE = '/__qa-replay/tape';
export const BASE_URL = import.meta.env.VITE_API_BASE ?? '';

export interface ReplayConfig {
  /** URL of the tape, or 'cache' for a file opened from the panel. */
  src: string;
  name: string;
  policy: MatchPolicy;
  speed: number;
  /** Tape time to land on at boot (a backwards seek). */
  at: number;
  play: boolean;
  /** Headless check: play as fast as the page renders, to the end. */
  check: boolean;
}

const params = (): URLSearchParams => new URLSearchParams(window.location.search);

export function readConfig(): ReplayConfig | null {
  const q = params();
  let saved: Partial<ReplayConfig> = {};
  try {
    saved = JSON.parse(sessionStorage.getItem(REPLAY_CONFIG_KEY) ?? '{}') as Partial<ReplayConfig>;
  } catch {
    saved = {};
  }
  const src = q.get('replay') ?? saved.src;
  if (!src) return null;
  const fresh = q.has('replay');
  const speed = q.get('replay.speed');
  return {
    src,
    name: q.get('replay.name') ?? (fresh ? src.split('/').pop()! : (saved.name ?? src)),
    policy: (q.get('replay.policy') ?? saved.policy) === 'sequence' ? 'sequence' : 'time',
    speed: speed === 'max' ? Infinity : Number(speed ?? saved.speed ?? 1) || 1,
    at: Number(q.get('replay.at') ?? (fresh ? 0 : (saved.at ?? 0))) || 0,
    play: q.has('replay.play') ? q.get('replay.play') !== '0' : fresh ? false : (saved.play ?? false),
    check: q.get('replay.check') === '1' || (!fresh && saved.check === true),
  };
}

/**
 * A production build starts no replay from an address alone (docs/replay.md): `?replay=<url>` is
 * played only once this tab chose it (the panel's 'Replay this recording', or a file opened from the panel).
 */
export function linkNeedsConfirm(): boolean {
  if (import.meta.env.DEV) return false;
  const src = params().get('replay');
  if (src === null) return false;
  try {
    const saved = JSON.parse(sessionStorage.getItem(REPLAY_CONFIG_KEY) ?? '{}') as Partial<ReplayConfig>;
    return saved.src !== src;
  } catch {
    return true;
  }
}

/** sessionStorage key set for the one load after the player chose to record (the panel's 'Start recording'). */
const RECORD_CHOSEN_KEY = 'qa.record.chosen';

/**
 * A production build records nothing from an address alone (docs/replay.md): `?record=1` and `?qa=1`
 * open the recorder only on the load after this tab chose it in the panel. The choice is spent as it
 * is read, so a later load (a reload, a link) asks again. The dev server records at once.
 */
export function recorderChosen(store: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage, dev: boolean = import.meta.env.DEV): boolean {
  if (dev) return true;
  const chosen = store.getItem(RECORD_CHOSEN_KEY) === '1';
  store.removeItem(RECORD_CHOSEN_KEY);
  return chosen;
}

/** The player chose to record: the page loads again and the recorder starts before the app's first request. */
export function chooseRecording(): void {
  sessionStorage.setItem(RECORD_CHOSEN_KEY, '1');
  window.location.reload();
}

/** The player declined: the same page without the recorder's parameters, nothing recorded. */
export function declineRecording(): void {
  const u = new URL(window.location.href);
  u.searchParams.delete('record');
  u.searchParams.delete('qa');
  window.location.assign(u.pathname + u.search + u.hash);
}

/** The player confirmed the address' tape: this tab replays it (from a reload, on the tape's storage). */
export function confirmLink(config: ReplayConfig): void {
  saveConfig(config);
  window.location.reload();
}

export function saveConfig(c: ReplayConfig): void {
  sessionStorage.setItem(REPLAY_CONFIG_KEY, JSON.stringify({ ...c, speed: Number.isFinite(c.speed) ? c.speed : 'max' }));
}

export function snapshot(store: Storage): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < store.length; i += 1) {
    const k = store.key(i);
    if (k && isAppKey(k)) out[k] = redactStorageValue(store.getItem(k) ?? '');
  }
  return out;
}

export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function mountPanel(props: QaPanelProps): Promise<void> {
  const [{ createRoot }, { QaPanel }] = await Promise.all([import('react-dom/client'), import('./Panel')]);
  let host = document.getElementById(PANEL_ID);
  if (!host) {
    host = document.createElement('div');
    host.id = PANEL_ID;
    document.body.appendChild(host);
  }
  createRoot(host).render(createElement(QaPanel, props));
}

/** Opens a tape file from the panel: kept in the Cache API so a backwards seek can read it again. */
export async function replayFile(file: File): Promise<void> {
  const text = await file.text();
  openTape(text, file.name); // refuse a bad file here, before leaving the page
  const cache = await caches.open(CACHE_NAME);
  await cache.put(CACHED_TAPE, new Response(text));
  saveConfig({ src: 'cache', name: file.name, policy: 'time', speed: 1, at: 0, play: false, check: false });
  window.location.assign('/');
}

/** Ends the replay: the next load runs on the player's own storage, which the replay never touched. */
export function exitReplay(): void {
  clearReplaySandbox(sessionStorage);
  window.location.assign('/');
}

