// The soak's scripted player and its watchers: bets across every market kind under random faults, dropped connections, a session expiry and log-outs, and the report (npm run soak; a two-minute run in npm test).
import { expect, type CDPSession, type Locator, type Page, type Request } from '@playwright/test';
import { installPaintProbe } from '../bench/probes.mjs';
import { RAHUL, openCells, slipOf } from './helpers';
import { setSimKnobs, simulatedData, type SimulatedGame } from './simulated';

export interface SoakOptions {
  minutes: number;
  /** Seconds between bets. */
  betEverySec: number;
  /** Fraction of calls that fail at random (the simulated exchange's chaos knob). */
  chaos: number;
  log: (line: string) => void;
}

export interface SoakReport {
  minutes: number;
  crashes: string[];
  attempts: number;
  betsByKind: Record<string, number>;
  /** Confirmations the player was told were placed (success toasts). */
  toldPlaced: number;
  /** Distinct clientRefs the page sent. */
  refsSent: number;
  /** Bets the exchange holds with a clientRef the page sent. */
  betsHeld: number;
  /** clientRefs the exchange holds more than one bet for. */
  doubled: string[];
  screen: { balance: number; exposure: number };
  ledger: { balance: number; exposure: number };
  /** Requests of one poll (same GET address) that started while one was still in flight. */
  overlaps: string[];
  heapMb: { first: number; last: number; samples: number[] };
  slowestPaintMs: number | null;
  drops: number;
  expiries: number;
  relogins: number;
}

const POLL_PATH = /\/(v2\/fetch-|v2\/get-horse-odds|sports\/v1\/casino\/.+\/(data|result)|casino\/data\/|bet\/exposure\/fetch|bet\/trade\/list|auth\/letest-user-details|v2\/list\/horseRace|domain\/notice)/;

/** GET requests of the polls, by address: a second one while the first is in flight is an overlap. */
function watchPolls(page: Page, start: number): { overlaps: string[]; abandon: () => void } {
  const inFlight = new Map<string, number>();
  const overlaps: string[] = [];
  // The soak's own reads of the exchange (the ledger at the end, marked x-soak-read) leave from the page too: not the app's polls.
  const keyOf = (req: Request) =>
    req.method() === 'GET' && POLL_PATH.test(new URL(req.url()).pathname) && req.headers()['x-soak-read'] !== '1' ? req.url() : null;
  page.on('request', (req) => {
    const key = keyOf(req);
    if (!key) return;
    const n = inFlight.get(key) ?? 0;
    if (n > 0) overlaps.push(`${new URL(key).pathname} at ${elapsed(start)}`);
    inFlight.set(key, n + 1);
  });
  const done = (req: Request) => {
    const key = keyOf(req);
    if (key) inFlight.set(key, Math.max(0, (inFlight.get(key) ?? 1) - 1));
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  /**
   * Going offline, logging out or a session ending makes the client abort what it had in flight;
   * the browser may report that late or never (the service worker still holds it), so it no longer counts.
   */
  const abandon = () => inFlight.clear();
  return { overlaps, abandon };
}

/** Every bet request's clientRef. */
function watchBets(page: Page): Set<string> {
  const refs = new Set<string>();
  page.on('request', (req) => {
    if (req.method() !== 'POST' || new URL(req.url()).pathname !== '/bet/save2') return;
    const ref = (req.postDataJSON() as { clientRef?: unknown }).clientRef;
    if (typeof ref === 'string') refs.add(ref);
  });
  return refs;
}

/** Toasts as they appear, with their kind (they close after 2 s). */
/**
 * Every toast the player was shown, as it appears. Each is handed to the test at once (a binding),
 * so a reload (logging in again after the session expired) does not lose the toasts shown before it.
 */
async function collectToasts(page: Page): Promise<{ kind: string; text: string }[]> {
  const log: { kind: string; text: string }[] = [];
  await page.exposeFunction('__soakToast', (kind: string, text: string) => log.push({ kind, text }));
  await page.addInitScript(() => {
    const tell = (window as unknown as { __soakToast: (kind: string, text: string) => void }).__soakToast;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement)
            for (const t of n.matches('.Toastify__toast') ? [n] : n.querySelectorAll('.Toastify__toast')) {
              void tell(/Toastify__toast--(\w+)/.exec(t.className)?.[1] ?? 'default', t.textContent ?? '');
            }
    }).observe(document, { childList: true, subtree: true });
  });
  return log;
}

