// The shell in Chromium on the simulated exchange: brand, sport tabs, navigation, the phone's bottom nav, and the exchange's worker answering calls, not files.
import { expect, test } from './fixtures';
import { callNameOf } from '../../src/mocks/calls';

test("home shows the brand and the sport tabs of the simulated exchange, whose worker answers the calls and not the page's files", async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Tamannah');
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'tamannah');
  const tabs = page.getByRole('tablist', { name: 'Sports' });
  await expect(tabs.getByRole('tab', { name: 'Vimaan' })).toBeVisible();
  for (const sport of ['Cricket', 'Soccer', 'Tennis', 'Horse Racing', 'Casino']) {
    await expect(tabs.getByRole('tab', { name: sport })).toBeVisible();
  }
  await expect(tabs.getByRole('tab', { name: 'Tips & Previews' })).toBeVisible();
  // The first sport's matches come from the exchange too, each row leading to its market page.
  await expect(page.getByRole('region', { name: /matches$/ }).locator('a[href^="/fullmarket/"]').first()).toBeVisible();
  // Desktop: the top nav and the side menu, no bottom nav.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Multi Market' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sports' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Bottom' })).toBeHidden();

  // The exchange's worker answers the page's calls and lets its scripts, styles and images go to the network
  // (public/exchangeWorker.js). Loaded again, the page is the worker's from its first request.
  const seen: { path: string; call: boolean; type: string; byWorker: boolean }[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin !== new URL(page.url()).origin) return;
    seen.push({ path: url.pathname, call: callNameOf(res.request().method(), res.url()) !== null, type: res.request().resourceType(), byWorker: res.fromServiceWorker() });
  });
  await page.reload();
  await expect(page.getByRole('region', { name: /matches$/ }).locator('a[href^="/fullmarket/"]').first()).toBeVisible();
  const calls = seen.filter((r) => r.call);
  const files = seen.filter((r) => ['script', 'stylesheet', 'image', 'font'].includes(r.type));
  expect(calls.length, 'calls seen').toBeGreaterThan(0);
  expect(calls.filter((r) => !r.byWorker).map((r) => r.path), 'calls the worker did not answer').toEqual([]);
  expect(files.length, 'files seen').toBeGreaterThan(0);
  expect(files.filter((r) => r.byWorker).map((r) => r.path), 'files that went through the worker').toEqual([]);
});

test('a phone-sized window shows the bottom nav and hides the side menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const bottom = page.getByRole('navigation', { name: 'Bottom' });
  await expect(bottom).toBeVisible();
  for (const item of ['Home', 'In-Play', 'Sports', 'Casino', 'Account']) {
    await expect(bottom.getByRole('link', { name: item })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Sports' })).toBeHidden();
  // Logged out, Account asks for a login instead of leaving home.
  await bottom.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown paths show the not-found screen and Go Back returns home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Looks Like you are lost!')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Vimaan' })).toBeVisible();
});

test('full-screen frames show the match, full screen, with no header, menus or theme toggle', async ({ page }) => {
  await page.goto('/tv?event_id=1&sport_id=4&eventName=India%20v%20Australia');
  const tv = page.getByTestId('tv-frame');
  await expect(tv).toBeVisible();
  // What the picture shows: the live badge and the cricket score strip (team runs/wickets (overs) v team).
  await expect(tv.getByText('LIVE', { exact: true })).toBeVisible();
  await expect(tv.getByText(/^\S.* \d+\/\d+ \(\d+\.\d\) v \S.*$/)).toBeVisible();
  const box = await tv.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.width === viewport.width && box.height === viewport.height).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByTestId('theme-toggle')).toHaveCount(0);

  await page.goto('/score?event_id=1&sport_id=4&eventName=India%20v%20Australia');
  const score = page.getByTestId('score-frame');
  await expect(score.getByLabel('Score').first()).toHaveText(/^\d+\/\d+ \(\d+\.\d\)$/);
  await expect(score.getByRole('columnheader', { name: 'Batter' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
