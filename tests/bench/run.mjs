// Prints the figures the product is measured by: home-page JS, renders per price tick, poll overlap, polls while hidden, logged out or left, heap over a session.
//
//   npm run bench                  build twice (simulated and real-operator), then measure
//   npm run bench -- --no-build    reuse the last bench builds
//   npm run bench -- --long        heap over 5 minutes instead of 1.5
//   npm run bench -- --only=bc     only sections (b) and (c)
//
// Figures only, no pass/fail thresholds: the goals are judged by reading them. A section that
// cannot run (no in-play cricket match, market page missing) prints why and the run exits 1.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '../..');
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
// Outside dist/ so a bench never clobbers the build `playwright test` is previewing.
const OUT = join(tmpdir(), 'exchange-client-bench');
const BUILDS = {
  simulated: { dir: join(OUT, 'simulated'), env: {} },
  // A port nothing listens on: the app points at a real operator, so the simulated exchange is left out.
  operator: { dir: join(OUT, 'operator'), env: { VITE_API_BASE: 'http://127.0.0.1:9' } },
};

const args = new Set(process.argv.slice(2));
const LONG = args.has('--long');
// --only=be runs sections (b) and (e); every section by default ((r): replay of a 30-minute tape).
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? 'abcder';

// The same Chromium as playwright.config.ts.
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const USER = { name: 'rahul', password: 'Rahul@123' };
const SLOW_LATENCY_MS = 3000;
const OBSERVED_ODDS_ROUNDS = 10;
const QUIET_WINDOW_MS = 6000;
const OVERLAP_WINDOW_MS = 15_000;
// The first half minute holds one-off growth (lazy chunks, JIT, first answers): the slope starts after it.
const HEAP = LONG
  ? { totalMs: 5 * 60_000, everyMs: 30_000, warmUpMs: 30_000 }
  : { totalMs: 90_000, everyMs: 15_000, warmUpMs: 30_000 };

/** The polls the goals name, by the path their requests take. */
const POLL_PATHS = [
  ['fetch-market-odds', /^\/v2\/fetch-market-odds\//],
  ['fetch-bookmaker-odds', /^\/v2\/fetch-bookmaker-odds\//],
  ['fetch-market-session', /^\/v2\/fetch-market-session\//],
  ['exposure', /^\/bet\/exposure\/fetch$/],
];
const POLL_NAMES = POLL_PATHS.map(([name]) => name);

function pollOf(url) {
  const { pathname } = new URL(url);
  return POLL_PATHS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}

// ---------- processes ----------

const children = new Set();

function run(command, argv, env = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, argv, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(output) : fail(new Error(`${command} ${argv.join(' ')} exited ${code}\n${output.slice(-3000)}`))));
  });
}

