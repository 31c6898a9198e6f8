// The machine inspector on the development server: docked in the app (Alt+Shift+I) and in a second window (inspector.html); a bet placed in the app shows the bet slip machine moving through its states in order, with its delay; stepping back shows a past snapshot; an event sent by hand reaches the running actor.
import { expect, test, type Locator, type Page } from './fixtures';
import { fullmarketUrl, inPlayCricketMatch, logIn, openCells, placeBet } from './helpers';
import { loggedSteps, type LoggedStep } from './inspectorLog';

/** Opens inspector.html beside the app (same browser, so the same BroadcastChannel). */
async function openInspectorWindow(app: Page): Promise<Page> {
  const inspector = await app.context().newPage();
  await inspector.setViewportSize({ width: 1440, height: 900 });
  await inspector.goto('/inspector.html');
  await expect(inspector.getByTestId('inspector')).toBeVisible();
  return inspector;
}

/** The live actor of `machineId` in the inspector's list (the last one started, when several). */
const liveActor = (inspector: Page, machineId: string): Locator =>
  inspector.getByTestId('inspector-actors').locator(`[data-actor="${machineId}"][data-status="active"]`).last();

/**
 * Waits until the log holds `expected` in this order (other steps may come between: price
 * ticks, a rate change and a second confirm). Returns the matched rows. The casino round
 * machine's journey uses the same check with its own events and states.
 */
async function expectStepsInOrder(inspector: Page, expected: { event: RegExp; path: RegExp }[]): Promise<LoggedStep[]> {
  let matched: LoggedStep[] = [];
  await expect
    .poll(
      async () => {
        const steps = await loggedSteps(inspector);
        // The last occurrence of the sequence: earlier attempts may have been sent back by a moved rate.
        matched = [];
        let i = expected.length - 1;
        for (let j = steps.length - 1; j >= 0 && i >= 0; j--) {
          const s = steps[j]!;
          if (expected[i]!.event.test(s.event) && expected[i]!.path.test(s.path)) {
            matched.unshift(s);
            i -= 1;
          }
        }
        return matched.length;
      },
      { message: `log steps in order: ${expected.map((e) => e.event.source).join(' → ')}` },
    )
    .toBe(expected.length);
  return matched;
}

test('the inspector follows a bet through the bet slip machine, with its delay, back in time, and takes an event by hand', async ({ page }) => {
  await logIn(page);

  // Docked in the app: the key opens it on the actors the app already runs, and closes it.
  await page.keyboard.press('Alt+Shift+KeyI');
  const panel = page.getByRole('dialog', { name: 'Machine inspector' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('inspector-actors').locator('[data-actor="signIn"]').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Close the inspector' }).click();
  await expect(panel).toBeHidden();

  // A second window: everything below is read from it while the player uses the app.
  const inspector = await openInspectorWindow(page);

  const match = await inPlayCricketMatch(page);
  await page.goto(fullmarketUrl(match));
  const odds = page.getByRole('region', { name: 'Match Odds' });
  await expect(openCells(odds, /^Back .* at \d/).first()).toBeVisible();

  const slipActor = liveActor(inspector, 'betSlip');
  await expect(slipActor).toBeVisible();
  await slipActor.click();
  await expect(inspector.getByRole('img', { name: 'Statechart of betSlip' })).toBeVisible();
  await expect(inspector.locator('[data-state="betSlip.empty"][data-active="true"]')).toBeVisible();

  await placeBet(page, openCells(odds, /^Back .* at \d/).first(), 100);

  const [select, confirm, delay, placed] = await expectStepsInOrder(inspector, [
    { event: /^SELECT$/, path: /^empty → editing$/ },
    { event: /^CONFIRM$/, path: /^editing → awaitingDelay$/ },
    { event: /^after betDelay · \d+ ms$/, path: /^awaitingDelay → placing$/ },
    { event: /^done: placeBet$/, path: /^placing → empty$/ },
  ]);
  expect(select!.n).toBeLessThan(confirm!.n);
  // The delay the domain set is the one the machine waited.
  const delayRow = inspector.locator(`[data-step="${delay!.n}"]`);
  await expect(delayRow.getByTestId('step-delay')).toHaveText(/· \d+ ms/);
  await expect(inspector.locator('[data-state="betSlip.empty"][data-active="true"]')).toBeVisible();

  // Read-only time travel: the snapshot right after CONFIRM, waiting out the delay.
  await inspector.locator(`[data-step="${confirm!.n}"]`).click();
  await expect(inspector.getByTestId('time-travel')).toContainText(`Step ${confirm!.n} of`);
  await expect(inspector.locator('[data-state="betSlip.awaitingDelay"][data-active="true"]')).toBeVisible();
  await expect(inspector.getByTestId('inspector-state')).toHaveText('awaitingDelay');
  await expect(inspector.getByTestId('inspector-timer')).toContainText(/after betDelay: \d+ ms/);
  await expect(inspector.getByTestId('inspector-context')).toContainText('stake: 100');
  // The delayed transition's label carries the delay on the chart too.
  await expect(inspector.locator('[data-label^="betSlip.awaitingDelay:"]').filter({ hasText: 'after betDelay' })).toContainText(/after betDelay · \d+ ms/);
  await inspector.getByRole('button', { name: 'Back to live' }).click();
  await expect(inspector.getByTestId('time-travel')).toBeHidden();
  await expect(inspector.getByTestId('inspector-state')).toHaveText('empty');
  expect(placed!.n).toBeGreaterThan(delay!.n);

  // An event by hand: a quick-stake chip picked while the slip is empty.
  await inspector.getByRole('tab', { name: 'Send event' }).click();
  const form = inspector.getByRole('form', { name: 'Send an event' });
  await form.getByRole('button', { name: /^(● )?CHIP$/ }).click();
  await form.getByRole('textbox').fill('{ "stake": 500 }');
  await form.getByRole('button', { name: 'Send CHIP' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Sent CHIP to .+\.$/);
  await expectStepsInOrder(inspector, [{ event: /^CHIP$/, path: /^↺ empty$/ }]);
  await inspector.getByRole('tab', { name: 'State' }).click();
  await expect(inspector.getByTestId('inspector-context')).toContainText('stake: 500');
});
