// The QA tools on a production build are safe on a live site (issue 19): a replay is a sandbox that cannot change who
// is logged in, and a link alone starts none.
import { readFileSync } from 'node:fs';
import { expect, test, type ConsoleMessage } from './fixtures';
import { DESKTOP, RAHUL, logIn, openMarketPage, startLoggedIn } from './helpers';
import { casinoGamePath, setSimKnobs } from './simulated';
import { TAPE_URL, waitReady } from './replayHelpers';

const CRICKET = 'tests/replay/fixtures/cricket-bet.ndjson';

/** cricket-bet.ndjson with another player's session (and token) in its header's storage. */
function tapeWithAnotherSession(): string {
  const text = readFileSync(CRICKET, 'utf8');
  const cut = text.indexOf('\n');
  const header = JSON.parse(text.slice(0, cut)) as { storage: { local: Record<string, string> } };
  const auth = JSON.parse(header.storage.local['exchange.auth']!) as { userDetails: Record<string, unknown> };
  header.storage.local['exchange.auth'] = JSON.stringify({ ...auth, accessToken: 'someone-elses-token', userDetails: { ...auth.userDetails, userName: 'mallory' } });
  header.storage.local['exchange.stakes'] = '[1,2,3]';
  return JSON.stringify(header) + text.slice(cut);
}

test('a tape cannot change who is logged in: a link alone starts no replay, the replay runs on its own storage, and Exit replay brings the player back as they were', async ({ page, context }) => {
  await logIn(page, RAHUL);
  const own = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).filter(([k]) => !k.startsWith('mock.') && !k.startsWith('msw')).sort()));
  expect(own).toContain('exchange.auth');

  await page.route(`**${TAPE_URL}other.ndjson`, (route) => route.fulfill({ body: tapeWithAnotherSession(), contentType: 'application/x-ndjson' }));
  await page.goto(`/?replay=${encodeURIComponent(`${TAPE_URL}other.ndjson`)}`);
  // The address alone: the panel asks, nothing is replayed and the storage is the player's.
  const ask = page.getByRole('alertdialog', { name: 'Replay player' });
  await expect(ask).toContainText('not the live site');
  expect(await page.evaluate(() => (window as unknown as { __qa: { ready: boolean } }).__qa.ready)).toBe(false);
  await ask.getByRole('button', { name: 'Replay this recording' }).click();
  await waitReady(page);

  const panel = page.getByRole('region', { name: 'Replay player' });
  await expect(panel.getByRole('status').filter({ hasText: 'Replaying a recording: this is not the live site.' })).toBeVisible();
  // The replayed app holds the tape's session with a placeholder token, never the tape's.
  const replayed = await page.evaluate(() => localStorage.getItem('exchange.auth') ?? '');
  expect(replayed).toContain('mallory');
  expect(replayed).not.toContain('someone-elses-token');
  // Meanwhile the player's storage, as another tab sees it, is untouched.
  const other = await context.newPage();
  await other.goto('/');
  const during = await other.evaluate(() => JSON.stringify(Object.entries(localStorage).filter(([k]) => !k.startsWith('mock.') && !k.startsWith('msw')).sort()));
  expect(during).toBe(own);
  await expect(other.getByTestId('balance')).toBeVisible();
  await other.close();

  await panel.getByRole('button', { name: 'Exit replay' }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
  const after = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).filter(([k]) => !k.startsWith('mock.') && !k.startsWith('msw')).sort()));
  expect(after).toBe(own);
});

