// axe in a page and its frames, run where the page is: a quarter of the CPU of @axe-core/playwright's AxeBuilder.
import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what every scan reads unless it names its rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScan {
  /** Only these rules (the colour rules in a second theme); `'every'`: every rule axe has, best practices too; else the rules of WCAG_TAGS. */
  rules?: string[] | 'every';
  /** Only what these selectors match, with the frames inside it; a selector that matches nothing is left out, and with none left the whole page is read. */
  include?: string[];
}

/**
 * axe's violations on what the page shows now: its document and each frame within the scope, every frame read
 * in its own document (a sandboxed frame too, as a frame is not reachable from its parent's script).
 *
 * AxeBuilder's `analyze()` opens a new page in the context for every scan (to merge the frames' partial results,
 * with every passing node of them) and injects axe again each time: on a market page that is 3 to 4 s of CPU a
 * scan, against about 1 s here. The rules, tags and checks are axe's own; only where the results are merged differs.
 */
export async function axeViolations(page: Page, scan: AxeScan = {}): Promise<axe.Result[]> {
  const runOnly: axe.RunOnly | null = scan.rules === 'every' ? null : scan.rules ? { type: 'rule', values: scan.rules } : { type: 'tag', values: WCAG_TAGS };
  const include: string[] = [];
  for (const selector of scan.include ?? []) if ((await page.locator(selector).count()) > 0) include.push(selector);
  const found: axe.Result[] = [];
  for (const frame of page.frames()) {
    if (frame.isDetached() || !(await withinScope(page, frame, include))) continue;
    const own = frame === page.mainFrame() && include.length > 0 ? include : null;
    try {
      if (!(await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) await frame.evaluate(axe.source);
      const result = await frame.evaluate(
        ({ own, runOnly }) => {
          const a = (window as unknown as { axe: typeof axe }).axe;
          return a.run(own ? { include: own.map((s) => [s]) } : document, { ...(runOnly && { runOnly }), resultTypes: ['violations'], iframes: false });
        },
        { own, runOnly },
      );
      found.push(...result.violations);
    } catch (e) {
      // A frame that navigated or closed while it was read is not on the page any more; any other failure is the scan's.
      if (!frame.isDetached()) throw e;
    }
  }
  return found;
}

/** A frame is read when the element that holds it (or the one holding its parent frame) is inside the scope. */
async function withinScope(page: Page, frame: Frame, include: string[]): Promise<boolean> {
  if (frame === page.mainFrame() || include.length === 0) return true;
  let top: Frame = frame;
  while (top.parentFrame() && top.parentFrame() !== page.mainFrame()) top = top.parentFrame()!;
  const holder = await top.frameElement().catch(() => null);
  return holder !== null && (await holder.evaluate((el, sel) => sel.some((s) => (el as Element).closest(s) !== null), include));
}
