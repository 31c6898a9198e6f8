// Horse racing in Chromium on the embedded simulated exchange: the schedule's chips and time buttons, opening a race, flashing prices, back and lay bets end to end; and the full-screen frames without the shell.
// The slip's stake messages and 'Bet rate changed!' on a race are proved on virtual time in tests/machines/betSlip.horse.test.ts
// (the slip that shows them is the market page's, tests/features/market/MarketPage.test.tsx).
import { expect, test, type Locator, type Page, type Request } from './fixtures';
import { endlessAnimations, fullmarketUrl, inPlayCricketMatch, logIn, navigateInApp, slipOf, startLoggedIn } from './helpers';
import { HORSE_BLINK_MIN } from '../../src/domain/constants';

/** Refusals a live race may give for reasons of its own (prices move): the player confirms again. */
const RETRY = ['Bet rate changed!', 'Odds changed', 'Market suspended'];

const MIN = 60_000;
/** The moment the schedule journey stands at (a weekday morning in UTC; a fresh world lays its races around it). */
const SCHEDULE_AT = Date.UTC(2026, 2, 4, 9, 2, 30);

interface ListedRace {
  cname: string;
  cid: string;
  ename: string;
  etid: string;
  gmid: string;
  start: number;
  status: string;
}

/** The schedule as the exchange answers it now (the page's session, through its own service worker). */
async function serverRaces(page: Page): Promise<{ now: number; races: ListedRace[] }> {
  return page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('exchange.auth') ?? '{}') as { accessToken?: string };
    const token = auth.accessToken ?? '';
    const res = await fetch('/v2/list/horseRace', { headers: (window as unknown as { simulatedExchange: { headersFor: (t: string | null) => Record<string, string> } }).simulatedExchange.headersFor(token) });
    type Body = {
      data: {
        t1: {
          cname: string;
          cid: string | number;
          children: { ename: string; children: { etid: string | number; gmid: string | number; stime: string; gOdds: { status: string } }[] }[];
        }[];
      };
    };
    const body = (await res.json()) as Body;
    const races = body.data.t1.flatMap((c) =>
      c.children.flatMap((m) =>
        m.children.map((r) => ({
          cname: c.cname,
          cid: String(c.cid),
          ename: m.ename,
          etid: String(r.etid),
          gmid: String(r.gmid),
          start: Date.parse(r.stime),
          status: r.gOdds.status.toUpperCase(),
        })),
      ),
    );
    return { now: Date.now(), races };
  });
}

const isBetRequest = (req: Request): boolean => req.method() === 'POST' && new URL(req.url()).pathname === '/bet/save2';

function trackBetRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (req) => {
    if (isBetRequest(req)) sent.push(req);
  });
  return sent;
}

const schedule = (page: Page): Locator => page.getByRole('region', { name: 'Horse racing schedule' });

/**
 * The open race furthest from the off among those the schedule shows live (at most 30 minutes off), as
 * the exchange's schedule has it: a journey on it is done long before the off, whereas the first live
 * button may be a sprint race a minute from it.
 */
async function furthestLiveRace(page: Page): Promise<ListedRace> {
  const { now, races } = await serverRaces(page);
  const live = races.filter((r) => r.status === 'OPEN' && r.start - now > 0 && r.start - now < 28 * MIN).sort((a, b) => b.start - a.start);
  expect(live[0], 'an open race under 28 minutes from the off').toBeDefined();
  expect(live[0]!.start - now, 'the furthest live race is well clear of the off').toBeGreaterThan(10 * MIN);
  return live[0]!;
}

