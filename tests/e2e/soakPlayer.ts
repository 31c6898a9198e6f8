// The soak's scripted player and its watchers: bets across every market kind under random faults, dropped connections, a session expiry and log-outs, and the report (npm run soak; a two-minute run in npm test).
// Each attempt is one player action: what the page told the player about it (its toasts and the slip's alert) and the bets the
// exchange's ledger gained while it ran are counted per action, not per clientRef (tests/e2e/betsPerAction.ts, issue 31 items 2-3).
import { expect, type CDPSession, type ElementHandle, type Locator, type Page, type Request } from '@playwright/test';
import { installPaintProbe } from '../bench/probes.mjs';
import { betsPerAction, figuresByLabel, toldOf, type ActionIdentity, type KindFigures, type LedgerBet, type PlayerAction } from './betsPerAction';
import { RAHUL, openCells, slipOf } from './helpers';
import { nextFrames } from './pageClock';
import { setSimKnobs, simulatedData, type SimulatedGame } from './simulated';

export interface SoakOptions {
  /** The soak runs at least this long (real time)... */
  minutes: number;
  /** ...and makes at least this many attempts: on a slow machine an attempt takes longer, and the run with it, never fewer attempts. */
  minAttempts?: number;
  /** Seconds between bets. */
  betEverySec: number;
  /** Fraction of calls that fail at random (the simulated exchange's chaos knob). */
  chaos: number;
  log: (line: string) => void;
}

