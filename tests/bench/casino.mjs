// Sections 'casino' (issue 8: renders per data tick on a casino table), 'casinoTable' and
// 'horseRace' (issue 21 item 3: a casino table and a live horse race measured like the market:
// renders per changed value, script milliseconds per second at 4x CPU slowdown, heap over minutes)
// of tests/bench/run.mjs.
import { installRenderCounter, installValueProbe } from './probes.mjs';

const ROUNDS = 12;

/**
 * A Dragon Tiger table (38 outcomes): per 1 s data round, how many components React rendered and
 * how many outcome cells changed their rate or status. The table is found through the game list,
 * so no id is assumed. `kit` is run.mjs's helpers (site, logIn, withPage, table, ...).
 */
export async function benchCasino(browser, kit) {
  const { site, logIn, withPage, table, fixed, avg, heading, sleep } = kit;
  heading('casino', `Renders per data tick on a casino table (Dragon Tiger, ${ROUNDS} data rounds, simulated build, 1440x900)`);
  const server = await site('simulated');
  await withPage(browser, async (page) => {
    await page.addInitScript(installRenderCounter);
    await logIn(page, server.url);
    await openDragonTiger(page, server.url, kit);
    const take = () =>
      page.evaluate(() => {
        const cells = Object.fromEntries([...document.querySelectorAll('button.cell')].map((b) => [b.dataset.testid, b.getAttribute('aria-label')]));
        const counts = window.benchRenders ?? { total: 0, byName: {} };
        return { cells, total: counts.total, byName: { ...counts.byName } };
      });
    const isData = (req) => /\/sports\/v1\/casino\/.+\/data$/.test(new URL(req.url()).pathname);
    let before = null;
    const rows = [];
    for (let i = 0; i <= ROUNDS; i++) {
      await page.waitForEvent('requestfinished', { predicate: isData, timeout: 20_000 });
      await sleep(300);
      const now = await take();
      if (before) {
        const changed = Object.keys(now.cells).filter((k) => before.cells[k] !== now.cells[k]).length;
        const byName = Object.fromEntries(
          Object.entries(now.byName)
            .map(([n, c]) => [n, c - (before.byName[n] ?? 0)])
            .filter(([, c]) => c > 0),
        );
        rows.push({ changed, renders: now.total - before.total, byName, cells: Object.keys(now.cells).length });
      }
      before = now;
    }
    const quiet = rows.filter((r) => r.changed === 0);
    const busy = rows.filter((r) => r.changed > 0);
    table(
      ['per data round', 'value'],
      [
        ['data rounds observed', rows.length],
        ['outcome cells on the table', rows.at(-1)?.cells ?? 0],
        ['cells whose rate or status changed', fixed(avg(rows.map((r) => r.changed)))],
        ['component renders per round', fixed(avg(rows.map((r) => r.renders)))],
        ['  in rounds where no outcome changed', quiet.length ? fixed(avg(quiet.map((r) => r.renders))) : 'none seen'],
        ['  in rounds where outcomes changed, per changed cell', busy.length ? fixed(avg(busy.map((r) => r.renders / r.changed))) : 'none seen'],
      ],
    );
    const byName = {};
    for (const r of rows) for (const [n, c] of Object.entries(r.byName)) byName[n] = (byName[n] ?? 0) + c;
    const top = Object.entries(byName).sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.info(`  components rendered per round: ${top.map(([n, c]) => `${n} ${fixed(c / rows.length)}`).join(', ') || 'none'}`);
  });
}

/** Opens the Dragon Tiger table of the game list (found through the list, so no id is assumed). */
async function openDragonTiger(page, baseUrl, { apiFromPage }) {
  const list = await apiFromPage(page, '/sports/casino/games');
  const game = list.find((g) => g.name === 'DRAGON TIGER') ?? null;
  if (!game) throw new Error('the game list has no DRAGON TIGER');
  await page.goto(`${baseUrl}/casino/${game.eventId}/${game.legueId}/${game.matchId}`);
  await page.getByTestId('casino-table').locator('button.cell').first().waitFor({ timeout: 30_000 });
}

