// The Match Odds table under 570 px: the spec's 500 px breakpoint needs no rule (docs/choices.md). From 569
// down to 320 px each runner row keeps its name column and two price cells whole, and 499 and 501 px lay out alike.
import { expect, test, type Locator } from './fixtures';
import { RAHUL, fullmarketUrl, inPlayCricketMatch, startLoggedIn } from './helpers';

const WIDTHS = [569, 540, 501, 500, 499, 460, 420, 390, 320];

/** Each runner row's name column and visible price cells (width), and whether anything in the block overflows. */
const layoutOf = (odds: Locator) =>
  odds.evaluate((block) => {
    const shown = (e: Element) => getComputedStyle(e).display !== 'none';
    const rows = [...block.querySelectorAll('[data-runner]')].map((row) => {
      const name = row.firstElementChild as HTMLElement;
      const cells = [...row.querySelectorAll<HTMLElement>('[data-side]')].filter(shown);
      return {
        name: Math.round(name.getBoundingClientRect().width),
        cells: cells.map((c) => Math.round(c.getBoundingClientRect().width)),
        cut: cells.some((c) => c.scrollWidth > c.clientWidth + 1),
      };
    });
    return { rows, overflows: block.scrollWidth > block.clientWidth + 1 };
  });

test('the Match Odds table fits from 569 px down to 320 px with no rule at 500 px', async ({ page }) => {
  test.setTimeout(240_000);
  await startLoggedIn(page, fullmarketUrl(await inPlayCricketMatch()), RAHUL, { width: WIDTHS[0]!, height: 844 });
  const odds = page.getByRole('region', { name: 'Match Odds', exact: true });
  await expect(odds.locator('[data-runner] [data-depth="1"]').first()).toBeVisible();

  const seen = new Map<number, Awaited<ReturnType<typeof layoutOf>>>();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await expect.poll(async () => (await layoutOf(odds)).rows[0]?.cells.length, { message: `two cells at ${width} px` }).toBe(2);
    const layout = await layoutOf(odds);
    seen.set(width, layout);
    expect(layout.overflows, `the block overflows at ${width} px`).toBe(false);
    for (const row of layout.rows) {
      expect(row.cells, `cells at ${width} px`).toEqual([64, 64]);
      expect(row.cut, `a price cut at ${width} px`).toBe(false);
      expect(row.name, `name column at ${width} px`).toBeGreaterThanOrEqual(150);
    }
  }
  // Either side of 500 px the rows are the same but for the name column's share of the extra width.
  const [below, above] = [seen.get(499)!, seen.get(501)!];
  expect(below.rows.map((r) => r.cells)).toEqual(above.rows.map((r) => r.cells));
  above.rows.forEach((r, i) => expect(Math.abs(r.name - below.rows[i]!.name - 2)).toBeLessThanOrEqual(1));
});
