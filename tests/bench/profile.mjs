// What runs at start-up: a CPU profile of a page load (Chromium's profiler through CDP, CPU slowed
// 4x as Lighthouse's mobile preset does), self time summed by source module through the build's
// source maps and by function.
import { join } from 'node:path';
import { positionLookup } from './sourcemaps.mjs';

/**
 * Loads `url` in a fresh context with the profiler on, until `settleMs` after the load event.
 * `assetsDir` is the build's folder, to map script positions to modules.
 */
export async function profileStartup(browser, url, assetsDir, { settleMs = 3000, prepare } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  try {
    if (prepare) await prepare(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return summarize(profile, assetsDir, new URL(url).origin);
  } finally {
    await context.close();
  }
}

function summarize(profile, assetsDir, origin) {
  const lookups = new Map();
  const lookupFor = (scriptUrl) => {
    if (!lookups.has(scriptUrl)) {
      const path = scriptUrl.startsWith(origin + '/assets/') ? join(assetsDir, scriptUrl.slice(origin.length)) : null;
      lookups.set(scriptUrl, path ? positionLookup(path) : null);
    }
    return lookups.get(scriptUrl);
  };
  /** A profile node's module: the build's source by its source map, else its URL, or the engine's own. */
  const moduleOf = (node) => {
    const f = node.callFrame;
    if (!f.url) return f.functionName.startsWith('(') ? f.functionName : '(native)';
    const lookup = lookupFor(f.url);
    return lookup ? lookup(f.lineNumber, f.columnNumber) : f.url.replace(origin, '');
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = deltas[i + 1] ?? 0;
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
  }
  const byModule = new Map();
  const byFunction = new Map();
  let totalMs = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    const f = node.callFrame;
    const ms = us / 1000;
    if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
    totalMs += ms;
    const module = moduleOf(node);
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
    const fn = `${f.functionName || '(anonymous)'} [${module}]`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { totalMs, modules: top(byModule, 12), functions: top(byFunction, 12), tasks: longStretches(profile, byId, moduleOf) };
}

/**
 * The long tasks as the profile sees them: stretches of samples with no idle sample between them
 * that last over 50 ms (at the 4x slowdown, as Lighthouse's TBT counts them), each with the modules
 * its time went to, self time, and the app modules on its stacks (time under them, inclusive).
 */
function longStretches(profile, byId, moduleOf) {
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stretches = [];
  let t = profile.startTime;
  let cur = null;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(profile.samples[i]);
    const name = node.callFrame.functionName;
    if (name === '(idle)') {
      if (cur) stretches.push(cur);
      cur = null;
      continue;
    }
    cur ??= { start: t, end: t, self: new Map(), under: new Map() };
    cur.end = t + dt;
    if (name === '(program)') continue;
    const m = moduleOf(node);
    cur.self.set(m, (cur.self.get(m) ?? 0) + dt / 1000);
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const mod = moduleOf(byId.get(id));
      if (!/^(src|streams|machines)\//.test(mod) || seen.has(mod)) continue;
      seen.add(mod);
      cur.under.set(mod, (cur.under.get(mod) ?? 0) + dt / 1000);
    }
  }
  if (cur) stretches.push(cur);
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return stretches
    .filter((s) => s.end - s.start > 50_000)
    .map((s) => ({ startMs: (s.start - profile.startTime) / 1000, ms: (s.end - s.start) / 1000, self: top(s.self, 6), under: top(s.under, 6) }));
}
