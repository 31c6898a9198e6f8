// Security of the production build: its CSP holds with no violation, frames are sandboxed, server text is never HTML, the token goes only to the API, and an expired session ends in every tab.
import { createHash } from 'node:crypto';
import { expect, test, type BrowserContext, type Page, type Request } from './fixtures';
import { callNameOf } from '../../src/mocks/calls';
import { DESKTOP, RAHUL, fullmarketUrl, inPlayCricketMatch, liveCricketMatch, logIn, logOut, startLoggedIn } from './helpers';
import { setSimKnobs } from './simulated';

/** Every CSP violation a page reports, collected from the first script on. */
async function collectCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('the build sets a CSP with no inline script but its own (by hash), and a journey through every kind of page breaks none of it', async ({ page, context, request }) => {
  const html = (await (await request.get('/')).text()).replaceAll('&#39;', "'");
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toMatch(/connect-src 'self' https:\/\/\S+;/);
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  // One inline script, the early one (src/app/earlyCallsPlugin.ts), allowed by its hash and by nothing broader.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(1);
  const hashes = /script-src ([^;]+)/.exec(policy)![1]!.split(' ').filter((s) => s.startsWith("'sha256-"));
  expect(hashes).toEqual([`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`]);

  await collectCspViolations(context);
  const frames: string[] = [];
  page.on('frameattached', (f) => frames.push(f.url()));
  await startLoggedIn(page, fullmarketUrl(await liveCricketMatch()));
  await page.getByRole('tab', { name: 'Live Score' }).click();
  const score = page.frameLocator('iframe[title="Live Score"]');
  await expect(score.getByTestId('score-frame')).toBeVisible();
  await page.getByRole('tab', { name: 'Live Match' }).click();
  await expect(page.frameLocator('iframe[title="Live Match"]').getByTestId('tv-frame')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/accountstatement');
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('balance')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('every frame is sandboxed with scripts only, and its address names the match, nothing of the session', async ({ page }) => {
  await startLoggedIn(page, fullmarketUrl(await liveCricketMatch()));
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('exchange.auth') ?? '{}') as { accessToken: string }).accessToken);
  for (const tab of ['Live Score', 'Live Match']) {
    await page.getByRole('tab', { name: tab }).click();
    const frame = page.locator(`iframe[title="${tab}"]`);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/(score|tv)\?event_id=\d+&sport_id=4&eventName=/);
    expect(src).not.toContain(token);
  }
  // Whatever page is open, no frame goes without a sandbox.
  expect(await page.locator('iframe:not([sandbox])').count()).toBe(0);
});

test('the token goes to the API base only: never to the IP lookup, a frame or any other address', async ({ page, context }) => {
  const sent: { url: string; headers: Record<string, string>; frame: boolean }[] = [];
  const fromFrame = (req: Request) => {
    try {
      return req.frame().parentFrame() !== null;
    } catch {
      return false; // the service worker's own requests belong to no frame
    }
  };
  const record = (req: Request) => sent.push({ url: req.url(), headers: req.headers(), frame: fromFrame(req) });
  context.on('request', record);
  await page.setViewportSize(DESKTOP);
  // The IP lookup runs when the login dialog opens; a held session must not reach it either.
  await logIn(page, RAHUL);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('exchange.auth') ?? '{}') as { accessToken: string }).accessToken);
  expect(token.length).toBeGreaterThan(8);
  await page.goto(fullmarketUrl(await liveCricketMatch(page)));
  await page.getByRole('tab', { name: 'Live Score' }).click();
  await expect(page.frameLocator('iframe[title="Live Score"]').getByTestId('score-frame')).toBeVisible();
  await page.goto('/accountstatement');
  await expect(page.getByRole('table').first()).toBeVisible();
  // A second page of the same storage opens the login dialog's IP lookup after a logout.
  // (The journey ends on the logout's reload, not during it.)
  await logOut(page);

  const origin = new URL(page.url()).origin;
  const carrying = sent.filter((r) => JSON.stringify(r.headers).includes(token) || r.url.includes(token));
  expect(carrying.length).toBeGreaterThan(0);
  for (const r of carrying) {
    const call = callNameOf('GET', r.url) ?? callNameOf('POST', r.url);
    expect(new URL(r.url).origin, r.url).toBe(origin);
    expect(call, r.url).not.toBeNull();
    expect(call, r.url).not.toBe('visitorIp');
    expect(r.frame, `${r.url} from a frame`).toBe(false);
  }
  const lookups = sent.filter((r) => callNameOf('GET', r.url) === 'visitorIp');
  expect(lookups.length, 'the login dialog looked the visitor up').toBeGreaterThan(0);
  for (const r of lookups) {
    expect(r.headers['user-token']).toBeUndefined();
    expect(r.headers.authorization).toBeUndefined();
  }
});

