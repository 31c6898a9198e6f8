// A HAR recorded elsewhere replays: Playwright records a HAR (recordHar) on a production build whose API is on
// another origin (VITE_API_BASE: the simulated exchange as an HTTP server on a second port), and `replay:check`
// on that HAR finds no divergence (how fast a check replays is the bench's: `npm run bench -- replay`); a HAR with one edited request names it.
// On the same build (the early script runs only where the API is elsewhere): a visitor's home page is painted from
// the early script's calls, each made once, then the lists' polls through fetch (axios is a player's transport).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures';
import type { Har } from 'har-format';
import { VISITOR_IP } from '../../src/mocks/handlers/ipLookup';
import { startExchangeServer, type ExchangeServer } from './exchangeServer';
import { confirmReplay } from './replayHelpers';
import { DESKTOP, PHONE, fullmarketUrl, openCells, placeBet, RAHUL, type ListedMatch } from './helpers';
import { MATCH_LIST_POLL_MS } from '../../src/domain/constants';

const ROOT = resolve(import.meta.dirname, '../..');
const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The second origin (the API) and the site built to call it: the two ports after this run's own. */
const API_PORT = E2E_PORT + 2;
const SITE_PORT = E2E_PORT + 3;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const SITE_DIST = resolve(tmpdir(), `exchange-client-api-site-${SITE_PORT}`);

