// The tape player as a Transport: each request gets the recorded answer to the same call at the same tape time, and every difference is reported.
import { Observable } from 'rxjs';
import { currentCallTags } from '../api/callTags';
import type { HttpRequest, HttpResponse, Transport } from '../api/transport';
import type { ReplayScheduler } from './clock';
import type { AwaitedCall } from './playback';
import { redact, tapeDuration, type Exchange, type Tape } from './tape';

/** 'time': the recorded answer nearest in time; 'sequence': the recorded answers of each call in order. */
export type MatchPolicy = 'time' | 'sequence';

export interface Divergence {
  /** unrecorded: a request the recording never made (at that time); missed: a recorded request the replay never made; body: the same call with another body. */
  kind: 'unrecorded' | 'missed' | 'body';
  /** Tape time (ms). */
  at: number;
  method: string;
  path: string;
  detail: string;
}

interface ServedRequest {
  at: number;
  method: string;
  path: string;
  poll?: string;
  /** The recorded exchange that answered, or undefined when the tape never saw the call. */
  seq?: number;
  status: number | 'not recorded';
}

export interface PlayerOptions {
  scheduler: ReplayScheduler;
  policy?: MatchPolicy;
  /** How far apart in time a replayed and a recorded request may be and still be the same one. */
  toleranceMs?: number;
  /**
   * The tape's timings are another browser's (a HAR another tool saved), with no marks of the player's inputs:
   * a route the tape holds once is paired whenever the replay makes it before the tape's end (a lazily loaded
   * screen's first call came when that browser had the code), and a poll (a GET the tape holds several times,
   * or a request this app's poll sends) is not counted round by round: a page the replay leaves a little later
   * or sooner than the recording's player did makes a round more or fewer. Bodies and one-off calls are compared.
   */
  foreignTimings?: boolean;
  /** The API base the app prefixes to paths (VITE_API_BASE); stripped before matching. */
  baseUrl?: string;
  /** This page's host and the recorded one: a path naming the replay's host is matched as the recorded host's. */
  hosts?: { replay: string; recorded: string };
  /** Where the replay was when the page was loaded anew (a recorded page load): it goes on from there. */
  resume?: PlayerState;
}

/** What a player has seen so far, kept across a page load (JSON). */
export interface PlayerState {
  /** Tape time of the page load. */
  at: number;
  /** Indices (in the tape's exchanges) of the recorded requests already paired. */
  matched: number[];
  found: Divergence[];
  served: ServedRequest[];
  notRecorded: ServedRequest[];
  cursors: [string, number][];
}

const NOT_RECORDED_STATUS = 501;
const DEFAULT_TOLERANCE_MS = 1500;

/** The path a tape keys a request by: relative to the API base, absolute for a third party. */
export function tapePath(url: string, baseUrl = ''): string {
  const base = baseUrl.replace(/\/+$/, '');
  return base && url.startsWith(base) ? url.slice(base.length) || '/' : url;
}

/** JSON with sorted keys, so two equal bodies compare equal as strings. */
function canonical(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

/**
 * Fields made anew for every confirmation, which no replay can reproduce: the contract's `clientRef`
 * (a random id per confirmation; tapes recorded before it existed lack it). Not compared.
 */
const FRESH_PER_RUN = new Set(['clientRef']);

/**
 * The first difference between a recorded and a replayed body, or undefined when they agree. Two
 * timestamps within `toleranceMs` agree (a bet's placeTime is read from the clock as it leaves), and
 * so do two clientRefs.
 */
function firstDifference(recorded: unknown, replayed: unknown, toleranceMs: number, path = ''): string | undefined {
  const here = path || '(body)';
  // A bet's clientRef is a fresh random id per attempt (the exchange's duplicate guard): two ids agree.
  if (/(^|\.)clientRef$/.test(path) && typeof recorded === 'string' && typeof replayed === 'string') return undefined;
  if (typeof recorded === 'string' && typeof replayed === 'string' && ISO.test(recorded) && ISO.test(replayed)) {
    return Math.abs(Date.parse(recorded) - Date.parse(replayed)) <= toleranceMs
      ? undefined
      : `${here}: recorded ${recorded}, replayed ${replayed}`;
  }
  const bothObjects = typeof recorded === 'object' && recorded !== null && typeof replayed === 'object' && replayed !== null;
  if (bothObjects && Array.isArray(recorded) === Array.isArray(replayed)) {
    const a = recorded as Record<string, unknown>;
    const b = replayed as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) {
      if (FRESH_PER_RUN.has(k)) continue;
      const d = firstDifference(a[k], b[k], toleranceMs, path ? `${path}.${k}` : k);
      if (d) return d;
    }
    return undefined;
  }
  return canonical(recorded) === canonical(replayed)
    ? undefined
    : `${here}: recorded ${canonical(recorded) || 'nothing'}, replayed ${canonical(replayed) || 'nothing'}`;
}

