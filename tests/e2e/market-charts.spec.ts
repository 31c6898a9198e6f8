// The market page's price charts in Chromium (issue 33 item 1): two minutes of the page's clock, poll round by poll round, draw each
// runner's moves; a bet placed shows on the runner's larger chart at its price; phone and desktop layouts. Figures: tests/features/market/priceChart.test.tsx.
import { expect, test } from './fixtures';
import { ODDS_POLL_MS } from '../../src/domain/constants';
import { DESKTOP, PHONE, fullmarketUrl, inPlayCricketMatch, openCells, placeBet, presetSession } from './helpers';
import { requestsSeen, runPausedFor } from './pageClock';

const TWO_MINUTES = 120_000;

test('a market page open for two minutes shows each runner\'s moves; the larger chart marks a bet placed at its price', async ({ page }) => {
  test.setTimeout(300_000);
  await page.clock.install();
  await presetSession(page);
  const match = await inPlayCricketMatch();
  // No simulated latency for this page load: each round's answer needs no timer of the paused clock.
  await page.goto(`${fullmarketUrl(match)}&mock.latency=0`);
  const odds = page.getByRole('region', { name: 'Match Odds' });
  const sparklines = odds.getByRole('button', { name: /^Price chart of / });
  await expect(sparklines.first()).toBeVisible();
  const runners = await sparklines.count();
  expect(runners).toBe(await odds.locator('[data-runner]').count());

  // Two minutes of the page's time, one odds round at a time: the clock moves a period, and the round's answer is awaited.
  const isOdds = (url: string) => url.includes('/v2/fetch-market-odds/');
  let oddsAsked = 0;
  page.on('request', (r) => void (isOdds(r.url()) && (oddsAsked += 1)));
  await runPausedFor(page, 250);
  for (let ran = 0; ran < TWO_MINUTES; ran += ODDS_POLL_MS) {
    const before = oddsAsked;
    const answered = page.waitForResponse((r) => isOdds(r.url()));
    await page.clock.runFor(ODDS_POLL_MS);
    // Every request the period made has reached the test; a tick that met the last round still being read by the
    // app asks nothing (the poll skips it: exhaustMap), and waiting for its answer would wait for ever on a paused clock.
    await requestsSeen(page);
    if (oddsAsked > before) await answered;
    else void answered.catch(() => undefined);
  }
  // Each runner's line is drawn; a move is a step (V) in its back or lay line.
  const steps = await sparklines.evaluateAll((buttons) =>
    buttons.map((b) => [...b.querySelectorAll('path')].reduce((n, p) => n + (p.getAttribute('d')?.match(/V/g)?.length ?? 0), 0)),
  );
  expect(steps).toHaveLength(runners);
  expect(Math.max(...steps), 'moves drawn over two minutes').toBeGreaterThan(0);
  for (const b of await sparklines.all()) await expect(b.locator('path[data-series="back"]')).toHaveAttribute('d', /^M/);
  await page.clock.resume();

  // A back bet on the first open runner, then its chart.
  // The row is pinned by its runner id: a locator of 'the third open price' finds another row once prices close or open.
  const runnerId = await openCells(odds, /^Back .* at \d/).nth(2).locator('xpath=ancestor::*[@data-runner][1]').getAttribute('data-runner');
  const row = odds.locator(`[data-runner="${runnerId}"]`);
  // The best back (depth 1): the chart draws best prices, so a deeper cell's price need not be among them.
  const backCell = row.locator('button[data-side="back"][data-depth="1"]');
  const name = ((await row.getByRole('button', { name: /^Price chart of / }).getAttribute('aria-label')) ?? '').replace('Price chart of ', '');
  await placeBet(page, backCell, 200);
  await row.getByRole('button', { name: `Price chart of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Price chart of ${name}` });
  const bets = dialog.getByRole('list', { name: 'Your bets on this chart' });
  await expect(bets.getByRole('listitem').first()).toHaveText(/^Back 200\.00 at \d/);
  const price = /at ([\d.]+),/.exec((await bets.getByRole('listitem').first().textContent()) ?? '')?.[1];
  await expect(dialog.locator('circle[data-mark]').first()).toBeVisible();
  // The mark sits on the back line's price: the text alternative's table holds that price among the back prices seen.
  await expect(dialog.getByRole('table')).toContainText(price!);

  // Phone and desktop: the chart fits the dialog, nothing scrolls sideways.
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const chart = dialog.locator('svg[data-size="large"]');
    const [box, frame] = [(await chart.boundingBox())!, (await dialog.boundingBox())!];
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // Kept for a reviewer's eye; the checks above are what the test asserts.
    await page.screenshot({ path: test.info().outputPath(`price-chart-${size.width}.png`) });
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`sparklines-${size.width}.png`) });
  }
});