/** Logs in, opens the schedule, presses the live time button of the race furthest from the off and waits for its priced market. */
async function openLiveRace(page: Page): Promise<{ market: Locator; meeting: string }> {
  await startLoggedIn(page, '/horseracing');
  const race = await furthestLiveRace(page);
  const live = schedule(page).locator(`[data-race="${race.gmid}"]`);
  await expect(live).toBeEnabled();
  await expect(live).toHaveAttribute('data-live', 'on');
  const meeting = (await live.locator('xpath=ancestor::li[@data-meeting]').getAttribute('data-meeting')) ?? '';
  await live.click();
  await expect(page).toHaveURL(/\/HorseMarket\//);
  const market = page.locator('[data-market]').first();
  await expect(market.locator('button[data-side="back"][data-depth="1"]').first()).toBeVisible();
  return { market, meeting };
}

async function slipBounds(slip: Locator): Promise<{ min: number; max: number }> {
  const text = (await slip.getByText(/^Min \d+ · Max \d+$/).textContent()) ?? '';
  const [, min, max] = /^Min (\d+) · Max (\d+)$/.exec(text) ?? [];
  return { min: Number(min), max: Number(max) };
}

/** Confirms until the exchange takes the bet (a moved price sends the player back to confirm again). */
async function placeUntilTaken(slip: Locator, sent: Request[]): Promise<Request> {
  const place = slip.getByRole('button', { name: /^(Place Bet|Placing\.\.\.)$/ });
  for (let attempt = 0; attempt < 6; attempt++) {
    const before = sent.length;
    await place.click();
    const outcome = await Promise.race([
      slip.waitFor({ state: 'detached' }).then(() => 'taken' as const),
      slip
        .getByRole('alert')
        .waitFor()
        .then(async () => (await slip.getByRole('alert').textContent()) ?? ''),
    ]);
    if (outcome === 'taken') {
      expect(sent.length).toBe(before + 1);
      return sent[sent.length - 1]!;
    }
    expect(RETRY.some((r) => outcome.includes(r)), `refused: ${outcome}`).toBe(true);
  }
  throw new Error('the exchange refused the horse bet six times');
}

test.describe('horse racing schedule', () => {
  test('country chips filter the meetings; closed races and all-closed meetings are hidden; live, suspended and not-yet-live buttons', async ({ page }) => {
    // The page's clock, and so the simulated exchange's, stands at one moment (its timers still run):
    // the schedule is the same on every run, and each race the test picks keeps its state while it is
    // checked, however long that takes.
    await page.clock.setFixedTime(SCHEDULE_AT);
    await logIn(page);
    const { now, races } = await serverRaces(page);
    expect(now).toBe(SCHEDULE_AT);
    await navigateInApp(page, '/horseracing');
    const box = schedule(page);
    await expect(box.getByRole('group', { name: 'Countries' })).toBeVisible();

    // Chips: ALL, then every country that still has a race to show, once each, each with its flag where one is known.
    const chips = box.getByRole('group', { name: 'Countries' }).getByRole('button');
    const names = (await chips.allTextContents()).map((t) => t.trim());
    expect(names[0]).toBe('ALL');
    const open = races.filter((r) => r.status !== 'CLOSED');
    expect(names.slice(1).sort()).toEqual([...new Set(open.map((r) => r.cname))].sort());
    expect(await chips.nth(1).locator('img.flag').getAttribute('src')).toMatch(/^\/assets\/horse\/flags\/[a-z]{2}\.svg$/);

    const sections = box.locator('section[data-country]');
    expect(await sections.count()).toBe(names.length - 1);
    const picked = names[names.length - 1]!;
    await chips.filter({ hasText: picked }).click();
    await expect(chips.filter({ hasText: picked })).toHaveAttribute('aria-pressed', 'true');
    await expect(sections).toHaveCount(1);
    await expect(sections.first()).toHaveAttribute('data-country', picked);
    await chips.first().click();
    await expect(sections).toHaveCount(names.length - 1);

    // Closed races have no button; a meeting whose races are all closed is not listed.
    const closed = races.filter((r) => r.status === 'CLOSED');
    expect(closed.length).toBeGreaterThan(0);
    for (const r of closed) await expect(box.locator(`[data-race="${r.gmid}"]`)).toHaveCount(0);
    const meetingKey = (r: ListedRace) => `${r.cname}|${r.ename}`;
    const allClosed = [...new Set(closed.map(meetingKey))].filter((k) => !open.some((r) => meetingKey(r) === k));
    for (const k of allClosed) {
      const [cname, ename] = k.split('|');
      await expect(box.locator(`section[data-country="${cname}"] [data-meeting="${ename}"]`)).toHaveCount(0);
    }

    // A live button: open and at most 30 minutes off; it is enabled and shows a green clock. Picked
    // well clear of the blink (under HORSE_BLINK_MIN to the off), which it is checked against below.
    const liveRace = open.find((r) => r.status === 'OPEN' && r.start - now > (HORSE_BLINK_MIN + 2) * MIN && r.start - now < 28 * MIN);
    expect(liveRace).toBeDefined();
    const live = box.locator(`[data-race="${liveRace!.gmid}"]`);
    await expect(live).toBeEnabled();
    await expect(live).toHaveAttribute('data-live', 'on');
    await expect(live).toHaveAttribute('data-clock', 'green');

    // Not yet live: open but more than 30 minutes off; shown, not clickable.
    const later = open.find((r) => r.status === 'OPEN' && r.start - now > 35 * MIN);
    expect(later).toBeDefined();
    const notYet = box.locator(`[data-race="${later!.gmid}"]`);
    await expect(notYet).toBeVisible();
    await expect(notYet).toBeDisabled();
    await expect(notYet).not.toHaveAttribute('data-live', 'on');

    // Suspended before the off: red clock, not clickable.
    const held = open.find((r) => r.status === 'SUSPENDED' && r.start - now > 2 * MIN);
    expect(held).toBeDefined();
    await expect(box.locator(`[data-race="${held!.gmid}"]`)).toHaveAttribute('data-clock', 'red');
    await expect(box.locator(`[data-race="${held!.gmid}"]`)).toBeDisabled();

    // Under 5 minutes to the off the clock blinks.
    const soon = open.find((r) => r.status === 'OPEN' && r.start - now > 30_000 && r.start - now < 4 * MIN);
    expect(soon).toBeDefined();
    await expect(box.locator(`[data-race="${soon!.gmid}"]`)).toHaveAttribute('data-blink', 'on');
    await expect(live).not.toHaveAttribute('data-blink', 'on');

    // The button reads the start time in the player's time zone.
    const shown = new Date(liveRace!.start);
    const hhmm = `${String(shown.getHours()).padStart(2, '0')}:${String(shown.getMinutes()).padStart(2, '0')}`;
    await expect(live).toHaveText(hhmm);
  });

  test('the Horse Racing tab of home shows the same schedule', async ({ page }) => {
    await logIn(page);
    await page.getByRole('tab', { name: 'Horse Racing' }).click();
    await expect(schedule(page).getByRole('group', { name: 'Countries' }).getByRole('button', { name: 'ALL' })).toBeVisible();
    await expect(schedule(page).locator('button[data-live="on"]').first()).toBeEnabled();
  });
});

test.describe('horse market', () => {
  test('a live time button opens the race after its short wait; the race shows its header and prices that flash', async ({ page }) => {
    await startLoggedIn(page, '/horseracing');
    const race = await furthestLiveRace(page);
    const live = schedule(page).locator(`[data-race="${race.gmid}"]`);
    await expect(live).toBeEnabled();
    await expect(live).toHaveAttribute('data-live', 'on');
    await live.click();
    await expect(page).toHaveURL(/\/HorseMarket\//);

    const url = new URL(page.url());
    expect(url.pathname).toBe(`/HorseMarket/${race.etid}/${race.cid}/${race.gmid}`);
    expect([...url.searchParams.keys()]).toEqual(['sportsName', 'eventName', 'gameTime']);
    expect(url.searchParams.get('sportsName')).toBe('horse');
    expect(url.searchParams.get('eventName')).toBe(race.ename);
    expect(Date.parse(url.searchParams.get('gameTime') ?? '')).toBe(race.start);

    await expect(page.getByRole('heading', { level: 1, name: race.ename })).toBeVisible();
    await expect(page.getByLabel('Time to the off')).toContainText(/Off in \d/);
    await expect(page.getByLabel('Race status')).toHaveText('OPEN');

    const market = page.locator('[data-market]').first();
    await expect(market.locator('[data-runner]').first()).toBeVisible();
    // Six cells a runner on a desktop window, each an odds over a size.
    await expect(market.locator('[data-runner]').first().locator('[data-side]')).toHaveCount(6);
    // A tick that moves an odds or a size flashes that cell.
    await expect(market.locator('[data-side][data-flash]').first()).toBeAttached();
  });

  test('a back and a lay horse bet are placed end to end and listed with the race', async ({ page }) => {
    await openLiveRace(page);
    const sent = trackBetRequests(page);
    const market = page.locator('[data-market]').first();
    const runners = await market.locator('[data-runner]').count();

    for (const side of ['back', 'lay'] as const) {
      const cell = market.locator(`[data-runner] button[data-side="${side}"][data-depth="1"]`).first();
      const runnerName = ((await cell.getAttribute('aria-label')) ?? '').replace(/^(Back|Lay) /, '').replace(/ at .*$/, '');
      await cell.click();
      const slip = slipOf(page);
      await expect(slip).toBeVisible();
      const { min } = await slipBounds(slip);
      await slip.getByRole('textbox', { name: 'Stake' }).fill(String(min));
      const exposureReload = page.waitForRequest((r) => new URL(r.url()).pathname === '/bet/exposure/fetch');
      const req = await placeUntilTaken(slip, sent);
      const body = req.postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ markettype: 'HORSE', type: side, stake: min, selection: runnerName, runnersCount: runners });
      expect(body.runners).toHaveLength(runners);
      expect(typeof body.latestFavourMargin).toBe('number');
      expect(typeof body.latestAgainstMargin).toBe('number');
      const odds = Number(body.oddsReq);
      const win = side === 'back' ? (odds - 1) * min : min;
      expect(body.favourMargin).toBeCloseTo(win, 2);
      expect(body.latestFavourMargin).toBeCloseTo(win, 2);
      expect((await req.response())?.status()).toBe(200);
      // Exposure and the race's bets reload after the bet.
      await exposureReload;
      const bets = page.getByRole('main').getByRole('region', { name: 'Open Bets' });
      await expect(bets.getByRole('row').filter({ hasText: runnerName }).filter({ hasText: new RegExp(side, 'i') }).first()).toBeVisible();
    }
  });
});

