// The machine inspector on a casino table (development server): docked with `?inspect=1`, it follows the table's round actor as the simulated round goes from betting open to suspended, its result, and the next round open, reading the inspector's own log, chart and state line.
import { expect, test, type Locator } from './fixtures';
import { PHONE, startLoggedIn } from './helpers';
import { loggedSteps, type LoggedStep } from './inspectorLog';
import { casinoGamePath } from './simulated';

const GAME = 'DRAGON TIGER';

/**
 * Waits until the machine has taken these steps in this order (others may come between: countdown
 * ticks, bets). The order is the steps' numbers, the machine's own count, not the rows' order on screen.
 */
async function expectStepsInOrder(panel: Locator, expected: { event: RegExp; path: RegExp }[]): Promise<LoggedStep[]> {
  let matched: LoggedStep[] = [];
  await expect
    .poll(
      async () => {
        matched = [];
        let i = 0;
        for (const s of (await loggedSteps(panel)).sort((a, b) => a.n - b.n)) {
          if (i < expected.length && expected[i]!.event.test(s.event) && expected[i]!.path.test(s.path)) {
            matched.push(s);
            i += 1;
          }
        }
        return matched.length;
      },
      { intervals: [500], message: `log steps in order: ${expected.map((e) => `${e.event.source} ${e.path.source}`).join(' → ')}` },
    )
    .toBe(expected.length);
  return matched;
}

const lit = (panel: Locator, state: string): Locator => panel.locator(`[data-state="casinoRound.round.${state}"][data-active="true"]`);

test('the inspector follows the casino round machine through a round: open, suspended, result, the next round open', async ({ page }) => {
  await startLoggedIn(page, `${await casinoGamePath(GAME)}?inspect=1`);
  await expect(page.getByTestId('casino-table')).toBeVisible();

  const panel = page.getByRole('dialog', { name: 'Machine inspector' });
  await expect(panel).toBeVisible();
  // The table's actor is in the live list, registered through the inspection seam.
  const actor = panel.getByTestId('inspector-actors').locator('[data-actor="casinoRound"][data-status="active"]').last();
  await expect(actor).toBeVisible();
  await actor.click();
  await expect(panel.getByRole('img', { name: 'Statechart of casinoRound' })).toBeVisible();
  await expect(lit(panel, 'loading').or(lit(panel, 'open')).or(lit(panel, 'suspended')).or(lit(panel, 'closed')).or(lit(panel, 'result')).first()).toBeVisible();

  // A whole round from the first open one on: betting open, outcomes suspended by the feed, the result declared, the next round open.
  const steps = await expectStepsInOrder(
    panel,
    [
      { event: /^DATA$/, path: /round\.(classify|loading|result|offline|unavailable|closed|suspended|selfSuspended)\b.*→.*round\.open\b/ },
      { event: /^DATA$/, path: /round\.open\b.*→.*round\.(suspended|selfSuspended|closed)\b/ },
      { event: /^RESULT$/, path: /round\.(suspended|closed)\b.*→.*round\.result\b/ },
      { event: /^DATA$/, path: /round\.result\b.*→.*round\.open\b/ },
    ],
  );
  // The log shows every step once, oldest first, numbered without a gap (no filter is typed).
  const shown = (await loggedSteps(panel)).map((s) => s.n);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  expect(new Set(shown).size).toBe(shown.length);
  expect(shown.at(-1)! - shown[0]!).toBe(shown.length - 1);
  expect(shown).toEqual(expect.arrayContaining(steps.map((s) => s.n)));

  // Live again: the chart lights the open round and the state line says so, while the bet region idles.
  await expect(panel.getByTestId('inspector-state')).toContainText(/round\.open|open/);
  await expect(panel.getByTestId('inspector-context')).toContainText(/mid: "?\d+/);

  // Stepping back to the result shows that snapshot, read-only.
  // Stepping back first leaves the live view, so the log no longer scrolls to each new step under the click.
  const resultStep = steps[2]!;
  await panel.getByRole('button', { name: 'Step back' }).click();
  await expect(panel.getByTestId('time-travel')).toBeVisible();
  await panel.locator(`[data-step="${resultStep.n}"]`).click();
  await expect(panel.getByTestId('time-travel')).toContainText(`Step ${resultStep.n} of`);
  await expect(lit(panel, 'result')).toBeVisible();
  await expect(panel.getByTestId('inspector-state')).toContainText('result');
  await page.screenshot({ path: '/tmp/shots-integrate/inspector-casino-desktop.png' });
  await panel.getByRole('button', { name: 'Back to live' }).click();
  await expect(panel.getByTestId('time-travel')).toBeHidden();

  await page.setViewportSize(PHONE);
  await page.screenshot({ path: '/tmp/shots-integrate/inspector-casino-phone.png' });
});
