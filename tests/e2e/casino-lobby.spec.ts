// The casino lobby in Chromium on the simulated exchange: a provider tab (its thumbnails loaded, kept across a reload),
// the Casino tab of home, the generic list, the video tables to /play-video, a failing /casino/list, the skeleton and axe.
// The three brands' layouts (tamannah, tamannahSquare, aura: which games, in what order, what opens) are proved in
// jsdom: tests/features/casino/CasinoLobby.test.tsx.
import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { DESKTOP, PHONE } from './helpers';

const grid = (page: Page) => page.getByRole('list', { name: 'Casino games' });
const cardsOf = (page: Page) => grid(page).getByRole('listitem');

test('a provider tab shows its catalogue, keeps it in the URL, and opens the tables the launcher plays', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/casino');
  const tabs = page.getByRole('tablist', { name: 'Casino providers' });
  await expect(tabs.getByRole('tab', { name: 'UNIVERSAL' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: /SPRIBE/ }).click();
  await expect(page).toHaveURL(/\?provider=spribe$/);
  const spribe = page.getByRole('list', { name: 'SPRIBE games' });
  await expect(spribe.getByRole('listitem')).toHaveCount(8);
  for (const name of ['Aviator', 'Dice', 'Goal', 'Hi-lo', 'Hotline', 'Keno', 'Mines', 'Plinko']) await expect(spribe.getByText(name, { exact: true })).toBeVisible();
  // Local thumbnails, loaded.
  const img = spribe.locator('img').first();
  await expect(img).toHaveAttribute('src', /^\/assets\/casino\/providers\//);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);

  await page.reload();
  await expect(page.getByRole('tab', { name: /SPRIBE/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /ROYAL GAMING/ }).click();
  const royal = page.getByRole('list', { name: 'ROYAL GAMING games' });
  await expect(royal.getByRole('listitem')).toHaveCount(58);
  await royal.getByRole('link', { name: '20-20 Teenpatti' }).click();
  await expect(page).toHaveURL('/play-casino-new/113/teen20');
});

test("home: the lobby loads under the first sport's event list once that list has answered and the player scrolls to it; the Casino tab shows it too", async ({ page }) => {
  await page.setViewportSize(PHONE);
  // In order: the opening sport's list answered, then the lobby's code asked for (issue 35).
  const events: string[] = [];
  page.on('response', (r) => {
    if (/\/v2\/get-matches-by-eventid\//.test(r.url())) events.push('list');
  });
  page.on('request', (r) => {
    // The lobby's module in the dev server, its chunk ('lobby', vite.config.ts) in a build.
    if (r.resourceType() === 'script' && /CasinoLobby|\/assets\/lobby-/.test(r.url())) events.push('lobby');
  });
  await page.goto('/');
  const sports = page.getByRole('tablist', { name: 'Sports' });
  await expect(sports.getByRole('tab', { name: 'Cricket' })).toHaveAttribute('aria-selected', 'true');
  const underList = page.getByRole('region', { name: 'Casino', exact: true });
  // Its code and games come as the player scrolls towards it.
  await underList.scrollIntoViewIfNeeded();
  await expect(underList.getByRole('tablist', { name: 'Casino providers' })).toBeVisible();
  await expect(cardsOf(page).first()).toBeVisible();
  expect(events.indexOf('list')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('list')).toBeLessThan(events.indexOf('lobby'));
  await sports.getByRole('tab', { name: 'Casino' }).click();
  await expect(page.getByRole('region', { name: 'Casino', exact: true })).toHaveCount(0);
  await expect(cardsOf(page).first()).toBeVisible();
  await page.getByRole('tab', { name: /EVOLUTION/ }).click();
  await expect(page.getByRole('list', { name: 'EVOLUTION games' }).getByRole('listitem')).toHaveCount(11);
});

test('/casino-new lists the generic tables by name and a name opens the launcher', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/casino-new');
  const names = page.getByRole('list', { name: 'Casino tables' }).getByRole('link');
  await expect(names.first()).toBeVisible();
  const href = await names.first().getAttribute('href');
  expect(href).toMatch(/^\/play-casino-new\/[^/]+\/[^/]+$/);
  await names.first().click();
  await expect(page).toHaveURL(href!);
});

test('the video tables open /play-video with the URL in navigation state; without it the page says so', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/casino-new');
  await page.getByRole('link', { name: /Video tables/ }).click();
  await expect(page).toHaveURL('/video-tables');
  const tables = page.getByRole('list', { name: 'Video tables' }).getByRole('link');
  await expect(tables).toHaveText(['20-20 Dragon Tiger 2', '20-20 Poker']);
  await tables.filter({ hasText: '20-20 Dragon Tiger 2' }).click();
  await expect(page).toHaveURL('/play-video');
  await expect(page.getByRole('heading', { name: '20-20 Dragon Tiger 2' })).toBeVisible();
  // The local player page draws a moving table: its canvas changes after the first look (looked at
  // again until it has, rather than after a fixed wait; a still picture fails at the poll's timeout).
  const canvas = page.frameLocator('iframe[title="20-20 Dragon Tiger 2"]').locator('canvas');
  await expect(canvas).toBeVisible();
  const a = await canvas.screenshot();
  // (15 s: a screenshot can take seconds on a loaded machine, and expect's 5 s then allow one or two looks.)
  await expect.poll(async () => (await canvas.screenshot()).equals(a), { message: 'the video canvas moves' }).toBe(false);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/video-tables');

  await page.goto('/play-video');
  await expect(page.getByRole('heading', { name: 'No video to play' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the video tables' }).click();
  await expect(page).toHaveURL('/video-tables');
});

test('a failing /casino/list keeps the last good list; with none yet, it says so and offers a retry', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A first visit: nothing is stored yet, so the cards on screen are the list this page fetched.
  await page.goto('/casino?mock.panel=1');
  await expect(cardsOf(page).first()).toBeVisible();
  const names = await cardsOf(page).allTextContents();
  // The list call now answers 200 with a body the contract does not accept, and the stored copy is gone:
  // only the page's own last good answer can fill the grid again.
  await page.getByRole('button', { name: 'Open simulated exchange panel' }).click();
  await page.getByRole('dialog', { name: 'Simulated exchange' }).getByLabel('Calls').fill('casinoList');
  await page.getByRole('button', { name: 'Close simulated exchange panel' }).click();
  await page.evaluate(() => localStorage.removeItem('exchange.casinoList'));
  // Leaving the live list for a provider's tab and coming back asks for the list again; wait for that answer's refusal itself.
  const refused = page.waitForEvent('console', (m) => m.text().includes('[poll casinoList] round failed'));
  await page.getByRole('tab', { name: /EZUGI/ }).click();
  await page.getByRole('tab', { name: 'UNIVERSAL' }).click();
  await refused;
  await expect(cardsOf(page)).toHaveText(names);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Nothing of the refused body was applied, not even to the browser's copy.
  expect(await page.evaluate(() => localStorage.getItem('exchange.casinoList'))).toBeNull();
  expect(errors).toEqual([]);

  const fresh = await browser.newPage({ viewport: DESKTOP });
  await fresh.goto('/casino?mock.malformed=casinoList');
  await expect(fresh.getByRole('alert')).toContainText('The casino games could not be loaded.');
  await expect(fresh.getByRole('button', { name: 'Try again' })).toBeVisible();
  await fresh.close();
});

test('while the list loads, skeleton cards hold the grid in place: nothing moves when the games arrive', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // Every answer 8 s late: the skeleton stays long enough to be seen on a loaded machine (with 2.5 s it could
  // come and go unseen), and the test then waits for the games themselves, not for a time.
  await page.goto('/casino?mock.latency=8000');
  const skeleton = page.getByRole('list', { name: 'Loading games' });
  await expect(skeleton).toBeVisible();
  const first = await skeleton.locator('li').first().boundingBox();
  const second = await skeleton.locator('li').nth(2).boundingBox();
  await expect(cardsOf(page).first()).toBeVisible();
  expect(await cardsOf(page).first().boundingBox()).toEqual(first);
  expect(await cardsOf(page).nth(2).boundingBox()).toEqual(second);
});

test('the lobby, a provider tab and the generic list have no serious accessibility faults', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const faults = async () =>
    (await axeViolations(page, { include: ['main'], rules: 'every' }))
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await page.goto('/casino?mock.brand=square');
  await expect(cardsOf(page).first()).toBeVisible();
  expect(await faults()).toEqual([]);
  await page.getByRole('tab', { name: /SUPERNOWA/ }).click();
  await expect(page.getByRole('list', { name: 'SUPERNOWA games' })).toBeVisible();
  expect(await faults()).toEqual([]);
  await page.goto('/casino-new');
  await expect(page.getByRole('list', { name: 'Casino tables' })).toBeVisible();
  expect(await faults()).toEqual([]);
});
