// Sports browsing in Chromium on the simulated exchange: following a market from a list into Multi Markets, kept
// across a page load. The lists' rules (In Play, Today and Tommorow, hidden rows, collapsing groups, a click storing the
// match and opening its page) and search are proved in jsdom: tests/features/sports/MatchLists.test.tsx and
// SearchModal.test.tsx; Multi Markets' live card and unfollowing in MultiMarketPage.test.tsx.
import { expect, test } from './fixtures';

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
