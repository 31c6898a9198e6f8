// Shared steps of the market-page journeys: log in through the header, find an in-play cricket match on the simulated exchange, open its market page, work the inline bet slip.
import { expect, type Locator, type Page } from '@playwright/test';

export const USER = { name: 'rahul', password: 'Rahul@123' };

export interface ListedMatch {
  eventId: string;
  competitionId: string;
  matchId: string;
  eventName: string;
  openDate: string;
  inPlay: boolean;
  declared: boolean;
  bm: unknown;
  fancy: unknown;
  matchOdds: { status: string; inplay: boolean }[];
}

/** Logs in through the header's inline form (shown above 1110 px wide). */
export async function logIn(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Login' }).first();
  await form.getByPlaceholder('Username').fill(USER.name);
  await form.getByPlaceholder('Password').fill(USER.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 15_000 });
}

/**
 * An in-play cricket match with a bookmaker and fancy, read from the simulated exchange the way
 * the app reads it (the session's token, through the page's own service worker).
 */
export async function inPlayCricketMatch(page: Page): Promise<ListedMatch> {
  const matches = await page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('exchange.auth') ?? '{}') as { accessToken?: string };
    const token = auth.accessToken ?? '';
    const res = await fetch('/v2/get-matches-by-eventid/4', { headers: { 'User-Token': token, Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: ListedMatch[] }).data;
  });
  const live = matches.find((m) => m.inPlay && !m.declared && m.bm && m.fancy && m.matchOdds[0]?.status === 'OPEN');
  if (!live) throw new Error('the simulated exchange has no open in-play cricket match right now');
  return live;
}

export function fullmarketUrl(m: ListedMatch): string {
  const q = `gameTime=${encodeURIComponent(m.openDate)}&eventName=${encodeURIComponent(m.eventName)}&inplay=${m.matchOdds[0]?.inplay === true}`;
  return `/fullmarket/${m.eventId}/${m.competitionId}/${m.matchId}?${q}`;
}

export const slipOf = (page: Page): Locator => page.getByRole('form', { name: /^Bet slip: / });

/** Price buttons of the rows that are open now (no SUSPENDED, Ball Running or status cover over them). */
export const openCells = (region: Locator, name: RegExp): Locator =>
  region.locator('[data-runner]').filter({ hasNot: region.page().getByRole('status') }).getByRole('button', { name });

/**
 * Clicks a price and places `stake` on it. Prices live: a 'Bet rate changed!' (or the server's
 * 'Odds changed') sends the player back to the slip with the new rate, and confirming again is
 * what a player does, so it is retried a few times.
 */
export async function placeBet(page: Page, cell: Locator, stake: number): Promise<void> {
  await cell.click();
  const slip = slipOf(page);
  await expect(slip).toBeVisible();
  await slip.getByRole('textbox', { name: 'Stake' }).fill(String(stake));
  for (let attempt = 0; attempt < 5; attempt++) {
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    // The domain's bet delay passes, then the slip closes (placed) or says why not.
    const outcome = await Promise.race([
      slip.waitFor({ state: 'detached', timeout: 15_000 }).then(() => 'placed' as const),
      slip.getByRole('alert').waitFor({ timeout: 15_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'placed') return;
  }
  throw new Error(`the bet was refused: ${await slip.getByRole('alert').textContent()}`);
}

export const money = async (el: Locator): Promise<number> => Number((await el.textContent())?.replace(/[^\d.-]/g, ''));
