// Development knobs of the simulated exchange: latency, faults, malformed bodies, forced 401s, brand and seed.

export interface Knobs {
  /** Mean answer delay in ms; each answer varies by +-25 %. */
  latency: number;
  /** Fraction of calls answered 500. */
  errorRate: number;
  /** Call names (the client's names, e.g. 'marketOdds', or aliases like 'odds') answered with a schema-breaking body; 'all' for every call. */
  malformed: string[];
  /** true: every call carrying a token is answered 401; a list: only calls carrying one of these tokens. */
  force401: boolean | string[];
  /**
   * Per-call faults, keyed by call name, alias or 'all' (as `malformed`): '500' (a 500 with a plain-text
   * body), 'html' (a 200 whose body is an HTML error page), '401', 'malformed', 'offline' (no answer: a
   * network error) or 'slow:<ms>' (the real answer, that much later).
   */
  faults: Record<string, string>;
  /** Server text (notices, runner names, messages, remarks) arrives with script and markup appended: the XSS check. */
  hostileText: boolean;
  /** Brand key served on localhost (tamannah, square, aura, lotus). */
  brand: string;
  seed: number;
  /** Extra delay in ms per call name (`mock.slow=placeBet:5000`), on top of `latency`. */
  slow: Record<string, number>;
  /**
   * Answers lost after the server carried the call out (`mock.lose=placeBet:1`): the next N answers
   * of that call become a dropped connection; a bare name loses every answer. Counts go down as used.
   */
  lose: Record<string, number>;
  /**
   * Fraction of calls (`mock.chaos=0.1`) that meet a random fault, drawn per call from the seed: a
   * 500, a malformed body, or the real answer late by CHAOS_SLOW_MS (past every price poll's period).
   */
  chaos: number;
  /**
   * World time (ms) at which every market's prices and states stand still (`mock.hold=<ms>`); 0: they
   * live. For a journey about a bet, not about a moving price: no 'Bet rate changed!' while it holds.
   */
  holdMarketsAt: number;
}

export const DEFAULT_KNOBS: Knobs = {
  latency: 0,
  errorRate: 0,
  malformed: [],
  faults: {},
  hostileText: false,
  force401: false,
  brand: 'tamannah',
  seed: 1,
  slow: {},
  lose: {},
  chaos: 0,
  holdMarketsAt: 0,
};

/** How late a chaos knob's slow answer comes: past the odds, bookmaker, fancy and casino periods. */
export const CHAOS_SLOW_MS = 6_000;

/** `lose` count of a bare call name: every answer. */
const LOSE_ALWAYS = 1_000_000;

/** Reads `name:n,name2:m` (a bare name takes `bare`) into a record of whole non-negative numbers. */
function perCall(v: string, bare: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of list(v)) {
    const [name = '', n] = part.split(':').map((x) => x.trim());
    const value = n === undefined ? bare : Number(n);
    if (name !== '' && Number.isFinite(value) && value >= 0) out[name] = Math.trunc(value);
  }
  return out;
}

const numberRecord = (v: unknown): Record<string, number> | undefined => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(v)) if (typeof n === 'number' && Number.isFinite(n) && n >= 0) out[k] = n;
  return out;
};

/** The world time a market is read at: `now`, or the time the `holdMarketsAt` knob holds every market at. */
export const marketTime = (knobs: Knobs, now: number): number => (knobs.holdMarketsAt > 0 ? knobs.holdMarketsAt : now);

/** Extra delay of one call (`slow` knob), by call name. */
export const slowFor = (knobs: Knobs, call: string): number => knobs.slow[call] ?? 0;

/** Whether this answer of the call is to be lost (and counts it). */
export function takeLoss(knobs: Knobs, call: string): boolean {
  const left = knobs.lose[call] ?? 0;
  if (left <= 0) return false;
  knobs.lose = { ...knobs.lose, [call]: left - 1 };
  return true;
}
/** The browser feels like a network by default; tests answer at once. */
export const BROWSER_DEFAULT_LATENCY_MS = 120;
export const KNOBS_STORAGE_KEY = 'mock.knobs';

/** Every call of the contract by the client's name for it. */
export const CALL_NAMES = [
  'domainByHost', 'signIn', 'userDetails', 'updatePassword', 'passwordHistory', 'loginActivity', 'statement',
  'profitLoss', 'betHistory', 'bet', 'exposure', 'liveTrades', 'matchBets', 'eventLocks', 'notices', 'banners',
  'limits', 'visitorIp', 'events', 'competitions', 'matches', 'matchesBySport', 'marketOdds', 'bookmakerOdds',
  'fancy', 'placeBet', 'casinoList', 'casinoGames', 'casinoRound', 'casinoResults', 'roundResult',
  'genericCasinoData', 'casinoCards', 'horseSchedule', 'horseOdds',
] as const;
export type CallName = (typeof CALL_NAMES)[number];

