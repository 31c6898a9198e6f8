// The HTML's skeleton (index.html) against the app that replaces it: on the home page the banner's
// frame, where the early script shows the first banner before the app has run, must be the
// carousel's box, or the picture would jump when the app renders (and paint twice).
import { expect, test, type Page } from './fixtures';
import { DESKTOP, PHONE, fullmarketUrl, inPlayCricketMatch, presetSession } from './helpers';

type Box = { x: number; y: number; width: number; height: number };

/** Holds the app's own chunk until `release()`: the page shows the HTML's skeleton meanwhile. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const round = (b: Box | null): Box | null => b && { x: Math.round(b.x * 2) / 2, y: Math.round(b.y * 2) / 2, width: Math.round(b.width * 2) / 2, height: Math.round(b.height * 2) / 2 };

for (const [size, viewport] of [
  ['phone', PHONE],
  ['tablet', { width: 800, height: 900 }],
  ['laptop', { width: 1280, height: 800 }],
  ['desktop', DESKTOP],
] as const) {
  test(`${size}: the home skeleton's banner frame is the carousel's box`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const release = await holdApp(page);
    // 'commit': DOMContentLoaded waits for the (held) module script.
    await page.goto('/', { waitUntil: 'commit' });
    // The early script marked the home page: the frame holds its place from the first paint.
    await expect(page.locator('html')).toHaveClass(/\bboot-home\b/);
    const frame = page.locator('#root > .boot .boot-banner');
    await expect(frame).toBeVisible();
    // Measured as painted: the app's stylesheet (render-blocking) is in.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet !== null));
    const skeleton = round(await frame.boundingBox());
    expect(skeleton!.height).toBeGreaterThan(40);

    release();
    const carousel = page.locator('main section').first();
    await expect(page.locator('#root > .boot')).toHaveCount(0);
    await expect(carousel).toBeVisible();
    expect(round(await carousel.boundingBox())).toEqual(skeleton);
  });
}

test('other pages: no banner frame in the skeleton', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/sports', { waitUntil: 'commit' });
  await expect(page.locator('#root > .boot [role="status"]')).toHaveText('Loading...');
  await expect(page.locator('html')).not.toHaveClass(/\bboot-home\b/);
  await expect(page.locator('#root > .boot .boot-banner')).toBeHidden();
  release();
  await expect(page.locator('#root > .boot')).toHaveCount(0);
});

test("a logged-in player's home skeleton has no banner frame (their shell has rows the skeleton does not draw)", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('exchange.auth', JSON.stringify({ isLoggedIn: true, accessToken: 'token-1' })));
  await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root > .boot [role="status"]')).toHaveText('Loading...');
  await expect(page.locator('html')).not.toHaveClass(/\bboot-home\b/);
  await expect(page.locator('#root > .boot .boot-banner')).toBeHidden();
});

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`${size}, logged in: a market page's head paints from the HTML, its banner in the box the app gives it`, async ({ page }) => {
    await presetSession(page);
    const match = await inPlayCricketMatch();
    await page.setViewportSize(viewport);
    const release = await holdApp(page);
    await page.goto(fullmarketUrl(match), { waitUntil: 'commit' });
    const banner = page.locator('#root > .boot .boot-game-banner');
    await expect(banner).toBeVisible();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet !== null));
    // The event's name and the sport's picture, from the address alone.
    expect(await banner.locator('h1').evaluate((h) => getComputedStyle(h, '::before').content)).toBe(JSON.stringify(match.eventName));
    expect(await banner.evaluate((b) => getComputedStyle(b).backgroundImage)).toContain('/assets/banners/cricket.svg');
    const skeleton = round(await banner.boundingBox());

    release();
    await expect(page.locator('#root > .boot')).toHaveCount(0);
    const details = page.getByRole('tabpanel').locator('> div').first();
    await expect(details.getByRole('heading', { name: match.eventName })).toBeVisible();
    expect(round(await details.boundingBox())).toEqual(skeleton);
  });
}
