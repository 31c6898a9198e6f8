// The exchange bet slip on an in-play cricket match in Chromium on the embedded simulated exchange: stake limits and a moved rate stop a bet before it is sent; the exchange's refusal shows in the slip with one request and no figures moved; following Match Odds from the market page into Multi Markets.
import { expect, test, type Locator, type Page, type Request } from './fixtures';
import { formatAmount } from '../../src/domain/format';
import { openCells, openMarketPage as openMatch, slipOf } from './helpers';

const TEXT = {
  belowMin: 'Minimum stake limit exceeded!',
  aboveMax: 'Maximum stake limit exceeded!',
  rateChanged: 'Bet rate changed!',
  insufficient: 'Insufficient balance',
} as const;

/** Server refusals a live market may give for reasons of its own (prices move, markets suspend): the player confirms again. */
const TRANSIENT_REFUSALS = ['Odds changed', 'Market suspended', 'Selection suspended'];

const isBetRequest = (req: Request): boolean => req.method() === 'POST' && new URL(req.url()).pathname === '/bet/save2';

/** Every POST /bet/save2 the page sends from now on, with whether its answer has arrived. */
function trackBetRequests(page: Page): { sent: Request[]; answered: Set<Request> } {
  const sent: Request[] = [];
  const answered = new Set<Request>();
  page.on('request', (req) => {
    if (isBetRequest(req)) sent.push(req);
  });
  const done = (req: Request) => {
    if (isBetRequest(req)) answered.add(req);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { sent, answered };
}

/** Clicks the first open back price and waits for the slip under its row. */
async function openSlipOnFirstBack(page: Page, odds: Locator): Promise<Locator> {
  await openCells(odds, /^Back .* at \d/).first().click();
  const slip = slipOf(page);
  await expect(slip).toBeVisible();
  return slip;
}

/** The slip's stake bounds as it shows them ('Min 100 · Max 100000'). */
async function slipBounds(slip: Locator): Promise<{ min: number; max: number }> {
  const text = (await slip.getByText(/^Min \d+ · Max \d+$/).textContent()) ?? '';
  const [, min, max] = /^Min (\d+) · Max (\d+)$/.exec(text) ?? [];
  return { min: Number(min), max: Number(max) };
}

/** Balance and exposure as the exchange itself holds them (the page's session, through its service worker). */
async function serverFigures(page: Page): Promise<{ balance: number; exposure: number }> {
  return page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('exchange.auth') ?? '{}') as { accessToken?: string };
    const token = auth.accessToken ?? '';
    const headers = (window as unknown as { simulatedExchange: { headersFor: (t: string | null) => Record<string, string> } }).simulatedExchange.headersFor(token);
    const user = (await (await fetch('/auth/letest-user-details', { headers })).json()) as { user: { openingBalance: number } };
    const exp = (await (await fetch('/bet/exposure/fetch', { headers })).json()) as { exposure: number };
    return { balance: user.user.openingBalance, exposure: exp.exposure };
  });
}

