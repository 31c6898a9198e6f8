// Section 'replay' of tests/bench/run.mjs: how long a 30-minute tape of a busy market takes to replay
// at full speed. Ported from the replay branch's section (r) of the old run.mjs (benchReplay,
// busyMarketTape), with run.mjs's helpers and ports.
//
// Self-contained: builds a 30-minute tape from the recorded cricket fixture (its market polls repeated
// in their recorded phase), then replays it in the simulated build at full speed (?replay.check=1:
// as fast as the page renders, every poll answered from the tape, the screen rendered throughout).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const REPLAY_TAPE_MS = 30 * 60_000;
const REPLAY_CYCLE_MS = 10_000;
const FIXTURE = 'tests/replay/fixtures/cricket-bet.ndjson';

function busyMarketTape(root) {
  const [header, ...entries] = readFileSync(join(root, FIXTURE), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const exchanges = entries.filter((e) => e.kind === 'exchange');
  const firstPoll = Math.min(...exchanges.filter((e) => e.poll).map((e) => e.start));
  const oneOffs = exchanges.filter((e) => !e.poll && e.start < firstPoll + 500);
  const cycle = exchanges.filter((e) => e.poll && e.start >= firstPoll && e.start < firstPoll + REPLAY_CYCLE_MS);
  const out = [...oneOffs];
  let seq = 0;
  for (let k = 0; k * REPLAY_CYCLE_MS < REPLAY_TAPE_MS; k += 1) {
    for (const e of cycle) out.push({ ...e, start: e.start + k * REPLAY_CYCLE_MS, end: e.end + k * REPLAY_CYCLE_MS });
  }
  out.sort((a, b) => a.start - b.start);
  for (const e of out) e.seq = seq++;
  const end = out.at(-1).end;
  const lines = [header, ...out, { kind: 'mark', name: 'end', at: end }].map((l) => JSON.stringify(l));
  return { text: lines.join('\n') + '\n', exchanges: out.length, minutes: end / 60_000 };
}

export async function benchReplay(browser, kit) {
  const { ROOT, site, withPage, table, fixed, heading } = kit;
  heading('replay', `Replay of a ${REPLAY_TAPE_MS / 60_000}-minute busy-market tape at full speed (?replay.check=1, simulated build, 1440x900)`);
  const server = await site('simulated');
  const tape = busyMarketTape(ROOT);
  await withPage(
    browser,
    async (page) => {
      await page.route('**/__qa-replay/bench/busy-30min.ndjson', (route) => route.fulfill({ body: tape.text }));
      const started = Date.now();
      await page.goto(`${server.url}/?replay=${encodeURIComponent('/__qa-replay/bench/busy-30min.ndjson')}&replay.check=1`);
      // A production build replays a tape named by the address only once the player says so (docs/replay.md).
      await page.waitForFunction(() => window.__qa !== undefined, null, { timeout: 60_000 });
      if (await page.evaluate(() => window.__qa.confirm === true)) await page.getByRole('button', { name: 'Replay this recording' }).click();
      await page.waitForFunction(() => window.__qa?.done === true || window.__qa?.refused !== undefined, null, { timeout: 20 * 60_000, polling: 500 });
      const wallMs = Date.now() - started;
      const report = await page.evaluate(() => ({ refused: window.__qa.refused, served: window.__qa.served(), notRecorded: window.__qa.notRecorded().length }));
      if (report.refused) throw new Error(`the tape was refused: ${report.refused}`);
      // A replay that answered almost nothing ran its clock past an app that never polled: no figure.
      const servedTooFew = report.served < tape.exchanges / 10;
      table(
        ['replay', 'value'],
        [
          ['tape', `${fixed(tape.minutes, 1)} min, ${tape.exchanges} exchanges, ${fixed(tape.text.length / 1e6, 1)} MB`],
          ['replayed at full speed in', `${fixed(wallMs / 1000, 1)} s (${fixed((tape.minutes * 60_000) / wallMs, 0)}x real time)`],
          ['requests served from the tape', `${report.served} (${report.notRecorded} not recorded)`],
        ],
      );
      if (servedTooFew) throw new Error(`only ${report.served} of the tape's ${tape.exchanges} exchanges were served: the app did not poll through the replay, so the time is no figure`);
    },
    { viewport: { width: 1440, height: 900 } },
  );
}