/** Goes to a path inside the app without loading the page again (one JavaScript heap for the whole soak). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The exchange's own answer to a call, read through the page with the contract's headers. */
async function exchange<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const auth = JSON.parse(localStorage.getItem('exchange.auth') ?? '{}') as { accessToken?: string };
      // The contract's headers from the simulated exchange itself: asking /domain/host for the domain's
      // _id met the chaos too (a malformed answer sent d: "undefined", a contract violation of the soak's own).
      const sim = (window as unknown as { simulatedExchange: { headersFor: (t: string | null) => Record<string, string> } }).simulatedExchange;
      const res = await fetch(path, {
        method,
        // x-soak-read: the soak's own read, which the poll watcher does not count as the app's.
        headers: { ...sim.headersFor(auth.accessToken ?? null), 'x-soak-read': '1', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return (await res.json()) as unknown;
    },
    { method, path, body },
  ) as Promise<T>;
}

/** Whether the locator shows within `ms` (isVisible does not wait). */
const shows = (el: Locator, ms: number): Promise<boolean> => el.waitFor({ state: 'visible', timeout: ms }).then(
  () => true,
  () => false,
);

const money = async (el: Locator): Promise<number> => Number((await el.textContent())?.replace(/[^\d.-]/g, ''));

/** Logs in through the header's form; a sign-in that met a fault is tried again, as a player does. */
async function logIn(page: Page): Promise<void> {
  const balance = page.getByTestId('balance');
  for (let attempt = 0; attempt < 6; attempt++) {
    const form = page.getByRole('form', { name: 'Login' }).first();
    await form.getByPlaceholder('Username').fill(RAHUL.userName);
    await form.getByPlaceholder('Password').fill(RAHUL.password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    if (await shows(balance, 20_000)) return;
  }
  await expect(balance).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /My Account/ }).first().click();
  await page.getByRole('menuitem', { name: 'Logout' }).or(page.getByRole('button', { name: 'Logout' })).first().click();
  await expect(page.getByRole('form', { name: 'Login' }).first()).toBeVisible({ timeout: 30_000 });
}

interface ListedMatch {
  eventId: string;
  competitionId: string;
  matchId: string;
  eventName: string;
  inPlay: boolean;
  declared: boolean;
  bm: unknown;
  fancy: unknown;
}

/** The price answers a cell's change is timed from, by kind (the bench's POLL_PATHS). */
const PRICE_ANSWERS: [string, string][] = [
  ['fetch-market-odds', '/v2/fetch-market-odds/'],
  ['fetch-bookmaker-odds', '/v2/fetch-bookmaker-odds/'],
  ['fetch-market-session', '/v2/fetch-market-session/'],
];

type Kind = 'odds' | 'bookmaker' | 'fancy' | 'casino' | 'horse';
const KINDS: Kind[] = ['odds', 'bookmaker', 'fancy', 'casino', 'horse'];

