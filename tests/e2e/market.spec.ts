// The market page in Chromium on the embedded simulated exchange: a logged-in player opens an in-play cricket match, watch prices flash, place back and lay on Match Odds, a bookmaker and a fancy bet, see the figures move; the ladder's breakpoints.
import { expect, test } from './fixtures';
import { PRICE_POLLS, fullmarketUrl, holdMarketsOpen, inPlayCricketMatch, money, openCells, placeBet, startLoggedIn } from './helpers';

test.describe('event market page', () => {
  test('prices move and flash; back and lay on Match Odds, a bookmaker and a fancy bet update the figures', async ({ page }) => {
    test.setTimeout(600_000);
    const match = await inPlayCricketMatch();
    await startLoggedIn(page, fullmarketUrl(match));

    await expect(page.getByRole('heading', { name: match.eventName })).toBeVisible();
    const odds = page.getByRole('region', { name: 'Match Odds' });
    await expect(odds.getByRole('button', { name: /^Back .* at \d/ }).first()).toBeVisible();

    // Prices move on the simulated exchange; a changed cell lights up.
    await expect(page.locator('[data-flash]').first()).toBeAttached();
    // Lit for 500 ms (streams/priceFlash.ts), in the page's own highlight colour.
    await expect(page.locator('[data-lit]').first()).toBeAttached();
    // And painted so: the flash colour as an image over the cell's own colour (a cell's rule must not reset it).
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('[data-price][data-lit]') ?? document.body).backgroundImage))
      .toMatch(/^linear-gradient/);

    // This journey is about bets changing the figures, not about prices moving under them ('Bet rate changed!' is
    // the bet slip machine's tests'): the markets stand still from a moment when all three have an open price.
    const bookmaker = page.getByRole('region', { name: /bookmaker/i }).first();
    const fancy = page.getByRole('region', { name: 'Fancy' });
    await holdMarketsOpen(
      page,
      [openCells(odds, /^Back .* at \d/).nth(2), openCells(odds, /^Lay .* at \d/), openCells(bookmaker, /^Back .* at \d/), openCells(fancy, /^Yes .* at \d/)],
      [PRICE_POLLS.odds, PRICE_POLLS.bookmaker, PRICE_POLLS.fancy],
    );

    const exposureBefore = await money(page.getByTestId('exposure'));
    const openBets = page.getByRole('region', { name: 'Open Bets' });
    const betRows = openBets.locator('tbody tr');
    const rowsBefore = await betRows.count();

    // Back and lay on Match Odds: the best cells of the first runner.
    const backCell = openCells(odds, /^Back .* at \d/).nth(2);
    await placeBet(page, backCell, 200);
    await expect(betRows).toHaveCount(rowsBefore + 1);
    const layCell = openCells(odds, /^Lay .* at \d/).first();
    await placeBet(page, layCell, 150);
    await expect(betRows).toHaveCount(rowsBefore + 2);
    await expect(odds.getByLabel('Projected profit or loss').first()).toBeVisible();

    // A bookmaker bet.
    await expect(openCells(bookmaker, /^Back .* at \d/).first()).toBeVisible();
    await placeBet(page, openCells(bookmaker, /^Back .* at \d/).first(), 200);
    await expect(betRows).toHaveCount(rowsBefore + 3);

    // A fancy bet on a row that is open (no GameStatus cover).
    await expect(openCells(fancy, /^Yes .* at \d/).first()).toBeVisible();
    await placeBet(page, openCells(fancy, /^Yes .* at \d/).first(), 100);
    await expect(betRows).toHaveCount(rowsBefore + 4);

    // The header refreshes after a bet: exposure grows, and the balance follows it.
    await expect.poll(async () => money(page.getByTestId('exposure'))).toBeGreaterThan(exposureBefore);
    await expect(openBets.getByRole('region', { name: /^Bets on / }).first()).toBeVisible();

    await page.screenshot({ path: test.info().outputPath('market-after-bets.png'), fullPage: true });
  });

  test('the ladder gives way on narrow screens: back3/lay3 under 776 px, back2/lay2 under 570 px', async ({ page }) => {
    test.setTimeout(360_000);
    await startLoggedIn(page, fullmarketUrl(await inPlayCricketMatch()));
    const odds = page.getByRole('region', { name: 'Match Odds' });
    const firstRow = odds.locator('[data-runner]').first();
    await expect(firstRow.locator('[data-depth="1"]').first()).toBeVisible();
    const visibleCells = async () =>
      firstRow.locator('[data-side]').evaluateAll((cells) => cells.filter((c) => getComputedStyle(c).display !== 'none').length);

    expect(await visibleCells()).toBe(6);
    await page.setViewportSize({ width: 770, height: 900 });
    await expect.poll(visibleCells).toBe(4);
    await expect(firstRow.locator('[data-depth="3"]').first()).toBeHidden();
    await expect(firstRow.locator('[data-depth="2"]').first()).toBeVisible();
    await page.setViewportSize({ width: 560, height: 900 });
    await expect.poll(visibleCells).toBe(2);
    await expect(firstRow.locator('[data-depth="2"]').first()).toBeHidden();
  });
});
