// Sports browsing in Chromium on the simulated exchange: match lists and their hidden rows, opening a match, following a market into Multi Markets.
import { expect, test, type Locator, type Page } from './fixtures';

interface RawMatch {
  eventId: string;
  matchId: string;
  competitionId: string;
  eventName: string;
  marketName: string;
  declared: boolean;
  openDate: string;
  matchOdds: { inplay: boolean }[];
}

/** What the exchange lists for a sport, fetched inside the page (the simulated exchange lives in its service worker). */
async function listed(page: Page, sportId: string): Promise<RawMatch[]> {
  return page.evaluate(async (id) => {
    const res = await fetch(`/v2/get-matches-by-eventid/${id}`, { headers: { d: window.location.host } });
    return ((await res.json()) as { data: RawMatch[] }).data;
  }, sportId);
}

/** A match's row link, found by where it leads: two matches may share a name. */
const rowLink = (scope: Locator, m: RawMatch): Locator =>
  scope.locator(`a[href^="/fullmarket/${encodeURIComponent(m.eventId)}/${encodeURIComponent(m.competitionId)}/${encodeURIComponent(m.matchId)}?"]`);

const hidden = (m: RawMatch) => m.marketName.trim() === '' || /winner/i.test(m.marketName) || m.declared;

test('the lists: In Play, Today and Tommorow per sport, hidden rows left out, groups collapse', async ({ page }) => {
  await page.goto('/inplay');
  const lists = page.getByRole('region', { name: 'In-Play matches' });
  await expect(lists.getByRole('tab', { name: /^In Play/ })).toHaveAttribute('aria-selected', 'true');
  await expect(lists.getByRole('region', { name: 'Cricket' })).toBeVisible();

  const raw = [...(await listed(page, '4')), ...(await listed(page, '1')), ...(await listed(page, '2'))];
  const live = raw.filter((m) => m.matchOdds[0]?.inplay && !hidden(m));
  expect(live.length).toBeGreaterThan(0);
  for (const m of live) await expect(rowLink(lists, m)).toBeVisible();
  // Real prices, not placeholders: every in-play row shows a best back price of the exchange.
  await expect(lists.getByLabel(/^Back .+ \d/).first()).toBeVisible();

  await lists.getByRole('tab', { name: /^Tommorow/ }).click();
  await expect(lists.getByRole('tab', { name: /^Tommorow/ })).toHaveAttribute('aria-selected', 'true');
  await expect(lists.getByRole('region', { name: 'Soccer' })).toBeVisible();
  const rowsHidden = raw.filter(hidden);
  // The exchange lists rows the client must hide (a blank market name, an outright winner).
  expect(rowsHidden.some((m) => m.marketName.trim() === '')).toBe(true);
  for (const m of rowsHidden) await expect(rowLink(lists, m)).toHaveCount(0);

  const soccer = lists.getByRole('region', { name: 'Soccer' });
  const toggle = soccer.getByRole('button', { name: /Soccer/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(soccer.getByRole('listitem')).toHaveCount(0);
  await toggle.click();
  await expect(soccer.getByRole('listitem').first()).toBeVisible();
});

test('home: a sport tab lists its matches; a click stores the match and opens its market page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tablist', { name: 'Sports' }).getByRole('tab', { name: 'Cricket' }).click();
  const lists = page.getByRole('region', { name: 'Cricket matches' });
  await expect(lists.getByRole('region', { name: 'Cricket' })).toBeVisible();
  const first = lists.getByRole('listitem').first().getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();

  await expect(page).toHaveURL(/\/fullmarket\/4\/[^/]+\/[^/?]+\?gameTime=.+&eventName=.+&inplay=(true|false)$/);
  await expect(page.getByText(name).first()).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('exchange.currentMatch') ?? 'null'));
  expect(stored.eventName).toBe(name);
  expect(stored.markets.map((m: { marketName: string }) => m.marketName)).toEqual([
    'Match Odds',
    'Tied Match',
    'To Win the Toss',
    'Completed Match',
  ]);
  const visited = await page.evaluate(() => JSON.parse(localStorage.getItem('exchange.currentMatchUrl') ?? '[]'));
  expect(visited.map((v: { eventName: string }) => v.eventName)).toEqual([name]);
});

test('following a market from a list shows it live in Multi Markets, across a reload, until unfollowed', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/multimarket');
  await expect(page.getByText('There are currently no followed multi markets.')).toBeVisible();
  await expect(page.getByText('Please add some markets from events.')).toBeVisible();

  await page.getByPlaceholder('Username').fill('rahul');
  await page.getByPlaceholder('Password').fill('Rahul@123');
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  await expect(page.getByRole('button', { name: /My Account/ })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'In Play' }).click();
  const lists = page.getByRole('region', { name: 'In-Play matches' });
  const firstLink = lists.getByRole('listitem').first().getByRole('link');
  // Name and address read together from one link: between two reads the lists may reorder.
  const { name, href } = await firstLink.evaluate((a) => ({ name: a.textContent ?? '', href: a.getAttribute('href') ?? '' }));
  // Pinned by where it leads: rows reorder as matches go in play.
  const row = lists.getByRole('listitem').filter({ has: page.locator(`a[href="${href}"]`) });
  const star = row.getByRole('button', { name: `Follow ${name}` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Multi Market' }).click();
  await expect(page).toHaveURL(/\/multimarket$/);
  const card = page.getByRole('article', { name });
  await expect(card.getByRole('heading', { name: 'Match Odds' })).toBeVisible();
  await expect(card.getByLabel(/^Back .+ \d/).first()).toBeVisible();
  await expect(card.getByLabel(/^Lay .+ \d/).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('article', { name })).toBeVisible();

  await page.getByRole('button', { name: `Unfollow ${name} Match Odds` }).click();
  await expect(page.getByText('There are currently no followed multi markets.')).toBeVisible();
});

test('search finds an event by name as you type and opens it', async ({ page }) => {
  await page.goto('/');
  // The app is up once the sports tabs show: the exchange's worker answers from then on.
  await expect(page.getByRole('tablist', { name: 'Sports' })).toBeVisible();
  const raw = await listed(page, '4');
  const target = raw.find((m) => !hidden(m));
  if (!target) throw new Error('no cricket match listed');
  const word = target.eventName.split(' v ')[0] ?? target.eventName;

  await page.getByRole('button', { name: 'Search Events' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Events' });
  await dialog.getByPlaceholder('Search Events').pressSequentially(word, { delay: 20 });
  const hit = rowLink(dialog, target);
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/fullmarket/4/${target.competitionId}/${target.matchId}\\?`));
});
