// One-click and keyboard trading in Chromium on the simulated exchange: one bet (one POST /bet/save2) per one-click click, a bet placed
// with the keyboard alone, and with one-click on: a key on a focused price opens the slip (the help card's word), a held key sends at most one
// bet, a second tab of the player shows the setting within a second and places at its stake. Journeys wait for states, never the wall clock.
import { expect, test, type Locator, type Page } from './fixtures';
import { betRequests, fullmarketUrl, holdOddsOpen, openCells, openMarketPage, slipOf } from './helpers';

/** The slip's end after a bet went in: placed (the slip closes) or refused (its alert). */
async function slipOutcome(page: Page): Promise<'placed' | 'refused'> {
  const slip = slipOf(page);
  return Promise.race([
    slip.waitFor({ state: 'detached' }).then(() => 'placed' as const),
    slip.getByRole('alert').waitFor().then(() => 'refused' as const),
  ]);
}

/** Turns one-click betting on (or off) on the settings page open in `page`, and picks its stake by label. */
async function setOneClick(page: Page, on: boolean, stake?: string): Promise<void> {
  const toggle = page.getByRole('checkbox', { name: 'One-click betting' });
  if (on) await toggle.check();
  else await toggle.uncheck();
  if (stake) await page.getByRole('combobox', { name: 'One-click stake' }).selectOption({ label: stake });
}

const rowOf = (cell: Locator): Locator => cell.locator('xpath=ancestor::*[@data-runner][1]');

