// The fault matrix's cells that only a browser shows (docs/fault-matrix.md): the calls of a real page load (the early script's
// domain configuration and banners, the first calls' sports, locks and notices) through every fault, and a poll through the
// browser really going offline. Every other cell runs in Vitest on virtual time (tests/features/faults/). The pages are the
// fixtures' own, so the contract check sees every request; waits are for states (the config's expect time-out is the test's).
import { expect, test, type Page } from './fixtures';
import { LOGIN_SUCCESS_MESSAGE } from '../../src/domain/auth';
import { callNameOf } from '../../src/mocks/calls';
import type { CallName } from '../../src/mocks/knobs';
import { RAHUL, fullmarketUrl, inPlayCricketMatch, logIn, startLoggedIn } from './helpers';
import { requestsSeen } from './pageClock';
import { setSimKnobs } from './simulated';

type FaultName = '500' | 'html' | 'malformed' | 'slow' | 'offline' | '401';
const FAULTS: readonly FaultName[] = ['500', 'html', 'malformed', 'slow', 'offline', '401'];
/** A call made once per page load, slowed: its answer 3 s late (the matrix's one-off 'slow'). */
const SLOW = 'slow:3000';
const spec = (fault: FaultName) => (fault === 'slow' ? SLOW : fault);
/** Each browser journey takes half the faults, so none comes near its time-out on a loaded machine. */
const HALVES: readonly FaultName[][] = [FAULTS.slice(0, 3), FAULTS.slice(3)];
/** The first calls of a page load besides the configuration (banners: the early script's too, on the home page). */
const FIRST_CALLS = ['events', 'eventLocks', 'notices', 'banners'] as const;

/** Every toast's text, kept in the tab's sessionStorage across the reloads of a test (toasts close after 2 s). */
async function collectToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const KEY = 'e2e.toasts';
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement)
            for (const t of n.matches('.Toastify__toast') ? [n] : n.querySelectorAll('.Toastify__toast')) {
              const log = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as string[];
              sessionStorage.setItem(KEY, JSON.stringify([...log, (t.textContent ?? '').trim()]));
            }
    }).observe(document, { childList: true, subtree: true });
  });
}
const toasts = (page: Page): Promise<string[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.toasts') ?? '[]') as string[]);

/** The last good body of each watched call, from the page's own responses. */
function watchGoodAnswers(page: Page, calls: readonly CallName[]): Map<CallName, unknown> {
  const good = new Map<CallName, unknown>();
  page.on('response', async (res) => {
    const call = callNameOf(res.request().method(), res.url());
    if (!call || !calls.includes(call) || !res.ok()) return;
    const body = (await res.json().catch(() => undefined)) as { status?: unknown } | undefined;
    if (body !== undefined && body.status !== 'ok' && body.status !== false) good.set(call, body);
  });
  return good;
}

const setFaults = (page: Page, faults: Record<string, string>) => setSimKnobs(page, { faults });
const data = (body: unknown) => (body as { data: unknown }).data;
const sportsMenu = (page: Page) => page.getByRole('navigation', { name: 'Sports' }).or(page.locator('[aria-label="Sports"]:not([role="tablist"])')).first();
const loginForm = (page: Page) => page.getByRole('form', { name: 'Login' }).first();

async function expectNoCrash(page: Page, errors: string[]): Promise<void> {
  expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
  expect(errors, 'uncaught page errors').toEqual([]);
}

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  // The simulated exchange's own service worker checks for an update now and then; its failure is no fault of the app.
  page.on('pageerror', (e) => {
    if (!/^Failed to update a ServiceWorker/.test(e.message)) errors.push(e.message);
  });
  return errors;
}

/**
 * Logs in and waits until the login's toast has been collected: it can come after the balance shows, and a toast
 * counted after a fault's "toasts before" would read as that fault's.
 */
async function logInToasted(page: Page): Promise<void> {
  const logins = async () => (await toasts(page)).filter((t) => t === LOGIN_SUCCESS_MESSAGE).length;
  const before = await logins().catch(() => 0);
  await logIn(page, RAHUL);
  await expect.poll(logins).toBe(before + 1);
}

/** A 401 on a call carrying the session ends it: 'Session expired!', home, the login form; then the player logs in again. */
async function expectExpiredThenLogIn(page: Page, toastsBefore: number): Promise<void> {
  await expect.poll(async () => (await toasts(page)).slice(toastsBefore)).toContain('Session expired!');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await setFaults(page, {});
  await expect(loginForm(page)).toBeVisible();
  await logInToasted(page);
}

