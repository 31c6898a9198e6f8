// Cash out in Chromium on the simulated exchange: a player backs a runner, Cash Out shows the amount it locks in, confirming places the hedge bets (one request each) and every runner's projection is then level.
import { expect, test } from './fixtures';
import { betRequests, holdOddsOpen, money, openCells, openMarketPage, placeBet } from './helpers';

test('a back bet is cashed out: the hedge is placed through the slip and every runner shows the same amount', async ({ page }) => {
  test.setTimeout(300_000);
  // A match before its start: in play, a wicket suspends the market for a minute and prices move by the ball.
  const { odds } = await openMarketPage(page, '', 'upcoming');
  // The cash out is the subject, not a moving price: the markets stand still, so its amount and the hedge's rates hold.
  await holdOddsOpen(page, odds);
  const button = odds.getByRole('button', { name: /^Cash Out -?\d/ });
  const belowMin = odds.getByRole('button', { name: 'Cash Out unavailable: hedge below the minimum stake' });
  const sent = betRequests(page);
  let shown = Number.NaN;
  for (let round = 0; ; round++) {
    expect(round, 'cash out attempts').toBeLessThan(6);
    // A position big enough to hedge. The exchange may already hold the player's bets on this market
    // (a lay that levels a first back), and a cash out stopped half way leaves a rest below the minimum:
    // the player backs again.
    if (!(await button.isVisible())) {
      await placeBet(page, openCells(odds, /^Back .* at \d/).first(), 500);
      await expect(button.or(belowMin)).toBeVisible();
      if (!(await button.isVisible())) continue;
    }
    await expect(button).toBeEnabled();
    shown = await money(button);
    // The amount moves with every price; the button may turn 'unavailable' between the look and the click.
    // reason: one try at the click, not a deadline on the journey: a button renamed 'unavailable' meanwhile never matches again, and the loop backs again.
    if (!(await button.click({ timeout: 10_000 }).then(() => true, () => false))) continue;
    const dialog = page.getByRole('dialog', { name: 'Cash Out' });
    await expect(dialog.getByRole('list', { name: 'Hedge bets' })).toBeVisible();
    const hedges = await dialog.getByRole('listitem').count();
    expect(hedges).toBeGreaterThan(0);
    const before = sent.length;
    await dialog.getByRole('button', { name: 'Confirm Cash Out' }).click();
    const outcome = await Promise.race([
      dialog.getByText(/^Cash out placed/).waitFor().then(() => 'placed' as const),
      dialog.getByRole('alert').waitFor().then(() => 'stopped' as const),
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
    // The footer's Close (the title bar's close icon has the same name).
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);
  }

  // The match's bets reload: every runner's projection is the same (within stake rounding).
  const figures = odds.getByLabel('Projected profit or loss');
  await expect(async () => {
    const values = await Promise.all((await figures.all()).map((f) => money(f)));
    expect(values.length).toBeGreaterThan(1);
    expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(10);
  }).toPass();
  expect(Number.isFinite(shown)).toBe(true);
});
