// Lighthouse (the installed package, mobile preset: simulated slow 4G and 4x CPU slowdown) on
// Debian's Chromium through chrome-launcher, with a puppeteer page so a run can start logged in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { connect } from 'puppeteer-core';
import { PLAYER_CHROMIUM_PATH } from '../chromium.mjs';

export async function openLighthouseChrome(flags) {
  const chrome = await chromeLauncher.launch({ chromePath: PLAYER_CHROMIUM_PATH, chromeFlags: flags, logLevel: 'silent' });
  const browser = await connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return {
    browser,
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/**
 * LH_SAVE_DIR=<dir> keeps each run's report (`<page>-<n>.json`) and its trace and network log
 * (`<page>-<n>.trace.json`, `.devtools.json`), to read the LCP breakdown, long tasks and request
 * chain after the run (the trace opens in Chromium's Performance panel).
 */
const saveDir = process.env.LH_SAVE_DIR;
let saved = 0;
function saveReport(url, result) {
  if (!saveDir) return;
  mkdirSync(saveDir, { recursive: true });
  const u = new URL(url);
  const page = u.pathname === '/' ? `${u.port}-home` : `${u.port}-${u.pathname.split('/')[1] || 'page'}`;
  const base = join(saveDir, `${page}-${++saved}`);
  writeFileSync(`${base}.json`, JSON.stringify(result.lhr));
  const art = result.artifacts ?? {};
  if (art.Trace ?? art.traces?.defaultPass) writeFileSync(`${base}.trace.json`, JSON.stringify(art.Trace ?? art.traces.defaultPass));
  if (art.DevtoolsLog ?? art.devtoolsLogs?.defaultPass) writeFileSync(`${base}.devtools.json`, JSON.stringify(art.DevtoolsLog ?? art.devtoolsLogs.defaultPass));
}

const first = (audit) => audit?.details?.items?.[0];

/** A script's short name: its path ('assets/home-x.js'), 'document' for the page's own URL (inline script, HTML parsing), or as Lighthouse gives it. */
export function scriptName(scriptUrl, pageUrl) {
  if (!scriptUrl || !/^https?:/.test(scriptUrl)) return scriptUrl || 'unattributable';
  const u = new URL(scriptUrl);
  const page = new URL(pageUrl);
  if (u.origin === page.origin && u.pathname === page.pathname) return 'document';
  if (u.origin === page.origin && !u.pathname.startsWith('/assets/')) return `document ${u.pathname}`;
  return (u.origin === page.origin ? '' : u.host) + u.pathname.replace(/^\//, u.origin === page.origin ? '' : '/');
}

/**
 * One Lighthouse performance run of `url`. `prepare(page)` runs first (logging in, say); then the
 * storage is kept (only the HTTP cache is cleared, so every asset is fetched cold).
 */
export async function lighthouseRun(browser, url, prepare) {
  const page = await browser.newPage();
  try {
    if (prepare) await prepare(page);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(prepare),
        // LH_JS_SAMPLES=1: the trace keeps V8's CPU samples too, to see which functions fill a long
        // task (it costs CPU: for reading a trace, not for figures).
        ...(process.env.LH_JS_SAMPLES ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      },
      undefined,
      page,
    );
    const lhr = result.lhr;
    saveReport(url, result);
    const a = lhr.audits;
    const lcpNode = first(a['largest-contentful-paint-element'])?.items?.[0]?.node;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} <${(lcpNode.snippet ?? '').slice(1, 40)}`.replace(/\s+/g, ' ') : '-',
      // Long tasks (Lantern's simulated durations, 4x CPU) by the script Lighthouse attributes them to.
      longTasks: (a['long-tasks']?.details?.items ?? []).map((i) => ({ url: scriptName(i.url, url), ms: i.duration, at: i.startTime })),
      bootup: (a['bootup-time']?.details?.items ?? []).map((i) => ({ url: scriptName(i.url, url), scripting: i.scripting, total: i.total })),
      mainThread: (a['mainthread-work-breakdown']?.details?.items ?? []).map((i) => ({ group: i.groupLabel ?? i.group, ms: i.duration })),
      requests: a['network-requests']?.details?.items?.length ?? 0,
      // What moved, for a CLS worth chasing: the largest shifts' elements and scores.
      shifts: (a['layout-shifts']?.details?.items ?? [])
        .slice(0, 3)
        .map((i) => `${(i.node?.nodeLabel ?? i.node?.selector ?? '?').replace(/\s+/g, ' ').slice(0, 50)} ${Number(i.score).toFixed(3)}`),
      // LCP phases (TTFB, load delay, load time, render delay) in ms.
      lcpPhases: (a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map((i) => `${i.phase ?? i.label} ${Math.round(i.timing)}`),
      errors: lhr.runtimeError?.message ?? (lhr.runWarnings ?? []).join('; '),
    };
  } finally {
    await page.close().catch(() => {});
  }
}