/** One bet of a kind, as a player places it; false when there was nothing to bet on in time (a suspended market, a closed round). */
async function placeOne(page: Page, kind: Kind, measurePaint: (ms: number[]) => void): Promise<boolean> {
  if (kind === 'casino') return placeCasino(page);
  if (kind === 'horse') {
    await go(page, '/horseracing');
    const live = page.locator('button[data-live="on"]:not([data-blink="on"])').first();
    if (!(await shows(live, 20_000))) return false;
    await live.click();
    return slipBet(page, page.locator('[data-market]').first(), /^Back .* at \d/);
  }
  const matches = await exchange<{ data?: ListedMatch[] }>(page, 'GET', '/v2/get-matches-by-eventid/4').catch(() => ({ data: [] }));
  // The soak's own read meets the chaos too: a malformed answer is 'nothing to bet on' this time.
  const inPlay = (Array.isArray(matches?.data) ? matches.data : []).filter((x) => x.inPlay && !x.declared && x.bm && x.fancy);
  // The first in-play match whose market of this kind has an open price now: a match hours into play
  // may have no fancy row left, or its Match Odds suspended for a while.
  let region: Locator | null = null;
  for (const m of inPlay.slice(0, 3)) {
    await go(page, `/fullmarket/${m.eventId}/${m.competitionId}/${m.matchId}?eventName=${encodeURIComponent(m.eventName)}&inplay=true`);
    // Exact names: the player's bets on the match show under regions named 'Bets on Match Odds' and the like.
    const here =
      kind === 'odds'
        ? page.getByRole('region', { name: 'Match Odds', exact: true })
        : kind === 'bookmaker'
          ? page.locator('section[data-market]').filter({ has: page.getByText('0% commission') }).first()
          : page.getByRole('region', { name: 'Fancy', exact: true });
    if ((await shows(here, 10_000)) && (await shows(openCells(here, /^(Back|Lay|No|Yes) .* at \d/).first(), 10_000))) {
      region = here;
      break;
    }
  }
  if (!region) return false;
  // One probe for the page's life (each install adds observers of the whole document, never removed):
  // installed at the first market visit, read and emptied at each. It times each changed price cell
  // from its own answer's arrival to the frame after its commit (the bench's `paint` section).
  if (!(await page.evaluate(() => 'benchPaintProbe' in window))) {
    await page.evaluate(installPaintProbe, { kinds: PRICE_ANSWERS });
  } else {
    await page.evaluate(() => (window as unknown as { benchPaintProbe: { take: () => unknown } }).benchPaintProbe.take());
  }
  const placed = await slipBet(page, region, /^(Back|Lay|No|Yes) .* at \d/);
  const probe = await page.evaluate(() => (window as unknown as { benchPaintProbe?: { take: () => { changes: { paint: number }[] } } }).benchPaintProbe?.take());
  measurePaint((probe?.changes ?? []).map((c) => c.paint));
  return placed;
}

async function slipBet(page: Page, region: Locator, name: RegExp): Promise<boolean> {
  const cell = openCells(region, name).first();
  if (!(await shows(cell, 20_000))) return false;
  await cell.click({ timeout: 5_000 }).catch(() => undefined);
  const slip = slipOf(page);
  if (!(await shows(slip, 5_000))) return false;
  await slip.getByRole('textbox', { name: 'Stake' }).fill('100');
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  // The delay, then the slip closes (placed) or says why not; a lost answer is resolved first.
  await Promise.race([
    slip.waitFor({ state: 'detached', timeout: 30_000 }),
    slip.getByRole('alert').waitFor({ timeout: 30_000 }),
  ]).catch(() => undefined);
  return true;
}

async function placeCasino(page: Page): Promise<boolean> {
  const games = await simulatedData<SimulatedGame[]>(page, '/sports/casino/games').catch(() => []);
  const game = (Array.isArray(games) ? games : []).find((g) => g.name === 'DRAGON TIGER');
  if (!game) return false;
  await go(page, `/casino/${game.eventId}/${game.legueId}/${game.matchId}`);
  const table = page.getByTestId('casino-table');
  const outcome = table.locator('button.cell:not([disabled])').first();
  if (!(await shows(outcome, 25_000))) return false;
  await outcome.click({ timeout: 5_000 }).catch(() => undefined);
  const slip = page.getByRole('group', { name: 'Bet slip' });
  if (!(await shows(slip, 5_000))) return false;
  await slip.getByRole('button', { name: 'Chip 100', exact: true }).click();
  await slip.getByRole('button', { name: 'Place Bet' }).click({ timeout: 5_000 }).catch(() => undefined);
  await slip.waitFor({ state: 'detached', timeout: 20_000 }).catch(() => undefined);
  return true;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize / 1_048_576;
}

