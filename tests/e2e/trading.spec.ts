// One-click and keyboard trading in Chromium on the simulated exchange: one bet (one POST /bet/save2) per one-click click, and a bet placed with the keyboard alone from the market page.
import { expect, test, type Locator, type Page } from './fixtures';
import { betRequests, fullmarketUrl, openCells, openMarketPage, slipOf } from './helpers';

/** The slip's end after a bet went in: placed (the slip closes) or refused (its alert). */
async function slipOutcome(page: Page): Promise<'placed' | 'refused'> {
  const slip = slipOf(page);
  return Promise.race([
    slip.waitFor({ state: 'detached' }).then(() => 'placed' as const),
    slip.getByRole('alert').waitFor().then(() => 'refused' as const),
  ]);
}

const rowOf = (cell: Locator): Locator => cell.locator('xpath=ancestor::*[@data-runner][1]');

test('one-click betting: each click on a price places exactly one bet at the chosen stake', async ({ page }) => {
  test.setTimeout(300_000);
  const { match } = await openMarketPage(page);

  await page.goto('/settings');
  const toggle = page.getByRole('checkbox', { name: 'One-click betting' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByRole('alert').filter({ hasText: 'One-click betting is on' })).toBeVisible();
  await page.getByRole('combobox', { name: 'One-click stake' }).selectOption({ label: '500' });

  await page.goto(fullmarketUrl(match));
  await expect(page.getByTestId('one-click')).toHaveText('One-click betting on: 500');
  const odds = page.getByRole('region', { name: 'Match Odds' });
  const sent = betRequests(page);

  let placed = 0;
  for (let click = 0; placed < 2; click++) {
    expect(click).toBeLessThan(10);
    const cell = openCells(odds, /^Back .* at \d/).first();
    await expect(cell).toBeVisible();
    const before = sent.length;
    await cell.click();
    const outcome = await slipOutcome(page);
    // A refusal before sending ('Bet rate changed!') sends nothing; the exchange's own refusal, one request.
    expect(sent.length - before).toBeLessThanOrEqual(1);
    if (outcome === 'placed') {
      expect(sent.length - before).toBe(1);
      expect(sent.at(-1)?.postDataJSON()).toMatchObject({ stake: 500, type: 'back' });
      placed += 1;
    } else {
      await slipOf(page).getByRole('button', { name: 'Cancel' }).click();
    }
  }
  const refs = sent.map((r) => (r.postDataJSON() as { clientRef: string }).clientRef);
  expect(new Set(refs).size).toBe(refs.length);
});

test('a bet placed with the keyboard alone from the market page', async ({ page }) => {
  test.setTimeout(300_000);
  const { odds } = await openMarketPage(page);
  const sent = betRequests(page);

  // From the page (nothing focused), the arrows reach the prices; '?' lists the keys.
  await page.locator('body').focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Place the bet in the slip');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  await page.keyboard.press('ArrowDown');
  const focused = page.locator('button[data-price]:focus');
  await expect(focused).toHaveCount(1);
  await expect(page.getByTestId('trading-announcer')).toHaveText(/^(Back|Lay) .* at /);
  // Down and up move across runners; the focus stays on a price.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(focused).toHaveCount(1);

  for (let attempt = 0; ; attempt++) {
    expect(attempt).toBeLessThan(6);
    // A player waits out a suspended or 'Ball Running' cover over the focused runner.
    await expect(rowOf(focused).getByRole('status')).toHaveCount(0);
    await expect(openCells(odds, /^Back .* at \d/).first()).toBeVisible();
    await page.keyboard.press('b');
    const slip = slipOf(page);
    await expect(slip).toBeVisible();
    await expect(slip).toHaveAttribute('aria-label', /^Bet slip: Back /);
    await page.keyboard.press('3');
    await expect(slip.getByRole('textbox', { name: 'Stake' })).toHaveValue('500');
    const before = sent.length;
    await page.keyboard.press('Enter');
    const outcome = await slipOutcome(page);
    expect(sent.length - before).toBeLessThanOrEqual(1);
    if (outcome === 'placed') {
      expect(sent.length - before).toBe(1);
      expect(sent.at(-1)?.postDataJSON()).toMatchObject({ stake: 500, type: 'back' });
      break;
    }
    // Refused (the rate moved): Escape clears the slip, and the player tries again.
    await page.keyboard.press('Escape');
    await expect(slip).toHaveCount(0);
  }
  await expect(page.getByTestId('trading-announcer')).toHaveText(/^Placing back /);
});

test("what-if: hovering a price shows every runner's profit or loss with that bet, and places nothing", async ({ page }) => {
  test.setTimeout(300_000);
  const { odds } = await openMarketPage(page);
  const sent = betRequests(page);
  const runners = await odds.locator('[data-runner]').count();
  const cell = openCells(odds, /^Back .* at \d/).first();
  await cell.hover();
  const figures = odds.getByLabel('If this bet were placed');
  await expect(figures).toHaveCount(runners);
  // Backing one runner: against each runner's figure now (the player may hold bets here), the
  // hovered one gains the bet's profit and every other loses the stake (the first quick stake).
  const moves = await odds.locator('[data-runner]').evaluateAll((rows) =>
    rows.map((r) => {
      const read = (label: string) => Number(r.querySelector(`[aria-label="${label}"]`)?.textContent?.replace(/[^\d.-]/g, '') ?? '0');
      return { id: r.getAttribute('data-runner'), move: read('If this bet were placed') - read('Projected profit or loss') };
    }),
  );
  const hovered = await rowOf(cell).getAttribute('data-runner');
  for (const m of moves) {
    if (m.id === hovered) expect(m.move).toBeGreaterThan(0);
    else expect(m.move).toBeLessThan(0);
  }
  await page.mouse.move(0, 0);
  await expect(figures).toHaveCount(0);
  expect(sent).toEqual([]);
});