interface Slot {
  ex: Exchange;
  matched: boolean;
}

export interface Player {
  transport: Transport;
  /** Divergences up to the current tape time (recorded requests count as missed once `toleranceMs` has passed). */
  divergences: () => Divergence[];
  /** Requests served so far, oldest first. */
  served: () => readonly ServedRequest[];
  /** Calls the tape never saw, oldest first. */
  notRecorded: () => readonly ServedRequest[];
  policy: MatchPolicy;
  /**
   * The first recorded call of a route, due by `until`, that the replay has not made yet: the page
   * is still loading code or rendering, so the clock should wait for it (`giveUp` when it never comes).
   */
  awaited: (until: number) => AwaitedCall | undefined;
  /** The state to go on from after a page load at tape time `at`. */
  state: (at: number) => PlayerState;
}

export function createPlayer(tape: Tape, opts: PlayerOptions): Player {
  const { scheduler } = opts;
  const policy = opts.policy ?? 'time';
  const tolerance = opts.toleranceMs ?? DEFAULT_TOLERANCE_MS;
  const byCall = new Map<string, Slot[]>();
  const byRoute = new Map<string, Slot[]>();
  const all: Slot[] = [];
  const resumed = new Set(opts.resume?.matched ?? []);
  for (const [i, ex] of tape.exchanges.entries()) {
    const slot = { ex, matched: resumed.has(i) };
    all.push(slot);
    const route = `${ex.method} ${ex.path}`;
    const call = `${route} ${canonical(ex.requestBody)}`;
    (byCall.get(call) ?? byCall.set(call, []).get(call)!).push(slot);
    (byRoute.get(route) ?? byRoute.set(route, []).get(route)!).push(slot);
  }
  const end = tapeDuration(tape);
  const oneOffAnyTime = (slots: Slot[]): boolean => opts.foreignTimings === true && slots.length === 1;
  /** A poll of a foreign HAR, whose rounds are not counted one by one: tagged as one (by this app as it sends it, or by the tape), or a GET the tape holds several times. */
  const looseRounds = (method: string, slots: Slot[], poll?: string): boolean =>
    opts.foreignTimings === true && (poll !== undefined || (method === 'GET' && slots.length > 1));
  const cursors = new Map<string, number>(opts.resume?.cursors ?? []);
  const requestedRoutes = new Set<string>();
  const seenRoutes = new Set<string>();
  // The first call of each route since this page loaded: a page loaded anew makes its first calls again.
  const from = opts.resume?.at ?? 0;
  const firsts = tape.exchanges.filter((ex) => {
    if (ex.start < from) return false;
    const route = `${ex.method} ${ex.path}`;
    if (seenRoutes.has(route)) return false;
    seenRoutes.add(route);
    return true;
  });
  let firstIndex = 0;
  const served: ServedRequest[] = [...(opts.resume?.served ?? [])];
  const notRecorded: ServedRequest[] = [...(opts.resume?.notRecorded ?? [])];
  const found: Divergence[] = [...(opts.resume?.found ?? [])];

  const nearest = (slots: Slot[], at: number, unmatchedOnly: boolean): Slot | undefined => {
    let best: Slot | undefined;
    for (const s of slots) {
      if (unmatchedOnly && s.matched) continue;
      if (!best || Math.abs(s.ex.start - at) < Math.abs(best.ex.start - at)) best = s;
    }
    return best;
  };

  /** The recorded exchange that answers this request under the policy. */
  function pick(call: string, route: string, at: number): Slot | undefined {
    const exact = byCall.get(call);
    const slots = exact ?? byRoute.get(route);
    if (!slots) return undefined;
    if (policy === 'sequence') {
      const key = exact ? call : route;
      const i = cursors.get(key) ?? 0;
      cursors.set(key, i + 1);
      return slots[i];
    }
    return nearest(slots, at, false);
  }

  /** Pairs the request with the nearest unpaired recorded one of the same route, for the report. */
  function account(route: string, method: string, path: string, body: unknown, at: number, poll?: string): void {
    // Past the tape's end the recording had stopped: nothing to compare with.
    if (at > end) return;
    const slots = byRoute.get(route) ?? [];
    const anyTime = oneOffAnyTime(slots);
    const pool = slots.filter((s) => !s.matched && (anyTime || Math.abs(s.ex.start - at) <= tolerance));
    // Same body first: two polls of one path with different bodies (two matches) must not cross.
    const same = pool.filter((s) => canonical(s.ex.requestBody) === canonical(body));
    const mate = nearest(same.length > 0 ? same : pool, at, true);
    if (!mate) {
      // Within the tolerance of the tape's end its mate may be one the recording stopped just before.
      // A poll's round (this app tags its own) of a foreign HAR: a round more than the recording made is no divergence.
      if (at > end - tolerance || looseRounds(method, slots, poll)) return;
      found.push({ kind: 'unrecorded', at, method, path, detail: slots.length > 0 ? 'not made at this time in the recording' : 'never recorded' });
      return;
    }
    mate.matched = true;
    const diff = firstDifference(mate.ex.requestBody, body, tolerance);
    if (diff) found.push({ kind: 'body', at, method, path, detail: diff });
  }

  const transport: Transport = (req: HttpRequest) =>
    new Observable<HttpResponse>((subscriber) => {
      const at = scheduler.time;
      const own = tapePath(req.url, opts.baseUrl);
      const path = opts.hosts && opts.hosts.replay !== opts.hosts.recorded ? own.split(opts.hosts.replay).join(opts.hosts.recorded) : own;
      const body = redact(req.body);
      const route = `${req.method} ${path}`;
      requestedRoutes.add(route);
      const slot = pick(`${route} ${canonical(body)}`, route, at);
      account(route, req.method, path, body, at, currentCallTags().poll);
      const { poll } = currentPollOf(slot);
      if (!slot) {
        const entry: ServedRequest = { at, method: req.method, path, status: 'not recorded' };
        served.push(entry);
        notRecorded.push(entry);
        const action = scheduler.schedule(() => {
          subscriber.next({
            status: NOT_RECORDED_STATUS,
            body: { status: false, message: `Not recorded: ${route} is not on the tape${policy === 'sequence' ? ' (or its recorded answers are used up)' : ''}` },
          });
          subscriber.complete();
        }, 0);
        return () => action.unsubscribe();
      }
      const { ex } = slot;
      served.push({ at, method: req.method, path, seq: ex.seq, status: ex.status, ...(poll && { poll }) });
      const action = scheduler.schedule(() => {
        if (ex.status === 0) {
          subscriber.error(new Error(`recorded failure: ${ex.error ?? 'no answer'}`));
          return;
        }
        subscriber.next({ status: ex.status, body: ex.responseBody ?? '' });
        subscriber.complete();
      }, answerDelay(ex, at, policy === 'time' ? tolerance : -1));
      return () => action.unsubscribe();
    });

  return {
    transport,
    policy,
    awaited: (until) => {
      for (;;) {
        const f = firsts[firstIndex];
        if (!f || f.start > until) return undefined;
        const route = `${f.method} ${f.path}`;
        if (requestedRoutes.has(route)) {
          firstIndex += 1;
          continue;
        }
        return {
          at: f.start,
          route,
          pageStarted: requestedRoutes.size > 0,
          made: () => requestedRoutes.has(route),
          giveUp: () => {
            firstIndex += 1;
          },
        };
      }
    },
    served: () => served,
    notRecorded: () => notRecorded,
    state: (at) => ({
      at,
      matched: all.flatMap((sl, i) => (sl.matched ? [i] : [])),
      found,
      served,
      notRecorded,
      cursors: [...cursors],
    }),
    divergences: () => {
      const now = scheduler.time;
      const missed: Divergence[] = [];
      for (const slots of byRoute.values()) {
        // A one-off paired at any time is missed only once the tape has ended without it.
        const overdue = (s: Slot) => !looseRounds(s.ex.method, slots, s.ex.poll) && (oneOffAnyTime(slots) ? now >= end : s.ex.start < now - tolerance);
        for (const s of slots) {
          if (!s.matched && overdue(s)) {
            missed.push({ kind: 'missed', at: s.ex.start, method: s.ex.method, path: s.ex.path, detail: `recorded${s.ex.poll ? ` (poll ${s.ex.poll})` : ''}, never made by the replay` });
          }
        }
      }
      return [...found, ...missed].sort((a, b) => a.at - b.at);
    },
  };
}

/**
 * When the answer arrives: at the recorded answer's own time when the request is the recorded one
 * (within the tolerance), so the screen changes when it changed in the recording whatever the poll's
 * phase; after the recorded latency otherwise (and always in the sequence policy).
 */
function answerDelay(ex: Exchange, at: number, toleranceMs: number): number {
  const latency = Math.max(0, ex.end - ex.start);
  if (toleranceMs >= 0 && Math.abs(ex.start - at) <= toleranceMs) return Math.max(0, Math.min(ex.end - at, latency + toleranceMs));
  return latency;
}

const currentPollOf = (slot: Slot | undefined): { poll?: string } => (slot?.ex.poll ? { poll: slot.ex.poll } : {});

/** One line for a divergence: '12.345 s body POST /v2/bet: margins.0: recorded 1, replayed 2'. */
export function describeDivergence(d: Divergence): string {
  return `${(d.at / 1000).toFixed(3)} s ${d.kind} ${d.method} ${d.path}: ${d.detail}`;
}