/** Runs the soak on a fresh page of the built app on the simulated exchange and returns its report. */
export async function soak(page: Page, opts: SoakOptions): Promise<SoakReport> {
  const crashes: string[] = [];
  page.on('pageerror', (e) => crashes.push(e.message));
  const polls = watchPolls(page, Date.now());
  const refs = watchBets(page);
  const seen = await collectToasts(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await setSimKnobs(page, { chaos: 0, faults: {}, force401: false });
  await logIn(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');

  const start = Date.now();
  const endAt = start + opts.minutes * 60_000;
  const minuteMs = 60_000;
  const logoutEveryMs = Math.min(10 * minuteMs, (opts.minutes * minuteMs) / 2);
  const expireAt = start + opts.minutes * minuteMs * 0.75;
  let expired = false;
  let nextDrop = start + minuteMs - 10_000;
  let nextLogout = start + logoutEveryMs;
  let nextHeap = start + minuteMs;
  const heap: number[] = [];
  const paints: number[] = [];
  const betsByKind: Record<string, number> = {};
  let attempts = 0;
  let drops = 0;
  let relogins = 0;
  let kindIndex = 0;

  await setSimKnobs(page, { chaos: opts.chaos });
  while (Date.now() < endAt) {
    const loopStart = Date.now();
    if (loopStart >= nextHeap) {
      heap.push(await heapMb(cdp));
      nextHeap += minuteMs;
    }
    if (loopStart >= nextDrop) {
      // The connection drops for 5 s: every call fails as with the network down.
      await setSimKnobs(page, { faults: { all: 'offline' } });
      await page.waitForTimeout(5_000);
      polls.abandon();
      await setSimKnobs(page, { faults: {} });
      drops += 1;
      nextDrop += minuteMs;
      opts.log(`  ${elapsed(start)} connection dropped for 5 s`);
    }
    if (!expired && loopStart >= expireAt) {
      // The session expires: the exchange refuses this token from now on; the player logs in again.
      const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('exchange.auth') ?? '{}') as { accessToken?: string }).accessToken ?? '');
      await setSimKnobs(page, { force401: [token] });
      await expect(page.getByRole('form', { name: 'Login' }).first()).toBeVisible({ timeout: 60_000 });
      await setSimKnobs(page, { force401: false });
      polls.abandon();
      await logIn(page);
      expired = true;
      opts.log(`  ${elapsed(start)} session expired, logged in again`);
    }
    if (loopStart >= nextLogout && Date.now() < endAt - 20_000) {
      await go(page, '/');
      await logOut(page);
      polls.abandon();
      await logIn(page);
      relogins += 1;
      nextLogout += logoutEveryMs;
      opts.log(`  ${elapsed(start)} logged out and in`);
    }
    const kind = KINDS[kindIndex++ % KINDS.length] as Kind;
    attempts += 1;
    const placed = await placeOne(page, kind, (ms) => paints.push(...ms)).catch((e: Error) => {
      opts.log(`  ${elapsed(start)} ${kind}: ${e.message.split('\n')[0]}`);
      return false;
    });
    if (placed) betsByKind[kind] = (betsByKind[kind] ?? 0) + 1;
    opts.log(`  ${elapsed(start)} ${kind}: ${placed ? 'confirmed' : 'nothing to bet on'}`);
    const wait = opts.betEverySec * 1000 - (Date.now() - loopStart);
    if (wait > 0) await page.waitForTimeout(Math.min(wait, Math.max(0, endAt - Date.now())));
  }

  // Calm: no faults; the header's next poll brings the exchange's figures.
  await setSimKnobs(page, { chaos: 0, faults: {}, force401: false });
  await go(page, '/');
  heap.push(await heapMb(cdp));
  const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const from = new Date(start - 86_400_000).toISOString().slice(0, 10);
  const held: string[] = [];
  for (const status of ['unsettled', 'settled']) {
    const answer = await exchange<{ data: { pageItems: { clientRef?: string }[] } }>(page, 'POST', '/bet/history/test/1/1000', { status, sportsName: '', from, to });
    held.push(...answer.data.pageItems.map((b) => b.clientRef ?? '').filter((r) => refs.has(r)));
  }
  const doubled = [...new Set(held.filter((r, i) => held.indexOf(r) !== i))];
  opts.log(`  toasts: ${seen.map((t) => `${t.kind}: ${t.text}`).join(' | ')}`);
  const told = seen.filter((t) => t.kind === 'success' && /bet|placed/i.test(t.text)).length;

  // The screen's balance and exposure settle on the exchange's (its header polls every 20 s; refresh asks now).
  let screen = { balance: NaN, exposure: NaN };
  let ledger = { balance: NaN, exposure: NaN };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    await page.getByRole('button', { name: /refresh/i }).first().click().catch(() => undefined);
    await page.waitForTimeout(2_000);
    const user = await exchange<{ user: { openingBalance: number } }>(page, 'GET', '/auth/letest-user-details');
    const exp = await exchange<{ exposure: number }>(page, 'GET', '/bet/exposure/fetch');
    // The header's main balance is openingBalance minus exposure (spec: 'Main balance shown').
    ledger = { balance: Math.round((user.user.openingBalance - exp.exposure) * 100) / 100, exposure: exp.exposure };
    screen = { balance: await money(page.getByTestId('balance')), exposure: await money(page.getByTestId('exposure')) };
    if (Math.abs(screen.balance - ledger.balance) < 0.005 && Math.abs(screen.exposure - ledger.exposure) < 0.005) break;
  }
  if ((await page.locator('#root').innerHTML()).trim() === '') crashes.push('the app unmounted (blank page)');

  return {
    minutes: opts.minutes,
    crashes,
    attempts,
    betsByKind,
    toldPlaced: told,
    refsSent: refs.size,
    betsHeld: held.length,
    doubled,
    screen,
    ledger,
    overlaps: polls.overlaps,
    heapMb: { first: heap[0] ?? NaN, last: heap.at(-1) ?? NaN, samples: heap.map((h) => Math.round(h * 100) / 100) },
    slowestPaintMs: paints.length ? Math.max(...paints) : null,
    drops,
    expiries: expired ? 1 : 0,
    relogins,
  };
}