async function build(name) {
  const { dir, env } = BUILDS[name];
  const started = Date.now();
  await run(process.execPath, [VITE, 'build', '--outDir', dir, '--emptyOutDir', '--manifest'], env);
  console.info(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${dir}`);
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** `vite preview` of one build on a free port; resolves once it answers. */
async function preview(name) {
  const { dir } = BUILDS[name];
  const port = await freePort();
  const child = spawn(process.execPath, [VITE, 'preview', '--outDir', dir, '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  children.add(child);
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`vite preview of ${name} exited ${child.exitCode}`);
    if (await fetch(url).then((r) => r.ok, () => false)) break;
    if (waited > 20_000) throw new Error(`vite preview of ${name} did not answer on ${url}`);
    await sleep(200);
  }
  return {
    url,
    stop: () => {
      child.kill();
      children.delete(child);
    },
  };
}

function stopChildren() {
  for (const child of children) child.kill();
  children.clear();
}
process.on('SIGINT', () => {
  stopChildren();
  process.exit(130);
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------- printing ----------

function table(head, rows) {
  const cells = [head, ...rows].map((r) => r.map(String));
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => '  ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.info(line(cells[0]));
  console.info('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  cells.slice(1).forEach((r) => console.info(line(r)));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const avg = (xs) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const fixed = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

// ---------- the app in a page ----------

/** Records, per poll, requests sent and how many were in flight at once. */
function trackPolls(page) {
  const stats = Object.fromEntries(POLL_NAMES.map((n) => [n, { sent: 0, finished: 0, failed: 0, inFlight: 0, maxInFlight: 0 }]));
  const sentAt = [];
  const open = new Set();
  page.on('request', (req) => {
    const poll = pollOf(req.url());
    if (!poll) return;
    const s = stats[poll];
    s.sent += 1;
    s.inFlight += 1;
    s.maxInFlight = Math.max(s.maxInFlight, s.inFlight);
    sentAt.push({ poll, at: Date.now() });
    open.add(req);
  });
  const settle = (field) => (req) => {
    if (!open.delete(req)) return;
    const s = stats[pollOf(req.url())];
    s.inFlight -= 1;
    s[field] += 1;
  };
  page.on('requestfinished', settle('finished'));
  page.on('requestfailed', settle('failed'));
  /** Requests of each poll sent at or after `since` (a Date.now()). */
  const sentSince = (since) =>
    Object.fromEntries(POLL_NAMES.map((n) => [n, sentAt.filter((r) => r.poll === n && r.at >= since).length]));
  return { stats, sentSince };
}

async function logIn(page, baseUrl, query = '') {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl}/${query}`);
  const form = page.getByRole('form', { name: 'Login' }).first();
  await form.getByPlaceholder('Username').fill(USER.name);
  await form.getByPlaceholder('Password').fill(USER.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByTestId('balance').waitFor({ timeout: 30_000 });
}

/** An in-play cricket match with open Match Odds, a bookmaker and fancy: the busiest page there is. */
async function busyCricketMatchUrl(page) {
  // Markets suspend now and then and late in a chase every session has settled: ask again for a
  // few minutes until a match has open Match Odds and sessions left.
  const deadline = Date.now() + 200_000;
  for (;;) {
    const m = await page.evaluate(async () => {
      const { accessToken = '' } = JSON.parse(localStorage.getItem('exchange.auth') ?? '{}');
      const headers = { 'User-Token': accessToken, Authorization: `Bearer ${accessToken}` };
      const list = (await (await fetch('/v2/get-matches-by-eventid/4', { headers })).json()).data;
      for (const x of list.filter((c) => c.inPlay && !c.declared && c.bm && c.fancy && c.matchOdds[0]?.status === 'OPEN')) {
        const rows = (await (await fetch(`/v2/fetch-market-session/${x.eventId}/${x.competitionId}/${x.matchId}`, { headers })).json()).data;
        if (rows.some((r) => r.gtype === 'session')) return x;
      }
      return null;
    });
    if (m) {
      const q = new URLSearchParams({ gameTime: m.openDate, eventName: m.eventName, inplay: 'true' });
      return `/fullmarket/${m.eventId}/${m.competitionId}/${m.matchId}?${q}`;
    }
    if (Date.now() > deadline) throw new Error('the simulated exchange has had no open in-play cricket match for minutes');
    await sleep(3_000);
  }
}

/** Waits for the Match Odds ladder to show prices (the odds poll has answered). */
async function marketShown(page) {
  const odds = page.getByRole('region', { name: 'Match Odds' });
  await odds.getByRole('button', { name: /^Back .* at \d/ }).first().waitFor({ timeout: 30_000 });
}

/** A hidden tab, as far as the page can tell: document.visibilityState plus its event. */
async function setHidden(page, hidden) {
  await page.evaluate((hide) => {
    if (hide) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    } else {
      delete document.visibilityState;
      delete document.hidden;
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

async function withPage(browser, body) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    return await body(page);
  } finally {
    await context.close();
  }
}

// ---------- (a) home page JavaScript ----------

function manifestOf(name) {
  return JSON.parse(readFileSync(join(BUILDS[name].dir, '.vite/manifest.json'), 'utf8'));
}

/** The source a built file came from, as the manifest names it ('src/app/mount.tsx', '_domain-x.js'). */
function sourcesByFile(manifest) {
  const byFile = new Map();
  for (const [key, chunk] of Object.entries(manifest)) byFile.set(chunk.file, key);
  return byFile;
}

/** Loads '/' and sums the JS the browser fetched; waits until no script has arrived for 2 s. */
async function homeJs(browser, name) {
  const server = await preview(name);
  try {
    return await withPage(browser, async (page) => {
      const bodies = [];
      let lastScriptAt = Date.now();
      page.on('response', (res) => {
        const { pathname } = new URL(res.url());
        if (!res.url().startsWith(server.url) || !pathname.endsWith('.js')) return;
        lastScriptAt = Date.now();
        bodies.push(res.body().then((body) => ({ path: pathname.slice(1), body }), () => null));
      });
      await page.goto(`${server.url}/`);
      const started = Date.now();
      while (Date.now() - lastScriptAt < 2000 && Date.now() - started < 20_000) await sleep(250);
      const files = (await Promise.all(bodies)).filter(Boolean);
      return {
        files: files.map((f) => ({ path: f.path, raw: f.body.length, gzip: gzipSync(f.body).length })),
      };
    });
  } finally {
    server.stop();
  }
}

async function benchHomeJs(browser) {
  console.info('\n(a) Home page JavaScript (what Chromium fetched for /)');
  const rows = [];
  const details = {};
  for (const name of ['operator', 'simulated']) {
    const { files } = await homeJs(browser, name);
    const sources = sourcesByFile(manifestOf(name));
    const named = files.map((f) => ({ ...f, source: sources.get(f.path) ?? '(not in manifest)' }));
    const has = (prefix) => named.some((f) => f.source.startsWith(prefix));
    rows.push([
      name === 'operator' ? 'real operator (VITE_API_BASE set)' : 'simulated exchange',
      named.length,
      kb(named.reduce((a, f) => a + f.raw, 0)),
      kb(named.reduce((a, f) => a + f.gzip, 0)),
      has('src/mocks/') ? 'yes' : 'no',
      has('src/features/casino/') || has('src/features/horse/') ? 'yes' : 'no',
    ]);
    details[name] = named;
  }
  table(['build', 'files', 'raw', 'gzip', 'mocks loaded', 'casino/horse loaded'], rows);

  const operatorSources = Object.keys(manifestOf('operator'));
  const mocksInBuild = operatorSources.filter((k) => k.startsWith('src/mocks/'));
  console.info(`  simulated-exchange modules in the real-operator build: ${mocksInBuild.length === 0 ? 'none' : mocksInBuild.join(', ')}`);
  console.info('  files of the real-operator home page, largest first:');
  table(
    ['file', 'source', 'raw', 'gzip'],
    [...details.operator].sort((a, b) => b.raw - a.raw).map((f) => [f.path, f.source, kb(f.raw), kb(f.gzip)]),
  );
}

// ---------- (b) renders per tick ----------

/**
 * Runs in the page before React loads. Poses as React DevTools, which production React calls on
 * every commit, and counts the components that rendered: a fiber mounted, or one flagged
 * PerformedWork (its function ran). A subtree React bailed out of keeps the same child fibers,
 * so it is skipped, as DevTools does.
 */
function installRenderCounter() {
  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const counts = { total: 0, byName: {} };
  const nameOf = (f) => f.type?.displayName || f.type?.name || f.type?.type?.name || f.type?.render?.name || 'anonymous';
  const visit = (fiber) => {
    for (let f = fiber; f; f = f.sibling) {
      if (COMPONENT_TAGS.has(f.tag) && (f.alternate === null || (f.flags & PERFORMED_WORK) !== 0)) {
        counts.total += 1;
        const name = nameOf(f);
        counts.byName[name] = (counts.byName[name] ?? 0) + 1;
      }
      if (f.child && !(f.alternate && f.alternate.child === f.child)) visit(f.child);
    }
  };
  let nextId = 1;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      const id = nextId++;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      visit(root.current.child);
    },
  };
  window.benchRenders = counts;
}

