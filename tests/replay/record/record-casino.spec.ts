// Records the casino fixture (tests/replay/fixtures/casino-round.ndjson) from the simulated exchange through the app's own recorder (?record=1): a Dragon Tiger round with a tap-on-odds bet, its result and the bet's settlement. Run by `npm run replay:fixtures` with the other fixtures.
import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, money } from '../../e2e/helpers';
import { casinoGamePath } from '../../e2e/simulated';

const OUT = new URL('../fixtures/casino-round.ndjson', import.meta.url);
const GAME = 'DRAGON TIGER';

const qa = (page: Page, call: 'mark' | 'stop', arg?: string): Promise<string> =>
  page.evaluate(([c, a]) => String((window as unknown as { __qa: Record<string, (n?: string) => unknown> }).__qa[c!]!(a)), [call, arg] as const);

const table = (page: Page): Locator => page.getByTestId('casino-table');
const rid = (page: Page): Locator => page.getByTestId('round-id').locator('b');
const seconds = async (page: Page): Promise<number> => Number((await page.getByTestId('countdown').textContent())?.replace(/\D/g, '') || '0');

test('a casino round with a bet and its settlement', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page);
  const path = await casinoGamePath(GAME);

  // Arrive just after a round opened, so the tape is one round and a little: short, and the bet has time.
  await page.goto(path);
  await expect(rid(page)).not.toHaveText('-', { timeout: 30_000 });
  await expect(async () => expect(await seconds(page)).toBeLessThanOrEqual(3)).toPass({ timeout: 40_000, intervals: [250] });
  // The player's choice, as the panel's 'Start recording' makes it: a production build asks before it records.
  await page.evaluate(() => sessionStorage.setItem('qa.record.chosen', '1'));
  await page.goto(`${path}?record=1`);
  await expect(page.getByRole('region', { name: 'QA recorder' })).toBeVisible();
  await expect(table(page).locator('button.cell:not([disabled])').first()).toBeVisible({ timeout: 30_000 });
  await expect(async () => expect(await seconds(page)).toBeGreaterThanOrEqual(10)).toPass({ timeout: 30_000, intervals: [250] });
  const exposure0 = await money(page.getByTestId('exposure'));
  await qa(page, 'mark', 'round open');

  const round = (await rid(page).textContent()) ?? '';
  const cell = table(page).locator('button.cell:not([disabled])').first();
  const sid = (await cell.getAttribute('data-testid'))?.replace('outcome-', '') ?? '';
  await cell.click();
  await page.getByRole('group', { name: 'Bet slip' }).getByRole('button', { name: 'Chip 100', exact: true }).click();
  await page.getByRole('button', { name: 'Place Bet' }).click();
  await expect(page.locator('.Toastify').getByText(/placed/i).first()).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId(`pl-${sid}`)).toHaveText('+98.00');
  await expect(page.getByTestId('exposure')).not.toHaveText(exposure0.toFixed(2), { timeout: 10_000 });
  await qa(page, 'mark', 'bet placed');

  // The round ends: its result joins the strip and the next round begins.
  await expect(table(page).getByRole('button', { name: new RegExp(`^Result .*, round ${round}$`) })).toBeVisible({ timeout: 40_000 });
  await expect(rid(page)).not.toHaveText(round, { timeout: 30_000 });
  await qa(page, 'mark', 'result');

  // Settled: the exposure is back where it was, the balance moved by the bet's result.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    expect(await money(page.getByTestId('exposure'))).toBeCloseTo(exposure0, 2);
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await page.waitForTimeout(1_000);
  await qa(page, 'mark', 'settled');
  writeFileSync(OUT, await qa(page, 'stop'));
});
