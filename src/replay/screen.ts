// What a player sees at a moment, read from the page: compared at keyframes between a recording and its replay.
import type { Screen } from './tape';

const texts = (root: ParentNode, selector: string, read: (e: Element) => string | null): string[] =>
  Array.from(root.querySelectorAll(selector))
    .filter((e) => !e.closest('#qa-replay-panel'))
    .map((e) => (read(e) ?? '').replace(/\s+/g, ' ').trim())
    .filter((t) => t !== '');

/** Path, header balance and exposure, every price cell, every suspension overlay and every toast. */
export function readScreen(doc: Document = document): Screen {
  const one = (id: string): string | null => doc.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? null;
  return {
    path: doc.location?.pathname ?? '',
    balance: one('balance'),
    exposure: one('exposure'),
    prices: texts(doc, '[data-flash]', (e) => `${e.getAttribute('aria-label') ?? ''} ${e.textContent ?? ''}`),
    overlays: texts(doc, '[role="status"][aria-label]', (e) => e.getAttribute('aria-label')),
    // A toast on its way out (its exit animation runs on real time) is already closed.
    toasts: texts(doc, '.Toastify__toast:not([class*="-exit"])', (e) => e.textContent),
  };
}

/** The fields where two screens differ, as lines (empty when equal). */
export function screenDifferences(expected: Screen, actual: Screen): string[] {
  const out: string[] = [];
  for (const key of Object.keys(expected) as (keyof Screen)[]) {
    const a = JSON.stringify(expected[key]);
    const b = JSON.stringify(actual[key]);
    if (a !== b) out.push(`${key}: recorded ${a}, replayed ${b}`);
  }
  return out;
}