test('one-click betting: each click on a price places exactly one bet at the chosen stake', async ({ page }) => {
  test.setTimeout(300_000);
  const { match } = await openMarketPage(page, '', 'upcoming');

  await page.goto('/settings');
  await expect(page.getByRole('checkbox', { name: 'One-click betting' })).not.toBeChecked();
  await setOneClick(page, true, '500');
  await expect(page.getByRole('alert').filter({ hasText: 'One-click betting is on' })).toBeVisible();

  await page.goto(fullmarketUrl(match));
  await expect(page.getByTestId('one-click')).toHaveText('One-click betting on: 500');
  const odds = page.getByRole('region', { name: 'Match Odds' });
  // The bets are the subject, not a moving price: the markets stand still (no 'Bet rate changed!' under load).
  await holdOddsOpen(page, odds);
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

/** From the page (nothing focused), '?' opens the keyboard help card; it says `text`, and Escape closes it. */
async function expectHelpCardSays(page: Page, text: string): Promise<void> {
  await page.locator('body').focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText(text);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
}

test('a bet placed with the keyboard alone from the market page', async ({ page }) => {
  test.setTimeout(300_000);
  const { odds } = await openMarketPage(page, '', 'upcoming');
  await holdOddsOpen(page, odds);
  const sent = betRequests(page);

  // From the page (nothing focused), the arrows reach the prices; '?' lists the keys.
  await expectHelpCardSays(page, 'Place the bet in the slip');
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
    // A runner under a cover (suspended, a bookmaker closed before the start) stays so while the markets are held:
    // a player moves on with the arrows to one that is open.
    for (let moves = 0; (await rowOf(focused).getByRole('status').count()) > 0; moves++) {
      expect(moves, 'an open runner within reach of the arrows').toBeLessThan(30);
      await page.keyboard.press('ArrowDown');
      await expect(focused).toHaveCount(1);
    }
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
  const { odds } = await openMarketPage(page, '', 'upcoming');
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

/** Opens the match with one-click on at 500, from the settings page. */
async function oneClickMarketPage(page: Page): Promise<{ odds: Locator }> {
  const { match } = await openMarketPage(page, '', 'upcoming');
  await page.goto('/settings');
  await setOneClick(page, true, '500');
  await page.goto(fullmarketUrl(match));
  await expect(page.getByTestId('one-click')).toHaveText('One-click betting on: 500');
  const odds = page.getByRole('region', { name: 'Match Odds' });
  // The bets are the subject, not a moving price: the markets stand still (no 'Bet rate changed!' under load).
  await holdOddsOpen(page, odds);
  return { odds };
}

test('one-click on: Enter or Space on a focused price opens the slip at the one-click stake, as the help card says; Enter again places it', async ({ page }) => {
  test.setTimeout(300_000);
  const { odds } = await oneClickMarketPage(page);
  const sent = betRequests(page);

  await expectHelpCardSays(page, 'On a price: open the slip on it (never a bet at once, even with one-click on)');

  for (let attempt = 0; ; attempt++) {
    expect(attempt).toBeLessThan(6);
    const cell = openCells(odds, /^Back .* at \d/).first();
    await cell.focus();
    // Space first: the slip opens on the focused price, nothing is sent.
    await page.keyboard.press(' ');
    const slip = slipOf(page);
    await expect(slip).toHaveAttribute('aria-label', /^Bet slip: Back /);
    await expect(slip.getByRole('textbox', { name: 'Stake' })).toHaveValue('500');
    expect(sent).toHaveLength(0);
    await page.keyboard.press('Escape');
    await expect(slip).toHaveCount(0);
    // Enter: the same, the slip opens and nothing is sent.
    await cell.focus();
    await page.keyboard.press('Enter');
    await expect(slip).toHaveAttribute('aria-label', /^Bet slip: Back /);
    await expect(slip.getByRole('textbox', { name: 'Stake' })).toHaveValue('500');
    await expect(page.getByTestId('trading-announcer')).toHaveText(/Stake 500\. Enter places\.$/);
    expect(sent).toHaveLength(0);
    // Enter again, from the slip's price: it places.
    await page.keyboard.press('Enter');
    const outcome = await slipOutcome(page);
    expect(sent.length).toBeLessThanOrEqual(1);
    if (outcome === 'placed') {
      expect(sent).toHaveLength(1);
      expect(sent[0]?.postDataJSON()).toMatchObject({ stake: 500, type: 'back' });
      return;
    }
    // Refused before sending (the rate moved): the player clears the slip and tries again.
    expect(sent).toHaveLength(0);
    await page.keyboard.press('Escape');
    await expect(slip).toHaveCount(0);
  }
});

test('one-click on: a held Enter (repeated keydowns) sends at most one bet, on a price with no slip and on the slip\'s own price', async ({ page }) => {
  test.setTimeout(300_000);
  const { odds } = await oneClickMarketPage(page);
  const sent = betRequests(page);
  const cell = openCells(odds, /^Back .* at \d/).first();
  await cell.focus();
  const slip = slipOf(page);

  // Held on a price with no slip: the first keydown opens the slip; its repeats (repeat: true) do nothing.
  await page.keyboard.down('Enter');
  for (let i = 0; i < 8; i++) await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
  await expect(slip).toHaveAttribute('aria-label', /^Bet slip: Back /);
  expect(sent).toHaveLength(0);

  // Held on the slip's own price: the first keydown places it; the repeats place nothing more, even after the answer.
  await expect(page.locator('button[data-price][data-selected="on"]:focus')).toHaveCount(1);
  await page.keyboard.down('Enter');
  for (let i = 0; i < 4; i++) await page.keyboard.down('Enter');
  const outcome = await slipOutcome(page);
  for (let i = 0; i < 4; i++) await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
  // Every request the page sent has been seen once the slip has its outcome; the repeats after it sent none.
  expect(sent.length).toBeLessThanOrEqual(1);
  if (outcome === 'placed') expect(sent).toHaveLength(1);
  expect(new Set(sent.map((r) => (r.postDataJSON() as { clientRef: string }).clientRef)).size).toBe(sent.length);
});

test('one-click turned on, changed and off in one tab shows in a second tab of the player within a second, an edit of its quick stake once saved, and a click there places at the new stake', async ({ page }) => {
  test.setTimeout(300_000);
  const { match, odds } = await openMarketPage(page, '', 'upcoming');
  await holdOddsOpen(page, odds);
  const badge = page.getByTestId('one-click');
  await expect(badge).toHaveCount(0);
  // The market tab notes (on the browser's own clock, shared by both tabs) when its badge last changed.
  await page.evaluate(() => {
    const w = window as unknown as { badgeAt: number; badgeText: string | null };
    w.badgeText = null;
    w.badgeAt = 0;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="one-click"]')?.textContent ?? null;
      if (text !== w.badgeText) {
        w.badgeText = text;
        w.badgeAt = Date.now();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // From the moment the settings tab saves (its control's change event: the app writes the setting in that handler)
  // to the market tab's badge reading the new text: the app's own delay, not the time Playwright takes to press a control.
  const changedWithin = async (settings: Page, change: () => Promise<void>, text: string | null) => {
    await change();
    if (text === null) await expect(badge).toHaveCount(0);
    else await expect(badge).toHaveText(text);
    const saved = await settings.evaluate(() => (window as unknown as { savedAt: number }).savedAt);
    const shown = await page.evaluate(() => (window as unknown as { badgeAt: number }).badgeAt);
    expect(saved).toBeGreaterThan(0);
    expect(shown - saved).toBeLessThan(1000);
  };

  const settings = await page.context().newPage();
  await settings.goto('/settings');
  await expect(settings.getByRole('checkbox', { name: 'One-click betting' })).not.toBeChecked();
  await settings.evaluate(() => {
    const w = window as unknown as { savedAt: number };
    w.savedAt = 0;
    document.addEventListener('change', () => (w.savedAt = Date.now()), true);
  });
  await changedWithin(settings, () => setOneClick(settings, true), 'One-click betting on: 100');
  await changedWithin(settings, () => setOneClick(settings, true, '500'), 'One-click betting on: 500');

  // A click in the market tab places at the stake the other tab chose.
  const sent = betRequests(page);
  await page.bringToFront();
  let placed = false;
  for (let click = 0; !placed; click++) {
    expect(click).toBeLessThan(6);
    const cell = openCells(odds, /^Back .* at \d/).first();
    await expect(cell).toBeVisible();
    const before = sent.length;
    await cell.click();
    const outcome = await slipOutcome(page);
    expect(sent.length - before).toBeLessThanOrEqual(1);
    if (outcome === 'placed') {
      expect(sent.at(-1)?.postDataJSON()).toMatchObject({ stake: 500, type: 'back' });
      placed = true;
    } else await slipOf(page).getByRole('button', { name: 'Cancel' }).click();
  }

  // The quick stake behind the chosen slot edited in the other tab: the badge follows once that tab saves it (2 s after the edit).
  await settings.getByRole('spinbutton', { name: 'Quick stake 3' }).fill('700');
  await expect(badge).toHaveText('One-click betting on: 700');

  // Off in the other tab: the badge goes, and a click opens the slip instead of placing.
  await changedWithin(settings, () => setOneClick(settings, false), null);
  const before = sent.length;
  await openCells(odds, /^Back .* at \d/).first().click();
  await expect(slipOf(page)).toBeVisible();
  // An open slip waiting for the player, not a bet on its way ('Placing...').
  await expect(slipOf(page).getByRole('button', { name: 'Place Bet' })).toBeVisible();
  expect(sent.length).toBe(before);
  expect(match.matchId).toBeTruthy();
});