export interface SoakReport {
  minutes: number;
  /** How long it ran: `minutes`, or longer when the attempts asked for took longer. */
  ranMinutes: number;
  crashes: string[];
  attempts: number;
  /** Per kind: attempts, those that sent a bet, told placed, bets the exchange holds for them, lost-then-found, why the others failed. */
  kinds: Record<string, KindFigures>;
  /**
   * Per action and per ref: told placed but not held exactly once, held but not told placed (nor lost-then-found),
   * a bet not the one asked for or with a ref the action did not send, a ref held twice.
   */
  problems: string[];
  /** Kinds with no bet held in a whole 10-minute stretch of the soak ('00-10 min: casino'). */
  kindsMissing: string[];
  /** The same in a last stretch shorter than 10 minutes (a shorter soak: the whole of it), reported, not a failure: 'per 10 minutes' needs 10 minutes. */
  kindsMissingShort: string[];
  /** Distinct clientRefs the page sent. */
  refsSent: number;
  /** Bets the exchange gained during the soak (its ledger, whatever their ref). */
  betsHeld: number;
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

/** The attempt running now: the refs the page sends and the toasts it shows are its own until the next attempt starts. */
interface Running {
  refs: string[];
  toasts: { kind: string; text: string }[];
}

/** Every bet request's clientRef, handed to the attempt running; `inFlight` counts those not yet answered. */
function watchBets(page: Page, running: () => Running | null): { refs: Set<string>; inFlight: () => number } {
  const refs = new Set<string>();
  const open = new Set<Request>();
  page.on('request', (req) => {
    if (req.method() !== 'POST' || new URL(req.url()).pathname !== '/bet/save2') return;
    open.add(req);
    const ref = (req.postDataJSON() as { clientRef?: unknown }).clientRef;
    if (typeof ref !== 'string') return;
    refs.add(ref);
    running()?.refs.push(ref);
  });
  page.on('requestfinished', (req) => open.delete(req));
  page.on('requestfailed', (req) => open.delete(req));
  return { refs, inFlight: () => open.size };
}

/**
 * The player's bets as the page's simulated exchange holds them (open and settled), straight from its ledger
 * (`window.simulatedExchange.ledgerBets`): no call, so no chaos. A log-out reloads the page: then it waits for the exchange.
 */
async function ledgerBets(page: Page): Promise<LedgerBet[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      // No deadline: the exchange starts with the page, however slow the machine; the retries are for a log-out's reload
      // destroying the page's context under the read.
      await page.waitForFunction(() => (window as unknown as { simulatedExchange?: { ready?: boolean } }).simulatedExchange?.ready === true);
      return await page.evaluate(
        (name) => (window as unknown as { simulatedExchange: { ledgerBets: (n: string) => LedgerBet[] } }).simulatedExchange.ledgerBets(name),
        RAHUL.userName,
      );
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

/**
 * Every toast the player was shown, with its kind, as it appears (they close after 2 s). Each is handed to the test at
 * once (a binding), so a reload (logging in again after the session expired) does not lose the toasts shown before it;
 * the attempt running is told too.
 */
export async function collectToasts(page: Page, running: () => Running | null): Promise<{ kind: string; text: string }[]> {
  const log: { kind: string; text: string }[] = [];
  await page.exposeFunction('__soakToast', (kind: string, text: string) => {
    log.push({ kind, text });
    running()?.toasts.push({ kind, text });
  });
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

/**
 * Whether the locator shows within `ms` (isVisible does not wait). Only for a price, a race or a round that may close
 * or never come: the player who misses it moves on, and the attempt is reported with why; each use says so.
 */
const shows = (el: Locator, ms: number): Promise<boolean> => el.waitFor({ state: 'visible', timeout: ms }).then(
  () => true,
  () => false,
);

const money = async (el: Locator): Promise<number> => Number((await el.textContent())?.replace(/[^\d.-]/g, ''));

/**
 * Logs in through the header's form; a sign-in that met a fault is tried again, as a player does. It waits for the
 * sign-in's outcome, however long it takes: the balance (logged in) or the form no longer busy (it failed: the header
 * says why in a toast).
 */
async function logIn(page: Page): Promise<void> {
  const balance = page.getByTestId('balance');
  for (let attempt = 0; attempt < 6; attempt++) {
    const form = page.getByRole('form', { name: 'Login' }).first();
    await form.getByPlaceholder('Username').fill(RAHUL.userName);
    await form.getByPlaceholder('Password').fill(RAHUL.password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    // The click marks the form busy before it returns (the submit is a discrete event: React commits it at once).
    let outcome: 'in' | 'failed' | null = null;
    await expect
      .poll(async () => {
        if (await balance.isVisible()) return (outcome = 'in');
        const busy = await form.evaluateAll((els) => els.some((el) => el.getAttribute('aria-busy') === 'true'));
        return (outcome = busy || (await form.count()) === 0 ? null : 'failed');
      }, { message: 'the sign-in logs in or fails' })
      .not.toBeNull();
    if (outcome === 'in') return;
  }
  await expect(balance).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /My Account/ }).first().click();
  await page.getByRole('menuitem', { name: 'Logout' }).or(page.getByRole('button', { name: 'Logout' })).first().click();
  await expect(page.getByRole('form', { name: 'Login' }).first()).toBeVisible();
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

/** How an attempt went, as far as the player's clicks go: confirmed (what was asked for, the slip's alert if any), or why not. */
type Attempt = { confirmed: true; identity: ActionIdentity; alert: string | null } | { confirmed: false; why: string; identity?: ActionIdentity };

const nothing = (why: string): Attempt => ({ confirmed: false, why });

/** One bet of a kind, as a player places it; not confirmed, with why, when there was nothing to bet on in time (a suspended market, a closed round). */
async function placeOne(page: Page, kind: Kind, measurePaint: (ms: number[]) => void): Promise<Attempt> {
  if (kind === 'casino') return placeCasino(page);
  if (kind === 'horse') {
    await go(page, '/horseracing');
    const live = page.locator('button[data-live="on"]:not([data-blink="on"])').first();
    // reason: races go live and close on the world's schedule; a player who finds none live moves on to the next kind.
    if (!(await shows(live, 20_000))) return nothing('no live race listed within 20 s');
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
    // reason: a match may have no market of this kind left (no fancy row late in a chase) or have it suspended; the
    // player moves on to the next match, and an attempt that finds none is reported with why.
    if ((await shows(here, 10_000)) && (await shows(openCells(here, /^(Back|Lay|No|Yes) .* at \d/).first(), 10_000))) {
      region = here;
      break;
    }
  }
  if (!region) return nothing(inPlay.length ? `no open ${kind} price on ${Math.min(3, inPlay.length)} in-play matches` : 'no in-play match listed (or the list met a fault)');
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

/**
 * The price the player clicks: its row's selection and its side ('Yes' backs a fancy line, 'No' lays it), read off the
 * very element that is then clicked.
 */
async function identityOf(cell: ElementHandle<HTMLElement | SVGElement>, stake: number): Promise<ActionIdentity> {
  const read = await cell.evaluate((el) => ({ runner: el.closest('[data-runner]')?.getAttribute('data-runner') ?? null, label: el.getAttribute('aria-label') ?? el.textContent ?? '' }));
  const selectionId = read.runner ?? undefined;
  const side = /^(Back|Yes)\b/.test(read.label) ? 'back' : /^(Lay|No)\b/.test(read.label) ? 'lay' : undefined;
  return { ...(selectionId !== undefined && { selectionId }), ...(side && { side }), stake };
}

/**
 * Waits for the inline slip to settle after Place Bet, however long the machine takes: closed (placed), its refusal
 * (the alert), or its notice that it could not tell (a lost answer whose check failed). Read at each try without
 * waiting, so no losing wait is left behind. Returns the alert's text, if any.
 */
async function slipSettled(slip: Locator): Promise<string | null> {
  await expect
    .poll(
      async () =>
        (await slip.count()) === 0 ||
        (await slip.getByRole('alert').count()) > 0 ||
        // A notice is this bet's only once the slip is no longer busy with it (one may stay from an earlier bet on the slip).
        ((await slip.getByRole('status').count()) > 0 && (await slip.getByRole('button', { name: 'Place Bet' }).count()) > 0),
      { message: 'the slip closes, refuses the bet or says it could not tell' },
    )
    .toBe(true);
  return (await slip.getByRole('alert').allTextContents())[0] ?? null;
}

async function slipBet(page: Page, region: Locator, name: RegExp): Promise<Attempt> {
  const cell = openCells(region, name).first();
  // reason: a price that stays closed (a suspension, the ball in play) is missed: the player moves on, reported with why.
  if (!(await shows(cell, 20_000))) return nothing('no open price within 20 s');
  // What the player asks for is read off the element then clicked: `cell` is found again at each use, and by the click
  // the first open price may be another row's (a 30-minute soak held a fancy lay on the row next to the one read).
  // reason: the price may close under the player's finger (the cell covered or gone); a player who misses it moves on.
  const target = await cell.elementHandle({ timeout: 5_000 }).catch(() => null);
  if (!target) return nothing('the price closed before the click');
  const identity = await identityOf(target, 100);
  // reason: as above, the price may close before the click lands.
  if (!(await target.click({ timeout: 5_000 }).then(() => true, () => false))) return nothing('the price closed before the click');
  const slip = slipOf(page);
  // reason: a click on a price closing at that moment opens no slip; the player moves on (nothing was confirmed).
  if (!(await shows(slip, 5_000))) return { ...nothing('the slip did not open'), identity };
  await slip.getByRole('textbox', { name: 'Stake' }).fill('100');
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  // The delay, then the slip closes (placed) or says why not; a lost answer is resolved first.
  const alert = await slipSettled(slip);
  return { confirmed: true, identity, alert };
}

async function placeCasino(page: Page): Promise<Attempt> {
  const games = await simulatedData<SimulatedGame[]>(page, '/sports/casino/games').catch(() => []);
  const game = (Array.isArray(games) ? games : []).find((g) => g.name === 'DRAGON TIGER');
  if (!game) return nothing('the game list has no DRAGON TIGER (or met a fault)');
  await go(page, `/casino/${game.eventId}/${game.legueId}/${game.matchId}`);
  const table = page.getByTestId('casino-table');
  const outcome = table.locator('button.cell:not([disabled])').first();
  // reason: a round takes bets for a part of it only; a player who finds it closed moves on, reported with why.
  if (!(await shows(outcome, 25_000))) return nothing('no open outcome within 25 s');
  // The outcome's sid (its test id, outcome-<sid>), read at once (a closing round may take the button away): casino bets are backs.
  const [testId] = await outcome.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
  const sid = testId?.replace(/^outcome-/, '');
  const identity: ActionIdentity = { ...(sid !== undefined && { selectionId: sid }), side: 'back', stake: 100 };
  // reason: the round may close under the player's finger; a player who misses it moves on.
  if (!(await outcome.click({ timeout: 5_000 }).then(() => true, () => false))) return nothing('the outcome closed before the click');
  const slip = page.getByRole('group', { name: 'Bet slip' });
  // reason: a tap as the round closes opens no slip; the player moves on (nothing was confirmed).
  if (!(await shows(slip, 5_000))) return { ...nothing('the slip did not open'), identity };
  await slip.getByRole('button', { name: 'Chip 100', exact: true }).click();
  // reason: the round closing disables Place Bet (or a new round clears the slip); the player moves on.
  if (!(await slip.getByRole('button', { name: 'Place Bet' }).click({ timeout: 5_000 }).then(() => true, () => false))) {
    return { ...nothing('Place Bet could not be pressed within 5 s (the round closed)'), identity };
  }
  // The slip closes on the answer (placed or lost), or after the refusal's 10 s on the page's clock, or with the round:
  // waited for however long the machine takes, so the next attempt never starts with this bet in flight.
  await expect(slip).toHaveCount(0);
  return { confirmed: true, identity, alert: null };
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
  let running: Running | null = null;
  const bets = watchBets(page, () => running);
  const seen = await collectToasts(page, () => running);
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
  /** Each attempt: the action as counted (what it asked for, the bets held before it, its refs and toasts) and its attempt. */
  const tried: { kind: Kind; at: number; before: string[]; running: Running; attempt: Attempt }[] = [];
  /** Kinds whose attempt gained a bet in the exchange's ledger in the current 10-minute stretch: the player tries the others first. */
  let stretch = 0;
  const betOn = new Set<Kind>();
  let attempts = 0;
  let drops = 0;
  let relogins = 0;
  let kindIndex = 0;

  const minAttempts = opts.minAttempts ?? 0;
  /**
   * The log-outs are laid on the time from `minutes`: one every logoutEveryMs, but none in the last 20 s of it (the
   * player would log in again only to stop). One that falls due while an attempt runs is made when it ends, even past
   * `minutes` (a slow machine overruns the time to make minAttempts).
   */
  const logoutDue = () => nextLogout < endAt - 20_000;
  await setSimKnobs(page, { chaos: opts.chaos });
  // Until the time has passed and the attempts asked for were made; and on through the session expiry and the log-outs
  // laid within the time, when an attempt as slow as a loaded machine makes it carried the run past their moment.
  while (Date.now() < endAt || attempts < minAttempts || !expired || logoutDue()) {
    const loopStart = Date.now();
    if (loopStart >= nextHeap) {
      heap.push(await heapMb(cdp));
      nextHeap += minuteMs;
    }
    if (loopStart >= nextDrop) {
      // The connection drops for 5 s: every call fails as with the network down.
      await setSimKnobs(page, { faults: { all: 'offline' } });
      // reason: the connection stays down for 5 s of real time, as a player's does; nothing on the page marks its end.
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
      // The next call with the token (the header's poll) meets the 401 and the app logs out: however long that takes here.
      await expect(page.getByRole('form', { name: 'Login' }).first()).toBeVisible();
      await setSimKnobs(page, { force401: false });
      polls.abandon();
      await logIn(page);
      expired = true;
      opts.log(`  ${elapsed(start)} session expired, logged in again`);
    }
    if (loopStart >= nextLogout && logoutDue()) {
      await go(page, '/');
      await logOut(page);
      polls.abandon();
      await logIn(page);
      relogins += 1;
      nextLogout += logoutEveryMs;
      opts.log(`  ${elapsed(start)} logged out and in`);
    }
    // The ledger before this attempt: what the last attempt gained, and what this one gains from here on.
    const before = (await ledgerBets(page)).map((b) => b.betId);
    const last = tried.at(-1);
    if (last && before.some((id) => !last.before.includes(id))) betOn.add(last.kind);
    const nowStretch = Math.floor((Date.now() - start) / (10 * minuteMs));
    if (nowStretch !== stretch) {
      stretch = nowStretch;
      betOn.clear();
    }
    // Round the kinds, but first those with no bet yet in this 10-minute stretch (one that found nothing is tried again).
    const order = KINDS.map((_, i) => KINDS[(kindIndex + i) % KINDS.length] as Kind);
    const kind = order.find((k) => !betOn.has(k)) ?? (order[0] as Kind);
    kindIndex = KINDS.indexOf(kind) + 1;
    attempts += 1;
    const record = { kind, at: Date.now(), before, running: { refs: [], toasts: [] } as Running, attempt: nothing('not run') };
    tried.push(record);
    running = record.running;
    record.attempt = await placeOne(page, kind, (ms) => paints.push(...ms)).catch((e: Error) => nothing(`error: ${e.message.split('\n')[0]}`));
    opts.log(`  ${elapsed(start)} ${kind}: ${record.attempt.confirmed ? `confirmed${record.attempt.alert ? `, the slip says: ${record.attempt.alert}` : ''}` : record.attempt.why}`);
    const wait = opts.betEverySec * 1000 - (Date.now() - loopStart);
    // reason: the player bets every betEverySec seconds of real time (the soak's pace), whatever the page does meanwhile;
    // never past `minutes` (then the attempts still asked for follow each other at once).
    if (wait > 0) await page.waitForTimeout(Math.min(wait, Math.max(0, endAt - Date.now())));
  }
  const ranMinutes = (Date.now() - start) / minuteMs;

  // Calm: no faults; the header's next poll brings the exchange's figures.
  await setSimKnobs(page, { chaos: 0, faults: {}, force401: false });
  await go(page, '/');
  heap.push(await heapMb(cdp));
  // Every bet request answered (or failed), then the exchange's ledger: each attempt's bets are those that appeared while it ran.
  await expect.poll(() => bets.inFlight(), { message: 'bet requests still on their way' }).toBe(0);
  running = null;
  const held = await ledgerBets(page);
  opts.log(`  toasts: ${seen.map((t) => `${t.kind}: ${t.text}`).join(' | ')}`);
  const actions: PlayerAction[] = tried.map(({ kind, before, running: r, attempt }) => {
    const said = toldOf(r.toasts, attempt.confirmed ? attempt.alert : null);
    // Not confirmed: nothing was sent, unless the page says otherwise (then that is what the player was told).
    const told = attempt.confirmed || said.told !== 'refused' ? said : { told: 'nothing' as const, reason: attempt.why };
    const reason = !attempt.confirmed && told.told === 'nothing' ? attempt.why : told.reason;
    return { label: kind, before, identity: attempt.identity ?? {}, told: told.told, refs: [...new Set(r.refs)], ...(reason !== undefined && { reason }) };
  });
  const counted = betsPerAction(actions, held);
  // At least one bet of every kind held in each 10-minute stretch of the run (past `minutes` too, when it overran); a
  // last stretch under 10 minutes (a shorter soak: the whole of it, about 6 attempts for 5 kinds) is reported apart.
  const kindsMissing: string[] = [];
  const kindsMissingShort: string[] = [];
  for (let k = 0; k * 10 < ranMinutes; k++) {
    const inStretch = counted.filter((_, i) => Math.floor(((tried[i]?.at ?? 0) - start) / (10 * minuteMs)) === k);
    const to = Math.min(Math.round(ranMinutes * 10) / 10, k * 10 + 10);
    for (const kind of KINDS) {
      if (inStretch.some((c) => c.action.label === kind && c.held.length > 0)) continue;
      (to - k * 10 >= 10 ? kindsMissing : kindsMissingShort).push(`${String(k * 10).padStart(2, '0')}-${String(to).padStart(2, '0')} min: ${kind}`);
    }
  }

  // The screen's balance and exposure settle on the exchange's (its header polls every 20 s; refresh asks now).
  let screen = { balance: NaN, exposure: NaN };
  let ledger = { balance: NaN, exposure: NaN };
  // Round by round, not by time: each waits for the header's next answers (the refresh's, or its 20 s poll's if a round
  // was already in flight), then the frames that draw them, and compares; faults and chaos are off, so they settle.
  const appAnswer = (path: string) =>
    page.waitForResponse((res) => new URL(res.url()).pathname === path && res.request().headers()['x-soak-read'] !== '1');
  for (let round = 0; round < 10; round++) {
    const answers = Promise.all([appAnswer('/auth/letest-user-details'), appAnswer('/bet/exposure/fetch')]);
    await page.getByRole('button', { name: /refresh/i }).first().click().catch(() => undefined);
    await answers;
    await nextFrames(page);
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
    ranMinutes: Math.round(ranMinutes * 10) / 10,
    crashes,
    attempts,
    kinds: figuresByLabel(counted),
    problems: counted.flatMap((c) => c.problems),
    kindsMissing,
    kindsMissingShort,
    refsSent: bets.refs.size,
    betsHeld: counted.reduce((n, c) => n + c.held.length, 0),
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
  const pad = (v: string | number, n: number) => String(v).padStart(n);
  const zero: KindFigures = { attempts: 0, sent: 0, toldPlaced: 0, held: 0, lostThenFound: 0, failures: {} };
  const total = KINDS.reduce((t, k) => {
    const f = r.kinds[k] ?? zero;
    return { ...t, attempts: t.attempts + f.attempts, sent: t.sent + f.sent, toldPlaced: t.toldPlaced + f.toldPlaced, held: t.held + f.held, lostThenFound: t.lostThenFound + f.lostThenFound };
  }, zero);
  const row = (name: string, f: KindFigures) => `    ${name.padEnd(10)}${pad(f.attempts, 9)}${pad(f.sent, 6)}${pad(f.toldPlaced, 13)}${pad(f.held, 6)}${pad(f.lostThenFound, 17)}`;
  const failures = KINDS.flatMap((k) => Object.entries(r.kinds[k]?.failures ?? {}).map(([why, n]) => `    ${k}: ${why}${n > 1 ? ` (x${n})` : ''}`));
  return [
    `soak: ${r.minutes} min (ran ${r.ranMinutes}), ${r.attempts} bet attempts, ${r.drops} connection drops, ${r.expiries} session expiry, ${r.relogins} log-outs and ins`,
    `  per kind, counted per attempt (one player action), held from the exchange's ledger:`,
    `    kind       attempts  sent  told placed  held  lost-then-found`,
    ...KINDS.map((k) => row(k, r.kinds[k] ?? zero)),
    row('all', total),
    `  attempts that placed nothing, and why    ${failures.length ? '' : 'none'}`,
    ...failures,
    `  per action and ref: told placed => held once; held => told placed or lost-then-found  ${r.problems.length} problems (goal 0)${r.problems.length ? `: ${r.problems.slice(0, 5).join(' | ')}` : ''}`,
    `  kinds with no bet held in a 10-minute stretch  ${r.kindsMissing.length ? r.kindsMissing.join(', ') : 'none'} (goal none)${r.kindsMissingShort.length ? `; in the last stretch, under 10 minutes (not a failure): ${r.kindsMissingShort.join(', ')}` : ''}`,
    `  refs sent / bets the exchange gained     ${r.refsSent} / ${r.betsHeld}`,
    `  crashes                                  ${r.crashes.length} (goal 0)${r.crashes.length ? `: ${r.crashes.slice(0, 3).join(' | ')}` : ''}`,
    `  balance on screen / exchange (opening minus exposure) ${r.screen.balance.toFixed(2)} / ${r.ledger.balance.toFixed(2)} (goal: equal)`,
    `  exposure on screen / exchange            ${r.screen.exposure.toFixed(2)} / ${r.ledger.exposure.toFixed(2)} (goal: equal)`,
    `  overlapping requests of one poll         ${r.overlaps.length} (goal 0)${r.overlaps.length ? `: ${[...new Set(r.overlaps)].slice(0, 3).join(', ')}` : ''}`,
    `  heap after the first minute -> end       ${r.heapMb.first.toFixed(2)} -> ${r.heapMb.last.toFixed(2)} MB, growth ${heapGrowth.toFixed(2)} MB (goal under 2 MB); per minute ${r.heapMb.samples.join(', ')}`,
    `  slowest price to paint                   ${r.slowestPaintMs === null ? 'not measured' : `${Math.round(r.slowestPaintMs)} ms`}`,
  ];
}
