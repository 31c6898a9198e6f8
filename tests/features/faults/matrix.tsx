// The fault matrix in Vitest: the whole app (its router, toasts and session expiry, as src/app/mount.tsx wires them) on the
// simulated exchange (MSW node server, strict contract check), every timer on one virtual clock (the app's polls, time-outs,
// bet delay, toasts, and the exchange's own delays and world time), a call's rounds watched at the app's transport, and the
// exchange's own fault knob (`world.knobs.faults`, as `mock.fault=<call>:<fault>`) set per cell.
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable, Subscription, VirtualAction, VirtualTimeScheduler, firstValueFrom } from 'rxjs';
import type { HttpResponse as AppResponse, Transport } from '../../../src/api/transport';
import { axiosTransport } from '../../../src/api/axiosTransport';
import { AppRouter, createRouterHandle, preloadScreens, type RouterHandle } from '../../../src/app/router';
import { Toasts, listenToToastsFromStart } from '../../../src/app/Toasts';
import { preloadPlayerShell } from '../../../src/features/shell/lazyPlayerShell';
import { callNameOf } from '../../../src/mocks/calls';
import type { CallName } from '../../../src/mocks/knobs';
import { createTestServer } from '../../../src/mocks/node';
import type { World } from '../../../src/mocks/world/world';
import { api, setTransport } from '../../../streams/api';
import { setAppScheduler } from '../../../streams/scheduler';
import { clearSession, handleSessionExpiry, login } from '../../../streams/session';
import { stopSignInActors } from '../../../streams/signIn';
import { toast$, toastInfo } from '../../../streams/toasts';
import { atPath } from '../../memoryRouter';

export type FaultName = '500' | 'html' | 'malformed' | 'slow' | 'offline' | '401';
/** The columns, in the order they run: 401 last, since it ends the session. */
export const FAULTS: readonly FaultName[] = ['500', 'html', 'malformed', 'slow', 'offline', '401'];

/** What the specifications say a player is told when the call fails: a toast (or alert) matching this, or only a log line. */
export type FailureNotice = RegExp | 'log';

/** One request of the watched call, as the app's transport saw it. */
export interface Sent {
  /** The fault knob set for the call when the request left. */
  fault: string | null;
  done: boolean;
  good: boolean;
}

/** What a row's steps get: the running app, its clock and exchange, the player's hands. */
export interface UntilOptions {
  stepMs?: number;
  maxMs?: number;
  giveUpIf?: () => boolean;
}

export interface App {
  world: World;
  router: RouterHandle;
  user: ReturnType<typeof userEvent.setup>;
  /** Runs everything due on the virtual clock in `ms`, then lets the answers it caused arrive and render. */
  advance: (ms: number) => Promise<void>;
  /** Lets the answers on their way arrive and render (no virtual time passes). */
  settle: () => Promise<void>;
  /** Goes to a path inside the app, as a link does. */
  navigate: (path: string) => Promise<void>;
  /**
   * Waits (advancing virtual time by `stepMs`) until `check` passes; fails at once when `giveUpIf` holds (the
   * page the wait is for was left: a 401 has logged the player out), not after the bound for a lazy chunk.
   */
  until: (check: () => void, what: string, opts?: UntilOptions) => Promise<void>;
  /** A page load, as far as jsdom has one: the app unmounted and mounted again at the same path, its sign-in afresh. */
  reload: () => Promise<void>;
  /** Every toast's text since the test began. */
  toasts: string[];
  /** The last good body of the row's call. */
  lastGood: () => unknown;
}

export interface FaultRow {
  name: string;
  call: CallName;
  where: string;
  /** Goes to the page that makes the call (the player is signed in already, unless `loggedOut`) and waits for it. */
  open: (app: App) => Promise<void>;
  /** The poll's period; absent for a call made once per player action or page visit. */
  periodMs?: number;
  /** Makes the call again (a poll is left to its own period; a long one is also asked by this). */
  again?: (app: App) => Promise<void>;
  /** Asserts that the screen shows this (good) answer's body. */
  shows: (app: App, body: unknown) => void;
  /** What the screen shows while the call fails, where the last good answer cannot be kept (a call per visit or action). */
  whileFailing?: (app: App) => void;
  notice: FailureNotice;
  notices?: Partial<Record<FaultName, FailureNotice>>;
  /** 'expire' ends the session (the default); 'refused' is a refused login; 'fails' a plain failure (a call carrying no session). */
  on401: 'expire' | 'refused' | 'fails';
  loggedOut?: boolean;
  afterFault?: (app: App, fault: FaultName) => Promise<void>;
  beforeRecovery?: (app: App, fault: FaultName) => Promise<void>;
  afterRecovery?: (app: App) => Promise<void>;
}

