// Sign-in journeys in Chromium on the simulated exchange: what only a browser shows. The age gate's focus moving to
// the form (phone), and a logout whose page load comes back logged out (desktop). The sign-in's rules are proved in
// jsdom against the same simulated exchange, with the same assertions: validation, refusals, 'Logging in...', the
// demo login, the password prompt and the visitor IP in tests/features/auth/ (LoginModal, LoginForm), the expiry of
// a refused token in tests/features/auth/logout.test.tsx, the header figures' 20 s polls in tests/streams/header.test.ts.
import { expect, test, type Locator, type Page } from './fixtures';

const RAHUL = { userName: 'rahul', password: 'Rahul@123' };
const PHONE = { width: 390, height: 844 };
const SESSION_KEY = 'exchange.auth';

const header = (page: Page) => page.locator('header').first();
const inlineForm = (page: Page) => header(page).getByRole('form', { name: 'Login' });

/** Phone layout: the header's Login button opens the modal at its age gate. */
async function openModal(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Non-Gambling Territories' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openModalForm(page: Page): Promise<Locator> {
  const gate = await openModal(page);
  await gate.getByRole('button', { name: 'Confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByLabel('Username')).toBeVisible();
  return dialog;
}

/** Desktop layout: the header's inline form. */
async function loginInline(page: Page, who: { userName: string; password: string }) {
  const form = inlineForm(page);
  await form.getByLabel('Username').fill(who.userName);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
}

test.describe('the login modal (phone)', () => {
  test.use({ viewport: PHONE });

  test('the age gate: the notice, Exit and the close icon close it, Confirm reveals the form', async ({ page }) => {
    await page.goto('/');
    let gate = await openModal(page);
    await expect(gate).toContainText('Underage gambling is prohibited.');
    await expect(gate).toContainText(/responsible .* lawful/);
    await expect(gate).toContainText('18 years of age or older as of today');
    await expect(gate.getByLabel('Username')).toHaveCount(0);

    await gate.getByRole('button', { name: 'Exit' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    gate = await openModal(page);
    await gate.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const form = await openModalForm(page);
    await expect(form.getByLabel('Username')).toBeFocused();
    await expect(form.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Login With Demo Id' })).toBeVisible();
    const password = form.getByLabel('Password', { exact: true });
    await password.fill('abc');
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await form.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('the inline form (desktop)', () => {
  test("a visitor's calls go through fetch, a player's through axios; logout clears the session, returns to '/' and stays logged out after the reload", async ({ page }) => {
    // The transport by audience (streams/api.ts): the session's token travels only through axios, loaded with the sign-in.
    const sent: { type: string; token: boolean; path: string }[] = [];
    page.on('request', (r) => {
      if (['fetch', 'xhr'].includes(r.resourceType()) && new URL(r.url()).pathname.startsWith('/v'))
        sent.push({ type: r.resourceType(), token: 'authorization' in r.headers(), path: new URL(r.url()).pathname });
    });
    await page.goto('/');
    await expect(page.locator('a[href^="/fullmarket/"]').first()).toBeVisible();
    expect(sent.filter((c) => c.type === 'xhr')).toEqual([]);
    await loginInline(page, RAHUL);
    await expect.poll(() => sent.filter((c) => c.token).length).toBeGreaterThan(0);
    expect(sent.filter((c) => c.token && c.type !== 'xhr')).toEqual([]);
    expect(sent.filter((c) => !c.token && c.type !== 'fetch')).toEqual([]);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);

    await header(page).getByRole('button', { name: /My Account/ }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('dialog', { name: 'My Account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await reloaded;
    await expect(inlineForm(page)).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toBeNull();
  });
});
