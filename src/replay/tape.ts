// The tape: what a session exchanged with the server, as versioned NDJSON (docs/replay.md), with its schema, reader, writer and redaction.
import * as v from 'valibot';

export const TAPE_FORMAT = 'exchange-tape';
/** The version this build writes. Older versions are read through `MIGRATIONS`, or refused by name. */
export const TAPE_VERSION = 1;

/** A JSON number (NaN and ±Infinity refused). */
const Num = v.pipe(v.number(), v.finite());
/** A plain object of strings (an array is refused, not read as a record of its indices). */
const Dict = v.pipe(
  v.custom<Record<string, unknown>>((o) => typeof o === 'object' && o !== null && !Array.isArray(o)),
  v.record(v.string(), v.string()),
);

/** What a player saw at a moment: compared at keyframes. */
export const Screen = v.object({
  path: v.string(),
  balance: v.nullable(v.string()),
  exposure: v.nullable(v.string()),
  prices: v.array(v.string()),
  overlays: v.array(v.string()),
  toasts: v.array(v.string()),
});
export type Screen = v.InferOutput<typeof Screen>;

export const TapeHeader = v.object({
  kind: v.literal('header'),
  format: v.literal(TAPE_FORMAT),
  version: Num,
  appVersion: v.string(),
  brand: v.string(),
  viewport: v.object({ width: Num, height: Num }),
  user: v.nullable(v.string()),
  /** Wall-clock time (ISO) of time 0; the replay clock reads this date plus the tape time. */
  startedAt: v.string(),
  /** The site's host (the domain configuration is asked for by host): a replay on another host asks as this one. */
  host: v.optional(v.string()),
  /** Path and query the app was on at time 0 (the replay opens it). */
  url: v.string(),
  /** localStorage and sessionStorage at time 0, secrets redacted (the replay restores them). */
  storage: v.optional(v.object({ local: Dict, session: Dict })),
});
export type TapeHeader = v.InferOutput<typeof TapeHeader>;

export const Exchange = v.object({
  kind: v.literal('exchange'),
  /** Order of sending, from 0. */
  seq: Num,
  method: v.picklist(['GET', 'POST']),
  /** Path and query relative to the API base; a third-party call keeps its absolute URL. */
  path: v.string(),
  requestBody: v.optional(v.unknown()),
  /** 0: no answer came (network failure or aborted), see `error`. */
  status: Num,
  /** The request headers that matter (domain, content type); credentials as '[redacted]'. */
  headers: Dict,
  responseBody: v.optional(v.unknown()),
  /** Milliseconds from the session start. */
  start: Num,
  end: Num,
  /** The poll that sent it (streams/poll.ts `name`), absent for a one-off call. */
  poll: v.optional(v.string()),
  /** The API call's name (src/api/endpoints.ts). */
  call: v.optional(v.string()),
  error: v.optional(v.string()),
});
export type Exchange = v.InferOutput<typeof Exchange>;

export const Mark = v.object({
  kind: v.literal('mark'),
  name: v.pipe(v.string(), v.minLength(1)),
  at: Num,
  /** What the screen showed at the mark while recording; the replay is compared with it. */
  screen: v.optional(Screen),
});
export type Mark = v.InferOutput<typeof Mark>;

/** A player's input, replayed at its time so the replay makes the same calls (a bet, a navigation). */
export const Action = v.object({
  kind: v.literal('action'),
  at: Num,
  /** 'load': a page load (typed address, reload): the replay loads that path anew at this time (a HAR's second page). */
  type: v.picklist(['click', 'input', 'key', 'navigate', 'load']),
  /**
   * CSS path of the target from <body> (stable: the replay renders the same page at the same time),
   * or a CSS selector (inputs a HAR import infers from the calls they made).
   */
  target: v.optional(v.string()),
  /** Input value, key name, navigated or loaded path. Password fields: '[redacted]'. */
  value: v.optional(v.string()),
});
export type Action = v.InferOutput<typeof Action>;

const TapeEntry = v.variant('kind', [Exchange, Mark, Action]);
type TapeEntry = v.InferOutput<typeof TapeEntry>;

export interface Tape {
  header: TapeHeader;
  exchanges: Exchange[];
  marks: Mark[];
  actions: Action[];
}

/** A tape that cannot be read, with the 1-based line it failed at (0: the whole file). */
export class TapeError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(line > 0 ? `tape line ${line}: ${message}` : `tape: ${message}`);
    this.name = 'TapeError';
  }
}

/**
 * Upgrades, one version step each, a line written by an older version. Version 1 is the first
 * published format, so none exist yet; a version with no path to the current one is refused.
 */
const MIGRATIONS: Record<number, (line: Record<string, unknown>) => Record<string, unknown>> = {};

export const REDACTED = '[redacted]';
const SECRET_KEY = /pass(word)?|token|secret|authorization|otp/i;

/** Personal data a replay does not need: blanked to ''. */
const PERSONAL_KEY = /mobile|phone|email|deviceIp/i;
/** What an IP lookup's answer (or the sign-in's `ipInfo`, or its cache) becomes on a tape: an address that is nobody's. */
export const BLANK_IP_INFO = { ip: '0.0.0.0', query: '0.0.0.0' } as const;
/** Fields only a geolocation answer has beside its `ip`/`query`. */
const GEO_KEYS = ['country', 'country_code', 'countryCode', 'city', 'region', 'regionName', 'latitude', 'longitude', 'lat', 'lon', 'isp', 'timezone', 'organization_name', 'asn'];

