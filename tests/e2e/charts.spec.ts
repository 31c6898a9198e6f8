// Charts in Chromium (issue 33): what needs a real browser — layout at 390 and 1440 px, computed colours, a click on the drawing. Their figures are proved in component tests.
import { expect, test, type Locator, type Page } from './fixtures';
import { DESKTOP, PHONE, RAHUL, startLoggedIn } from './helpers';
import { axeViolations } from './axe';
import { casinoGamePath } from './simulated';

// ---------- casino roads (item 2): the roads' figures are proved in tests/domain/casinoRoads.test.ts and tests/features/casino/roads.test.tsx ----------

const roadsOf = (page: Page): Locator => page.getByTestId('casino-roads');
const mids = async (buttons: Locator, pattern: RegExp): Promise<string[]> =>
  (await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map((l) => pattern.exec(l)?.[1] ?? `unreadable: ${l}`);

/**
 * The lowest contrast of the cells' letters, from the colours the browser computed: a bead cell's letter on its
 * fill, a big road cell's (a ring with no fill) on the road's background.
 */
async function lowestLetterContrast(cells: Locator): Promise<number> {
  return cells.evaluateAll((els) => {
    const lum = (css: string) => {
      const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const filled = (css: string) => !/rgba\(.*, 0\)$|transparent/.test(css);
    return Math.min(
      ...els.map((e) => {
        const own = getComputedStyle(e).backgroundColor;
        const fill = filled(own) ? own : getComputedStyle(e.closest('ol')!).backgroundColor;
        const [hi, lo] = [lum(getComputedStyle(e).color), lum(fill)].sort((a, b) => b - a) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      }),
    );
  });
}

test.describe('casino roads', () => {
  // One journey per table (each within its own time-out): the generic launcher's Baccarat, and the game list's Dragon Tiger.
  const TABLES = [
    { title: 'Baccarat', path: async () => '/play-casino-new/113/baccarat' },
    { title: 'Dragon Tiger', path: () => casinoGamePath('DRAGON TIGER') },
  ];
  for (const { title, path: pathOf } of TABLES) {
    test(`${title}: the roads are the results list's, fit a phone and a desktop, read at AA in both themes, and a cell opens its round's result`, async ({ page }) => {
      await startLoggedIn(page, await pathOf(), RAHUL, PHONE);
      const roads = roadsOf(page);
      const bead = roads.getByRole('list', { name: 'Bead road' }).getByRole('button');
      const big = roads.getByRole('list', { name: 'Big road' }).getByRole('button');
      const strip = page.getByTestId('casino-table').getByRole('button', { name: /^Result / });
      await expect(bead.first()).toBeVisible();
      // The bead road is the strip's rounds oldest first, and each big road cell names the outcome its bead cell does
      // (read together: a new round can land between two reads, so the check is repeated until both agree).
      await expect(async () => {
        const listed = await mids(strip, /round (\S+)$/);
        const beads = await bead.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
        expect(listed.length).toBeGreaterThan(0);
        expect(beads.map((l) => /^Round (\S+):/.exec(l)?.[1])).toEqual([...listed].reverse());
        const outcomeOf = new Map(beads.map((l) => [/^Round (\S+):/.exec(l)?.[1], /: (\w+)/.exec(l)?.[1]]));
        const bigs = await big.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
        expect(bigs.length).toBeGreaterThan(0);
        for (const l of bigs) expect(/: (\w+)/.exec(l)?.[1], l).toBe(outcomeOf.get(/^Round (\S+):/.exec(l)?.[1]));
      }).toPass({ intervals: [250] });
      // Letters at AA and no axe violation in both themes (the dark one as a player's system setting switches it, live).
      for (const theme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
        expect(await lowestLetterContrast(bead), `${title}: bead letters in the ${theme} theme`).toBeGreaterThanOrEqual(4.5);
        expect(await lowestLetterContrast(big), `${title}: big road letters in the ${theme} theme`).toBeGreaterThanOrEqual(4.5);
        // The dark theme changes only colours: the colour rules there, every WCAG A/AA rule in the light one.
        const violations = await axeViolations(page, { include: ['[data-testid="casino-roads"]'], ...(theme === 'dark' && { rules: ['color-contrast'] }) });
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`), `axe on the roads, ${theme} theme`).toEqual([]);
        if (theme === 'dark') {
          await roads.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `/tmp/shots-casino-roads/${title.replace(/\s+/g, '-')}-390-dark.png` });
        }
      }

      // The same page on a phone and on a desktop (the layout is CSS: no reload between them).
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await roads.scrollIntoViewIfNeeded();
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        expect(scrollWidth, `${title} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(innerWidth);
        for (const el of [roads, roads.getByRole('list', { name: 'Bead road' }), roads.getByRole('list', { name: 'Big road' })]) {
          const box = await el.boundingBox();
          expect(box, `${title} at ${size.width} px: not laid out`).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width, `${title} at ${size.width} px: wider than the screen`).toBeLessThanOrEqual(size.width + 0.5);
        }
        // Kept for a reviewer's eye; the checks above are what the test asserts.
        await page.screenshot({ path: `/tmp/shots-casino-roads/${title.replace(/\s+/g, '-')}-${size.width}.png` });
      }

      // The newest cell opens its round's result, as its badge does.
      const label = (await bead.last().getAttribute('aria-label')) ?? '';
      const mid = /^Round (\S+):/.exec(label)?.[1] ?? '';
      await roads.getByRole('list', { name: 'Bead road' }).getByRole('button', { name: label, exact: true }).click();
      const modal = page.getByRole('dialog', { name: title });
      await expect(modal.getByText(`Round Id: ${mid}`)).toBeVisible();
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(modal).toBeHidden();
    });
  }
});

// ---------- the profit and loss curve (item 3): its figures by day are proved in tests/domain/profitCurve.test.ts and tests/features/account/ProfitCurve.test.tsx ----------

test.describe('profit and loss curve', () => {
  test("the Profit & Loss page's curve ends at the table's total, on a phone and a desktop", async ({ page }) => {
    await startLoggedIn(page, '/profitloss', RAHUL, PHONE);
    // The last 30 days: the seeded history's settled bets, one question per day.
    await page.getByLabel('Data Source').selectOption('BACKUP DATA');
    const table = page.getByRole('table', { name: 'Profit and loss', exact: true });
    const curve = page.getByRole('figure', { name: 'Cumulative profit and loss by day' });
    const tableTotal = table.locator('tfoot');
    await expect(tableTotal).toContainText('Total');
    await expect(curve.locator('path[data-series="profit-loss"]')).toBeVisible();
    const total = /-?\d+\.\d\d/.exec((await tableTotal.textContent()) ?? '')?.[0];
    expect(total, 'the table has a total').toBeTruthy();
    await expect(page.getByTestId('curve-last')).toHaveText(total!);
    await expect(curve.getByRole('list', { name: /summary/ })).toContainText(`last ${total} at `);

    // The same answers on a desktop: the drawing takes the width, nothing scrolls sideways, the curve sits above the table.
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(scrollWidth, `the page at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(innerWidth);
      const [drawn, listed] = [(await curve.boundingBox())!, (await table.boundingBox())!];
      expect(drawn.y + drawn.height).toBeLessThanOrEqual(listed.y);
      expect(drawn.width).toBeGreaterThan(listed.width * 0.9);
      // Kept for a reviewer's eye; the checks above are what the test asserts.
      await page.screenshot({ path: `/tmp/shots-profit-curve/profit-loss-${size.width}.png`, fullPage: true });
    }
  });
});
