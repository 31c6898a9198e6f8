// Cash out in Chromium on the simulated exchange: a player backs a runner, Cash Out shows the amount it locks in, confirming places the hedge bets (one request each) and every runner's projection is then level.
import { expect, test } from './fixtures';
import { betRequests, money, openCells, openMarketPage, placeBet } from './helpers';

test('a back bet is cashed out: the hedge is placed through the slip and every runner shows the same amount', async ({ page }) => {
  test.setTimeout(300_000);
  const { odds } = await openMarketPage(page);
  const button = odds.getByRole('button', { name: /^Cash Out -?\d/ });
  const belowMin = odds.getByRole('button', { name: 'Cash Out unavailable: hedge below the minimum stake' });
  // The exchange may already hold the player's bets on this market (a lay that levels a first back):
  // the player backs again until there is a position big enough to hedge.
  for (let bets = 0; ; bets++) {
    expect(bets, 'back bets placed without a position to cash out').toBeLessThan(3);
    await placeBet(page, openCells(odds, /^Back .* at \d/).first(), 500);
    await expect(button.or(belowMin)).toBeVisible({ timeout: 60_000 });
    if (await button.isVisible()) break;
  }
  await expect(button).toBeEnabled({ timeout: 60_000 });
  const shown = await money(button);

  const sent = betRequests(page);
  for (let attempt = 0; ; attempt++) {
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Cash Out' });
    await expect(dialog.getByRole('list', { name: 'Hedge bets' })).toBeVisible();
    const hedges = await dialog.getByRole('listitem').count();
    expect(hedges).toBeGreaterThan(0);
    const before = sent.length;
    await dialog.getByRole('button', { name: 'Confirm Cash Out' }).click();
    const outcome = await Promise.race([
      dialog.getByText(/^Cash out placed/).waitFor({ timeout: 30_000 }).then(() => 'placed' as const),
      dialog.getByRole('alert').waitFor({ timeout: 30_000 }).then(() => 'stopped' as const),
    ]);
    if (outcome === 'placed') {
      // One request per hedge bet, each with its own clientRef.
      expect(sent.length - before).toBe(hedges);
      const refs = sent.slice(before).map((r) => (r.postDataJSON() as { clientRef: string }).clientRef);
      expect(new Set(refs).size).toBe(hedges);
      await dialog.getByRole('button', { name: 'OK' }).click();
      break;
    }
    // A price that moved during the delay stops it with 'Bet rate changed!'; the player tries again.
    await expect(dialog.getByRole('alert')).toHaveText(/Bet rate changed!|Odds changed|suspended/);
    expect(attempt).toBeLessThan(5);
    // The footer's Close (the title bar's close icon has the same name).
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  }

  // The match's bets reload: every runner's projection is the same (within stake rounding).
  const figures = odds.getByLabel('Projected profit or loss');
  await expect(async () => {
    const values = await Promise.all((await figures.all()).map((f) => money(f)));
    expect(values.length).toBeGreaterThan(1);
    expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(10);
  }).toPass({ timeout: 30_000 });
  expect(Number.isFinite(shown)).toBe(true);
});
