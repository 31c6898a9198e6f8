// Journeys and the simulated exchange in the page (window.simulatedExchange, src/mocks/browser.ts): its knobs at run time, and what it serves, read as the app reads it.
import type { Page } from '@playwright/test';
import type { Knobs } from '../../src/mocks/knobs';
import { worldNowData } from './worldNow';

/** Changes knobs of the page's simulated exchange once it has started; they are saved for the page's next loads. */
export async function setSimKnobs(page: Page, patch: Partial<Knobs>): Promise<void> {
  await page.waitForFunction(() => 'simulatedExchange' in window);
  await page.evaluate((p) => {
    (window as unknown as { simulatedExchange: { setKnobs: (p: object) => void } }).simulatedExchange.setKnobs(p);
  }, patch);
}

/** What the page's simulated exchange answers to GET `path` (its `data`), once its worker answers the page (before that, the request would reach the preview server). */
export async function simulatedData<T>(page: Page, path: string): Promise<T> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.waitForFunction(() => (window as unknown as { simulatedExchange?: { ready?: boolean } }).simulatedExchange?.ready === true);
  return page.evaluate(async (p) => {
    const sim = (window as unknown as { simulatedExchange: { headersFor: (t: string | null) => Record<string, string> } }).simulatedExchange;
    return ((await (await fetch(p, { headers: sim.headersFor(null) })).json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

export interface SimulatedGame {
  eventId: string;
  legueId: string;
  matchId: string;
  name: string;
}

/** A game-list table's route, from the game list the app reads (no journey knows the simulated ids): a fresh world's, read in the test (tests/e2e/worldNow.ts). */
export async function casinoGamePath(name: string): Promise<string> {
  const games = await worldNowData<SimulatedGame[]>('/sports/casino/games');
  const g = games.find((x) => x.name === name);
  if (!g) throw new Error(`the game list has no ${name}`);
  return `/casino/${g.eventId}/${g.legueId}/${g.matchId}`;
}