/** Short names accepted by the malformed knob. */
const CALL_ALIASES: Record<string, readonly CallName[]> = {
  odds: ['marketOdds'],
  bookmaker: ['bookmakerOdds'],
  session: ['fancy'],
  signin: ['signIn'],
  login: ['signIn'],
  domain: ['domainByHost'],
  user: ['userDetails'],
  trades: ['liveTrades'],
  history: ['betHistory'],
  bets: ['matchBets'],
  bet: ['bet', 'placeBet'],
  ip: ['visitorIp'],
  locks: ['eventLocks'],
  header: ['userDetails', 'exposure', 'liveTrades'],
  account: ['statement', 'profitLoss', 'betHistory', 'passwordHistory', 'loginActivity'],
  sports: ['events', 'competitions', 'matches', 'matchesBySport'],
  casino: ['casinoList', 'casinoGames', 'casinoRound', 'casinoResults', 'roundResult', 'genericCasinoData', 'casinoCards'],
  horse: ['horseSchedule', 'horseOdds'],
};

export function isMalformed(knobs: Knobs, call: string): boolean {
  return knobs.malformed.some((entry) => {
    const e = entry.trim();
    if (e.toLowerCase() === 'all' || e.toLowerCase() === call.toLowerCase()) return true;
    return (CALL_ALIASES[e.toLowerCase()] ?? []).includes(call as CallName);
  });
}

/** The fault kinds of the `faults` knob; 'slow' takes its delay after a colon ('slow:5000'). */
export const FAULT_KINDS = ['500', 'html', '401', 'malformed', 'offline', 'slow'] as const;
type FaultKind = (typeof FAULT_KINDS)[number];
export interface Fault {
  kind: FaultKind;
  /** For 'slow': the extra delay in ms. */
  ms: number;
}
/** A 'slow' fault without a figure waits this long: above every poll period but the header's and the horse schedule's. */
const DEFAULT_SLOW_MS = 5_000;

export function parseFault(spec: string): Fault | null {
  const m = /^\s*(500|html|401|malformed|offline|slow)(?::(\d+))?\s*$/i.exec(spec);
  if (!m) return null;
  const kind = m[1]!.toLowerCase() as FaultKind;
  return { kind, ms: kind === 'slow' ? (m[2] === undefined ? DEFAULT_SLOW_MS : Number(m[2])) : 0 };
}

/** The fault set for a call: by its own name first, then an alias naming it, then 'all'. */
export function faultOf(knobs: Knobs, call: string): Fault | null {
  const entries = Object.entries(knobs.faults ?? {});
  const lower = call.toLowerCase();
  const hit =
    entries.find(([k]) => k.toLowerCase() === lower) ??
    entries.find(([k]) => (CALL_ALIASES[k.toLowerCase()] ?? []).includes(call as CallName)) ??
    entries.find(([k]) => k.toLowerCase() === 'all');
  return hit ? parseFault(hit[1]) : null;
}

/** `marketOdds:500,fancy:slow:4000` -> { marketOdds: '500', fancy: 'slow:4000' }; unreadable entries are left out. */
function parseFaults(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of list(text)) {
    const at = entry.indexOf(':');
    if (at <= 0) continue;
    const call = entry.slice(0, at).trim();
    const fault = entry.slice(at + 1).trim();
    if (parseFault(fault)) out[call] = fault;
  }
  return out;
}

export function forces401(knobs: Knobs, token: string): boolean {
  return knobs.force401 === true || (Array.isArray(knobs.force401) && knobs.force401.includes(token));
}

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Reads `mock.*` parameters of a query string; absent or unreadable ones are left out. */
export function parseKnobs(search: string): Partial<Knobs> {
  const q = new URLSearchParams(search);
  const out: Partial<Knobs> = {};
  const num = (name: string) => {
    const v = q.get(name);
    const n = v === null || v.trim() === '' ? NaN : Number(v);
    return Number.isFinite(n) ? n : undefined;
  };
  const latency = num('mock.latency');
  if (latency !== undefined) out.latency = latency;
  const error = num('mock.error');
  if (error !== undefined) out.errorRate = error;
  const malformed = q.get('mock.malformed');
  if (malformed !== null) out.malformed = list(malformed);
  const faults = q.get('mock.fault');
  if (faults !== null) out.faults = parseFaults(faults);
  const hostile = q.get('mock.hostile');
  if (hostile !== null) out.hostileText = hostile === '1' || hostile === 'true';
  const f401 = q.get('mock.401');
  if (f401 !== null) {
    const v = f401.trim().toLowerCase();
    out.force401 = v === '' || v === '0' || v === 'false' ? false : v === '1' || v === 'true' ? true : list(f401);
  }
  const brand = q.get('mock.brand');
  if (brand) out.brand = brand.trim();
  const seed = num('mock.seed');
  if (seed !== undefined) out.seed = Math.trunc(seed);
  const chaos = num('mock.chaos');
  if (chaos !== undefined) out.chaos = chaos;
  const slow = q.get('mock.slow');
  if (slow !== null) out.slow = perCall(slow, 0);
  const lose = q.get('mock.lose');
  if (lose !== null) out.lose = perCall(lose, LOSE_ALWAYS);
  const hold = num('mock.hold');
  if (hold !== undefined) out.holdMarketsAt = hold;
  return out;
}

