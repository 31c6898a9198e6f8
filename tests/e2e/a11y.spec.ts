// Accessibility: axe finds no serious or critical violation, and no endless animation runs with reduced motion, on any page of AXE_PAGE_SETS (a market page with stale prices among them) in either theme; a player bets with the keyboard alone and hears prices and the slip's outcome.
import { expect, test, type Locator, type Page } from './fixtures';
import { AXE_PAGE_SETS } from './a11yPages';
import { axeViolations } from './axe';
import { DESKTOP, PRICE_POLLS, RAHUL, endlessAnimations, fullmarketUrl, holdMarketsOpen, inPlayCricketMatch, navigateInApp, openCells, releaseMarkets, presetSession } from './helpers';

const THEMES = ['light', 'dark'] as const;

/** The rules that read colours: all a second theme changes (names, roles, structure and focus order are the same in both). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * What a line after a set's first reads: the page's own content and panels, or an open dialog alone. The shell
 * (header, menus, news) is the same on every page of a set and was read, in both themes, on its first line.
 */
const PAGE_CONTENT = ['main', 'aside'];
const DIALOG = ['[role="dialog"]'];

/** Serious and critical violations of WCAG 2.1 A and AA (or of `only` these rules) on what the page shows now (within `scope`), one line each. */
async function seriousViolations(page: Page, only?: string[], scope?: string[]): Promise<string[]> {
  // axe reads colours as painted: a dialog still fading in reads as too pale, so wait for what opens (a fade, a slide) to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      const el = target instanceof Element ? target : null;
      const opening = el !== null && (el.closest('[role="dialog"]') !== null || el.querySelector('[role="dialog"]') !== null);
      return !opening || a.playState !== 'running';
    }),
  );
  const violations = await axeViolations(page, { ...(only && { rules: only }), ...(scope && { include: scope }) });
  // One line per kind of failure (a colour pair, a missing name), with a few of the elements that show it.
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => {
      const byWhy = new Map<string, string[]>();
      for (const n of v.nodes) {
        const why = n.failureSummary?.split('\n')[1]?.trim().replace(/ Expected contrast ratio.*$/, '') ?? '';
        byWhy.set(why, [...(byWhy.get(why) ?? []), n.target.join(' ')]);
      }
      return [...byWhy].map(([why, targets]) => `${v.id} (${v.impact}): ${why} at ${targets.slice(0, 3).join(', ')}${targets.length > 3 ? ` and ${targets.length - 3} more` : ''}`);
    });
}

/** Switches the page to a theme as a player's system setting does (no saved choice, so the app follows it live), and waits until it is painted. */
async function showTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // axe reads colours as painted: a colour still changing between the themes reads as neither.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
}

test.describe('axe', () => {
  test.describe.configure({ timeout: 600_000 });
  for (const set of AXE_PAGE_SETS) {
    // Each page is loaded once and read in both themes: the theme follows the system setting live, so a page
    // (a market with stale prices, a casino round with open outcomes) is checked dark as it was checked light.
    test(`${set.name} pages, light and dark themes`, async ({ page }) => {
      // Colours are checked at rest; the fades that still run are waited out in seriousViolations.
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
      await page.setViewportSize(DESKTOP);
      // A logged-in set's first load has the session a login stores (the login itself is read in the 'visitor' set).
      if (set.loggedIn) await presetSession(page);
      const found: string[] = [];
      for (const [i, p] of set.pages.entries()) {
        // The set's first page is loaded; the next ones are reached as a player does, in the app (no reload).
        if (p.path) {
          const path = typeof p.path === 'string' ? p.path : await p.path(page);
          if (i === 0) await page.goto(path);
          else if (new URL(page.url()).pathname + new URL(page.url()).search !== path) await navigateInApp(page, path);
        }
        await p.open?.(page);
        await p.ready(page);
        const scope = i === 0 ? undefined : p.reads === 'dialog' ? DIALOG : PAGE_CONTENT;
        for (const theme of THEMES) {
          await showTheme(page, theme);
          for (const v of await seriousViolations(page, theme === 'light' ? undefined : COLOUR_RULES, scope)) found.push(`${p.name}, ${theme}: ${v}`);
        }
        // Reduced motion: nothing moves for ever (WCAG 2.3.3).
        for (const name of new Set(await endlessAnimations(page))) found.push(`${p.name}: the endless animation ${name} runs with reduced motion`);
        await p.close?.(page);
        await showTheme(page, 'light');
      }
      expect(found).toEqual([]);
    });
  }
});

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard user moves through a page; with `among`,
 * it must also be one of those elements.
 */