/**
 * Runs in the page. Watches every DOM mutation and, on each `take()`, reports what happened
 * since the last one: which price cells changed their text, which price cells were touched at
 * all, and which other nodes of the market blocks were touched. A component that re-renders to
 * the same output leaves no mutation, so this sees work that reached the DOM, not renders;
 * `data-renders` attributes, when components expose them, are summed as a direct count.
 */
function installCellProbe() {
  const CELL = '[data-runner] [data-side]';
  const BLOCK = 'section[data-market], section[aria-label="Fancy"]';
  const blockOf = (el) => el.closest(BLOCK)?.getAttribute('aria-label') ?? 'outside market blocks';
  const cellKey = (el) => `${blockOf(el)}|${el.closest('[data-runner]').dataset.runner}|${el.dataset.side}${el.dataset.depth ?? ''}`;
  const readCells = () => new Map([...document.querySelectorAll(CELL)].map((el) => [cellKey(el), el.textContent]));
  const reportedRenders = () => window.benchRenders?.total ?? 0;
  const rendersByName = () => ({ ...(window.benchRenders?.byName ?? {}) });

  let cellsBefore = readCells();
  let rendersBefore = reportedRenders();
  let byNameBefore = rendersByName();
  let records = [];
  new MutationObserver((list) => records.push(...list)).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });

  window.benchCellProbe = {
    exposesRenders: () => window.benchRenders !== undefined,
    take() {
      const cellsNow = readCells();
      const changed = [...cellsNow].filter(([key, text]) => cellsBefore.get(key) !== text).map(([key]) => key);
      const mutatedCells = new Set();
      const otherNodes = new Set();
      const otherPlaces = {};
      let inMarkets = 0;
      let elsewhere = 0;
      for (const r of records) {
        const el = r.target.nodeType === Node.ELEMENT_NODE ? r.target : r.target.parentElement;
        if (!el || !el.isConnected || blockOf(el) === 'outside market blocks') {
          elsewhere += 1;
          continue;
        }
        inMarkets += 1;
        const cell = el.closest(CELL);
        if (cell) {
          mutatedCells.add(cellKey(cell));
        } else {
          otherNodes.add(r.target);
          const place = `${blockOf(el)} ${el.closest('[data-runner]') ? 'row' : 'title/cover'}`;
          otherPlaces[place] = (otherPlaces[place] ?? 0) + 1;
        }
      }
      const rendersNow = reportedRenders();
      const byNameNow = rendersByName();
      const rendered = Object.fromEntries(
        Object.entries(byNameNow)
          .map(([name, n]) => [name, n - (byNameBefore[name] ?? 0)])
          .filter(([, n]) => n > 0),
      );
      const result = {
        cells: cellsNow.size,
        changedCells: changed.length,
        mutatedCells: mutatedCells.size,
        mutationsInMarkets: inMarkets,
        mutationsElsewhere: elsewhere,
        otherNodesMutated: otherNodes.size,
        otherPlaces,
        renders: rendersNow - rendersBefore,
        rendered,
      };
      cellsBefore = cellsNow;
      rendersBefore = rendersNow;
      byNameBefore = byNameNow;
      records = [];
      return result;
    },
  };
}