/** The notice a fault should show: a slow answer is no failure; offline, a poll waits for the network instead of failing. */
export function noticeFor(row: FaultRow, fault: FaultName): FailureNotice {
  const own = row.notices?.[fault];
  if (own !== undefined) return own;
  if (fault === 'slow') return 'log';
  if (fault === 'offline' && row.periodMs !== undefined) return 'log';
  return row.notice;
}

/** The slow fault's delay: one second longer than the call's period (a one-off call: 3 s). */
export const slowSpec = (row: FaultRow): string => `slow:${(row.periodMs ?? 2_000) + 1_000}`;

/** The clientRefs of every bet the app sent this file (read off its requests). */
export const sentRefs: string[] = [];

/** The seeded player of the simulated exchange. */
export const RAHUL = { userName: 'rahul', password: 'Rahul@123' };

/** The watched call's requests and the transport that counts them. */
interface Watch {
  call: CallName | null;
  sent: Sent[];
  inFlight: number;
  maxInFlight: number;
  lastGood: unknown;
  /** Requests of any call on their way (answers the test waits for before the next step). */
  pending: number;
}

const isGood = (res: AppResponse, fault: string | null, call: CallName): boolean => {
  if (res.status < 200 || res.status >= 300) return false;
  if (!(fault === null || fault.startsWith('slow'))) return false;
  const body = res.body as { status?: unknown } | string;
  if (call === 'visitorIp') return typeof body === 'string' ? body.length > 0 : typeof body === 'object' && body !== null;
  return typeof body === 'object' && body !== null && body.status !== 'ok' && body.status !== false;
};

/**
 * The file's simulated exchange and clock. World time is the virtual clock's (from `start`), and the
 * exchange's delays wait on it too (world.wait), as in the browser, where the exchange runs on the page's timers.
 */
