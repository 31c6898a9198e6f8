// Section 'interactions' (issue 34 item 4): INP-style figures on the busiest in-play cricket market
// of the real-operator build (API on another origin), a logged-in player on a phone-sized page at 4x
// CPU slowdown: a click on a price to the slip painted, a confirmed bet to its outcome painted, and
// the Live Score tab to its frame (which scripts the frame loads: it must not start the app again).
import { gzipSync } from 'node:zlib';

const CPU_SLOWDOWN = 4;
const SLIP_OPENINGS = 5;
const BETS = 3;
const VIEWPORT = { width: 412, height: 823 };
const SLIP = 'form[aria-label^="Bet slip: "], [role="form"][aria-label^="Bet slip: "]';

/**
 * In the page before its scripts: the Event Timing entries of every interaction (what INP reads:
 * input to the next paint after its handlers), the last pointerdown's time, and `paintedWhen(test)`,
 * which resolves with the milliseconds from that input to the frame after `test()` first holds.
 */
function installInteractionProbe(slipSelector) {
  const state = { lastInput: 0, events: [] };
  // The polls fill the default 250 resource entries within a minute; the bet's answer must stay findable.
  performance.setResourceTimingBufferSize(100_000);
  const slip = () => document.querySelector(slipSelector);
  const ended = () => slip() === null || slip().querySelector('[role="alert"], .notice') !== null;
  /** What the page is waited for, by name. */
  const tests = {
    slipShown: () => slip() !== null,
    placingOrEnded: () => /Placing|Checking/.test(slip()?.textContent ?? '') || ended(),
    ended,
  };
  window.benchInteractions = state;
  addEventListener('pointerdown', (e) => (state.lastInput = e.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) state.events.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  state.paintedWhen = (name) =>
    new Promise((resolve) => {
      const check = () => {
        if (!tests[name]()) return false;
        observer.disconnect();
        // The task after the next animation frame runs once that frame has been painted.
        requestAnimationFrame(() => setTimeout(() => resolve({ at: performance.now(), sinceInput: performance.now() - state.lastInput }), 0));
        return true;
      };
      const observer = new MutationObserver(check);
      if (!check()) observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
    });
  /** The longest Event Timing duration of the interactions that began at or after `since`. */
  state.inpSince = (since) => {
    const byId = new Map();
    for (const e of state.events) if (e.start >= since) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
    return Math.max(0, ...byId.values());
  };
}

export async function benchInteractions(browser, kit) {
  const { site, backend, operatorMarketUrl, signIn, withPage, table, median, ms, heading, sleep } = kit;
  heading(
    'interactions',
    `INP-style, real-operator build, a logged-in player, ${VIEWPORT.width}x${VIEWPORT.height}, CPU ${CPU_SLOWDOWN}x slower, busiest in-play cricket market: ` +
      `input to the frame painted after the slip opens (${SLIP_OPENINGS} clicks on prices), after Place Bet shows it is placing and after the outcome shows (${BETS} bets); ` +
      "Event Timing's duration (INP's figure) beside each",
  );
  await backend();
  const operator = await site('operator');
  const market = await operatorMarketUrl();
  await withPage(
    browser,
    async (page) => {
      await signIn(page, operator.url);
      await page.addInitScript(installInteractionProbe, SLIP);
      await page.goto(operator.url + market);
      const odds = page.getByRole('region', { name: 'Match Odds' });
      await odds.getByRole('button', { name: /^Back .* at \d/ }).first().waitFor({ timeout: 60_000 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await sleep(2000);
      const slip = page.locator(SLIP);
      const open = { painted: [], inp: [] };
      const placing = { painted: [], inp: [] };
      const outcome = { sinceInput: [], sinceAnswer: [], kinds: [] };
      /** Clicks `target` and measures input to the frame after the probe's test `name` holds in the page (and arms `also`). */
      const measure = async (target, name, also) => {
        const since = await page.evaluate(([t, a]) => {
          window.benchWait = window.benchInteractions.paintedWhen(t);
          if (a) window.benchOutcome = window.benchInteractions.paintedWhen(a);
          return performance.now();
        }, [name, also]);
        await target.click();
        const done = await page.evaluate(() => window.benchWait);
        await sleep(300);
        const inp = await page.evaluate((s) => window.benchInteractions.inpSince(s), since);
        return { ...done, inp, since };
      };
      const priceButton = () => odds.locator('[data-runner]').filter({ hasNot: page.getByRole('status') }).getByRole('button', { name: /^Back .* at \d/ }).first();

      for (let i = 0; i < SLIP_OPENINGS; i++) {
        const m = await measure(priceButton(), 'slipShown');
        open.painted.push(m.sinceInput);
        open.inp.push(m.inp);
        await slip.getByRole('button', { name: 'Cancel' }).click();
        await slip.waitFor({ state: 'detached', timeout: 15_000 });
      }
      for (let i = 0; i < BETS; i++) {
        await priceButton().click();
        await slip.getByRole('textbox', { name: 'Stake' }).fill('100');
        const place = slip.getByRole('button', { name: 'Place Bet' });
        await place.waitFor({ timeout: 15_000 });
        // The outcome waiter is armed with the busy one, so neither misses its change.
        const m = await measure(place, 'placingOrEnded', 'ended');
        placing.painted.push(m.sinceInput);
        placing.inp.push(m.inp);
        const end = await page.evaluate(() => window.benchOutcome);
        const answer = await page.evaluate(
          (since) => performance.getEntriesByType('resource').filter((r) => r.name.includes('/bet/save2') && r.startTime >= since).at(-1)?.responseEnd ?? null,
          m.since,
        );
        outcome.sinceInput.push(end.sinceInput);
        if (answer !== null) outcome.sinceAnswer.push(end.at - answer);
        const left = await slip.count();
        outcome.kinds.push(left === 0 ? 'slip closed' : ((await slip.getByRole('alert').textContent().catch(() => null)) ?? 'notice'));
        if (left > 0) {
          await slip.getByRole('button', { name: 'Cancel' }).click().catch(() => {});
          await slip.waitFor({ state: 'detached', timeout: 15_000 }).catch(() => {});
        }
      }
      const row = (name, xs) => [name, xs.length, ms(median(xs)), ms(Math.max(...xs))];
      table(
        ['interaction (goal: 100 ms from input)', 'n', 'median', 'worst'],
        [
          row('price click -> slip painted', open.painted),
          row('  Event Timing duration (INP)', open.inp),
          row('Place Bet -> placing painted', placing.painted),
          row('  Event Timing duration (INP)', placing.inp),
          row('bet answer -> outcome painted', outcome.sinceAnswer),
          row('Place Bet -> outcome painted (bet delay and server included)', outcome.sinceInput),
        ],
      );
      console.info(`  outcomes: ${outcome.kinds.join('; ')}`);

      // The Live Score tab: its frame, what it fetches, how long from the click to its board.
      const frameScripts = [];
      page.on('response', (res) => {
        if (res.frame() !== page.mainFrame() && res.request().resourceType() === 'script') {
          frameScripts.push(res.body().then((b) => ({ path: new URL(res.url()).pathname, gzip: gzipSync(b, { level: 9 }).length }), () => null));
        }
      });
      const tab = page.getByRole('tab', { name: 'Live Score' });
      if ((await tab.count()) === 0) {
        console.info('  Live Score: this market has no Live Score tab');
      } else {
        const since = await page.evaluate(() => performance.now());
        await tab.click();
        const frame = page.frameLocator('iframe[title="Live Score"]');
        await frame.getByTestId('score-frame').waitFor({ timeout: 60_000 });
        const shown = await page.evaluate(() => performance.now());
        await sleep(1500);
        const inp = await page.evaluate((s) => window.benchInteractions.inpSince(s), since);
        const scripts = (await Promise.all(frameScripts)).filter(Boolean);
        console.info(
          `  Live Score tab -> frame's board: ${ms(shown - since)} (Event Timing ${ms(inp)}); scripts the frame fetched: ` +
            `${scripts.map((s) => `${s.path} ${(s.gzip / 1024).toFixed(1)} kB`).join(', ') || 'none (all from the page: module map of its own, so none)'}`,
        );
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    },
    { viewport: VIEWPORT },
  );
}