test('server text with script and markup is shown as text: notices, runner names, messages, statement remarks', async ({ page }) => {
  const probes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('xss-probe')) probes.push(r.url());
  });
  page.on('dialog', (d) => {
    probes.push(`dialog ${d.message()}`);
    void d.dismiss();
  });
  await page.setViewportSize(DESKTOP);
  // The knob holds for this load and is saved for the next ones.
  await page.goto('/?mock.hostile=1');
  await setSimKnobs(page, { hostileText: true });
  const form = page.getByRole('form', { name: 'Login' }).first();
  // A refusal's message.
  await form.getByPlaceholder('Username').fill('rahul');
  await form.getByPlaceholder('Password').fill('wrong');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.locator('.Toastify').getByText(/^Invalid username or password <img src="\/xss-probe\.png"/)).toBeVisible();
  await logIn(page, RAHUL, '?mock.hostile=1');
  // Notices, in the news ticker.
  await expect(page.getByRole('marquee', { name: 'News' })).toContainText('<script>document.title=\'XSS\'</script><b>bold</b>');
  // Runner names on a market page, fancy rows included.
  await page.goto(fullmarketUrl(await inPlayCricketMatch(page)));
  await expect(page.locator('[data-runner]').first()).toContainText('<img src="/xss-probe.png"');
  await expect(page.getByRole('region', { name: 'Fancy', exact: true })).toContainText('<b>bold</b>');
  // Statement remarks.
  await page.goto('/accountstatement');
  await page.getByRole('combobox', { name: 'Data Source' }).selectOption({ index: 3 }).catch(() => undefined);
  await expect(page.getByRole('table').first()).toContainText('<b>bold</b>');

  for (const p of [page.mainFrame()]) {
    expect(await p.locator('img[src="/xss-probe.png"], b:text-is("bold")').count()).toBe(0);
  }
  expect(await page.title()).not.toBe('XSS');
  expect(probes).toEqual([]);
});

test('a session that expires in one tab ends in every open tab', async ({ context }) => {
  const first = await context.newPage();
  await logIn(first, RAHUL);
  const second = await context.newPage();
  await second.setViewportSize(DESKTOP);
  await second.goto('/accountstatement');
  await expect(second.getByTestId('balance')).toBeVisible();
  // The first tab's next call is refused 401: its session expires.
  await setSimKnobs(first, { faults: { exposure: '401' } });
  await first.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(first.locator('.Toastify').getByText('Session expired!')).toBeVisible();
  // The other tab, which made no call, is logged out too, sent home and told why.
  await expect(second.locator('.Toastify').getByText('Session expired!')).toBeVisible();
  await expect.poll(() => new URL(second.url()).pathname).toBe('/');
  await expect(second.getByTestId('balance')).toHaveCount(0);
  await expect(second.getByRole('form', { name: 'Login' }).first()).toBeVisible();
  expect(await second.evaluate(() => localStorage.getItem('exchange.auth'))).toBeNull();
});