const elapsed = (start: number) => {
  const s = Math.round((Date.now() - start) / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** The report as the soak prints it. */
export function printReport(r: SoakReport): string[] {
  const heapGrowth = r.heapMb.last - r.heapMb.first;
  return [
    `soak: ${r.minutes} min, ${r.attempts} bet attempts (bets sent: ${KINDS.map((k) => `${k} ${r.betsByKind[k] ?? 0}`).join(', ')}), ${r.drops} connection drops, ${r.expiries} session expiry, ${r.relogins} log-outs and ins`,
    `  crashes                                  ${r.crashes.length} (goal 0)${r.crashes.length ? `: ${r.crashes.slice(0, 3).join(' | ')}` : ''}`,
    `  bets confirmed, told placed              ${r.toldPlaced}`,
    `  bets the exchange holds by clientRef     ${r.betsHeld} of ${r.refsSent} refs sent (goal: one per confirmation told placed)`,
    `  doubled (two bets for one clientRef)     ${r.doubled.length} (goal 0)`,
    `  balance on screen / exchange (opening minus exposure) ${r.screen.balance.toFixed(2)} / ${r.ledger.balance.toFixed(2)} (goal: equal)`,
    `  exposure on screen / exchange            ${r.screen.exposure.toFixed(2)} / ${r.ledger.exposure.toFixed(2)} (goal: equal)`,
    `  overlapping requests of one poll         ${r.overlaps.length} (goal 0)${r.overlaps.length ? `: ${[...new Set(r.overlaps)].slice(0, 3).join(', ')}` : ''}`,
    `  heap after the first minute -> end       ${r.heapMb.first.toFixed(2)} -> ${r.heapMb.last.toFixed(2)} MB, growth ${heapGrowth.toFixed(2)} MB (goal under 2 MB); per minute ${r.heapMb.samples.join(', ')}`,
    `  slowest price to paint                   ${r.slowestPaintMs === null ? 'not measured' : `${Math.round(r.slowestPaintMs)} ms`}`,
  ];
}
