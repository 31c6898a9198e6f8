// The header's panels in Chromium on the simulated exchange: Exposure Detail (its keyboard and its link to a market
// page), Open Bets (the modal on a phone, the panel on a desktop) and the draggable theme toggle (mouse and touch).
// Rules proved without a browser: the figures and the empty Exposure Detail in tests/features/shell/Header.test.tsx,
// the account tables' pager in tests/features/account/StatementPage.test.tsx.
import { expect, test, type Locator, type Page } from './fixtures';
import { DESKTOP, NEWBIE, PHONE, RAHUL, logIn, type Player } from './helpers';

const PASSWORD_PROMPT = 'Please change your password for security!';

const header = (page: Page) => page.locator('header').first();
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });
const money = async (el: Locator): Promise<number> => Number((await el.textContent())?.replace(/[^\d.-]/g, ''));

/**
 * Closes a toast so it no longer covers the header's right end: a click closes it, and so does the
 * app clock TOAST_AUTO_CLOSE_MS after it showed (a loaded machine may get there first).
 */
async function dismissToast(page: Page, text: string) {
  const closed = expect(toast(page, text)).toBeHidden();
  await Promise.race([toast(page, text).click().catch(() => undefined), closed]);
  await closed;
}

/**
 * Desktop: the header's inline form; the session is stored, so later page loads stay logged in.
 * A player without password history is prompted to change it (a toast): closed like the welcome.
 * Each toast is watched for from before the login, as it may close by itself before it is clicked.
 */
async function login(page: Page, who: Player) {
  const texts = who === NEWBIE ? ['Login successful!', PASSWORD_PROMPT] : ['Login successful!'];
  const shown = Promise.all(texts.map((text) => toast(page, text).waitFor()));
  await logIn(page, who);
  await shown;
  for (const text of texts) await dismissToast(page, text);
  // Both header figures have arrived: the balance needs the exposure's answer (the exposure itself starts at 0.00).
  await expect(page.getByTestId('balance')).toHaveText(/^-?[\d,]+\.\d{2}$/);
}

