// Re-records the replay fixtures against the simulated exchange, through the app's own recorder (?record=1).
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MARKET_QUIET_MS, fullmarketUrl, inPlayCricketMatch, logIn, openCells, placeBet, slipOf } from '../../e2e/helpers';

const OUT = new URL('../fixtures/', import.meta.url);

async function mark(page: Page, name: string): Promise<void> {
  await page.evaluate((n) => (window as unknown as { __qa: { mark: (n: string) => unknown } }).__qa.mark(n), name);
}

async function save(page: Page, file: string): Promise<void> {
  const text = await page.evaluate(() => (window as unknown as { __qa: { stop: () => string } }).__qa.stop());
  writeFileSync(new URL(file, OUT), text);
}

/** Turns the simulated exchange's 'Force 401' on or off from its panel (the recorder ignores the panel). */
async function force401(page: Page, on: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Open simulated exchange panel' }).click();
  const box = page.getByRole('dialog', { name: 'Simulated exchange' }).getByRole('checkbox').first();
  if (on) await box.check();
  else await box.uncheck();
  await page.getByRole('button', { name: 'Close simulated exchange panel' }).click();
}

test.afterEach(async ({ page }) => {
  await page.evaluate(() => localStorage.removeItem('mock.knobs'));
});

test('a busy cricket market with a bet', async ({ page }) => {
  await logIn(page);
  const match = await inPlayCricketMatch(page);
  // The player's choice, as the panel's 'Start recording' makes it: a production build asks before it records.
  await page.evaluate(() => sessionStorage.setItem('qa.record.chosen', '1'));
  await page.goto(`${fullmarketUrl(match)}&record=1`);
  await expect(page.getByRole('region', { name: 'QA recorder' })).toBeVisible();
  await expect(openCells(page.getByRole('region', { name: 'Match Odds' }), /^Back .* at \d/).first()).toBeVisible({ timeout: MARKET_QUIET_MS });
  await page.waitForTimeout(3_000);
  await mark(page, 'market open');
  await placeBet(page, openCells(page.getByRole('region', { name: 'Match Odds' }), /^Back .* at \d/).first(), 100);
  await expect(page.locator('.Toastify__toast').first()).toBeVisible();
  await mark(page, 'bet placed');
  await page.waitForTimeout(4_000);
  await mark(page, 'after the bet');
  await save(page, 'cricket-bet.ndjson');
});

test('a market whose session expires mid-bet', async ({ page }) => {
  await logIn(page);
  const match = await inPlayCricketMatch(page);
  // The player's choice, as the panel's 'Start recording' makes it: a production build asks before it records.
  await page.evaluate(() => sessionStorage.setItem('qa.record.chosen', '1'));
  await page.goto(`${fullmarketUrl(match)}&record=1&mock.panel=1`);
  const cell = openCells(page.getByRole('region', { name: 'Match Odds' }), /^Back .* at \d/).first();
  await expect(cell).toBeVisible({ timeout: MARKET_QUIET_MS });
  await page.waitForTimeout(2_000);
  await mark(page, 'market open');
  await cell.click();
  await slipOf(page).getByRole('textbox', { name: 'Stake' }).fill('100');
  // The session ends during the bet's delay: a 401 set before the click could end it (by a poll) before the slip is confirmed.
  await slipOf(page).getByRole('button', { name: 'Place Bet' }).click();
  await force401(page, true);
  await expect(page.getByText('Session expired!')).toBeVisible({ timeout: 15_000 });
  // A mark where the screen has settled (home loaded), as a tester would place it.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status', { name: 'Loading matches' })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading casino games' })).toHaveCount(0);
  await mark(page, 'session expired');
  await page.waitForTimeout(3_000);
  await mark(page, 'logged out home');
  await save(page, 'market-expiry.ndjson');
  await force401(page, false);
});

test('a session expiry on the home page', async ({ page }) => {
  await logIn(page);
  // The player's choice, as the panel's 'Start recording' makes it: a production build asks before it records.
  await page.evaluate(() => sessionStorage.setItem('qa.record.chosen', '1'));
  await page.goto('/?record=1&mock.panel=1');
  await expect(page.getByTestId('balance')).toHaveText(/\d/);
  await expect(page.getByRole('status', { name: 'Loading matches' })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading casino games' })).toHaveCount(0);
  await page.waitForTimeout(2_000);
  await mark(page, 'home');
  await force401(page, true);
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByText('Session expired!')).toBeVisible({ timeout: 15_000 });
  await mark(page, 'session expired');
  await page.waitForTimeout(3_000);
  await mark(page, 'logged out');
  await save(page, 'home-expiry.ndjson');
  await force401(page, false);
});