async function benchRendersPerTick(browser, server) {
  console.info(`\n(b) Renders per tick on a busy cricket market page (${OBSERVED_ODDS_ROUNDS} odds rounds)`);
  await withPage(browser, async (page) => {
    await page.addInitScript(installRenderCounter);
    await logIn(page, server.url);
    const market = await busyCricketMatchUrl(page);
    await page.goto(server.url + market);
    await marketShown(page);
    const polls = trackPolls(page);
    await page.evaluate(installCellProbe);
    const exposesRenders = await page.evaluate(() => window.benchCellProbe.exposesRenders());

    // A window runs from 700 ms after one odds answer to 700 ms after the next: the answer's
    // commit and its 500 ms flash fall inside the same window.
    const isOddsAnswer = (req) => pollOf(req.url()) === 'fetch-market-odds';
    const windows = [];
    let startedAt = 0;
    for (let i = 0; i <= OBSERVED_ODDS_ROUNDS; i++) {
      await page.waitForEvent('requestfinished', { predicate: isOddsAnswer, timeout: 20_000 });
      await sleep(700);
      const w = await page.evaluate(() => window.benchCellProbe.take());
      if (i === 0) startedAt = Date.now();
      else windows.push(w);
    }
    const during = polls.sentSince(startedAt);

    const places = {};
    for (const w of windows) for (const [p, n] of Object.entries(w.otherPlaces)) places[p] = (places[p] ?? 0) + n;
    const changed = avg(windows.map((w) => w.changedCells));
    const mutated = avg(windows.map((w) => w.mutatedCells));
    table(
      ['per odds round', 'value'],
      [
        ['odds rounds observed', windows.length],
        ['bookmaker / fancy rounds in the same time', `${during['fetch-bookmaker-odds']} / ${during['fetch-market-session']}`],
        ['price cells on the page', windows.at(-1)?.cells ?? 0],
        ['cells whose price or size changed', fixed(changed)],
        ['cells with any DOM mutation', fixed(mutated)],
        ['mutated cells / changed cells', fixed(mutated / changed)],
        ['DOM mutation records in market blocks', fixed(avg(windows.map((w) => w.mutationsInMarkets)))],
        ['  of which per changed cell', fixed(avg(windows.map((w) => w.mutationsInMarkets)) / changed)],
        ['nodes mutated outside price cells', fixed(avg(windows.map((w) => w.otherNodesMutated)))],
        ['mutation records outside market blocks', fixed(avg(windows.map((w) => w.mutationsElsewhere)))],
        ['component renders (React commits)', exposesRenders ? fixed(avg(windows.map((w) => w.renders))) : 'not counted'],
        ['  per changed cell', exposesRenders ? fixed(avg(windows.map((w) => w.renders)) / changed) : 'not counted'],
      ],
    );
    const byName = {};
    for (const w of windows) for (const [n, c] of Object.entries(w.rendered)) byName[n] = (byName[n] ?? 0) + c;
    const top = Object.entries(byName).sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.info(`  components rendered per round: ${top.map(([n, c]) => `${n} ${fixed(c / windows.length)}`).join(', ') || 'none'}`);
    const where = Object.entries(places).sort((a, b) => b[1] - a[1]);
    console.info(`  outside price cells, where (records over all rounds): ${where.length === 0 ? 'nowhere' : where.map(([p, n]) => `${p}: ${n}`).join('; ')}`);
    console.info('  per round (changed/mutated cells):', windows.map((w) => `${w.changedCells}/${w.mutatedCells}`).join(' '));
  });
}

