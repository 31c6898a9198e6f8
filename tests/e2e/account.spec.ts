// Account pages in Chromium on the simulated exchange, logged in as its seeded player 'rahul' through the header's form.
import { expect, test, type Locator, type Page } from './fixtures';
import { PHONE, RAHUL, logIn } from './helpers';


const header = (page: Page) => page.locator('header').first();
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });
const table = (page: Page, name: string) => page.getByRole('table', { name });
const bodyRows = (t: Locator) => t.locator('tbody tr');

/** Logged in as rahul on a desktop window, the welcome toast closed. */
async function login(page: Page) {
  await logIn(page);
  await toast(page, 'Login successful!').click();
  await expect(toast(page, 'Login successful!')).toBeHidden();
}

/** The whole seeded history: OLD DATA, then To moved to today. */
async function widenDates(page: Page, tableName: string) {
  await page.getByLabel('Data Source').selectOption('OLD DATA');
  await expect(page.getByLabel('Data Source')).toHaveValue('OLD DATA');
  const today = await page.evaluate(() => {
    const d = new Date();
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  });
  await page.getByLabel('To', { exact: true }).fill(today);
  await expect(page.getByLabel('Data Source')).toHaveValue('Data Source');
  await expect(table(page, tableName)).toHaveAttribute('aria-busy', 'false');
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('the account menu leads to every account page', async ({ page }) => {
  const pages: [string, string, string][] = [
    ['My Profile', '/profile', 'My Profile'],
    ['Account Statement', '/accountstatement', 'Account Statement'],
    ['Bet History', '/betshistory', 'Bet History'],
    ['Profit & Loss', '/profitloss', 'Profit & Loss'],
    ['Password History', '/passwordhistory', 'Password History'],
    ['Activity Log', '/loginactivity', 'Activity Log'],
  ];
  for (const [link, path, title] of pages) {
    await header(page).getByRole('button', { name: /My Account/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('statement: data source, paging, Self filter and a bet record opening its bet', async ({ page }) => {
  await page.goto('/accountstatement');
  await expect(page.getByLabel('Data Source')).toHaveValue('Data Source');
  await widenDates(page, 'Account statement');
  const t = table(page, 'Account statement');
  await expect(bodyRows(t)).toHaveCount(10);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(bodyRows(t).first()).toBeVisible();

  await page.getByLabel('Transactions').selectOption({ label: 'Self' });
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(t).toHaveAttribute('aria-busy', 'false');
  await bodyRows(t).first().getByRole('button').click();
  const details = page.getByRole('dialog', { name: 'Bet Details' });
  await expect(details.getByText('Settled As')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
});

test('profit and loss: drill down to the bets with a totals row at every level', async ({ page }) => {
  await page.goto('/profitloss');
  await widenDates(page, 'Profit and loss');
  const t = table(page, 'Profit and loss');
  const trail = page.getByRole('navigation', { name: 'Profit and loss levels' });

  await expect(t.locator('tfoot')).toContainText('Total');
  await t.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profitloss\/\d+$/);
  // The dates chosen above hold on every level.
  await expect(page.getByLabel('From', { exact: true })).not.toHaveValue('');
  await expect(t.locator('tfoot')).toContainText('Total');

  await t.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profitloss\/\d+\/[^/]+$/);
  await t.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profitloss\/\d+\/[^/]+\/[^/]+$/);
  await expect(t.getByRole('columnheader', { name: 'Selection' })).toBeVisible();
  await expect(bodyRows(t).first()).toBeVisible();
  await expect(t.locator('tfoot')).toContainText('Total');

  await trail.getByRole('link', { name: 'All Sports' }).click();
  await expect(page).toHaveURL(/\/profitloss$/);
});

test('bet history: open bets by default, settled ones with Settle Time and Settled As', async ({ page }) => {
  await page.goto('/betshistory');
  const t = table(page, 'Bet history');
  await expect(page.getByLabel('Bet Status')).toHaveValue('unsettled');
  await expect(t).toHaveAttribute('aria-busy', 'false');
  await expect(t.getByRole('columnheader', { name: 'Settle Time' })).toHaveCount(0);

  await page.getByLabel('Bet Status').selectOption('settled');
  await expect(t.getByRole('columnheader', { name: 'Settled As' })).toBeVisible();
  await expect(t.getByRole('columnheader', { name: 'Settle Time' })).toBeVisible();
  await expect(bodyRows(t).first()).toBeVisible();
});

test("profile: details, and the password dialog showing the server's refusal (Enter submits)", async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByText('Rahul Sharma')).toBeVisible();
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill('not-my-password');
  await dialog.getByLabel('New Password').fill('Rahul@4567');
  await dialog.getByLabel('Confirm Password').fill('Rahul@4567');
  await dialog.getByLabel('Confirm Password').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
  await expect(toast(page, 'Current password is incorrect')).toBeVisible();

  await dialog.getByLabel('Current Password').fill(RAHUL.password);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Password Updated Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('password history and login activity list their rows', async ({ page }) => {
  await page.goto('/passwordhistory');
  await expect(bodyRows(table(page, 'Password history'))).toHaveCount(2);
  await page.goto('/loginactivity');
  await expect(table(page, 'Login activity').getByText('Success').first()).toBeVisible();
});

/** A quick stake as the app's state holds it (its storage), or null before any save. */
const storedStake = (page: Page, slot: number): Promise<number | null> =>
  page.evaluate((i) => {
    const raw = localStorage.getItem('exchange.stakes');
    return raw ? ((JSON.parse(raw) as { stakeValue: number }[])[i]?.stakeValue ?? null) : null;
  }, slot);

test('quick stakes: sanitised as typed, kept after 2 s and across a reload', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Stake', exact: true })).toBeVisible();
  const boxes = page.getByRole('spinbutton');
  await expect(boxes).toHaveCount(8);
  await boxes.nth(0).fill('-5');
  await expect(boxes.nth(0)).toHaveValue('0');
  await boxes.nth(1).fill('350');
  // The stakes reach the app's state 2 s after the last change: wait for that event, not a clock.
  await expect.poll(() => storedStake(page, 1), { timeout: 10_000 }).toBe(350);
  await page.reload();
  await expect(boxes.nth(1)).toHaveValue('350');
  await expect(boxes.nth(0)).toHaveValue('0');

  await boxes.nth(7).fill('25000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => storedStake(page, 7), { timeout: 10_000 }).toBe(25000);
  await page.reload();
  await expect(boxes.nth(7)).toHaveValue('25000');

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/\/settings$/);
});

test.describe('on a phone', () => {
  test('tables scroll sideways inside the page, which itself does not', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/accountstatement');
    await widenDates(page, 'Account statement');
    const scroller = table(page, 'Account statement').locator('..');
    const overflow = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(overflow).toBe(true);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
  });
});
