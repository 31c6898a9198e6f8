// Sign-in journeys in Chromium on the simulated exchange: age gate, validation, refusals, login, demo, prompt, logout, expiry, header polls.
import { expect, test, type Locator, type Page } from './fixtures';
import { nextFrames, requestsSeen } from './pageClock';

/** Personas of the simulated exchange (src/mocks/README.md, Logins). */
const RAHUL = { userName: 'rahul', password: 'Rahul@123' };
const NEWBIE = { userName: 'newbie', password: 'Newbie@123' };
const AGENT = { userName: 'agent01', password: 'Agent@123' };

const PHONE = { width: 390, height: 844 };
const SESSION_KEY = 'exchange.auth';

/** Counts the requests whose path ends with `suffix` from now on. */
function countRequests(page: Page, suffix: string): { count: () => number } {
  let n = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.endsWith(suffix)) n += 1;
  });
  return { count: () => n };
}

/** The password-history answer, read by the page: the event on which the sign-in decides whether to ask for a new password. */
const passwordHistoryRead = (page: Page) =>
  page
    .waitForResponse((res) => new URL(res.url()).pathname.startsWith('/auth/password-update-history/'))
    .then((res) => res.finished());

const header = (page: Page) => page.locator('header').first();
const inlineForm = (page: Page) => header(page).getByRole('form', { name: 'Login' });
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

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

async function fill(form: Locator, who: { userName: string; password: string }) {
  await form.getByLabel('Username').fill(who.userName);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
}

/** Desktop layout: the header's inline form. */
async function loginInline(page: Page, who: { userName: string; password: string }) {
  const form = inlineForm(page);
  await fill(form, who);
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

  test('both validation messages, and no request while a field is missing', async ({ page }) => {
    const signIns = countRequests(page, '/auth/signin');
    await page.goto('/');
    const form = await openModalForm(page);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByText('Please enter username.')).toBeVisible();
    await expect(form.getByText('Please enter password.')).toBeVisible();

    await form.getByLabel('Username').fill('rahul');
    await expect(form.getByText('Please enter username.')).toHaveCount(0);
    await form.getByLabel('Username').press('Enter');
    await expect(form.getByText('Please enter password.')).toBeVisible();

    await form.getByLabel('Username').fill('');
    await form.getByLabel('Password', { exact: true }).fill('Rahul@123');
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByText('Please enter username.')).toBeVisible();
    expect(signIns.count()).toBe(0);
  });

  test("a role other than User is refused with 'Invalid Id or Password!' and no session", async ({ page }) => {
    await page.goto('/');
    const form = await openModalForm(page);
    await fill(form, AGENT);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid Id or Password!');
    await expect(toast(page, 'Invalid Id or Password!')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toBeNull();
    await expect(page.getByTestId('balance')).toHaveCount(0);
  });

  test("a wrong password shows the server's message and keeps the form", async ({ page }) => {
    await page.goto('/');
    const form = await openModalForm(page);
    await fill(form, { userName: 'rahul', password: 'wrong-one' });
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(form.getByLabel('Username')).toHaveValue('rahul');
    await expect(form.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  });

  test("a successful login reads 'Logging in...', toasts 'Login successful!' and closes the modal", async ({ page }) => {
    // Slow answers, so the submitting state is there to see.
    await page.goto('/?mock.latency=800');
    const form = await openModalForm(page);
    await fill(form, RAHUL);
    const history = passwordHistoryRead(page);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Login With Demo Id' })).toBeDisabled();
    await expect(toast(page, 'Login successful!')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('balance')).toBeVisible();
    // rahul has changed his password before: once his history is read, no prompt.
    await history;
    await nextFrames(page);
    // Counted once, not retried: a retrying check would pass when the toast had shown and closed (it closes after 2 s).
    expect(await toast(page, 'Please change your password for security!').count()).toBe(0);
  });

  test("the demo login reads 'Loading...', logs the demo player in and never prompts", async ({ page }) => {
    const bodies: unknown[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/auth/signin')) bodies.push(req.postDataJSON());
    });
    let histories = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/auth/password-update-history/')) histories += 1;
    });
    await page.goto('/?mock.latency=800');
    const form = await openModalForm(page);
    await form.getByRole('button', { name: 'Login With Demo Id' }).click();
    await expect(form.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expect(toast(page, 'Login successful!')).toBeVisible();
    await expect(page.getByTestId('balance')).toBeVisible();
    expect(bodies).toEqual([{ userName: 'demo@Tamannah', password: 'Demo@1234', deviceIp: '', ipInfo: {} }]);
    // The demo player is never asked: his password history is not even requested, so no answer can prompt.
    await requestsSeen(page);
    expect(histories).toBe(0);
    await nextFrames(page);
    expect(await toast(page, 'Please change your password for security!').count()).toBe(0);
  });
});

test.describe('the inline form (desktop)', () => {
  test('validation sends nothing; a player without password history is asked to change it', async ({ page }) => {
    const signIns = countRequests(page, '/auth/signin');
    await page.goto('/');
    const form = inlineForm(page);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByText('Please enter username.')).toBeVisible();
    await expect(form.getByText('Please enter password.')).toBeVisible();
    expect(signIns.count()).toBe(0);

    await fill(form, NEWBIE);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Login successful!')).toBeVisible();
    await expect(toast(page, 'Please change your password for security!')).toBeVisible();
    expect(signIns.count()).toBe(1);
  });

  test('the sign-in carries the visitor IP looked up when the form showed', async ({ page }) => {
    const bodies: { deviceIp?: string; ipInfo?: { query?: string } }[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/auth/signin')) bodies.push(req.postDataJSON() as (typeof bodies)[number]);
    });
    await page.goto('/');
    await loginInline(page, RAHUL);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.deviceIp).toMatch(/\d+\.\d+\.\d+\.\d+/);
    expect(bodies[0]?.ipInfo?.query).toBe(bodies[0]?.deviceIp);
  });

  test("logout clears the session, returns to '/' and stays logged out after the reload", async ({ page }) => {
    await page.goto('/');
    await loginInline(page, RAHUL);
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

  test("the exchange refusing the token mid-session: back on '/', 'Session expired!', logged out", async ({ page }) => {
    await page.goto('/');
    await loginInline(page, RAHUL);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);

    // The force-401 knob (src/mocks/knobs.ts), saved where the exchange reads it when the page loads.
    await page.evaluate(() => localStorage.setItem('mock.knobs', JSON.stringify({ force401: true })));
    await page.reload();
    await expect(toast(page, 'Session expired!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(inlineForm(page)).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY)).toBeNull();
  });

  test('the header figures show after login and refresh every 20 s', async ({ page }) => {
    await page.clock.install();
    const exposure = countRequests(page, '/bet/exposure/fetch');
    // Answers without the simulated latency, so no answer waits on the paused clock.
    await page.goto('/?mock.latency=0');
    await loginInline(page, RAHUL);
    await expect(page.getByTestId('balance')).toHaveText(/^-?[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('exposure')).toHaveText(/^-?[\d,]+\.\d{2}$/);
    await expect.poll(exposure.count).toBe(1);

    // From here time moves only when the test says so; the first round went out under a second ago.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await page.clock.fastForward(10_000);
    // A round due by now would have left before this marker request did.
    await requestsSeen(page);
    expect(exposure.count()).toBe(1);
    await page.clock.fastForward(10_000);
    await expect.poll(exposure.count).toBe(2);
    await page.clock.fastForward(20_000);
    await expect.poll(exposure.count).toBe(3);
    await expect(page.getByTestId('balance')).toHaveText(/^-?[\d,]+\.\d{2}$/);
  });
});