test("no password in a tape or a HAR: typed with 'Show password' on, no part of it is saved in either format", async ({ page }) => {
  const password = RAHUL.password;
  await page.setViewportSize(DESKTOP);
  await page.goto('/?record=1');
  // A production build asks first (issue 32, item 5): the address alone records nothing.
  const ask = page.getByRole('alertdialog', { name: 'QA recorder' });
  await expect(ask).toContainText('[redacted]');
  expect(await page.evaluate(() => typeof (window as unknown as { __qa: { start?: unknown } }).__qa.start)).toBe('undefined');
  await ask.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('region', { name: 'QA recorder' }).getByRole('status', { name: 'Recording' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Login' }).first();
  await form.getByPlaceholder('Username').pressSequentially(RAHUL.userName);
  await form.getByRole('button', { name: 'Show password' }).click();
  const field = form.getByPlaceholder('Password');
  await expect(field).toHaveAttribute('type', 'text');
  await field.pressSequentially(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('balance')).toBeVisible();

  const recorder = page.getByRole('region', { name: 'QA recorder' });
  const saved: string[] = [];
  for (const format of ['Save NDJSON', 'Save HAR']) {
    const download = page.waitForEvent('download');
    await recorder.getByRole('button', { name: format }).click();
    saved.push(readFileSync(await (await download).path(), 'utf8'));
  }
  const [ndjson, har] = saved as [string, string];
  expect(har).toContain('"_tape"');
  // The user name was typed key by key and is on the tape: so would the password be, were it not redacted.
  expect(ndjson).toMatch(/"type":"input"[^\n]*"value":"rahul"/);
  for (const text of [ndjson, har]) {
    // Each key of the password would be a recorded input ('R', 'Ra', ...): none is.
    const typed = [...text.matchAll(/"value":\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]!}"`) as string);
    expect(typed.filter((v) => v !== '' && password.startsWith(v))).toEqual([]);
    expect(text).not.toContain(password.slice(0, 6));
    expect(text).not.toContain(password);
    // Personal data a replay does not need is blanked by default: rahul's mobile number.
    expect(text).not.toContain('98200 11223');
  }
});

/** Every string a console message holds: its text and, through each argument, every string reachable (own properties, enumerable or not, `cause` included). */
async function everythingIn(msg: ConsoleMessage): Promise<string> {
  const parts = [msg.text()];
  for (const arg of msg.args()) {
    parts.push(
      await arg
        .evaluate((root) => {
          const out: string[] = [];
          const seen = new Set<unknown>();
          const walk = (v: unknown, depth: number): void => {
            if (typeof v === 'string') out.push(v);
            if (typeof v !== 'object' || v === null || depth > 6 || seen.has(v) || v instanceof Node || v === window) return;
            seen.add(v);
            for (const k of Object.getOwnPropertyNames(v)) {
              let x: unknown;
              try {
                x = (v as Record<string, unknown>)[k];
              } catch {
                continue;
              }
              out.push(k);
              walk(x, depth + 1);
            }
            if (v instanceof Headers || v instanceof Map) for (const [k, x] of v as Map<unknown, unknown>) walk(`${String(k)}: ${String(x)}`, depth + 1);
          };
          walk(root, 0);
          return out.join('\n');
        })
        .catch(() => ''),
    );
  }
  return parts.join('\n');
}

test('no token in a log: odds and header calls failing offline, with a 500 and malformed, log no token and no Bearer', async ({ page }) => {
  const messages: Promise<string>[] = [];
  page.on('console', (msg) => messages.push(everythingIn(msg)));
  await openMarketPage(page, '', 'upcoming');
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('exchange.auth') ?? '{}') as { accessToken?: string }).accessToken ?? '');
  expect(token.length).toBeGreaterThan(8);
  for (const fault of ['offline', '500', 'malformed']) {
    const logged = page.waitForEvent('console', { predicate: (m) => /round failed/.test(m.text()) && /odds/i.test(m.text()) });
    await setSimKnobs(page, { faults: { marketOdds: fault, userDetails: fault, exposure: fault } });
    await logged;
  }
  await setSimKnobs(page, { faults: {} });
  const all = await Promise.all(messages);
  expect(all.some((m) => /round failed/.test(m))).toBe(true);
  for (const m of all) {
    expect(m).not.toContain(token);
    expect(m).not.toContain('Bearer');
  }
});

test("a shared browser keeps players apart: logout forgets the last player's stakes, followed markets, visited matches, IP answer and session", async ({ page }) => {
  await openMarketPage(page, '', 'upcoming');
  // What a player leaves as they play, as the streams write it.
  await page.evaluate(() => {
    localStorage.setItem('exchange.currentMatchUrl', JSON.stringify([{ eventId: '4', competitionId: '1', matchId: '2', markets: [] }]));
    sessionStorage.setItem('exchange.currentMatch', JSON.stringify({ eventId: '4' }));
    localStorage.setItem('exchange.stakes', JSON.stringify([{ id: 1, stakeValue: 777 }]));
    localStorage.setItem('exchange.multiMarkets', '[]');
    localStorage.setItem('exchange.ipInfo', JSON.stringify({ data: { query: '198.51.100.99' }, expiry: Date.now() + 3_600_000 }));
  });
  await page.goto('/');
  await page.locator('header').first().getByRole('button', { name: /My Account/ }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('dialog', { name: 'My Account' }).getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page.getByRole('form', { name: 'Login' }).first()).toBeVisible();
  const left = await page.evaluate(() => ({
    local: Object.keys(localStorage).filter((k) => k.startsWith('exchange.')),
    session: Object.keys(sessionStorage).filter((k) => k.startsWith('exchange.')),
    ip: localStorage.getItem('exchange.ipInfo') ?? '',
  }));
  for (const k of ['exchange.auth', 'exchange.stakes', 'exchange.multiMarkets', 'exchange.currentMatchUrl']) expect(left.local).not.toContain(k);
  // The login form looks the visitor up afresh for the next player; the last player's answer is gone.
  expect(left.ip).not.toContain('198.51.100.99');
  expect(left.session).not.toContain('exchange.currentMatch');
});

test('the preview sends the policy as a header with frame-ancestors: none for the app, this site for the pages it frames', async ({ request }) => {
  const home = (await request.get('/')).headers();
  expect(home['content-security-policy']).toMatch(/script-src 'self'[^;]*;.*; frame-ancestors 'none'$/);
  expect(home['content-security-policy']).not.toMatch(/ https:( |;|$)/);
  expect(home['x-frame-options']).toBe('DENY');
  expect(home['x-content-type-options']).toBe('nosniff');
  expect((await request.get('/score?event_id=1&sport_id=4')).headers()['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
  expect((await request.get('/assets/casino/player.html?id=x')).headers()['content-security-policy']).toBe("frame-ancestors 'self'");
});

test("this site's own casino player is framed without allow-same-origin, and still plays", async ({ page }) => {
  await startLoggedIn(page, await casinoGamePath('20 20 DRAGON TIGER'));
  const video = page.getByTitle('Live video');
  await expect(video).toHaveAttribute('sandbox', 'allow-scripts allow-presentation');
  // Its script runs in an opaque origin: the canvas it draws on is sized by it.
  const canvas = page.frameLocator('iframe[title="Live video"]').locator('canvas');
  await expect(canvas).toBeVisible();
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(0);
});
