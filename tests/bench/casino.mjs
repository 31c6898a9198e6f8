// Section 'casino' of tests/bench/run.mjs (issue 8): renders per data tick on a casino table.
import { installRenderCounter } from './probes.mjs';

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
    const game = await page.evaluate(async () => {
      const list = (await (await fetch('/sports/casino/games')).json()).data;
      return list.find((g) => g.name === 'DRAGON TIGER') ?? null;
    });
    if (!game) throw new Error('the game list has no DRAGON TIGER');
    await page.goto(`${server.url}/casino/${game.eventId}/${game.legueId}/${game.matchId}`);
    await page.getByTestId('casino-table').locator('button.cell').first().waitFor({ timeout: 30_000 });
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