// ---------- (c) poll overlap on a slow server ----------

async function benchOverlap(browser, server) {
  console.info(`\n(c) Poll overlap with mock.latency=${SLOW_LATENCY_MS} (odds/bookmaker every 2 s, fancy every 1 s), ${OVERLAP_WINDOW_MS / 1000} s on the market page`);
  await withPage(browser, async (page) => {
    const knob = `mock.latency=${SLOW_LATENCY_MS}`;
    await logIn(page, server.url, `?${knob}`);
    const market = await busyCricketMatchUrl(page);
    const polls = trackPolls(page);
    // The URL knob holds for one page load, so the market page's load carries it too.
    await page.goto(`${server.url}${market}&${knob}`);
    await sleep(OVERLAP_WINDOW_MS);
    table(
      ['poll', 'requests', 'answered', 'aborted', 'max in flight'],
      POLL_NAMES.map((n) => {
        const s = polls.stats[n];
        return [n, s.sent, s.finished, s.failed, s.maxInFlight];
      }),
    );
    if (polls.stats['fetch-market-odds'].sent === 0) throw new Error('the market page made no odds requests');
  });
}

// ---------- (d) no polls while hidden, logged out or gone ----------

async function benchQuiet(browser, server) {
  console.info(`\n(d) Poll requests over ${QUIET_WINDOW_MS / 1000} s when nothing should poll`);
  const rows = [];
  const row = (label, counts) => rows.push([label, ...POLL_NAMES.map((n) => counts[n])]);

  await withPage(browser, async (page) => {
    await logIn(page, server.url);
    const market = await busyCricketMatchUrl(page);
    const polls = trackPolls(page);
    await page.goto(server.url + market);
    await marketShown(page);

    let since = Date.now();
    await sleep(QUIET_WINDOW_MS);
    row('market page, visible (for comparison)', polls.sentSince(since));

    await setHidden(page, true);
    since = Date.now();
    await sleep(QUIET_WINDOW_MS);
    row('market page, tab hidden', polls.sentSince(since));

    await setHidden(page, false);
    since = Date.now();
    await sleep(1000);
    row('tab shown again, first 1 s', polls.sentSince(since));

    // Leaving the page the way a player does: the Home link of the top bar.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${server.url}/`);
    since = Date.now();
    await sleep(QUIET_WINDOW_MS);
    row('left the market page (Home)', polls.sentSince(since));

    await page.evaluate(() => localStorage.removeItem('exchange.auth'));
    since = Date.now();
    await page.goto(server.url + market);
    await sleep(QUIET_WINDOW_MS);
    row('market page, logged out', polls.sentSince(since));
  });
  table(['condition', ...POLL_NAMES], rows);
}

// ---------- (e) heap over a session ----------

async function benchHeap(browser, server) {
  console.info(
    `\n(e) JS heap on the market page after a forced GC, ${HEAP.totalMs / 60_000} min sampled every ${HEAP.everyMs / 1000} s${LONG ? '' : ' (--long: 5 min)'}`,
  );
  await withPage(browser, async (page) => {
    await logIn(page, server.url);
    const market = await busyCricketMatchUrl(page);
    await page.goto(server.url + market);
    await marketShown(page);
    const cdp = await page.context().newCDPSession(page);
    const heapNow = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const samples = [];
    const start = Date.now();
    for (let at = 0; at <= HEAP.totalMs; at += HEAP.everyMs) {
      await sleep(Math.max(0, start + at - Date.now()));
      samples.push({ minutes: (Date.now() - start) / 60_000, bytes: await heapNow() });
    }
    const settled = samples.filter((s) => s.minutes * 60_000 >= HEAP.warmUpMs - 1000);
    const slope = leastSquaresSlope(settled);
    table(['minute', 'used heap'], samples.map((s) => [s.minutes.toFixed(2), kb(s.bytes)]));
    console.info(
      `  slope after ${HEAP.warmUpMs / 1000} s warm-up: ${slope >= 0 ? '+' : ''}${kb(slope)} per minute ` +
        `(${fixed((100 * slope) / settled[0].bytes, 2)} % of the heap per minute); with warm-up: ${kb(leastSquaresSlope(samples))} per minute`,
    );
  });
}

