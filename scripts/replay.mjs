#!/usr/bin/env node
// QA replay from the command line (docs/replay.md):
//   npm run replay -- tape.ndjson|tape.har [--port 5187] [--speed 1] [--policy time|sequence]
//     serves the app on the tape with the player panel open
//   npm run replay:check -- tape.ndjson [--policy ...]
//     replays the tape headless in Chromium as fast as the page renders; exits 1 naming the first divergence
// Both build the app into a temporary folder and serve that build, as a site serves it (a dev server's
// StrictMode runs effects twice, so it makes requests a production recording never made); --dist DIR
// serves a build made already, --dev the Vite dev server.
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const check = args.includes('--check');
const file = args.find((a, i) => !a.startsWith('--') && !(i > 0 && ['--port', '--speed', '--policy', '--dist'].includes(args[i - 1])));
if (!file || !existsSync(file)) {
  console.error(`usage: npm run replay${check ? ':check' : ''} -- path/to/tape.ndjson|.har [--port N] [--speed X] [--policy time|sequence] [--dist DIR]`);
  process.exit(2);
}
const tapePath = resolve(file);
const name = basename(tapePath);
const route = `/__qa-replay/cli/${encodeURIComponent(name)}`;
const port = Number(flag('port', check ? '0' : '5187'));
const dev = args.includes('--dev');
let dist = flag('dist');
if (!dist && !dev) {
  dist = resolve(tmpdir(), 'exchange-client-replay');
  console.info(`Building the app into ${dist} ...`);
  // Without the API base: a replay never reaches an API (tapes keep the contract's paths relative to it), and
  // the policy of a build pointed at one would not let the page fetch its own tape (connect-src).
  execFileSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE: '' },
  });
}

/** Serves the tape file at `route` (read again at each request, so an edited tape is picked up on reload). */
const tapePlugin = {
  name: 'qa-replay-tape',
  configureServer(server) {
    server.middlewares.use(route, (_req, res) => res.end(readFileSync(tapePath)));
  },
  configurePreviewServer(server) {
    server.middlewares.use(route, (_req, res) => res.end(readFileSync(tapePath)));
  },
};

const vite = await import('vite');
const server = dist
  ? await vite.preview({ root, configFile: resolve(root, 'vite.config.ts'), build: { outDir: resolve(dist) }, preview: { port, host: '127.0.0.1', strictPort: port !== 0 }, plugins: [tapePlugin], logLevel: 'warn' })
  : await vite.createServer({ root, configFile: resolve(root, 'vite.config.ts'), server: { port, host: '127.0.0.1', strictPort: port !== 0 }, plugins: [tapePlugin], logLevel: 'warn' });
if (!dist) await server.listen();
const address = server.httpServer.address();
const base = `http://127.0.0.1:${address.port}`;
const query = new URLSearchParams({ replay: route, 'replay.policy': flag('policy', 'time') });

if (!check) {
  if (flag('speed')) query.set('replay.speed', flag('speed'));
  console.info(`Replaying ${name}: open ${base}/?${query} (the player panel is bottom-right). Ctrl-C stops the server.`);
} else {
  query.set('replay.check', '1');
  const { chromium } = await import('@playwright/test');
  // An NDJSON tape's first line is its header (with the viewport); a HAR (often pretty-printed) replays at 1440x900.
  let header = {};
  try {
    header = JSON.parse(readFileSync(tapePath, 'utf8').split('\n', 1)[0] ?? '{}');
  } catch {
    header = { log: true };
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let code = 0;
  try {
    const page = await browser.newPage({ viewport: header?.log ? { width: 1440, height: 900 } : (header.viewport ?? { width: 1440, height: 900 }) });
    const started = Date.now();
    await page.goto(`${base}/?${query}`);
    // A production build replays a tape named by the address only once the player says so (docs/replay.md).
    await page.waitForFunction(() => window.__qa !== undefined, null, { timeout: 60_000 });
    if (await page.evaluate(() => window.__qa.confirm === true)) await page.getByRole('button', { name: 'Replay this recording' }).click();
    await page.waitForFunction(() => window.__qa?.refused !== undefined || window.__qa?.done === true, null, { timeout: 30 * 60_000, polling: 250 });
    const report = await page.evaluate(() => ({
      refused: window.__qa.refused,
      duration: window.__qa.state?.().duration,
      served: window.__qa.served?.(),
      divergences: window.__qa.divergences?.() ?? [],
      notRecorded: window.__qa.notRecorded?.() ?? [],
      marks: window.__qa.markResults ?? [],
      problems: window.__qa.problems ?? [],
      gaveUp: window.__qa.gaveUp?.() ?? [],
    }));
    if (report.refused) {
      console.error(`${name}: refused: ${report.refused}`);
      code = 2;
    } else {
      const badMarks = report.marks.filter((m) => m.differences.length > 0);
      console.info(`${name}: ${(report.duration / 1000).toFixed(1)} s of tape replayed in ${((Date.now() - started) / 1000).toFixed(1)} s, ${report.served} requests served`);
      for (const g of report.gaveUp) console.info(`waited for a recorded call: ${g}`);
      console.info(`${report.divergences.length} divergences, ${report.notRecorded.length} calls not recorded, ${badMarks.length} of ${report.marks.length} marks differ, ${report.problems.length} inputs could not be replayed`);
      if (report.divergences.length > 0) console.error(`first divergence: ${report.divergences[0]}`);
      for (const d of report.divergences.slice(1, 20)) console.error(`  ${d}`);
      for (const m of badMarks) console.error(`mark '${m.name}' differs: ${m.differences.join('; ')}`);
      for (const p of report.problems) console.error(`input: ${p}`);
      code = report.divergences.length + badMarks.length + report.problems.length > 0 ? 1 : 0;
    }
  } finally {
    await browser.close();
    await server.close();
  }
  process.exit(code);
}