async function openExposure(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Exposure detail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exposure Detail' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Exposure Detail', () => {
  test('the exposure figure opens the live trades; Close and Escape close it; a row leads to its market page', async ({ page }) => {
    await login(page, RAHUL);
    // rahul starts with two open bets: some exposure.
    expect(await money(page.getByTestId('exposure'))).not.toBe(0);

    let dialog = await openExposure(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    dialog = await openExposure(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    dialog = await openExposure(page);
    const grid = dialog.getByRole('table');
    await expect(grid.getByRole('columnheader')).toHaveText(['Sport Name', 'Event Name', 'Market Name', 'Trade']);
    const rows = grid.locator('tbody tr');
    await expect(rows.first().getByRole('link')).toBeVisible();
    expect(await dialog.getByText('No real time records found').count()).toBe(0);

    const cells = rows.first().getByRole('cell');
    await expect(cells).toHaveCount(4);
    await expect(cells.nth(0)).toHaveText(/^(Cricket|Soccer|Tennis)$/);
    await expect(cells.nth(2)).not.toBeEmpty();
    await expect(cells.nth(3)).toHaveText(/^[1-9]\d*$/);

    const link = cells.nth(1).getByRole('link');
    const eventName = ((await link.textContent()) ?? '').trim();
    expect(eventName).not.toBe('');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/fullmarket\/\d+\/[^/]+\/[^/]+$/);

    await link.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  });
});

/** Checks one matched bet's card shows every field the spec lists. */
async function expectBetFields(card: Locator) {
  await expect(card.locator('.side')).toHaveText(/^(back|lay)$/i);
  await expect(card.locator('.sel')).not.toBeEmpty();
  await expect(card.locator('.mt')).not.toBeEmpty();
  for (const [label, value] of [
    ['Odds Req.', /^\d+(\.\d+)?$/],
    ['Price', /^(\d+(\.\d+)?|-)$/],
    ['Size', /^(\d+(\.\d+)?|-)$/],
    ['Stake', /^[\d,]+\.\d{2}$/],
    ['Profit', /^-?[\d,]+\.\d{2}$/],
    ['Liability', /^-?[\d,]+\.\d{2}$/],
  ] as const) {
    const term = card.locator('dt', { hasText: label });
    await expect(term).toHaveCount(1);
    await expect(term.locator('xpath=following-sibling::dd')).toHaveText(value);
  }
  await expect(card.locator('time')).toHaveText(/^Placed .*\d{2}:\d{2}:\d{2}$/);
  expect(await card.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
}

/** Picks the first market of the 'Select market' dropdown and checks its bets. */
async function pickFirstMarket(scope: Locator) {
  const select = scope.getByRole('combobox', { name: 'Market' });
  await expect(select).toBeEnabled();
  await expect(select).toHaveValue('');
  await expect(select.locator('option:checked')).toHaveText('Select market');
  await expect(scope.getByText('Pick a market to see its matched bets.')).toBeVisible();
  const options = select.locator('option');
  expect(await options.count()).toBeGreaterThanOrEqual(2);
  // 'Event - markettype (count)'
  const first = options.nth(1);
  await expect(first).toHaveText(/^.+ - .+ \(\d+\)$/);
  const label = ((await first.textContent()) ?? '').trim();
  const marketType = /^.+ - (.+) \(\d+\)$/.exec(label)?.[1] ?? '';
  await select.selectOption({ label });

  const cards = scope.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await expectBetFields(card);
    await expect(card.locator('.mt')).toHaveText(marketType, { ignoreCase: true });
  }
}

test.describe('Open Bets', () => {
  test('phone: the header Bets button opens the modal; a market shows its matched bets', async ({ page }) => {
    await login(page, RAHUL);
    await page.setViewportSize(PHONE);
    // The right panel is gone on a phone; the header's Bets button stands in for it.
    await expect(page.getByRole('complementary', { name: 'Open Bets' })).toBeHidden();
    await header(page).getByRole('button', { name: 'Bets', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Open Bets' });
    await expect(dialog).toBeVisible();
    await pickFirstMarket(dialog);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test("desktop: the right panel reads 'Select market' and lists a market's bets with every field", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const panel = page.getByRole('complementary', { name: 'Open Bets' });
    await expect(panel.getByText('Log in to see your matched bets.')).toBeVisible();

    await login(page, RAHUL);
    // The Bets button is for narrower windows; here the panel is.
    await expect(header(page).getByRole('button', { name: 'Bets', exact: true })).toBeHidden();
    await expect(panel).toBeVisible();
    await pickFirstMarket(panel);

    // Back to 'Select market': the prompt again, no bets.
    await panel.getByRole('combobox', { name: 'Market' }).selectOption('');
    await expect(panel.getByText('Pick a market to see its matched bets.')).toBeVisible();
    await expect(panel.getByRole('article')).toHaveCount(0);
  });

  test('a player without bets is told so', async ({ page }) => {
    await login(page, NEWBIE);
    const panel = page.getByRole('complementary', { name: 'Open Bets' });
    await expect(panel.getByText('You have no matched bets.')).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Market' }).locator('option')).toHaveText(['Select market']);
  });
});

// ---------------------------------------------------------------------------------------------
// The theme toggle

const toggleOf = (page: Page) => page.getByTestId('theme-toggle');

/** The toggle's distance from the window's right and bottom edges, and its centre. */
async function placement(page: Page) {
  const box = await toggleOf(page).boundingBox();
  if (!box) throw new Error('the theme toggle is not on screen');
  const vp = page.viewportSize() ?? DESKTOP;
  return {
    right: vp.width - box.x - box.width,
    bottom: vp.height - box.y - box.height,
    left: box.x,
    top: box.y,
    cx: box.x + box.width / 2,
    cy: box.y + box.height / 2,
  };
}

async function expectAt(page: Page, right: number, bottom: number) {
  await expect
    .poll(async () => {
      const p = await placement(page);
      return [Math.round(p.right), Math.round(p.bottom)];
    })
    .toEqual([right, bottom]);
}

async function mouseDrag(page: Page, to: { x: number; y: number }) {
  const from = await placement(page);
  await page.mouse.move(from.cx, from.cy);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

const themeOf = (page: Page) => page.locator('html');

test.describe('the theme toggle', () => {
  // Light by the system's preference, so the first press makes it dark.
  test.use({ viewport: DESKTOP, colorScheme: 'light' });

  test('starts 80 px from the right and 100 px from the bottom; a click switches dark mode and back', async ({ page }) => {
    await page.goto('/');
    const toggle = toggleOf(page);
    await expect(toggle).toBeVisible();
    await expectAt(page, 80, 100);
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAccessibleName('Switch to dark mode');

    await toggle.click();
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName('Switch to light mode');
    // A click is not a drag: it stays where it was.
    await expectAt(page, 80, 100);

    // The choice is saved: a reload keeps dark.
    await page.reload();
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');
    await toggleOf(page).click();
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');
  });

  test('dragged by mouse it stays where dropped (no theme switch), 60 px inside the edges, and after a reload', async ({ page }) => {
    await page.goto('/');
    await expectAt(page, 80, 100);

    // Dropped at a new spot, held by its centre: the button's centre is where the pointer let go.
    await mouseDrag(page, { x: 700, y: 400 });
    await expectAt(page, DESKTOP.width - 700 - 22, DESKTOP.height - 400 - 22);
    // The click that ends a drag does not switch the theme.
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');

    // Beyond the top-left corner: held 60 px inside.
    await mouseDrag(page, { x: 2, y: 2 });
    const p = await placement(page);
    expect(Math.round(p.left)).toBe(60);
    expect(Math.round(p.top)).toBe(60);

    // Beyond the bottom-right corner: the same.
    await mouseDrag(page, { x: DESKTOP.width - 1, y: DESKTOP.height - 1 });
    await expectAt(page, 60, 60);

    // Somewhere ordinary, then a reload puts it back there.
    await mouseDrag(page, { x: 300, y: 250 });
    const dropped = await placement(page);
    await page.reload();
    await expect(toggleOf(page)).toBeVisible();
    await expectAt(page, Math.round(dropped.right), Math.round(dropped.bottom));
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');

    // A smaller window keeps it 60 px inside too.
    await mouseDrag(page, { x: 2, y: 2 });
    await page.setViewportSize(PHONE);
    await expectAt(page, PHONE.width - 60 - 44, PHONE.height - 60 - 44);
  });
});

test.describe('the theme toggle by touch', () => {
  test.use({ viewport: PHONE, colorScheme: 'light', hasTouch: true });

  /** A finger drag through Chromium's own touch input (touch events, which it turns into pointer events). */
  async function touchDrag(page: Page, to: { x: number; y: number }) {
    const from = await placement(page);
    const cdp = await page.context().newCDPSession(page);
    const steps = 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.cx, y: from.cy }] });
    for (let i = 1; i <= steps; i++) {
      const x = from.cx + ((to.x - from.cx) * i) / steps;
      const y = from.cy + ((to.y - from.cy) * i) / steps;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('a finger drags it to a new spot, no further than 60 px from the edges; a tap switches the theme', async ({ page }) => {
    await page.goto('/');
    await expect(toggleOf(page)).toBeVisible();
    await expectAt(page, 80, 100);

    await touchDrag(page, { x: 150, y: 300 });
    await expectAt(page, PHONE.width - 150 - 22, PHONE.height - 300 - 22);
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');

    await touchDrag(page, { x: 1, y: PHONE.height - 1 });
    const p = await placement(page);
    expect(Math.round(p.left)).toBe(60);
    expect(Math.round(p.bottom)).toBe(60);

    await page.reload();
    await expect(toggleOf(page)).toBeVisible();
    await expectAt(page, Math.round(p.right), 60);

    // A tap is a click: dark mode.
    const now = await placement(page);
    await page.touchscreen.tap(now.cx, now.cy);
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');
    await expectAt(page, Math.round(p.right), 60);
  });
});
