// The shell in Chromium on the simulated exchange: brand, sport tabs, navigation, and the phone's bottom nav.
import { expect, test } from './fixtures';

test('home shows the brand and the sport tabs of the simulated exchange', async ({ page }) => {
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
