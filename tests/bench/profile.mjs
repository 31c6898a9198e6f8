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
    let module;
    if (!f.url) module = f.functionName.startsWith('(') ? f.functionName : '(native)';
    else {
      const lookup = lookupFor(f.url);
      module = lookup ? lookup(f.lineNumber, f.columnNumber) : f.url.replace(origin, '');
    }
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
    const fn = `${f.functionName || '(anonymous)'} [${module}]`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { totalMs, modules: top(byModule, 12), functions: top(byFunction, 12) };
}
