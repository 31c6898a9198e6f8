// The market page's polls against a simulated exchange slower than their periods: one request per poll at a time, and none while the tab is hidden or once the page is left.
import { expect, test, type Page, type Request } from './fixtures';
import { ODDS_POLL_MS } from '../../src/domain/constants';
import { fullmarketUrl, inPlayCricketMatch, presetSession } from './helpers';
import { requestsSeen, runPausedFor } from './pageClock';

/** Above the odds and bookmaker period (2 s) and the fancy period (1 s). */
const SLOW_KNOB = 'mock.latency=3000';
/** Page-clock time the page is watched for requests that must not come: two and a half odds periods, five fancy ones. */
const QUIET_MS = 5_000;

const POLL_PATHS = {
  'fetch-market-odds': /^\/v2\/fetch-market-odds\//,
  'fetch-bookmaker-odds': /^\/v2\/fetch-bookmaker-odds\//,
  'fetch-market-session': /^\/v2\/fetch-market-session\//,
  exposure: /^\/bet\/exposure\/fetch$/,
} as const;
type PollName = keyof typeof POLL_PATHS;
const POLLS = Object.keys(POLL_PATHS) as PollName[];
const MARKET_POLLS: PollName[] = ['fetch-market-odds', 'fetch-bookmaker-odds', 'fetch-market-session'];

function pollOf(req: Request): PollName | null {
  const { pathname } = new URL(req.url());
  return POLLS.find((name) => POLL_PATHS[name].test(pathname)) ?? null;
}

interface PollStats {
  sent: number;
  answered: number;
  inFlight: number;
  maxInFlight: number;
  longestMs: number;
}

/** Counts each poll's requests and the most of them in flight at once, from now on. */
function trackPolls(page: Page) {
  const stats = Object.fromEntries(
    POLLS.map((name) => [name, { sent: 0, answered: 0, inFlight: 0, maxInFlight: 0, longestMs: 0 }]),
  ) as Record<PollName, PollStats>;
  const sentAt: { poll: PollName; at: number }[] = [];
  const open = new Map<Request, number>();

  page.on('request', (req) => {
    const poll = pollOf(req);
    if (!poll) return;
    const s = stats[poll];
    s.sent += 1;
    s.inFlight += 1;
    s.maxInFlight = Math.max(s.maxInFlight, s.inFlight);
    sentAt.push({ poll, at: Date.now() });
    open.set(req, Date.now());
  });
  const settle = (answered: boolean) => (req: Request) => {
    const started = open.get(req);
    const poll = pollOf(req);
    if (started === undefined || !poll) return;
    open.delete(req);
    const s = stats[poll];
    s.inFlight -= 1;
    if (answered) {
      s.answered += 1;
      s.longestMs = Math.max(s.longestMs, Date.now() - started);
    }
  };
  page.on('requestfinished', settle(true));
  page.on('requestfailed', settle(false));

  /** Market poll requests sent at or after `since` (a Date.now()). */
  const marketRequestsSince = (since: number) =>
    sentAt.filter((r) => r.at >= since && MARKET_POLLS.includes(r.poll)).map((r) => r.poll);
  return { stats, marketRequestsSince };
}

/** The page of an in-play cricket match with odds, a bookmaker and fancy, so all three polls run. */
async function busyCricketMarketPath(): Promise<string> {
  return fullmarketUrl(await inPlayCricketMatch());
}

/** What a background tab looks like to the page: document.visibilityState and its event. */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    const doc = document as unknown as Record<string, unknown>;
    if (hide) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    } else {
      delete doc.visibilityState;
      delete doc.hidden;
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('market polls on a slow server: never two requests of a poll at once, none while hidden or after leaving', async ({ page }) => {
  test.setTimeout(400_000);
  // The page's clock (its timers and the simulated exchange's latency) runs at real speed until the
  // test pauses it to run it forward: quiet stretches are checked without waiting for them.
  await page.clock.install();
  // A URL knob holds for one page load (src/mocks/knobs.ts): the market page's load, the first, carries the slow knob.
  await presetSession(page);
  const market = await busyCricketMarketPath();
  const polls = trackPolls(page);
  await page.goto(`${market}&${SLOW_KNOB}`);
  const odds = page.getByRole('region', { name: 'Match Odds' });
  await expect(odds.getByRole('button', { name: /^Back .* at \d/ }).first()).toBeVisible();

  // Watched until every market poll has had two rounds answered, each slower than its period (the
  // server really was slower than the period, or the test proves nothing).
  await expect
    .poll(() => MARKET_POLLS.map((poll) => polls.stats[poll].answered >= 2 && polls.stats[poll].longestMs > ODDS_POLL_MS), {
      message: 'two slow rounds answered of every market poll',
    })
    .toEqual(MARKET_POLLS.map(() => true));
  for (const poll of POLLS) {
    expect(polls.stats[poll].maxInFlight, `${poll}: requests in flight at once`).toBeLessThanOrEqual(1);
  }

  // A hidden tab: the rounds in flight are dropped and no new one starts while its clock runs on.
  await setHidden(page, true);
  const hiddenAt = Date.now();
  await runPausedFor(page, QUIET_MS);
  await requestsSeen(page);
  expect(polls.marketRequestsSince(hiddenAt)).toEqual([]);
  await page.clock.resume();

  // Shown again, the page asks for fresh prices: waited for as an event, with no deadline. That the
  // round is immediate rather than a period later is proven in virtual time (tests/streams/poll.test.ts,
  // 'makes no request while the page is hidden and fetches at once when it becomes visible').
  const oddsAgain = page.waitForRequest((req) => pollOf(req) === 'fetch-market-odds');
  await setHidden(page, false);
  await oddsAgain;

  // Leaving the page as a player does: its polls end with it, however long its clock runs on.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  const leftAt = Date.now();
  await runPausedFor(page, QUIET_MS);
  await requestsSeen(page);
  expect(polls.marketRequestsSince(leftAt)).toEqual([]);
});