test.describe('fault matrix in the browser', () => {
  for (const faults of HALVES) {
    test(`the domain configuration (the early script's first call) through ${faults.join(', ')} on a real page load`, async ({ page }) => {
      const errors = pageErrors(page);
      await collectToasts(page);
      const good = watchGoodAnswers(page, ['domainByHost']);
      await logInToasted(page);
      for (const fault of faults) {
        const before = (await toasts(page)).length;
        await setFaults(page, { domainByHost: spec(fault) });
        await page.reload();
        if (fault === '401') {
          await expectExpiredThenLogIn(page, before);
        } else if (fault === 'slow') {
          // A late configuration is no failure: the shell shows once it is here, and nothing is said.
          await expect(page.getByTestId('balance')).toBeVisible();
          expect((await toasts(page)).slice(before), `${fault}: toasts`).toEqual([]);
        } else {
          // Without its configuration the shell waits (asking again with back-off) under the loading screen, and says nothing.
          await expect(page.getByText('Loading...').first()).toBeVisible();
          await expectNoCrash(page, errors);
          expect((await toasts(page)).slice(before), `${fault}: toasts (only logged)`).toEqual([]);
        }
        // Recovery: the next load shows the brand's configuration.
        await setFaults(page, {});
        await page.reload();
        await expect(page.getByTestId('balance').or(loginForm(page)).first()).toBeVisible();
        await expect.poll(() => page.title()).toContain((data(good.get('domainByHost')) as { title: string }).title);
        await expectNoCrash(page, errors);
      }
    });
  }

  /** What a page load's sports menu, locks, news and banners show, and the last good answers, after logging in. */
  async function firstCallsPage(page: Page) {
    const errors = pageErrors(page);
    await collectToasts(page);
    const good = watchGoodAnswers(page, FIRST_CALLS);
    await logInToasted(page);
    const news = page.getByRole('marquee', { name: 'News' });
    /** A load with good answers: the sports menu (every sport, nothing locked for rahul), the news and the banners. */
    const showsGood = async () => {
      const games = data(good.get('events')) as { name: string }[];
      await expect(sportsMenu(page).getByText(games[0]!.name, { exact: true }).first()).toBeVisible();
      await expect(sportsMenu(page).getByRole('button', { name: 'Cricket' })).toBeVisible();
      await expect(news).toContainText((data(good.get('notices')) as { notice: string }[])[0]!.notice.trim());
      await expect(page.getByRole('region', { name: 'Banners' }).locator('img').first()).toHaveAttribute('src', (data(good.get('banners')) as { banner: string }[])[0]!.banner);
    };
    await expect.poll(() => FIRST_CALLS.every((c) => good.has(c))).toBe(true);
    await showsGood();
    return { errors, news, showsGood };
  }

  for (const faults of [['500', 'html', 'malformed'], ['slow', 'offline']] as FaultName[][]) {
    test(`a page load's sports, locks, notices and banners through ${faults.join(', ')}`, async ({ page }) => {
      const { errors, news, showsGood } = await firstCallsPage(page);
      for (const fault of faults) {
        const before = (await toasts(page)).length;
        // Every first call faulted at once but the locks in the failing cells (their fallback needs the sports list: below).
        await setFaults(page, Object.fromEntries(FIRST_CALLS.filter((c) => fault === 'slow' || c !== 'eventLocks').map((c) => [c, spec(fault)])));
        await page.reload();
        await expect(page.getByTestId('balance')).toBeVisible();
        if (fault === 'slow') {
          // Late answers are no failure: each shows once it is here.
          await showsGood();
        } else {
          // Each falls back: the menu says the sports could not be loaded, a failed lock lookup locks nothing,
          // the news strip keeps its place empty and not busy, and there is no carousel.
          await expect(sportsMenu(page).getByText('Sports could not be loaded.')).toBeVisible();
          await expect(news).toHaveAttribute('aria-busy', 'false');
          expect(await news.locator('.text').count(), `${fault}: news text`).toBe(0);
          expect(await page.getByRole('region', { name: 'Banners' }).count(), `${fault}: the carousel`).toBe(0);
        }
        await expectNoCrash(page, errors);
        expect((await toasts(page)).slice(before), `${fault}: toasts (only logged)`).toEqual([]);
        if (fault !== 'slow') {
          // The locks alone failing: a failed lock lookup locks nothing, the menu lists every sport (rahul has none locked).
          await setFaults(page, { eventLocks: spec(fault) });
          await page.reload();
          await expect(page.getByTestId('balance')).toBeVisible();
          await expect(sportsMenu(page).getByRole('button', { name: 'Cricket' })).toBeVisible();
          await expectNoCrash(page, errors);
          expect((await toasts(page)).slice(before), `eventLocks ${fault}: toasts (only logged)`).toEqual([]);
        }
        // Recovery: the next load shows every answer.
        await setFaults(page, {});
        await page.reload();
        await showsGood();
      }
    });
  }

  test("a page load's sports list through 401 (it carries no session: a plain failure), then locks, notices and banners (each ends the session)", async ({ page }) => {
    const { errors, showsGood } = await firstCallsPage(page);
    let before = (await toasts(page)).length;
    await setFaults(page, { events: '401' });
    await page.reload();
    await expect(sportsMenu(page).getByText('Sports could not be loaded.')).toBeVisible();
    await expect(page.getByTestId('balance')).toBeVisible();
    expect((await toasts(page)).slice(before), 'events 401: toasts').toEqual([]);
    for (const call of ['eventLocks', 'notices', 'banners'] as const) {
      before = (await toasts(page)).length;
      await setFaults(page, { [call]: '401' });
      await page.reload();
      await expectExpiredThenLogIn(page, before);
      await showsGood();
    }
    await expectNoCrash(page, errors);
  });

  test('a poll through the browser going offline and back (context.setOffline): it stands still, keeps its prices, then asks at once', async ({ page, context, contractViolations }) => {
    const errors = pageErrors(page);
    await collectToasts(page);
    // The page's clock (and so the simulated exchange's, which runs on the page's timers) is driven below.
    await page.clock.install();
    const odds = { sent: 0, last: undefined as unknown };
    page.on('request', (req) => {
      if (callNameOf(req.method(), req.url()) === 'marketOdds') odds.sent += 1;
    });
    page.on('response', async (res) => {
      if (callNameOf(res.request().method(), res.url()) !== 'marketOdds' || !res.ok()) return;
      odds.last = await res.json().catch(() => odds.last);
    });
    await startLoggedIn(page, fullmarketUrl(await inPlayCricketMatch()));
    const region = page.getByRole('region', { name: 'Match Odds' });
    await expect(region.getByRole('button', { name: /^Back .* at \d/ }).first()).toBeVisible();
    await expect.poll(() => odds.last !== undefined).toBe(true);
    const shown = async () => (await region.getByRole('button', { name: /^Back .* at \d/ }).allTextContents()).join('|');

    const before = (await toasts(page)).length;
    await context.setOffline(true);
    // Every request the page started before is seen (the marker fails offline, but leaves, and is reported).
    await requestsSeen(page);
    const sentOffline = odds.sent;
    const pricesOffline = await shown();
    // Two odds periods pass at once on the page's clock: no round leaves while the browser says it is offline.
    await page.clock.runFor(4_000);
    await requestsSeen(page);
    expect(odds.sent, 'odds requests while offline').toBe(sentOffline);
    expect(await shown(), 'the prices kept').toBe(pricesOffline);
    await expectNoCrash(page, errors);
    expect((await toasts(page)).slice(before), 'toasts while offline (only the header says so)').toEqual([]);

    // Back: a round leaves at once and its answer is on screen.
    const lastBefore = odds.last;
    await context.setOffline(false);
    await expect.poll(() => odds.sent).toBeGreaterThan(sentOffline);
    await expect.poll(() => odds.last !== lastBefore).toBe(true);
    const mk = (data(odds.last) as { marketId: string; status: string; runners: { runnerName: string; status: string; ex: { availableToBack: { price: number }[] } }[] }[])[0]!;
    const runner = mk.runners.find((r) => r.status === 'ACTIVE' && r.ex.availableToBack[0]?.price);
    if (mk.status === 'OPEN' && runner) {
      await expect(page.locator(`[data-market="${mk.marketId}"]`).getByRole('button', { name: new RegExp(`^Back ${runner.runnerName} at \\d`) }).first()).toBeVisible();
    }
    await expectNoCrash(page, errors);
    // The marker is the test's own request (requestsSeen), not the app's: no call of the contract, and not the app's fault.
    contractViolations.take((v) => v.rule === 'unknownPath' && v.detail.includes('/e2e-marker-'));
  });
});
