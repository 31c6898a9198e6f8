// The fault matrix: every call of FAULT_ROWS x {5xx, HTML page, malformed JSON, slower than its period, offline then back, 401}, on the page that makes it; prints the table of cells.
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { callNameOf } from '../../src/mocks/calls';
import { FAULT_ROWS, type FaultRow } from './faultRows';
import { RAHUL, logIn } from './helpers';
import { setSimKnobs } from './simulated';

/** The columns, in the order they run: 401 last, since it ends the session. */
const FAULTS = ['500', 'html', 'malformed', 'slow', 'offline', '401'] as const;
type FaultName = (typeof FAULTS)[number];
const COLUMN: Record<FaultName, string> = {
  '500': '5xx',
  html: 'HTML page',
  malformed: 'malformed',
  slow: 'slow',
  offline: 'offline+back',
  '401': '401',
};

/** Every cell's outcome, printed as a table when the file ends. */
const results = new Map<string, Partial<Record<FaultName, string>>>();

test.afterAll(() => {
  const head = ['call', 'where', ...FAULTS.map((f) => COLUMN[f])];
  const lines = FAULT_ROWS.filter((r) => results.has(r.call)).map((r) => [
    r.call,
    r.where,
    ...FAULTS.map((f) => results.get(r.call)?.[f] ?? '-'),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  // The suite's printed table of cells (the one console output this file makes on purpose).
  console.info(['', 'Fault matrix', fmt(head), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n'));
});

interface Sent {
  fault: string | null;
  done: boolean;
  good: boolean;
}

/** Watches one call's requests: which fault was set when each left, which were answered well, the last good body. */
function watchCall(page: Page, call: string) {
  const sent: Sent[] = [];
  const byRequest = new Map<Request, Sent>();
  const state = { fault: null as string | null, lastGood: undefined as unknown, inFlight: 0, maxInFlight: 0 };
  const mine = (req: Request) => callNameOf(req.method(), req.url()) === call;
  page.on('request', (req) => {
    if (!mine(req)) return;
    const s: Sent = { fault: state.fault, done: false, good: false };
    sent.push(s);
    byRequest.set(req, s);
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
  });
  const finish = (req: Request) => {
    const s = byRequest.get(req);
    if (!s || s.done) return;
    s.done = true;
    state.inFlight -= 1;
  };
  page.on('requestfailed', finish);
  page.on('response', async (res) => {
    const s = byRequest.get(res.request());
    if (!s) return;
    let body: unknown;
    try {
      body = res.ok() && (s.fault === null || s.fault.startsWith('slow')) ? await res.json() : undefined;
    } catch {
      body = undefined;
    }
    // A request that left just before the fault was set may still have met it: only a real body counts.
    if (body !== undefined && (body as { status?: unknown }).status !== 'ok') {
      s.good = true;
      state.lastGood = body;
    }
    finish(res.request());
  });
  /**
   * Going offline, or leaving the page, makes the client drop (abort) the request it had in flight;
   * the browser may report that late or never, so it no longer counts as in flight.
   */
  const abandonInFlight = () => {
    for (const [, s] of byRequest) if (!s.done) s.done = true;
    state.inFlight = 0;
  };
  return { sent, state, abandonInFlight };
}

/** Every toast's text since the page loaded (they close after 2 s, so they are collected as they appear). */
async function collectToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { toastLog: string[] }).toastLog = log;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement) for (const t of n.matches('.Toastify__toast') ? [n] : n.querySelectorAll('.Toastify__toast')) log.push(t.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}
const toastsSince = async (page: Page, from: number): Promise<string[]> =>
  (await page.evaluate(() => (window as unknown as { toastLog: string[] }).toastLog)).slice(from);
const toastCount = async (page: Page): Promise<number> => (await toastsSince(page, 0)).length;

const setFault = (page: Page, call: string, fault: string | null): Promise<void> =>
  setSimKnobs(page, { faults: fault === null ? {} : { [call]: fault } });

/** Waits until `done()`, making the call again now and then when the row says how (a one-off call, or a long period). */
async function until(page: Page, row: FaultRow, done: () => boolean, what: string, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let askedAt = 0;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: not seen in ${timeoutMs / 1000} s`);
    // A one-off call is asked for once; a long-period poll's refresh every 2 s.
    if (row.again && (askedAt === 0 || ((row.periodMs ?? 0) > 5_000 && Date.now() - askedAt > 2_000))) {
      await row.again(page).catch(() => undefined);
      askedAt = Date.now();
    }
    await page.waitForTimeout(250);
  }
}

/** No crash: the router's error screen never showed and no script error escaped. */
async function expectNoCrash(page: Page, errors: string[]): Promise<void> {
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  expect(errors, 'uncaught page errors').toEqual([]);
}

/** The slow fault's delay: one second longer than the call's period (a one-off call: 3 s). */
const slowSpec = (row: FaultRow) => `slow:${(row.periodMs ?? 2_000) + 1_000}`;

async function runCell(page: Page, context: BrowserContext, row: FaultRow, fault: FaultName, watch: ReturnType<typeof watchCall>, errors: string[]): Promise<void> {
  const { sent, state } = watch;
  const spec = fault === 'slow' ? slowSpec(row) : fault;
  state.maxInFlight = state.inFlight;
  const toastsBefore = await toastCount(page);
  const from = sent.length;
  state.fault = spec;
  if (fault === 'offline') await context.setOffline(true);
  await setFault(page, row.call, spec);

  if (fault === 'offline') {
    // Polls stand still while the browser says it is offline (a refresh too); a one-off call fails.
    if (row.periodMs === undefined) await until(page, row, () => sent.slice(from).some((s) => s.done), 'a request while offline');
    else {
      await row.again?.(page);
      await page.waitForTimeout(Math.min(row.periodMs, 3_000));
    }
  } else {
    // Polls with a short period go on by themselves: two rounds show they do.
    // A 401 ends the session, and the polls with it; a longer poll shows it goes on by recovering.
    const rounds = fault !== '401' && row.periodMs !== undefined && row.periodMs <= 2_000 ? 2 : 1;
    await until(page, row, () => sent.slice(from).filter((s) => s.done).length >= rounds, `${rounds} faulted round(s)`);
  }

  if (fault === '401') {
    await expect.poll(() => toastsSince(page, toastsBefore)).toContain('Session expired!');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('form', { name: 'Login' }).first()).toBeVisible();
    await expectNoCrash(page, errors);
    // Back: the player logs in again and the page shows a current answer.
    state.fault = null;
    await setFault(page, row.call, null);
    watch.abandonInFlight();
    await logIn(page, RAHUL);
    const back = sent.length;
    await row.open(page);
    await until(page, row, () => sent.slice(back).some((s) => s.good), 'a good answer after logging in again');
    await expect(async () => row.shows(page, state.lastGood)).toPass({ timeout: 10_000 });
    return;
  }

  // The last good state is still on screen, and nothing crashed.
  await expectNoCrash(page, errors);
  await expect(async () => row.shows(page, state.lastGood)).toPass({ timeout: 10_000 });

  // The message the specifications name, or nothing but a log line.
  // A slow answer is no failure; offline, a poll waits for the network instead of failing (the header's connection state says so).
  const expectsNotice = row.notice !== 'log' && fault !== 'slow' && !(fault === 'offline' && row.periodMs !== undefined);
  if (expectsNotice) {
    const notice = row.notice as RegExp;
    await expect
      .poll(async () => {
        const texts = [...(await toastsSince(page, toastsBefore)), ...(await page.getByRole('alert').allTextContents())];
        return texts.some((t) => notice.test(t.trim()));
      }, { message: `a notice matching ${notice}` })
      .toBe(true);
  } else {
    expect(await toastsSince(page, toastsBefore), 'toasts for a fault that is only logged').toEqual([]);
  }

  // Recovery: the first or second round after the fault is lifted answers, and the screen shows it.
  state.fault = null;
  const back = sent.length;
  await setFault(page, row.call, null);
  if (fault === 'offline') {
    watch.abandonInFlight();
    await context.setOffline(false);
  }
  await until(page, row, () => sent.slice(back).some((s) => s.good), 'a good answer after recovery');
  if (!row.again) {
    const first = sent.slice(back).findIndex((s) => s.good);
    expect(first, 'rounds after recovery before a good answer (more than one period)').toBeLessThanOrEqual(1);
  }
  await expect(async () => row.shows(page, state.lastGood)).toPass({ timeout: 10_000 });
  if (expectsNotice && row.again) await expect(page.getByRole('alert').filter({ hasText: row.notice as RegExp })).toHaveCount(0);
  // No two requests of the call overlapped, however slow the answers.
  expect(state.maxInFlight, 'requests of this call in flight at once').toBeLessThanOrEqual(1);
}

test.describe('fault matrix', () => {
  test.describe.configure({ timeout: 300_000 });

  for (const row of FAULT_ROWS) {
    test(`${row.call} on ${row.where} survives every fault`, async ({ page, context }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await collectToasts(context);
      const watch = watchCall(page, row.call);
      await logIn(page, RAHUL);
      await row.open(page);
      await until(page, row, () => watch.sent.some((s) => s.good), 'a first good answer');
      await expect(async () => row.shows(page, watch.state.lastGood)).toPass({ timeout: 10_000 });

      const outcome: Partial<Record<FaultName, string>> = {};
      results.set(row.call, outcome);
      const failures: string[] = [];
      for (const fault of FAULTS) {
        try {
          await runCell(page, context, row, fault, watch, errors);
          outcome[fault] = 'ok';
        } catch (err) {
          outcome[fault] = 'FAIL';
          failures.push(`${fault}: ${(err as Error).message.split('\n').slice(0, 6).join(' ')}`);
          // Leave the next cell a clean start.
          watch.state.fault = null;
          await context.setOffline(false);
          await setFault(page, row.call, null).catch(() => undefined);
          errors.length = 0;
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
