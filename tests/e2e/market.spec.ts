// The market page in Chromium on the embedded simulated exchange: log in through the header form, open an in-play cricket match, watch prices flash, place back and lay on Match Odds, a bookmaker and a fancy bet, see the figures move; the ladder's breakpoints.
import { expect, test, type Locator, type Page } from '@playwright/test';

const USER = { name: 'rahul', password: 'Rahul@123' };

interface ListedMatch {
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
async function logIn(page: Page): Promise<void> {
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
async function inPlayCricketMatch(page: Page): Promise<ListedMatch> {
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

function fullmarketUrl(m: ListedMatch): string {
  const q = `gameTime=${encodeURIComponent(m.openDate)}&eventName=${encodeURIComponent(m.eventName)}&inplay=${m.matchOdds[0]?.inplay === true}`;
  return `/fullmarket/${m.eventId}/${m.competitionId}/${m.matchId}?${q}`;
}

const slipOf = (page: Page): Locator => page.getByRole('form', { name: /^Bet slip: / });

/** Price buttons of the rows that are open now (no SUSPENDED, Ball Running or status cover over them). */
const openCells = (region: Locator, name: RegExp): Locator =>
  region.locator('[data-runner]').filter({ hasNot: region.page().getByRole('status') }).getByRole('button', { name });

/**
 * Clicks a price and places `stake` on it. Prices live: a 'Bet rate changed!' (or the server's
 * 'Odds changed') sends the player back to the slip with the new rate, and confirming again is
 * what a player does, so it is retried a few times.
 */
async function placeBet(page: Page, cell: Locator, stake: number): Promise<void> {
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

const money = async (el: Locator): Promise<number> => Number((await el.textContent())?.replace(/[^\d.-]/g, ''));

test.describe('event market page', () => {
  test('prices move and flash; back and lay on Match Odds, a bookmaker and a fancy bet update the figures', async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page);
    const match = await inPlayCricketMatch(page);
    await page.goto(fullmarketUrl(match));

    await expect(page.getByRole('heading', { name: match.eventName })).toBeVisible();
    const odds = page.getByRole('region', { name: 'Match Odds' });
    await expect(odds.getByRole('button', { name: /^Back .* at \d/ }).first()).toBeVisible({ timeout: 20_000 });

    // Prices move on the simulated exchange; a changed cell lights up.
    await expect(page.locator('[data-flash="on"]').first()).toBeAttached({ timeout: 30_000 });

    const exposureBefore = await money(page.getByTestId('exposure'));
    const openBets = page.getByRole('region', { name: 'Open Bets' });
    const betRows = openBets.locator('tbody tr');
    const rowsBefore = await betRows.count();

    // Back and lay on Match Odds: the best cells of the first runner.
    const backCell = openCells(odds, /^Back .* at \d/).nth(2);
    await placeBet(page, backCell, 200);
    await expect(betRows).toHaveCount(rowsBefore + 1, { timeout: 15_000 });
    const layCell = openCells(odds, /^Lay .* at \d/).first();
    await placeBet(page, layCell, 150);
    await expect(betRows).toHaveCount(rowsBefore + 2, { timeout: 15_000 });
    await expect(odds.getByLabel('Projected profit or loss').first()).toBeVisible();

    // A bookmaker bet.
    const bookmaker = page.getByRole('region', { name: /bookmaker/i }).first();
    await expect(openCells(bookmaker, /^Back .* at \d/).first()).toBeVisible({ timeout: 30_000 });
    await placeBet(page, openCells(bookmaker, /^Back .* at \d/).first(), 200);
    await expect(betRows).toHaveCount(rowsBefore + 3, { timeout: 15_000 });

    // A fancy bet on a row that is open (no GameStatus cover).
    const fancy = page.getByRole('region', { name: 'Fancy' });
    await expect(openCells(fancy, /^Yes .* at \d/).first()).toBeVisible({ timeout: 30_000 });
    await placeBet(page, openCells(fancy, /^Yes .* at \d/).first(), 100);
    await expect(betRows).toHaveCount(rowsBefore + 4, { timeout: 15_000 });

    // The header refreshes after a bet: exposure grows, and the balance follows it.
    await expect.poll(async () => money(page.getByTestId('exposure')), { timeout: 20_000 }).toBeGreaterThan(exposureBefore);
    await expect(openBets.getByRole('region', { name: /^Bets on / }).first()).toBeVisible();

    await page.screenshot({ path: test.info().outputPath('market-after-bets.png'), fullPage: true });
  });

  test('the ladder gives way on narrow screens: back3/lay3 under 776 px, back2/lay2 under 570 px', async ({ page }) => {
    await logIn(page);
    const match = await inPlayCricketMatch(page);
    await page.goto(fullmarketUrl(match));
    const odds = page.getByRole('region', { name: 'Match Odds' });
    const firstRow = odds.locator('[data-runner]').first();
    await expect(firstRow.locator('[data-depth="1"]').first()).toBeVisible({ timeout: 20_000 });
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