const isIpInfo = (o: Record<string, unknown>): boolean =>
  (typeof o.ip === 'string' || typeof o.query === 'string') && GEO_KEYS.some((k) => k in o);

/** A JSONP body (`geoip({...})`) holding a geolocation answer, as that answer. */
function ipInfoText(text: string): Record<string, unknown> | undefined {
  const m = /^\s*[\w.$]*\s*\(\s*(\{[\s\S]*\})\s*\)\s*;?\s*$/.exec(text);
  if (!m) return undefined;
  try {
    const o = JSON.parse(m[1]!) as unknown;
    return typeof o === 'object' && o !== null && isIpInfo(o as Record<string, unknown>) ? (o as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Copies `value` with every secret (a key naming a password or token) replaced by '[redacted]', and the
 * personal data a replay does not need blanked: mobile numbers, e-mails, the device's IP and every IP
 * lookup answer (as BLANK_IP_INFO, which the app still reads as an answer).
 */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value === 'string') return ipInfoText(value) ? { ...BLANK_IP_INFO } : value;
  if (typeof value === 'object' && value !== null) {
    if (isIpInfo(value as Record<string, unknown>)) return { ...BLANK_IP_INFO };
    return Object.fromEntries(
      Object.entries(value).map(([k, x]) => [
        k,
        SECRET_KEY.test(k) && x !== null && x !== '' ? REDACTED : PERSONAL_KEY.test(k) && typeof x === 'string' ? '' : redact(x),
      ]),
    );
  }
  return value;
}

/** Storage values hold JSON (the session keeps its token there): redacted inside. */
export function redactStorageValue(raw: string): string {
  try {
    return JSON.stringify(redact(JSON.parse(raw)));
  } catch {
    return raw;
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function issuesOf(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((i) => `${i.path?.map((p) => p.key).join('.') || '(line)'}: ${i.message}`)
    .join('; ');
}

/** Reads an NDJSON tape; throws `TapeError` naming the line of the first fault. */
export function parseTape(text: string): Tape {
  const lines = text.split('\n');
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  if (lines.length === 0) throw new TapeError(0, 'the file is empty');
  const json = (i: number): Record<string, unknown> => {
    let line: unknown;
    try {
      line = JSON.parse(lines[i]!);
    } catch {
      const last = i === lines.length - 1;
      throw new TapeError(i + 1, last ? 'not valid JSON (the tape looks truncated)' : 'not valid JSON (the tape is corrupt)');
    }
    if (!isRecord(line)) throw new TapeError(i + 1, 'not a JSON object');
    return line;
  };

  const first = json(0);
  if (first.kind !== 'header' || first.format !== TAPE_FORMAT) {
    throw new TapeError(1, `not an ${TAPE_FORMAT} header (a HAR file is opened with importHar)`);
  }
  const version = first.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new TapeError(1, `unknown tape version ${JSON.stringify(version)}`);
  }
  if (version > TAPE_VERSION) {
    throw new TapeError(1, `written by a newer client (tape version ${version}); this player reads versions 1 to ${TAPE_VERSION}: update the client`);
  }
  const upgrade = (line: Record<string, unknown>, lineNo: number): Record<string, unknown> => {
    let out = line;
    for (let from = version; from < TAPE_VERSION; from += 1) {
      const step = MIGRATIONS[from];
      if (!step) throw new TapeError(lineNo, `tape version ${version} is no longer supported (this player reads from version ${TAPE_VERSION})`);
      out = step(out);
    }
    return out;
  };

  const head = v.safeParse(TapeHeader, { ...upgrade(first, 1), version: TAPE_VERSION });
  if (!head.success) throw new TapeError(1, `bad header: ${issuesOf(head.issues)}`);
  const tape: Tape = { header: head.output, exchanges: [], marks: [], actions: [] };
  for (let i = 1; i < lines.length; i += 1) {
    if (lines[i]!.trim() === '') continue;
    const entry = v.safeParse(TapeEntry, upgrade(json(i), i + 1));
    if (!entry.success) throw new TapeError(i + 1, issuesOf(entry.issues));
    const e = entry.output;
    if (e.kind === 'exchange') {
      if (e.end < e.start) throw new TapeError(i + 1, 'an exchange ends before it starts');
      tape.exchanges.push(e);
    } else if (e.kind === 'mark') tape.marks.push(e);
    else tape.actions.push(e);
  }
  tape.exchanges.sort((a, b) => a.start - b.start || a.seq - b.seq);
  tape.marks.sort((a, b) => a.at - b.at);
  tape.actions.sort((a, b) => a.at - b.at);
  return tape;
}

/** The tape as NDJSON: header first, then every entry in time order. */
export function serializeTape(tape: Tape): string {
  const at = (e: TapeEntry): number => (e.kind === 'exchange' ? e.start : e.at);
  const entries: TapeEntry[] = [...tape.exchanges, ...tape.marks, ...tape.actions].sort((a, b) => at(a) - at(b));
  return [tape.header, ...entries].map((l) => JSON.stringify(l)).join('\n') + '\n';
}

/** The tape's length: its last exchange's end, mark or action. */
export function tapeDuration(tape: Tape): number {
  let d = 0;
  for (const e of tape.exchanges) d = Math.max(d, e.end);
  for (const m of tape.marks) d = Math.max(d, m.at);
  for (const a of tape.actions) d = Math.max(d, a.at);
  return d;
}