/** Bytes per minute fitted through every sample, so one noisy sample does not decide it. */
function leastSquaresSlope(samples) {
  const mx = avg(samples.map((s) => s.minutes));
  const my = avg(samples.map((s) => s.bytes));
  const num = samples.reduce((a, s) => a + (s.minutes - mx) * (s.bytes - my), 0);
  const den = samples.reduce((a, s) => a + (s.minutes - mx) ** 2, 0);
  return num / den;
}

// ---------- (r) replay of a 30-minute busy-market tape ----------
// Self-contained: builds a 30-minute tape from the recorded cricket fixture (its market polls repeated
// in their recorded phase), then replays it in the simulated build at full speed (?replay.check=1:
// as fast as the page renders, every poll answered from the tape, the screen rendered throughout).

const REPLAY_TAPE_MS = 30 * 60_000;
const REPLAY_CYCLE_MS = 10_000;

function busyMarketTape() {
  const [header, ...entries] = readFileSync(join(ROOT, 'tests/replay/fixtures/cricket-bet.ndjson'), 'utf8')
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

async function benchReplay(browser, server) {
  console.info('\n(r) Replay of a 30-minute busy-market tape at full speed');
  const row = (label, value) => console.info(`  ${label.padEnd(32)} ${value}`);
  const tape = busyMarketTape();
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.route('**/__qa-replay/bench/busy-30min.ndjson', (route) => route.fulfill({ body: tape.text }));
    const started = Date.now();
    await page.goto(`${server.url}/?replay=${encodeURIComponent('/__qa-replay/bench/busy-30min.ndjson')}&replay.check=1`);
    await page.waitForFunction(() => window.__qa?.done === true || window.__qa?.refused !== undefined, null, { timeout: 20 * 60_000, polling: 500 });
    const wallMs = Date.now() - started;
    const report = await page.evaluate(() => ({ refused: window.__qa.refused, served: window.__qa.served(), notRecorded: window.__qa.notRecorded().length }));
    if (report.refused) throw new Error(`the tape was refused: ${report.refused}`);
    row('tape', `${tape.minutes.toFixed(1)} min, ${tape.exchanges} exchanges, ${(tape.text.length / 1e6).toFixed(1)} MB`);
    row('replayed at full speed in', `${(wallMs / 1000).toFixed(1)} s (${((tape.minutes * 60_000) / wallMs).toFixed(0)}x real time)`);
    row('requests served from the tape', `${report.served} (${report.notRecorded} not recorded)`);
  } finally {
    await page.close();
  }
}

// ---------- main ----------

async function main() {
  if (!args.has('--no-build')) {
    await build('simulated');
    await build('operator');
  }
  for (const [name, { dir }] of Object.entries(BUILDS)) {
    if (!existsSync(join(dir, '.vite/manifest.json'))) throw new Error(`no ${name} build in ${dir}: run without --no-build once`);
  }

  const browser = await chromium.launch(CHROMIUM);
  let failures = 0;
  const section = async (letter, fn, ...rest) => {
    if (!ONLY.includes(letter)) return;
    try {
      await fn(browser, ...rest);
    } catch (err) {
      failures += 1;
      console.info(`  FAILED: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
    }
  };
  try {
    await section('a', benchHomeJs);
    const server = await preview('simulated');
    try {
      await section('b', benchRendersPerTick, server);
      await section('c', benchOverlap, server);
      await section('d', benchQuiet, server);
      await section('e', benchHeap, server);
      await section('r', benchReplay, server);
    } finally {
      server.stop();
    }
  } finally {
    await browser.close();
    stopChildren();
  }
  if (failures > 0) {
    console.info(`\n${failures} section(s) could not run.`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  stopChildren();
  console.error(err);
  process.exit(1);
});
