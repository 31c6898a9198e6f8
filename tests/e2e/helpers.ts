// Shared steps of the market-page journeys: log in through the header, find an in-play cricket match on the simulated exchange, open its market page, work the inline bet slip.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { RAHUL, type Player } from './players';
import { setSimKnobs } from './simulated';
import { worldNowData } from './worldNow';

export { NEWBIE, RAHUL, type Player } from './players';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

export interface ListedMatch {
  eventId: string;
  competitionId: string;
  matchId: string;
  eventName: string;
  openDate: string;
  inPlay: boolean;
  declared: boolean;
  bm: unknown;
  fancy: unknown;
  matchOdds: { status: string; inplay: boolean }[];
}

/**
 * Logs in through the header's inline form (desktop: it shows from 1110 px wide). The session is
 * stored, so later page loads stay logged in. `query` (e.g. '?mock.latency=3000') carries
 * simulated-exchange knobs on the first load.
 */
export async function logIn(page: Page, who: Player = RAHUL, query = ''): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.goto(`/${query}`);
  const form = page.getByRole('form', { name: 'Login' }).first();
  await form.getByPlaceholder('Username').fill(who.userName);
  await form.getByPlaceholder('Password').fill(who.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
}

/** The app's stored session (`exchange.auth`, as it writes it at login), by base URL and player: one login per worker. */
const storedSessions = new Map<string, Promise<string>>();

/**
 * A session of `who` as the app stores it after a login, taken once per worker from a login through the header in a
 * context of its own. The simulated exchange's tokens are signed with its seed, not kept (src/mocks/world/users.ts), so
 * the session holds in every fresh world of that seed.
 */
function storedSession(page: Page, who: Player): Promise<string> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const key = `${baseURL} ${who.userName}`;
  let session = storedSessions.get(key);
  if (!session) {
    session = (async () => {
      const context = await page.context().browser()!.newContext({ baseURL, reducedMotion: 'reduce' });
      try {
        const loginPage = await context.newPage();
        await logIn(loginPage, who);
        return (await loginPage.evaluate(() => localStorage.getItem('exchange.auth')))!;
      } finally {
        await context.close();
      }
    })();
    storedSessions.set(key, session);
  }
  return session;
}

/**
 * Puts the session a login of `who` stores in place before the page's scripts run, from the next load on: once per tab
 * (a logout stays a logout), and never over a session already there (a second tab finds the first tab's). For journeys
 * whose subject is a page, not the login: a home load and a login cost the browser more than most pages; `logIn` is
 * the login itself.
 */
export async function presetSession(page: Page, who: Player = RAHUL): Promise<void> {
  const session = await storedSession(page, who);
  await page.context().addInitScript((stored) => {
    if (sessionStorage.getItem('e2e.sessionSet')) return;
    sessionStorage.setItem('e2e.sessionSet', '1');
    if (!localStorage.getItem('exchange.auth')) localStorage.setItem('exchange.auth', stored);
  }, session);
}

/** Opens `path` as `who`, logged in from its first load (`presetSession`), in a window of `viewport`. */
export async function startLoggedIn(page: Page, path: string, who: Player = RAHUL, viewport = DESKTOP): Promise<void> {
  await presetSession(page, who);
  await page.setViewportSize(viewport);
  await page.goto(path);
  await expect(page.getByTestId('balance')).toBeVisible();
}

/** Logs out from My Account. Logout loads the page again after 300 ms: this returns once that load has the login form (typing before it would be lost). */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'My Account' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).or(page.getByRole('dialog').getByRole('link', { name: 'Logout' })).first().click();
  await reloaded;
  await expect(page.getByRole('form', { name: 'Login' }).first()).toBeVisible();
}

/** The longest stretch the simulated world goes with no open cricket market or fancy row (a suspension, the ball in play, an innings break), with room to spare. */
export const MARKET_QUIET_MS = 200_000;

/**
 * A GET of the simulated exchange's `data`, as the app makes it: the session's token, through the page's own service worker;
 * with no page, what a fresh page's exchange would answer now (tests/e2e/worldNow.ts), for a journey that loads its page
 * straight away (`startLoggedIn`).
 */