test.describe('full-screen frames', () => {
  const noShell = async (page: Page) => {
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Sports' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Open Bets' })).toHaveCount(0);
    await expect(page.getByTestId('theme-toggle')).toHaveCount(0);
  };

  test('/casino-video plays the table named by id, or by event_id with sport_id, from the local feed page', async ({ page }) => {
    await page.goto('/casino-video?id=4242');
    const video = page.getByTitle('Live video of table 4242');
    await expect(video).toBeVisible();
    const feed = page.frameLocator('iframe[title="Live video of table 4242"]');
    await expect(feed.getByText('LIVE')).toBeVisible();
    await expect(feed.getByText('Table 4242')).toBeVisible();
    await expect(feed.getByRole('img', { name: 'Live dealer table' })).toBeVisible();
    await noShell(page);
    await page.goto('/casino-video?event_id=77&sport_id=113');
    await expect(page.getByTitle('Live video of table 77')).toBeVisible();
  });

  test('/tv shows a live picture with its score strip, /score a moving scoreboard; neither has the shell', async ({ page }) => {
    await page.goto('/tv?event_id=5001&sport_id=2&eventName=Ann%20v%20Bea');
    await expect(page.getByTestId('tv-frame')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Tennis court' })).toBeVisible();
    await expect(page.getByText('LIVE', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Ann v Bea/)).toBeVisible();
    await noShell(page);
    // The journeys run with reduced motion: the LIVE mark stands still.
    expect(await endlessAnimations(page)).toEqual([]);

    await page.goto('/score?event_id=5002&sport_id=4&eventName=Reds%20v%20Blues');
    await expect(page.getByTestId('score-frame')).toBeVisible();
    await expect(page.getByLabel('Score')).toHaveText(/^\d+\/\d+ \(\d+\.\d\)$/);
    await expect(page.getByText('Reds')).toBeVisible();
    await noShell(page);
    expect(await endlessAnimations(page)).toEqual([]);
  });

  test('the /score frame embedded in a market page grows to its content (a cricket card is taller than 200: 500)', async ({ page }) => {
    test.setTimeout(240_000);
    await startLoggedIn(page, fullmarketUrl(await inPlayCricketMatch()));
    await page.getByRole('tab', { name: 'Live Score' }).click();
    const frame = page.getByTitle('Live Score');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveCSS('height', '500px');
    await expect(page.frameLocator('iframe[title="Live Score"]').getByLabel('Score')).toHaveText(/^\d+\/\d+ \(\d+\.\d\)$/);
  });
});