/** Opens the live horse race furthest from its off (its prices drift every second until then). */
async function openHorseRace(page, baseUrl) {
  await page.goto(`${baseUrl}/horseracing`);
  const live = page.locator('button.race[data-live="on"]:not([data-clock="red"])');
  await live.first().waitFor({ timeout: 30_000 });
  await live.last().click();
  await page.waitForURL(/\/HorseMarket\//);
  await page.locator('section[data-market] [data-side]').first().waitFor({ timeout: 30_000 });
}

const CPU_SLOWDOWN = 4;
const SCRIPT_WINDOW_S = 30;
const VALUE_ROUNDS = 12;

/**
 * One live page measured like the market page, at 4x CPU slowdown throughout:
 * 1. script milliseconds per second: CDP Performance metrics' ScriptDuration over SCRIPT_WINDOW_S,
 *    on a page with no probe in it;
 * 2. heap: the used JS heap after a forced GC, sampled over `minutes` real minutes on that page;
 * 3. renders per changed value: the page loaded again with the render counter (React DevTools'
 *    hook) and installValueProbe, over VALUE_ROUNDS data answers.
 */
async function benchLivePage(browser, kit, { name, what, open, ready, isData, minutes }) {
  const { site, logIn, withPage, table, fixed, kb, avg, heading, sleep } = kit;
  heading(
    name,
    `${what} at ${CPU_SLOWDOWN}x CPU slowdown: script ms per second (${SCRIPT_WINDOW_S} s), heap over ${minutes} min (real time), ` +
      `renders per changed value (${VALUE_ROUNDS} data answers); simulated build, 1440x900`,
  );
  const server = await site('simulated');
  await withPage(browser, async (page) => {
    await logIn(page, server.url);
    await open(page, server.url, kit);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    let answers = 0;
    page.on('requestfinished', (req) => {
      if (isData(req)) answers += 1;
    });
    await sleep(3000);

    // 1. Script milliseconds per second.
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const a = await metrics();
    const answersBefore = answers;
    await sleep(SCRIPT_WINDOW_S * 1000);
    const b = await metrics();
    const seconds = b.Timestamp - a.Timestamp;
    const perSecond = (key) => (1000 * (b[key] - a[key])) / seconds;
    table(
      ['main thread per second (4x slowdown)', 'ms'],
      [
        ['SCRIPT (goal 10 or less)', fixed(perSecond('ScriptDuration'), 1)],
        ['layout', fixed(perSecond('LayoutDuration'), 1)],
        ['style recalculation', fixed(perSecond('RecalcStyleDuration'), 1)],
        ['all tasks', fixed(perSecond('TaskDuration'), 1)],
      ],
    );
    console.info(`  ${answers - answersBefore} data answers in ${fixed(seconds, 1)} s`);

    // 2. Heap over `minutes`.
    const heapNow = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const stepS = Math.max(15, Math.round((minutes * 60) / 10));
    const samples = [{ s: 0, bytes: await heapNow() }];
    const started = Date.now();
    while (Date.now() - started < minutes * 60_000) {
      await sleep(Math.min(stepS * 1000, minutes * 60_000 - (Date.now() - started)));
      samples.push({ s: Math.round((Date.now() - started) / 1000), bytes: await heapNow() });
    }
    table(['second', 'used heap'], samples.map((x) => [x.s, kb(x.bytes)]));
    const afterFirst = samples.filter((x) => x.s >= 60);
    console.info(
      `  heap first to last: ${kb(samples.at(-1).bytes - samples[0].bytes)}` +
        (afterFirst.length > 1 ? `; after the first minute: ${kb(afterFirst.at(-1).bytes - afterFirst[0].bytes)}` : ''),
    );

    // 3. Renders per changed value (page loaded again with the probes).
    await page.addInitScript(installRenderCounter);
    await page.reload();
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await sleep(2000);
    await page.evaluate(installValueProbe, { rootSelector: 'main' });
    const rows = [];
    for (let i = 0; i <= VALUE_ROUNDS; i++) {
      await page.waitForEvent('requestfinished', { predicate: isData, timeout: 20_000 });
      await sleep(500);
      const r = await page.evaluate(() => window.benchValueProbe.take());
      if (i > 0) rows.push(r);
    }
    const values = rows.reduce((x, r) => x + r.values, 0);
    const renders = rows.reduce((x, r) => x + r.renders, 0);
    table(
      ['per data answer', 'value'],
      [
        ['data answers observed', rows.length],
        ['values shown that changed', fixed(avg(rows.map((r) => r.values)))],
        ['component renders (React commits)', fixed(avg(rows.map((r) => r.renders)))],
        ['RENDERS PER CHANGED VALUE (goal 1.0)', values ? fixed(renders / values) : 'no value changed'],
      ],
    );
    const byName = {};
    for (const r of rows) for (const [n, c] of Object.entries(r.byName)) byName[n] = (byName[n] ?? 0) + c;
    const top = Object.entries(byName).sort((x, y) => y[1] - x[1]).slice(0, 10);
    console.info(`  components rendered per answer: ${top.map(([n, c]) => `${n} ${fixed(c / rows.length)}`).join(', ') || 'none'}`);
  });
}

/** Section 'casinoTable': the Dragon Tiger table of the game list (its data polled twice a second). */
export function benchCasinoTable(browser, kit) {
  return benchLivePage(browser, kit, {
    name: 'casinoTable',
    what: 'A casino table (Dragon Tiger from the game list, data twice a second)',
    open: openDragonTiger,
    ready: '[data-testid="casino-table"] button.cell',
    isData: (req) => /\/sports\/v1\/casino\/.+\/data$/.test(new URL(req.url()).pathname),
    minutes: kit.MINUTES,
  });
}

/** Section 'horseRace': a live horse race's market page (its odds polled every 2 s). */
export function benchHorseRace(browser, kit) {
  return benchLivePage(browser, kit, {
    name: 'horseRace',
    what: 'A live horse race (the live race furthest from its off, odds every 2 s)',
    open: openHorseRace,
    ready: 'section[data-market] [data-side]',
    isData: (req) => new URL(req.url()).pathname === '/v2/get-horse-odds',
    minutes: kit.MINUTES,
  });
}