async function exchangeData<T>(page: Page | undefined, path: string): Promise<T> {
  if (!page) return worldNowData<T>(path);
  return page.evaluate(async (url) => {
    const auth = JSON.parse(localStorage.getItem('exchange.auth') ?? '{}') as { accessToken?: string };
    const headers = (window as unknown as { simulatedExchange: { headersFor: (t: string | null) => Record<string, string> } }).simulatedExchange.headersFor(auth.accessToken ?? '');
    return ((await (await fetch(url, { headers })).json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

/**
 * Asks `find` again every 3 s until it finds a match (markets suspend now and then): a wait for a state of
 * the exchange, as long as the test's own time-out allows, not a deadline of its own.
 */
async function firstMatch(what: string, find: () => Promise<ListedMatch | null>): Promise<ListedMatch> {
  const hit: { match: ListedMatch | null } = { match: null };
  await expect
    .poll(async () => (hit.match = await find()) !== null, { message: `the simulated exchange has an ${what}`, intervals: [3_000] })
    .toBe(true);
  return hit.match!;
}

/** The cricket list as the app reads it (the page's exchange, or with no page a fresh world's now). */
const cricketMatches = (page: Page | undefined): Promise<ListedMatch[]> => exchangeData<ListedMatch[]>(page, '/v2/get-matches-by-eventid/4');
/** In play, not yet declared. */
const isLive = (m: ListedMatch): boolean => m.inPlay && !m.declared;

/**
 * An in-play cricket match with a bookmaker and fancy whose Match Odds is open, read from the
 * simulated exchange the way the app reads it. Markets suspend now and then, so it asks again until one is open.
 */
export async function inPlayCricketMatch(page?: Page): Promise<ListedMatch> {
  return firstMatch('open in-play cricket match', async () => {
    const open = (await cricketMatches(page)).filter((m) => isLive(m) && m.bm && m.fancy && m.matchOdds[0]?.status === 'OPEN');
    // Late in a chase every session has settled: such a match has no fancy rows left to bet on.
    for (const m of open) {
      const rows = await exchangeData<{ gtype?: string }[]>(page, `/v2/fetch-market-session/${m.eventId}/${m.competitionId}/${m.matchId}`);
      if (rows.some((r) => r.gtype === 'session')) return m;
    }
    return null;
  });
}

/**
 * A cricket match in play, whatever its markets are doing: for journeys about its frames (Live Score, Live Match),
 * which an in-play match shows through a suspension or an innings break. `inPlayCricketMatch` can wait minutes
 * for open prices and fancy rows, the world's hour deciding; this one does not.
 */
export async function liveCricketMatch(page?: Page): Promise<ListedMatch> {
  return firstMatch('in-play cricket match', async () => {
    return (await cricketMatches(page)).find(isLive) ?? null;
  });
}

/**
 * A cricket match not yet in play whose Match Odds is open: its prices drift slowly and it has no
 * balls, wickets or in-play delay, so a bet on it is refused for the market's own reasons far less
 * often than in play (journeys about a bet or the page, not about live prices: the fault matrix's bet row, cash out,
 * bets-never-doubled, trading, two security checks): they never wait out an in-play suspension.
 */
export async function upcomingCricketMatch(page?: Page): Promise<ListedMatch> {
  return firstMatch('open cricket match before its start', async () => {
    const open = (await cricketMatches(page)).filter((m) => !m.inPlay && !m.declared && m.matchOdds[0]?.status === 'OPEN' && !m.matchOdds[0]?.inplay);
    // The one furthest from its start: it stays out of play through the row.
    return open.sort((a, b) => Date.parse(b.openDate) - Date.parse(a.openDate))[0] ?? null;
  });
}

/**
 * Opens a path inside the running app, as a link in it would (the router follows the history's
 * popstate): no page load. A load costs the browser about half a second of CPU, the suite's limit.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(path, 'http://x').pathname);
}

/**
 * The endless animations running on the page, by keyframes name, but for those that only slow down
 * when the player asks for reduced motion (a loading spinner, a race's starting clock blink). Under
 * reduced motion this is empty: nothing else moves for ever (WCAG 2.3.3), and nothing keeps the page redrawing.
 */
export async function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity)
      .map((a) => (a as CSSAnimation).animationName ?? 'a script animation')
      .filter((name) => !/^(spinner-turn|race-blink)-/.test(name)),
  );
}

export function fullmarketUrl(m: ListedMatch): string {
  const q = `gameTime=${encodeURIComponent(m.openDate)}&eventName=${encodeURIComponent(m.eventName)}&inplay=${m.matchOdds[0]?.inplay === true}`;
  return `/fullmarket/${m.eventId}/${m.competitionId}/${m.matchId}?${q}`;
}

export const slipOf = (page: Page): Locator => page.getByRole('form', { name: /^Bet slip: / });

/** Price buttons of the rows that are open now (no SUSPENDED, Ball Running or status cover over them). */
export const openCells = (region: Locator, name: RegExp): Locator =>
  region
    // A market's own cover (suspended, closed) sits beside its rows, not in them: no cell of it is open.
    .filter({ hasNot: region.page().locator('[data-scope="market"]') })
    .locator('[data-runner]')
    .filter({ hasNot: region.page().getByRole('status') })
    .getByRole('button', { name });

/**
 * Clicks a price and places `stake` on it. Prices live: a 'Bet rate changed!' (or the server's
 * 'Odds changed') sends the player back to the slip with the new rate, and confirming again is
 * what a player does, so it is retried a few times.
 */
export async function placeBet(page: Page, cell: Locator, stake: number): Promise<void> {
  await cell.click();
  const slip = slipOf(page);
  await expect(slip).toBeVisible();
  await slip.getByRole('textbox', { name: 'Stake' }).fill(String(stake));
  const row = cell.locator('xpath=ancestor::*[@data-runner][1]');
  // Prices move during the bet delay ('Bet rate changed!'), more often on a loaded machine: a player tries again.
  // A fancy rate moves every second: on a loaded machine ten tries in a row have all met a move (a fresh-clone run).
  for (let attempt = 0; attempt < 25; attempt++) {
    // A player waits out a 'Ball Running' or suspended cover before trying again.
    if (attempt > 0) await expect(row.getByRole('status')).toHaveCount(0);
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    // The domain's bet delay passes, then the slip closes (placed) or says why not.
    const outcome = await Promise.race([
      slip.waitFor({ state: 'detached' }).then(() => 'placed' as const),
      slip.getByRole('alert').waitFor().then(() => 'refused' as const),
    ]);
    if (outcome === 'placed') return;
  }
  throw new Error(`the bet was refused: ${await slip.getByRole('alert').textContent()}`);
}

/** The market page's price polls, by path: Match Odds, the bookmaker and the fancy. */
export const PRICE_POLLS = {
  odds: /^\/v2\/fetch-market-odds\//,
  bookmaker: /^\/v2\/fetch-bookmaker-odds\//,
  fancy: /^\/v2\/fetch-market-session\//,
} as const;

/**
 * Holds every market of the page's simulated exchange still (the `holdMarketsAt` knob) at a moment when each of `open`
 * shows, for a journey about a bet rather than a moving price: its bets then meet no 'Bet rate changed!', however long a
 * loaded machine takes between the pick and the confirmation. `polls` are those whose answers show `open`: once each has
 * answered a request sent after the hold, the page shows the held markets; if one of `open` is shut in them (a
 * suspension came with the hold), the markets live again and it holds at a later moment. `releaseMarkets` ends it.
 */
export async function holdMarketsOpen(page: Page, open: Locator[], polls: RegExp[]): Promise<void> {
  for (;;) {
    for (const cell of open) await expect(cell.first()).toBeVisible();
    await setSimKnobs(page, { holdMarketsAt: await page.evaluate(() => Date.now()) });
    // Each poll's next request is sent after the knob changed: its answer is the held market.
    await Promise.all(polls.map((re) => page.waitForRequest((r) => re.test(new URL(r.url()).pathname)).then((r) => r.response())));
    const shut = await Promise.all(open.map(async (cell) => (await cell.count()) === 0));
    if (!shut.includes(true)) return;
    await releaseMarkets(page);
  }
}

/** Holds the markets still from a moment when the Match Odds `odds` has an open Back price (`holdMarketsOpen`). */
export const holdOddsOpen = (page: Page, odds: Locator): Promise<void> => holdMarketsOpen(page, [openCells(odds, /^Back .* at \d/)], [PRICE_POLLS.odds]);

/** Lets the page's simulated markets live again after `holdMarketsOpen`. */
export const releaseMarkets = (page: Page): Promise<void> => setSimKnobs(page, { holdMarketsAt: 0 });

export const money = async (el: Locator): Promise<number> => Number((await el.textContent())?.replace(/[^\d.-]/g, ''));

/**
 * Opens an in-play cricket match's market page as a logged-in player (`startLoggedIn`; extra query: simulated-exchange
 * knobs, starting with '&') once its Match Odds shows an open back price; `upcoming`: a match before its start.
 */
export async function openMarketPage(page: Page, knobs = '', which: 'inPlay' | 'upcoming' = 'inPlay'): Promise<{ match: ListedMatch; odds: Locator }> {
  const match = which === 'upcoming' ? await upcomingCricketMatch() : await inPlayCricketMatch();
  await startLoggedIn(page, `${fullmarketUrl(match)}${knobs}`);
  await expect(page.getByRole('heading', { name: match.eventName })).toBeVisible();
  const odds = page.getByRole('region', { name: 'Match Odds' });
  await expect(openCells(odds, /^Back .* at \d/).first()).toBeVisible();
  return { match, odds };
}

/** Every POST /bet/save2 the page sends from now on (one per confirmation, each with its clientRef). */
export function betRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/bet/save2') sent.push(req);
  });
  return sent;
}