let api: ExchangeServer;
/** The first journey's HAR (two page loads), for the player's seeks. */
let loginHar = '';
let site: { close: () => Promise<void> };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  api = await startExchangeServer(API_PORT);
  const built = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', SITE_DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    // A synchronous child blocks the worker, so Playwright's time-out could not stop a hung one: bounded by the hook's own time-out.
    timeout: test.info().timeout,
    env: { ...process.env, VITE_API_BASE: api.origin },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the build pointed at ${api.origin} failed: ${built.stderr}`);
  const vite = await import('vite');
  const server = await vite.preview({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    build: { outDir: SITE_DIST },
    preview: { port: SITE_PORT, host: '127.0.0.1', strictPort: true },
    logLevel: 'warn',
  });
  site = { close: () => server.close() };
});

// The cross-origin exchange's contract check: a test during which a request broke the contract fails, naming it.
test.afterEach(() => {
  api?.expectNoViolations();
});

test.afterAll(async () => {
  await site?.close();
  await api?.close();
});

/** A context recording a HAR; the visitor IP lookup (a third party on the internet) answered as the simulated exchange does. */
async function recordingContext(browser: Browser, har: string, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP, recordHar: { path: har, content: 'embed' }, ...(storageState && { storageState }) });
  await context.route(/geojs/, (route) =>
    route.fulfill({ body: `callback(${JSON.stringify(VISITOR_IP)})`, contentType: 'application/javascript', headers: { 'Access-Control-Allow-Origin': '*' } }),
  );
  return context;
}

async function logIn(page: Page): Promise<void> {
  await page.goto(`${SITE}/`);
  const form = page.getByRole('form', { name: 'Login' }).first();
  await form.getByPlaceholder('Username').fill(RAHUL.userName);
  await form.getByPlaceholder('Password').fill(RAHUL.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
}

/** An in-play cricket match with an open Match Odds, asked of the exchange with the session's token. */
async function inPlayCricketMatch(page: Page): Promise<ListedMatch> {
  const { accessToken } = JSON.parse((await page.evaluate(() => localStorage.getItem('exchange.auth'))) ?? '{}') as { accessToken: string };
  // With a token the contract's `d` is the domain _id, which the domain lookup (d: the site's host) gives.
  const host = new URL(SITE).host;
  const domain = (await (await fetch(`${api.origin}/domain/host/${host}`, { headers: { d: host } })).json()) as { data: { _id: string } };
  const hit: { match: ListedMatch | undefined } = { match: undefined };
  // Asked again every 3 s (markets suspend now and then), as long as the test's own time-out allows.
  await expect
    .poll(
      async () => {
        const res = await fetch(`${api.origin}/v2/get-matches-by-eventid/4`, {
          headers: { 'User-Token': accessToken, Authorization: `Bearer ${accessToken}`, d: domain.data._id },
        });
        hit.match = ((await res.json()) as { data: ListedMatch[] }).data.find((m) => m.inPlay && !m.declared && m.matchOdds[0]?.status === 'OPEN');
        return hit.match !== undefined;
      },
      { message: 'an open in-play cricket match on the exchange', intervals: [3_000] },
    )
    .toBe(true);
  return hit.match!;
}

/** On the market page: a back bet of 100 on Match Odds, then a few more rounds of the odds poll. */
async function betOnMarket(page: Page, match: ListedMatch): Promise<void> {
  await page.goto(`${SITE}${fullmarketUrl(match)}`);
  const odds = page.getByRole('region', { name: 'Match Odds' });
  await expect(openCells(odds, /^Back .* at \d/).first()).toBeVisible();
  await placeBet(page, openCells(odds, /^Back .* at \d/).first(), 100);
  await expect(page.locator('.Toastify__toast').first()).toBeVisible();
  for (let i = 0; i < 3; i += 1) await page.waitForResponse((r) => r.url().includes('/v2/fetch-market-odds/'));
}

interface Check {
  status: number | null;
  out: string;
  err: string;
  tapeSeconds: number;
  checkSeconds: number;
}

function replayCheck(file: string): Check {
  const run = spawnSync(process.execPath, ['scripts/replay.mjs', '--check', file, '--dist', process.env.E2E_OUT_DIR ?? 'dist'], {
    cwd: ROOT,
    // A synchronous child blocks the worker, so Playwright's time-out could not stop a hung one: bounded by the test's own time-out.
    timeout: test.info().timeout,
    encoding: 'utf8',
  });
  const m = /([\d.]+) s of tape replayed in ([\d.]+) s/.exec(run.stdout);
  return { status: run.status, out: run.stdout, err: run.stderr, tapeSeconds: Number(m?.[1] ?? NaN), checkSeconds: Number(m?.[2] ?? NaN) };
}

test('a HAR of a visitor who logs in, loads a market page and bets, on a site whose API is on another origin, replays with no divergence', async ({ browser }, info) => {
  test.setTimeout(600_000);
  const har = info.outputPath('login-market-bet.har');
  const context = await recordingContext(browser, har);
  const page = await context.newPage();
  await logIn(page);
  await betOnMarket(page, await inPlayCricketMatch(page));
  await context.close();

  loginHar = har;
  const entries = (JSON.parse(readFileSync(har, 'utf8')) as Har).log.entries;
  expect(entries.some((e) => e.request.url.startsWith(`${api.origin}/auth/signin`))).toBe(true);
  const check = replayCheck(har);
  info.annotations.push({ type: 'check', description: `${check.tapeSeconds} s of tape checked in ${check.checkSeconds} s` });
  expect(check.out + check.err).toContain('0 divergences, 0 calls not recorded, 0 of 0 marks differ, 0 inputs could not be replayed');
  expect(check.status).toBe(0);
});

test('a HAR of a session logged in when it started, on a market page with a bet, replays logged in with no divergence; one edited request is named', async ({ browser }, info) => {
  test.setTimeout(600_000);
  const login = await browser.newContext({ viewport: DESKTOP });
  const first = await login.newPage();
  await logIn(first);
  const match = await inPlayCricketMatch(first);
  const storage = await login.storageState();
  await login.close();

  const har = info.outputPath('logged-in-market-bet.har');
  const context = await recordingContext(browser, har, storage);
  await betOnMarket(await context.newPage(), match);
  await context.close();

  const check = replayCheck(har);
  info.annotations.push({ type: 'check', description: `${check.tapeSeconds} s of tape checked in ${check.checkSeconds} s` });
  expect(check.out + check.err).toContain('0 divergences, 0 calls not recorded, 0 of 0 marks differ, 0 inputs could not be replayed');
  expect(check.status).toBe(0);

  // The recording's bet carried other margins than this client sends: as if the client had changed since.
  const log = JSON.parse(readFileSync(har, 'utf8')) as Har;
  const bet = log.log.entries.find((e) => e.request.method === 'POST' && e.request.url.endsWith('/bet/save2'))!;
  const body = JSON.parse(bet.request.postData!.text!) as { favourMargin: number };
  const sent = body.favourMargin;
  bet.request.postData!.text = JSON.stringify({ ...body, favourMargin: sent + 7 });
  const edited = info.outputPath('edited.har');
  writeFileSync(edited, JSON.stringify(log));
  const diverged = replayCheck(edited);
  expect(diverged.status).toBe(1);
  expect(diverged.err).toMatch(new RegExp(`first divergence: [\\d.]+ s body POST /bet/save2: favourMargin: recorded ${sent + 7}, replayed ${sent}`));
});

test("the player seeks across a HAR's page load both ways: forwards loads the later page, backwards rebuilds from the first", async ({ page }) => {
  expect(loginHar, 'the first journey recorded the HAR').not.toBe('');
  const text = readFileSync(loginHar, 'utf8');
  await page.route('**/__qa-replay/tapes/session.har', (route) => route.fulfill({ body: text, contentType: 'application/json' }));
  await page.setViewportSize(DESKTOP);
  await page.goto('/?replay=%2F__qa-replay%2Ftapes%2Fsession.har');
  // A production build asks before it replays what an address names (docs/replay.md).
  await confirmReplay(page);
  const ready = () => page.waitForFunction(() => (window as unknown as { __qa?: { ready?: boolean } }).__qa?.ready === true, null);
  await ready();
  const qa = <T,>(fn: string) => page.evaluate(fn) as Promise<T>;
  // The replay starts where the recording's app made its first call (a second or two after the page load).
  const start = await qa<number>('window.__qa.state().time');
  const end = await qa<number>('window.__qa.state().duration');
  // Forwards past the page load: the market page is loaded anew and the replay lands on the end.
  await Promise.all([page.waitForEvent('load'), qa('void window.__qa.seek(' + end + ')')]);
  await ready();
  await expect.poll(() => qa<number>('window.__qa.state().time')).toBe(end);
  expect(new URL(page.url()).pathname).toMatch(/^\/fullmarket\//);
  await expect(page.getByRole('region', { name: 'Match Odds', exact: true })).toBeVisible();
  // The bet the HAR's calls show was placed again (its input inferred from the call).
  await expect(page.getByRole('region', { name: 'Bets on Match Odds' })).toBeVisible();
  // Backwards before it: rebuilt from the start on the first page, logged out as the recording was.
  await Promise.all([page.waitForEvent('load'), qa(`void window.__qa.seek(${start + 100})`)]);
  await ready();
  await expect.poll(() => qa<number>('window.__qa.state().time')).toBe(start + 100);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await qa<string[]>('window.__qa.divergences()')).toEqual([]);
});

test("a visitor's home page: every first call once, from the early script, then the lists' polls through fetch, never axios (phone and desktop)", async ({ browser }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ viewport });
    // The desktop header's inline form looks the visitor's IP up (a third party, answered here).
    await context.route(/geojs/, (route) =>
      route.fulfill({ body: `callback(${JSON.stringify(VISITOR_IP)})`, contentType: 'application/javascript', headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    const page = await context.newPage();
    const calls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.resourceType() === 'script') scripts.push(url.pathname);
      else if (r.method() === 'GET' && (url.origin === api.origin || /geojs/.test(url.host))) calls.push(`${r.resourceType()} ${url.pathname}`);
    });
    // The page's clock is paused from its first script and moved 20 ms per check until the page is painted: the lists'
    // second poll, a period after the first, cannot come while a busy machine paints (it came first on CI once).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto(`${SITE}/`);
    const painted = async () =>
      (await page.locator('a[href^="/fullmarket/"]').first().isVisible()) && (await page.locator('section img').first().isVisible());
    await expect
      .poll(async () => (await painted()) || (await page.clock.runFor(20), false), { intervals: [100], message: 'the home page painted' })
      .toBe(true);
    // Painted: the banner, the sports and the opening sport's list, each asked for once, by the early script.
    const lists = calls.filter((c) => c.includes('/v2/get-matches-by-eventid/'));
    expect(lists, `${viewport.width} px`).toHaveLength(1);
    expect(lists[0]).toMatch(/^fetch /);
    for (const path of [/\/domain\/host\//, /\/domain\/banner\/get\//, /\/v2\/get-events$/]) {
      expect(calls.filter((c) => path.test(c)), `${viewport.width} px: ${path}`).toEqual([expect.stringMatching(/^fetch /)]);
    }
    if (viewport === DESKTOP) expect(calls.filter((c) => c.includes('geo.js'))).toEqual(['fetch /v1/ip/geo.js']);
    expect(scripts.filter((s) => s.includes('axiosTransport')), `${viewport.width} px`).toEqual([]);
    // Nor a logged-in player's shell (the bar's figures, the news strip, the open bets).
    expect(scripts.filter((s) => s.includes('PlayerShell')), `${viewport.width} px`).toEqual([]);
    // The lists' next poll is the first request no early answer covers: a visitor's requests go through fetch, and
    // axios (a player's transport) never loads. The clock moves on in small steps until the request is sent.
    let sent = false;
    page.on('request', (r) => (sent ||= r.url().includes('/v2/get-matches-by-eventid/') && r.resourceType() === 'fetch'));
    await page.clock.runFor(MATCH_LIST_POLL_MS);
    await expect.poll(async () => sent || (await page.clock.runFor(20), false), { intervals: [100], message: "the lists' second poll" }).toBe(true);
    expect(scripts.filter((s) => s.includes('axiosTransport'))).toEqual([]);
    expect(calls.filter((c) => /\/domain\/host\/|\/v2\/get-events$/.test(c))).toHaveLength(2);
    await context.close();
  }
});