test.describe('bet slip', () => {
  test('a stake under the minimum or over the maximum is refused in the slip and never sent', async ({ page }) => {
    test.setTimeout(420_000);
    const { odds } = await openMatch(page);
    const bets = trackBetRequests(page);

    const slip = await openSlipOnFirstBack(page, odds);
    const { min, max } = await slipBounds(slip);
    expect(min).toBeGreaterThan(1);
    expect(max).toBeGreaterThan(min);
    const stake = slip.getByRole('textbox', { name: 'Stake' });
    const place = slip.getByRole('button', { name: 'Place Bet' });

    await stake.fill(String(min - 1));
    await place.click();
    await expect(slip.getByRole('alert')).toHaveText(TEXT.belowMin);
    await expect(page.locator('.Toastify').getByText(TEXT.belowMin)).toBeVisible();
    // Refused at once: the slip stays editable, nothing is committed or sent.
    await expect(place).toBeEnabled();
    await expect(stake).toBeEditable();

    await stake.fill(String(max + 1));
    await expect(slip.getByRole('alert')).toHaveCount(0);
    await place.click();
    await expect(slip.getByRole('alert')).toHaveText(TEXT.aboveMax);
    await expect(page.locator('.Toastify').getByText(TEXT.aboveMax)).toBeVisible();
    await expect(place).toBeEnabled();
    expect(bets.sent).toHaveLength(0);

    // The same slip with the stake at the minimum is sent: the counter above does see bets.
    await stake.fill(String(min));
    for (let attempt = 0; attempt < 5 && bets.sent.length === 0; attempt++) {
      await place.click();
      await Promise.race([
        page.waitForRequest(isBetRequest, { timeout: 15_000 }),
        slip.getByRole('alert').waitFor({ timeout: 15_000 }),
      ]);
    }
    expect(bets.sent.length).toBeGreaterThanOrEqual(1);
    expect(bets.sent[0]?.postDataJSON()).toMatchObject({ stake: min, markettype: 'ODDS', type: 'back' });
  });

  test("a rate edited away from the streamed price gives 'Bet rate changed!' after the delay and sends nothing", async ({ page }) => {
    test.setTimeout(420_000);
    const { odds } = await openMatch(page);
    const bets = trackBetRequests(page);

    const slip = await openSlipOnFirstBack(page, odds);
    const { min } = await slipBounds(slip);
    await slip.getByRole('textbox', { name: 'Stake' }).fill(String(min));
    const rate = slip.getByRole('textbox', { name: 'Rate' });
    const streamed = Number(await rate.inputValue());
    expect(streamed).toBeGreaterThan(1);
    // Half a tick below: off the exchange's tick ladder, so no price the stream sends can equal it.
    const edited = Number((streamed - 0.005).toFixed(3));
    await rate.fill(String(edited));
    // The slip's P follows the edited rate (back: (rate - 1) x stake).
    await expect(slip.getByLabel('Profit')).toHaveText(`P: ${formatAmount((edited - 1) * min)}`);

    const place = slip.getByRole('button', { name: /^(Place Bet|Placing\.\.\.)$/ });
    await place.click();
    // Committed for the domain's bet delay: the slip cannot be edited or confirmed again.
    await expect(place).toHaveText('Placing...');
    await expect(place).toBeDisabled();
    await expect(slip.getByRole('alert')).toHaveText(TEXT.rateChanged, { timeout: 15_000 });
    await expect(page.locator('.Toastify').getByText(TEXT.rateChanged)).toBeVisible();
    // Back to editing, showing the rate on offer now for the player to confirm again.
    await expect(place).toHaveText('Place Bet');
    await expect(place).toBeEnabled();
    const offered = Number(await rate.inputValue());
    expect(offered).not.toBe(edited);
    expect(offered).toBeGreaterThan(1);
    await expect(slip.getByLabel('Profit')).toHaveText(`P: ${formatAmount((offered - 1) * min)}`);
    expect(bets.sent).toHaveLength(0);
  });

  test('a bet the exchange refuses shows its message; one request per confirm, none while one is in flight; figures unchanged', async ({ page }) => {
    test.setTimeout(480_000);
    // A slow exchange (about 3 s an answer) leaves time to press Confirm while the bet is in flight.
    const { odds } = await openMatch(page, '&mock.latency=3000');
    const bets = trackBetRequests(page);
    const before = await serverFigures(page);
    const headerBalance = (await page.getByTestId('balance').textContent()) ?? '';
    const headerExposure = (await page.getByTestId('exposure').textContent()) ?? '';
    const betRows = page.getByRole('region', { name: 'Open Bets' }).locator('tbody tr');
    const rowsBefore = await betRows.count();

    // The third back level: under the best back, so the exchange takes its price even if the best moves a tick.
    const runnerId = await odds.locator('[data-runner]').filter({ hasNot: page.getByRole('status') }).first().getAttribute('data-runner');
    const runner = odds.locator(`[data-runner="${runnerId}"]`);
    await runner.locator('[data-side="back"][data-depth="3"]').click();
    const slip = slipOf(page);
    await expect(slip).toBeVisible();
    const { max } = await slipBounds(slip);
    // Within the stake limits, but more than the player has.
    expect(max).toBeGreaterThan(before.balance - before.exposure);
    await slip.getByRole('textbox', { name: 'Stake' }).fill(String(max));

    const place = slip.getByRole('button', { name: /^(Place Bet|Placing\.\.\.)$/ });
    const alert = slip.getByRole('alert');
    let message = '';
    let confirmsSent = 0;
    for (let attempt = 0; attempt < 8; attempt++) {
      const sentBefore = bets.sent.length;
      // A double click on Confirm.
      await place.dblclick();
      await expect(place).toBeDisabled();
      const outcome = await Promise.race([
        page.waitForRequest(isBetRequest, { timeout: 20_000 }).then(() => 'sent' as const),
        alert.waitFor({ timeout: 20_000 }).then(() => 'refused' as const),
      ]);
      if (outcome === 'sent') {
        confirmsSent += 1;
        const inFlight = bets.sent[sentBefore];
        // In flight: the slip reads 'Placing...' and pressing Confirm again does nothing.
        await expect(place).toHaveText('Placing...');
        await expect(place).toBeDisabled();
        await place.click({ force: true });
        await place.dblclick({ force: true });
        expect(inFlight !== undefined && !bets.answered.has(inFlight)).toBe(true);
      }
      await expect(alert).toBeVisible({ timeout: 20_000 });
      await expect(place).toHaveText('Place Bet');
      message = ((await alert.textContent()) ?? '').trim();
      // One request per confirm that got past the rate check, none for one that did not.
      expect(bets.sent).toHaveLength(sentBefore + (message === TEXT.rateChanged ? 0 : 1));
      if (message === TEXT.insufficient) break;
      expect([TEXT.rateChanged, ...TRANSIENT_REFUSALS]).toContain(message);
      // A suspended market or runner: wait for it to open again, then confirm again.
      await expect(odds.locator('[data-scope="market"]')).toHaveCount(0, { timeout: 90_000 });
      await expect(runner.getByRole('status')).toHaveCount(0, { timeout: 90_000 });
    }
    expect(message).toBe(TEXT.insufficient);
    await expect(page.locator('.Toastify').getByText(TEXT.insufficient)).toBeVisible();
    expect(bets.sent).toHaveLength(confirmsSent);
    expect(bets.sent.at(-1)?.postDataJSON()).toMatchObject({ stake: max, markettype: 'ODDS', type: 'back' });

    // Nothing was placed: the slip keeps the bet, no bet row, the same figures on screen and at the exchange.
    await expect(slip).toBeVisible();
    await expect(slip.getByRole('textbox', { name: 'Stake' })).toHaveValue(String(max));
    await expect(betRows).toHaveCount(rowsBefore);
    await expect(page.getByTestId('balance')).toHaveText(headerBalance);
    await expect(page.getByTestId('exposure')).toHaveText(headerExposure);
    expect(await serverFigures(page)).toEqual(before);
  });

  test("the Match Odds star follows the market into Multi Markets with live prices until it is unfollowed there", async ({ page }) => {
    test.setTimeout(420_000);
    const { match, odds } = await openMatch(page);

    const star = odds.getByRole('button', { name: 'Follow Match Odds' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Multi Market' }).click();
    await expect(page).toHaveURL(/\/multimarket$/);
    const card = page.getByRole('article', { name: match.eventName });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Match Odds' })).toBeVisible();
    await expect(card.getByLabel(/^Back .+ \d/).first()).toBeVisible({ timeout: 20_000 });
    await expect(card.getByLabel(/^Lay .+ \d/).first()).toBeVisible();

    await page.getByRole('button', { name: `Unfollow ${match.eventName} Match Odds` }).click();
    await expect(page.getByText('There are currently no followed multi markets.')).toBeVisible();
    await expect(card).toHaveCount(0);

    // Back on the market page the star is off again.
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Match Odds' }).getByRole('button', { name: 'Follow Match Odds' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