/** Keeps only well-typed values in range. */
export function sanitizeKnobs(patch: Partial<Record<keyof Knobs, unknown>>): Partial<Knobs> {
  const out: Partial<Knobs> = {};
  const { latency, errorRate, malformed, faults, hostileText, force401, brand, seed, slow, lose, chaos, holdMarketsAt } = patch;
  if (typeof holdMarketsAt === 'number' && Number.isFinite(holdMarketsAt)) out.holdMarketsAt = Math.max(0, holdMarketsAt);
  if (typeof chaos === 'number' && Number.isFinite(chaos)) out.chaos = Math.min(1, Math.max(0, chaos));
  if (typeof hostileText === 'boolean') out.hostileText = hostileText;
  const slowCalls = numberRecord(slow);
  if (slowCalls) out.slow = slowCalls;
  const lostCalls = numberRecord(lose);
  if (lostCalls) out.lose = lostCalls;
  if (typeof latency === 'number' && Number.isFinite(latency)) out.latency = Math.max(0, latency);
  if (typeof errorRate === 'number' && Number.isFinite(errorRate)) out.errorRate = Math.min(1, Math.max(0, errorRate));
  if (Array.isArray(malformed)) out.malformed = malformed.filter((x): x is string => typeof x === 'string');
  if (typeof faults === 'object' && faults !== null && !Array.isArray(faults)) {
    out.faults = Object.fromEntries(
      Object.entries(faults as Record<string, unknown>).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && parseFault(e[1]) !== null,
      ),
    );
  }
  if (typeof force401 === 'boolean') out.force401 = force401;
  else if (Array.isArray(force401)) out.force401 = force401.filter((x): x is string => typeof x === 'string');
  if (typeof brand === 'string' && brand !== '') out.brand = brand;
  if (typeof seed === 'number' && Number.isInteger(seed)) out.seed = seed;
  return out;
}

// ---------- the shared store the browser world and the dev panel use ----------

const store: { knobs: Knobs; snapshot: Readonly<Knobs>; storage: Storage | undefined; listeners: Set<() => void> } = {
  knobs: { ...DEFAULT_KNOBS },
  snapshot: { ...DEFAULT_KNOBS },
  storage: undefined,
  listeners: new Set(),
};

function notify(): void {
  store.snapshot = { ...store.knobs };
  store.listeners.forEach((l) => l());
}

/** The shared knobs object; the browser world holds this very object, so changes apply at once. */
export const getKnobs = (): Knobs => store.knobs;

/** A copy that changes identity on every change (for React's useSyncExternalStore). */
export const getKnobsSnapshot = (): Readonly<Knobs> => store.snapshot;

/** Defaults, then what was saved, then the URL query (which wins). */
export function initKnobs(search: string, storage?: Storage, defaults: Partial<Knobs> = {}): Knobs {
  store.storage = storage;
  let saved: Partial<Knobs> = {};
  try {
    const raw = storage?.getItem(KNOBS_STORAGE_KEY);
    if (raw) saved = sanitizeKnobs(JSON.parse(raw) as Record<keyof Knobs, unknown>);
  } catch {
    saved = {};
  }
  Object.assign(store.knobs, DEFAULT_KNOBS, defaults, saved, sanitizeKnobs(parseKnobs(search)));
  notify();
  return store.knobs;
}

/**
 * Changes knobs at run time. Without `target` it changes the shared store, saves it and tells the
 * panel; tests pass their world's knobs. A new seed takes effect at the next page load.
 */
export function setKnobs(patch: Partial<Knobs>, target: Knobs = store.knobs): Knobs {
  Object.assign(target, sanitizeKnobs(patch));
  if (target === store.knobs) {
    try {
      store.storage?.setItem(KNOBS_STORAGE_KEY, JSON.stringify(store.knobs));
    } catch {
      // Storage full or denied: the knobs still apply for this page.
    }
    notify();
  }
  return target;
}

export function subscribeKnobs(listener: () => void): () => void {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}
