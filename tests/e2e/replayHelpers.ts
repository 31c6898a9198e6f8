// Playwright helpers for the replay player: open a tape, play or seek to a named mark, and assert the screen there against the recording.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Screen } from '../../src/replay/tape';

interface QaApi {
  ready: boolean;
  done: boolean;
  refused?: string;
  /** A production build asks before it replays a tape named by the address. */
  confirm?: boolean;
  marks: { name: string; at: number; screen?: Screen }[];
  header: { viewport: { width: number; height: number } };
  state: () => { time: number; playing: boolean; busy: boolean; duration: number };
  play: (speed?: number, until?: number) => void;
  pause: () => void;
  step: () => Promise<void>;
  seek: (t: number) => Promise<void>;
  seekMark: (name: string) => Promise<void>;
  playToMark: (name: string, speed: number) => void;
  screen: () => Screen;
  divergences: () => string[];
  notRecorded: () => string[];
  served: () => number;
  markResults: { name: string; at: number; differences: string[] }[];
  problems: string[];
}
declare global {
  interface Window {
    __qa: QaApi;
  }
}

export const TAPE_URL = '/__qa-replay/tapes/';

/**
 * Opens the app on a tape file with the player panel, at the tape's viewport. The tape is served by
 * the test (`page.route`), so any server of the built app will do. `query`: more replay.* settings.
 */
export async function openReplay(page: Page, file: string, query = ''): Promise<QaApi['header']> {
  const text = readFileSync(file, 'utf8');
  const name = basename(file);
  await page.route(`**${TAPE_URL}${name}`, (route) => route.fulfill({ body: text, contentType: 'application/x-ndjson' }));
  const header = JSON.parse(text.slice(0, text.indexOf('\n'))) as { viewport?: { width: number; height: number } };
  if (header.viewport) await page.setViewportSize(header.viewport);
  await page.goto(`/?replay=${encodeURIComponent(TAPE_URL + name)}${query}`);
  await confirmReplay(page);
  await waitReady(page);
  return page.evaluate(() => window.__qa.header);
}

/** A production build replays a tape named by the address only once the player says so in the panel. */
export async function confirmReplay(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__qa !== undefined, null);
  if (await page.evaluate(() => window.__qa.confirm === true)) await page.getByRole('button', { name: 'Replay this recording' }).click();
}

/** Waits for the player to be up (after a load, or the reload a backwards seek makes). */
export async function waitReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__qa?.ready === true, null);
}

export const tapeTime = (page: Page): Promise<number> => page.evaluate(() => window.__qa.state().time);

async function markAt(page: Page, name: string): Promise<number> {
  const at = await page.evaluate((n) => window.__qa.marks.find((m) => m.name === n)?.at, name);
  if (at === undefined) throw new Error(`no mark '${name}' on the tape`);
  return at;
}

/** Plays at `speed` (real pacing) and stops at the mark. */
export async function playToMark(page: Page, name: string, speed: number): Promise<void> {
  const at = await markAt(page, name);
  await page.evaluate(([n, s]) => window.__qa.playToMark(n as string, s as number), [name, speed] as const);
  await page.waitForFunction((t) => window.__qa.state().time >= t && !window.__qa.state().playing, at);
}

/** Seeks to the mark: forwards in place, backwards through a reload that fast-forwards from the start. */
export async function seekToMark(page: Page, name: string): Promise<void> {
  const at = await markAt(page, name);
  const before = await tapeTime(page);
  if (at < before) {
    await Promise.all([page.waitForEvent('load'), page.evaluate((n) => void window.__qa.seekMark(n), name)]);
    await waitReady(page);
  } else {
    await page.evaluate((n) => window.__qa.seekMark(n), name);
  }
  await expect.poll(() => tapeTime(page)).toBe(at);
}

/** The screen now equals what the recording showed at the mark: prices, overlays, toasts, balances, path. */
export async function expectScreenAtMark(page: Page, name: string): Promise<void> {
  const recorded = await page.evaluate((n) => window.__qa.marks.find((m) => m.name === n)?.screen, name);
  if (!recorded) throw new Error(`mark '${name}' carries no screen`);
  // The tape stands at the mark; its last answers may still be on their way to the screen (a busy machine draws late).
  await expect.poll(() => page.evaluate(() => window.__qa.screen()), { message: `the screen at mark '${name}'` }).toEqual(recorded);
}
