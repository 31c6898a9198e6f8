// Account pages in Chromium on the simulated exchange: what only a browser shows, the tables' layout on a phone and
// Enter submitting the password dialog (its Submit button sits outside its form, which jsdom does not follow).
// Their rules (the menu's links, each page's heading, statement, profit and loss, bet history, the password
// dialog, quick stakes) are proved in jsdom against the same simulated exchange: tests/features/account/
// (simulatedExchange.test.tsx and a test per page) and tests/features/shell/Header.test.tsx (the menu).
import { expect, test, type Page } from './fixtures';
import { PHONE, RAHUL, startLoggedIn } from './helpers';

const table = (page: Page, name: string) => page.getByRole('table', { name });
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

test('on a phone, the account tables scroll sideways inside the page, which itself does not', async ({ page }) => {
  await startLoggedIn(page, '/accountstatement', RAHUL, PHONE);
  // The whole seeded history, so the table has rows to be wide with: OLD DATA, then To moved to today.
  await page.getByLabel('Data Source').selectOption('OLD DATA');
  const today = await page.evaluate(() => {
    const d = new Date();
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  });
  await page.getByLabel('To', { exact: true }).fill(today);
  await expect(table(page, 'Account statement')).toHaveAttribute('aria-busy', 'false');
  await expect(table(page, 'Account statement').locator('tbody tr').first()).toBeVisible();
  const scroller = table(page, 'Account statement').locator('..');
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("Enter in the password dialog submits it; the server's refusal shows in the dialog and a toast", async ({ page }) => {
  await startLoggedIn(page, '/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill('not-my-password');
  await dialog.getByLabel('New Password').fill('Rahul@4567');
  await dialog.getByLabel('Confirm Password').fill('Rahul@4567');
  await dialog.getByLabel('Confirm Password').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
  await expect(toast(page, 'Current password is incorrect')).toBeVisible();
});
