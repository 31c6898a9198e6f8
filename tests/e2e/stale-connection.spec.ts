// Stale prices and the connection (issue 10, item 3): offline then back, polls that lag, polls that fail. Stale prices are hatched (their text at full contrast) with 'Not updated since ...', the slip waits for fresh prices, the header says the connection is lost and back.
import { expect, test, type Locator, type Page } from './fixtures';
import { MARKET_QUIET_MS, fullmarketUrl, inPlayCricketMatch, openCells, openMarketPage, placeBet, slipOf, startLoggedIn } from './helpers';

const header = (page: Page): Locator => page.locator('header').getByRole('status').filter({ hasText: /Connection/ });
const staleLabel = (region: Locator): Locator => region.getByText(/^Not updated since \d\d:\d\d:\d\d$/);

/** Whether the stylesheet hatches a price cell now (a stale price; its text keeps full contrast, never dimmed). */
const hatched = (cell: Locator) => cell.evaluate((el) => getComputedStyle(el).backgroundImage.includes('gradient'));

test.describe('stale prices and the connection', () => {
  test.setTimeout(MARKET_QUIET_MS + 90_000);

  test('offline: the header says since when, prices are hatched with a label, the slip waits; back online: fresh prices, the slip places', async ({ page, context }) => {
    const { odds } = await openMarketPage(page, '', 'upcoming');
    const cell = openCells(odds, /^Back .* at \d/).first();
    await cell.click();
    const slip = slipOf(page);
    await slip.getByRole('textbox', { name: 'Stake' }).fill('100');
    expect(await hatched(cell)).toBe(false);

    await context.setOffline(true);
    await expect(header(page)).toHaveText(/^Connection lost since \d\d:\d\d:\d\d\. Prices may be out of date\.$/);
    // Two odds periods without an answer: the odds are stale.
    await expect(staleLabel(odds)).toBeVisible();
    await expect.poll(() => hatched(cell)).toBe(true);
    await expect(slip.getByRole('button', { name: 'Waiting for prices...' })).toBeDisabled();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/shots-bets-faults/stale-offline-phone.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: '/tmp/shots-bets-faults/stale-offline-desktop.png' });

    await context.setOffline(false);
    await expect(header(page)).toHaveText('Connection is back.');
    await expect(staleLabel(odds)).toHaveCount(0);
    await expect.poll(() => hatched(cell)).toBe(false);
    await expect(slip.getByRole('button', { name: 'Place Bet' })).toBeEnabled();
    // 'Back' is a passing note.
    await expect(header(page)).toHaveCount(0);
    await slip.getByRole('button', { name: 'Cancel' }).click();
    await placeBet(page, openCells(odds, /^Back .* at \d/).first(), 100);
  });

  test('an odds poll answering slower than two periods marks the odds stale, not the bookmaker', async ({ page }) => {
    const { odds } = await openMarketPage(page, '&mock.slow=marketOdds:5000');
    const bookmaker = page.getByRole('region', { name: /Bookmaker/ }).first();
    await expect(staleLabel(odds)).toBeVisible();
    await expect(staleLabel(bookmaker)).toHaveCount(0);
    // Each late answer makes them fresh again for a while.
    await expect(staleLabel(odds)).toHaveCount(0);
  });

  test('polls that fail with no answer say the connection is lost; the first good answers say it is back', async ({ page }) => {
    await startLoggedIn(page, `${fullmarketUrl(await inPlayCricketMatch())}&mock.lose=marketOdds:4,bookmakerOdds:4,fancy:8`);
    await expect(header(page)).toHaveText(/^Connection lost since /);
    await expect(header(page)).toHaveText('Connection is back.');
  });
});