export function faultMatrix({ seed, start }: { seed: number; start: number }) {
  const scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
  // The virtual clock reads the world's time, as the browser's does (a race's start, a cache's expiry compare with it).
  let at = start;
  scheduler.frame = start;
  const { server, world } = createTestServer({ seed, clock: { now: () => at } });
  /** Requests held by the exchange on the virtual clock (a slow answer): not waited for in real time. */
  let waiting = 0;
  world.wait = (ms) =>
    new Promise<void>((resolve) => {
      waiting += 1;
      scheduler.schedule(() => {
        waiting -= 1;
        resolve();
      }, ms);
    });
  const watch: Watch = { call: null, sent: [], inFlight: 0, maxInFlight: 0, lastGood: undefined, pending: 0 };
  let online = true;
  let effects = new Subscription();

  const tick = (ms: number) => {
    const to = at + ms;
    scheduler.maxFrames = to;
    scheduler.flush();
    scheduler.frame = Math.max(scheduler.frame, to);
    at = to;
    vi.setSystemTime(at);
  };

  const watched = (inner: Transport): Transport => (req) =>
    new Observable<AppResponse>((subscriber) => {
      const call = callNameOf(req.method, new URL(req.url, window.location.href).href);
      const mine = call !== null && call === watch.call;
      const s: Sent = { fault: call ? (world.knobs.faults[call] ?? null) : null, done: false, good: false };
      if (mine) {
        watch.sent.push(s);
        watch.inFlight += 1;
        watch.maxInFlight = Math.max(watch.maxInFlight, watch.inFlight);
      }
      watch.pending += 1;
      const ref = call === 'placeBet' ? (req.body as { clientRef?: unknown } | undefined)?.clientRef : undefined;
      if (typeof ref === 'string' && !sentRefs.includes(ref)) sentRefs.push(ref);
      let open = true;
      const finish = () => {
        if (!open) return;
        open = false;
        watch.pending -= 1;
        if (mine) {
          s.done = true;
          watch.inFlight -= 1;
        }
      };
      const sub = inner(req).subscribe({
        next: (res) => {
          finish();
          if (mine && call && isGood(res, s.fault, call)) {
            s.good = true;
            watch.lastGood = res.body;
          }
          subscriber.next(res);
        },
        error: (err: unknown) => {
          finish();
          subscriber.error(err);
        },
        complete: () => subscriber.complete(),
      });
      return () => {
        finish();
        sub.unsubscribe();
      };
    });

  const settle = async () => {
    // A bound, not a wait: MSW answers in real time, in a few milliseconds on a quiet machine.
    const bound = performance.now() + 10_000;
    for (;;) {
      // An awaited act: what the answers resolve (a screen suspended on its first value, a lazy chunk) renders in it.
      await act(async () => tick(0));
      if (watch.pending <= waiting) break;
      if (performance.now() > bound) throw new Error(`${watch.pending - waiting} requests await their answer`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // React runs the effects of the commit the answers made (a row's subscriptions) before the next step.
    await act(async () => {});
  };

  const advance = async (ms: number) => {
    // From one due action to the next, letting the answers each one caused arrive before the next is due.
    const target = at + ms;
    for (;;) {
      const next = (scheduler.actions[0] as { delay?: number } | undefined)?.delay;
      const to = next === undefined ? target : Math.min(target, Math.max(next, at));
      await act(async () => tick(to - at));
      await settle();
      if (at >= target) return;
    }
  };

  const until = async (check: () => void, what: string, opts: UntilOptions = {}) => {
    const step = opts.stepMs ?? 500;
    const max = opts.maxMs ?? 60_000;
    // A lazy screen's chunk loads in real time (a first click's, a first visit's): the virtual bound only
    // counts once that has had its chance (a bound for a loaded machine, not a wait).
    const realBound = performance.now() + 30_000;
    for (let t = 0; ; t += step) {
      await settle();
      try {
        check();
        return;
      } catch (err) {
        if (opts.giveUpIf?.()) throw new Error(`${what}: given up, the page it waits on was left (at ${router.pathname})`, { cause: err });
        if (t >= max && performance.now() > realBound)
          throw new Error(`${what}: not seen in ${t / 1000} s of virtual time: ${(err as Error).message.split('\n')[0]} (at ${router.pathname}, the screen reads: ${(document.body.textContent ?? '').replace(/\s+/g, ' ').slice(0, 400)})`, { cause: err });
      }
      if (t < max) await advance(step);
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  let router: RouterHandle = createRouterHandle();
  const toasts: string[] = [];

  const app: App = {
    world,
    get router() {
      return router;
    },
    user: userEvent.setup({ delay: null }),
    advance,
    settle,
    navigate: async (path) => {
      // The screen's lazy chunk first: the router's navigation is a transition that keeps the old screen until it is here.
      await preloadScreens(new URL(path, 'http://x').pathname);
      act(() => router.navigate(path));
      await waitFor(() => expect(router.pathname).toBe(new URL(path, 'http://x').pathname), { timeout: 10_000 });
      await settle();
    },
    until,
    reload: async () => {
      const path = router.pathname || '/';
      cleanup();
      stopSignInActors();
      router = createRouterHandle();
      render(
        <>
          <AppRouter handle={router} router={atPath(path)} />
          <Toasts />
        </>,
      );
      await settle();
    },
    toasts,
    lastGood: () => watch.lastGood,
  };

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    // The app's Date (a match's start, today's statement) reads the world's time; only Date is faked (MSW and React keep real timers).
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    setAppScheduler(scheduler, { machines: true });
    setTransport(watched(axiosTransport()));
    online = true;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    world.knobs.faults = {};
    world.knobs.holdMarketsAt = 0;
    toasts.length = 0;
    effects = new Subscription();
    effects.add(toast$.subscribe((t) => toasts.push(t.text)));
    effects.add(listenToToastsFromStart());
    router = createRouterHandle();
    effects.add(handleSessionExpiry({ navigate: (path) => void router.navigate(path), toastInfo }));
  });
  afterEach(() => {
    cleanup();
    // The sign-in actors live outside React (a page load starts them afresh).
    stopSignInActors();
    effects.unsubscribe();
    clearSession();
    setAppScheduler(null);
    setTransport(null);
    world.knobs.faults = {};
    vi.useRealTimers();
  });
  afterAll(() => server.close());

  const setOnline = (value: boolean) => {
    online = value;
    act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
  };

  return { world, app, watch, setOnline, scheduler };
}

type Matrix = ReturnType<typeof faultMatrix>;

/** Signs the seeded player in through the API (as the login form does) and holds the session. */
export async function signIn(app: App): Promise<void> {
  const answer = firstValueFrom(api.signIn({ userName: RAHUL.userName, password: RAHUL.password, deviceIp: '', ipInfo: {} }));
  await app.settle();
  const a = await answer;
  act(() => login(a.userToken, a.user));
}

/** Mounts the app at `path` (its router, toasts and session expiry), signed in unless the row is about a visitor. */
export async function startApp(m: Matrix, row: FaultRow, path = '/'): Promise<void> {
  if (!row.loggedOut) await signIn(m.app);
  await preloadScreens(path);
  // As src/app/mount.tsx: a player's shell (the bar's figures, news, open bets) is here before the first render.
  if (!row.loggedOut) await preloadPlayerShell();
  render(
    <>
      <AppRouter handle={m.app.router} router={atPath(path)} />
      <Toasts />
    </>,
  );
  await m.app.settle();
}

/** No crash: the router's error screen never showed. */
function expectNoCrash(): void {
  expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
}

function expectNotice(app: App, row: FaultRow, fault: FaultName, from: number): void {
  const notice = noticeFor(row, fault);
  const said = app.toasts.slice(from);
  if (notice === 'log') {
    expect(said, `${row.name} ${fault}: toasts for a fault that is only logged`).toEqual([]);
    return;
  }
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent ?? '');
  expect([...said, ...alerts].some((t) => notice.test(t.trim())), `${row.name} ${fault}: a notice matching ${notice} (said: ${JSON.stringify(said)}, alerts: ${JSON.stringify(alerts)})`).toBe(true);
}

/**
 * Waits until `done()`, asking again (row.again) once, and with `repeat` again while every request the
 * last ask made has been answered without it (a bet the market refused for its own reasons).
 */
async function drive(m: Matrix, row: FaultRow, done: () => boolean, what: string, opts: { ask: boolean; repeat: boolean }): Promise<void> {
  const { app, watch } = m;
  const step = Math.min(row.periodMs ?? 500, 500);
  let asked = false;
  let requestsAtAsk = 0;
  let askedAt = 0;
  for (let t = 0; t <= 120_000; t += step) {
    if (t % 5_000 === 0) debug(`${row.name}: ${what} at ${t} ms: ${watch.sent.length} sent, ${watch.pending} pending, ${app.router.pathname}, toasts ${JSON.stringify(app.toasts.slice(-2))}`);
    await app.settle();
    if (done()) return;
    const settledAsk = watch.sent.length > requestsAtAsk && watch.sent.slice(requestsAtAsk).every((s) => s.done);
    // An ask that sent nothing for 5 s (a bet the slip refused before sending) is asked again too.
    const fruitlessAsk = watch.sent.length === requestsAtAsk && t - askedAt >= 5_000;
    if (row.again && opts.ask && (!asked || (opts.repeat && (settledAsk || fruitlessAsk)))) {
      asked = true;
      askedAt = t;
      requestsAtAsk = watch.sent.length;
      // An ask that cannot be made (a 401 has logged the player out, a dialog is in the way) is asked again or
      // ends the wait without failing it: what the cell checks comes after (the browser matrix did the same).
      await row.again(app).catch((err: unknown) => debug(`${row.name}: asking again failed: ${(err as Error).message.split('\n')[0]}`));
      await app.settle();
      if (done()) return;
    }
    await app.advance(step);
  }
  throw new Error(`${row.name}: ${what}: not seen in 120 s of virtual time`);
}

/** One row: open its page, a first good answer, then its six cells. Returns the faults whose cells passed, in order. */
export async function runRow(m: Matrix, row: FaultRow, path = '/'): Promise<FaultName[]> {
  const { app, watch } = m;
  watch.call = row.call;
  watch.sent = [];
  watch.inFlight = 0;
  watch.maxInFlight = 0;
  watch.lastGood = undefined;
  debug(`${row.name}: starting`);
  await startApp(m, row, path);
  debug(`${row.name}: app started`);
  await row.open(app);
  debug(`${row.name}: page open`);
  await drive(m, row, () => watch.sent.some((s) => s.good), 'a first good answer', { ask: true, repeat: true });
  await app.until(() => row.shows(app, watch.lastGood), `${row.name}: the first good answer on screen`);
  await row.afterRecovery?.(app);
  debug(`${row.name}: first good answer shown`);
  const passed: FaultName[] = [];
  for (const fault of FAULTS) {
    await runCell(m, row, fault);
    passed.push(fault);
  }
  return passed;
}

/** FAULTS_DEBUG=1: each step of each cell, with the real time it took. */
const debug = (what: string) => {
  if (process.env.FAULTS_DEBUG) console.info(`[faults ${new Date(performance.timeOrigin + performance.now()).toISOString().slice(11, 23)}] ${what}`);
};

async function runCell(m: Matrix, row: FaultRow, fault: FaultName): Promise<void> {
  const { app, watch, world } = m;
  debug(`${row.name} ${fault}: start (${watch.sent.length} requests so far)`);
  const { sent } = watch;
  const spec = fault === 'slow' ? slowSpec(row) : fault;
  const offlinePoll = fault === 'offline' && row.periodMs !== undefined;
  watch.maxInFlight = watch.inFlight;
  const toastsBefore = app.toasts.length;
  const from = sent.length;
  world.knobs.faults = { [row.call]: spec };
  const cell = `${row.name} ${fault}`;

  if (offlinePoll) {
    // The browser says it is offline: the poll stands still (no request for a period), the screen keeps its answer.
    m.setOnline(false);
    await app.advance(Math.max(row.periodMs ?? 0, 2_000));
    expect(sent.length, `${cell}: requests while offline`).toBe(from);
  } else {
    const expires = fault === '401' && row.on401 === 'expire';
    await drive(m, row, () => (expires && app.toasts.slice(toastsBefore).includes('Session expired!')) || sent.slice(from).some((s) => s.done), 'a faulted round', {
      ask: true,
      repeat: !expires,
    });
  }

  if (fault === '401' && row.on401 === 'expire') {
    await app.until(() => expect(app.toasts.slice(toastsBefore)).toContain('Session expired!'), `${cell}: 'Session expired!'`);
    expect(app.router.pathname, `${cell}: back home`).toBe('/');
    world.knobs.faults = {};
    await app.until(() => expect(document.querySelector('form[aria-label="Login"]'), 'the login form').not.toBeNull(), `${cell}: the login form`);
    expectNoCrash();
    // Back: the player signs in again and the page shows a current answer.
    await signIn(app);
    const back = sent.length;
    await row.open(app);
    await drive(m, row, () => sent.slice(back).some((s) => s.good), 'a good answer after signing in again', { ask: true, repeat: true });
    await app.until(() => row.shows(app, watch.lastGood), `${cell}: a current answer after signing in again`);
    await row.afterRecovery?.(app);
    return;
  }

  debug(`${cell}: faulted round done`);
  // The last good state is still on screen (or, for a call made per visit or action, its fallback), and nothing crashed.
  expectNoCrash();
  if (row.whileFailing && fault !== 'slow') await app.until(() => row.whileFailing!(app), `${cell}: the screen while it fails`, { maxMs: 3_000 });
  else row.shows(app, watch.lastGood);

  // The message the specifications name, or nothing but a log line.
  await app.settle();
  expectNotice(app, row, fault, toastsBefore);
  await row.afterFault?.(app, fault);

  debug(`${cell}: checked, recovering`);
  // Recovery: the first or second round after the fault is lifted answers, and the screen shows it.
  world.knobs.faults = {};
  if (offlinePoll) m.setOnline(true);
  const back = sent.length;
  await row.beforeRecovery?.(app, fault);
  await drive(m, row, () => sent.slice(back).some((s) => s.good), 'a good answer after recovery', { ask: true, repeat: true });
  if (!row.again) {
    const first = sent.slice(back).findIndex((s) => s.good);
    expect(first, `${cell}: rounds after recovery before a good answer (more than one period)`).toBeLessThanOrEqual(1);
  }
  await app.until(() => row.shows(app, watch.lastGood), `${cell}: the good answer on screen after recovery`);
  await row.afterRecovery?.(app);
  // No two requests of a poll overlapped, however slow the answers.
  if (row.periodMs !== undefined) expect(watch.maxInFlight, `${cell}: requests of this call in flight at once`).toBeLessThanOrEqual(1);
}