async function tabTo(page: Page, matches: (el: { tag: string; name: string; role: string | null }) => boolean, what: string, among?: Locator, max = 400): Promise<void> {
  for (let i = 0; i < max; i++) {
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      if (!a) return { tag: '', name: '', role: null };
      const labelled = a.getAttribute('aria-label') ?? (a as HTMLInputElement).placeholder ?? '';
      return { tag: a.tagName.toLowerCase(), name: labelled || (a.textContent ?? '').trim(), role: a.getAttribute('role') };
    });
    if (matches(el) && (!among || (await among.evaluateAll((els) => els.some((e) => e === document.activeElement))))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what}: not reached with ${max} presses of Tab`);
}

test('a player logs in, opens a market, picks a price, sets a stake and places a bet with the keyboard alone, and hears the outcome', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page.getByRole('form', { name: 'Login' }).first()).toBeVisible();
  // Log in: Tab to the username field, type, Tab, type, Enter.
  await tabTo(page, (e) => e.tag === 'input' && e.name === 'Username', 'the username field');
  await page.keyboard.type(RAHUL.userName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(RAHUL.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('balance')).toBeVisible();

  // Open an in-play match: Tab to the top bar's In Play link, Enter, then Tab to the match's link, Enter.
  const match = await inPlayCricketMatch(page);
  await tabTo(page, (e) => e.tag === 'a' && e.name === 'In Play', 'the In Play link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inplay$/);
  await expect(page.getByRole('link', { name: match.eventName }).first()).toBeVisible();
  await tabTo(page, (e) => e.tag === 'a' && e.name.includes(match.eventName), `the link to ${match.eventName}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/fullmarket/${match.eventId}/${match.competitionId}/${match.matchId}`));
  expect(new URL(page.url()).pathname).toBe(new URL(fullmarketUrl(match), 'http://x').pathname);

  // Prices are announced politely, as a summary, not as every tick.
  const announcer = page.getByTestId('price-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  // The bet is the subject here, not a moving price: the markets stand still while the player picks and confirms.
  const openBacks = openCells(page.getByRole('region', { name: 'Match Odds' }), /^Back .+ at \d/);
  await holdMarketsOpen(page, [openBacks], [PRICE_POLLS.odds]);

  const slip = page.getByRole('form', { name: /^Bet slip: / });
  const outcomeToast = page.locator('.Toastify [role="alert"]').filter({ hasText: /placed|Bet/ }).first();
  let announced: Promise<boolean> = Promise.resolve(false);
  for (let attempt = 0; attempt < 6; attempt++) {
    // Choose a price: Tab to an open Back cell, Enter.
    // A runner under a cover stays so while the markets are held: the player tabs on to an open one.
    await tabTo(page, (e) => e.tag === 'button' && /^Back .+ at \d/.test(e.name), 'an open Back price', openBacks);
    await page.keyboard.press('Enter');
    // The price may close between Tab and Enter (a live market): no slip opens, the focused price is no longer an
    // open Back price, and the player picks one again.
    const openBackFocused = () =>
      page.evaluate(() => {
        const a = document.activeElement as HTMLButtonElement | null;
        return a?.tagName === 'BUTTON' && !a.disabled && /^Back .+ at \d/.test(a.getAttribute('aria-label') ?? '');
      });
    await expect.poll(async () => (await slip.count()) > 0 || !(await openBackFocused())).toBe(true);
    if ((await slip.count()) === 0) continue;
    await expect(slip).toBeVisible();
    // Set a stake: Tab to the Stake field, type it.
    await tabTo(page, (e) => e.tag === 'input' && e.name === 'Stake', 'the stake field');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('200');
    await tabTo(page, (e) => e.tag === 'button' && e.name === 'Place Bet', 'Place Bet');
    // The outcome's toast closes after a few seconds: watched for from the press on, not looked for afterwards.
    announced = outcomeToast.waitFor({ state: 'attached' }).then(() => true, () => false);
    await page.keyboard.press('Enter');
    // Either the slip closes (placed) or it reads out a refusal: wait for one of the two states, then see which.
    await expect.poll(async () => (await slip.count()) === 0 || (await slip.getByRole('alert').count()) > 0).toBe(true);
    if ((await slip.count()) === 0) break;
    // Prices move: a refusal ('Bet rate changed!') is read out in the slip, and the player tries again.
    await expect(slip.getByRole('alert')).not.toBeEmpty();
    await page.keyboard.press('Escape');
  }
  // Focus goes back to the price the slip came from, so the player carries on from there.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/^Back .+ at /);
  // The outcome is read out: the toast is an alert.
  expect(await announced, 'the outcome read out as an alert').toBe(true);
  await expect(page.getByRole('region', { name: 'Open Bets' }).or(page.getByLabel('Open Bets')).first()).toBeVisible();

  // Within a few periods the best prices move and the region says so, in words.
  await releaseMarkets(page);
  await expect(announcer).toHaveText(/^.+: .+ back [\d.]+, lay [\d.]+\.$|^.+ (suspended|closed)\.$/);
});
