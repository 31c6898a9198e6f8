// HAR 1.2 export of a tape, and import of a HAR (ours, or one saved by a browser's devtools or Playwright) as a tape.
import type { Entry, Har } from 'har-format';
import { parseTape, REDACTED, redact, serializeTape, TAPE_FORMAT, TAPE_VERSION, TapeError, type Action, type Exchange, type Tape, type TapeHeader } from './tape';

const CREATOR = { name: 'exchange-client replay', version: String(TAPE_VERSION) };

const textOf = (body: unknown): string => (body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));

/** A tape as HAR 1.2. The tape's own header, marks and input ride along in `_tape` so the HAR opens again whole. */
export function toHar(tape: Tape, origin = 'http://replay.invalid'): Har {
  const t0 = Date.parse(tape.header.startedAt);
  const entries: Entry[] = tape.exchanges.map((ex) => {
    const url = /^https?:/.test(ex.path) ? ex.path : origin + ex.path;
    const query = new URL(url).searchParams;
    const reqText = textOf(ex.requestBody);
    const resText = textOf(ex.responseBody);
    const time = Math.max(0, ex.end - ex.start);
    return {
      startedDateTime: new Date(t0 + ex.start).toISOString(),
      time,
      request: {
        method: ex.method,
        url,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: Object.entries(ex.headers).map(([name, value]) => ({ name, value })),
        queryString: [...query].map(([name, value]) => ({ name, value })),
        ...(ex.requestBody !== undefined && { postData: { mimeType: 'application/json', text: reqText } }),
        headersSize: -1,
        bodySize: reqText.length,
      },
      response: {
        status: ex.status,
        statusText: ex.error ?? '',
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: [],
        content: { size: resText.length, mimeType: typeof ex.responseBody === 'string' ? 'text/plain' : 'application/json', text: resText },
        redirectURL: '',
        headersSize: -1,
        bodySize: resText.length,
      },
      cache: {},
      timings: { send: 0, wait: time, receive: 0 },
      _seq: ex.seq,
      ...(ex.poll && { _poll: ex.poll }),
      ...(ex.call && { _call: ex.call }),
    };
  });
  return {
    log: {
      version: '1.2',
      creator: CREATOR,
      entries,
      comment: `${TAPE_FORMAT} version ${TAPE_VERSION}`,
      _tape: { header: tape.header, marks: tape.marks, actions: tape.actions },
    } as Har['log'],
  };
}

const parseText = (text: string | undefined, mime: string | undefined): unknown => {
  if (text === undefined || text === '') return mime?.includes('json') ? undefined : '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * The calls of the API contract (/work/shared/api-contract.md section 3), as path endings: the API
 * base of a HAR recorded elsewhere is what precedes them. `/bet/{betId}` last: it would match others.
 */
const CONTRACT_CALLS: readonly RegExp[] = [
  /\/domain\/host\/[^/]+$/,
  /\/auth\/signin$/,
  /\/auth\/letest-user-details$/,
  /\/auth\/update-password$/,
  /\/auth\/password-update-history\/[^/]+\/[^/]+$/,
  /\/auth\/login-activity\/[^/]+\/[^/]+\/[^/]+$/,
  /\/transit\/transactions\/test\/[^/]+\/[^/]+$/,
  /\/profit-loss\/test\/[^/]+\/[^/]+$/,
  /\/bet\/history\/test\/[^/]+\/[^/]+$/,
  /\/bet\/exposure\/fetch$/,
  /\/bet\/trade\/list$/,
  /\/bet\/bet-details\/list\/[^/]+$/,
  /\/sports\/fetch\/event\/lock$/,
  /\/domain\/notice\/get\/[^/]+$/,
  /\/domain\/banner\/get\/[^/]+$/,
  /\/get-min-max\/[^/]+$/,
  /\/v2\/get-events$/,
  /\/v2\/get-legues\/[^/]+$/,
  /\/v2\/get-matches\/[^/]+\/[^/]+$/,
  /\/v2\/get-matches-by-eventid\/[^/]+$/,
  /\/v2\/fetch-market-odds\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/,
  /\/v2\/fetch-bookmaker-odds\/[^/]+\/[^/]+\/[^/]+$/,
  /\/v2\/fetch-market-session\/[^/]+\/[^/]+\/[^/]+$/,
  /\/bet\/save2$/,
  /\/casino\/list$/,
  /\/sports\/casino\/games$/,
  /\/sports\/v1\/casino\/[^/]+\/[^/]+\/(data|result)$/,
  /\/sports\/v1\/casino\/result$/,
  /\/casino\/data\/[^/]+\/[^/]+$/,
  /\/v2\/get-casino-cards\/[^/]+\/[^/]+$/,
  /\/v2\/list\/horseRace$/,
  /\/v2\/get-horse-odds$/,
  /\/bet\/[^/]+$/,
];

/** The API base a contract call's URL is under (origin plus any path before the call), or undefined. */
export function contractBase(url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  for (const call of CONTRACT_CALLS) {
    const m = call.exec(u.pathname);
    if (m) return u.origin + u.pathname.slice(0, m.index);
  }
  return undefined;
}

type HarEntry = Entry & { _resourceType?: string; _seq?: number; _poll?: string; _call?: string; pageref?: string };

const headerOf = (e: Entry, name: string): string | undefined =>
  e.request.headers.find((h) => h.name.toLowerCase() === name)?.value;

const CREDENTIAL_HEADERS = ['user-token', 'authorization'];
const hasCredentials = (e: Entry): boolean => CREDENTIAL_HEADERS.some((h) => (headerOf(e, h) ?? '').trim() !== '');

/** The app's pages that it shows in its own frames (the market page's /tv and /score, the casino video's page). */
const FRAMED_PAGES = /^\/(tv|score)(\/|$)|^\/mock-feeds\//;

/**
 * A page load: the top document's request (`Sec-Fetch-Dest: document`, else devtools' 'document' or a
 * GET answered with HTML, neither put in a frame by the page's HTML nor one of the app's framed pages).
 */
function isDocument(e: HarEntry): boolean {
  if (e.request.method.toUpperCase() !== 'GET') return false;
  const dest = headerOf(e, 'sec-fetch-dest');
  if (dest) return dest === 'document';
  if (FRAMED_PAGES.test(new URL(e.request.url).pathname)) return false;
  if ((e as { _initiator?: { type?: string } })._initiator?.type === 'parser') return false;
  if (e._resourceType) return e._resourceType === 'document';
  return (e.response.content.mimeType ?? '').includes('text/html') && (headerOf(e, 'accept') ?? 'text/html').includes('text/html');
}

/** A call a page makes from script: XHR or fetch (devtools' type, or `Sec-Fetch-Dest: empty`), else a JSON answer or a POST. */
function isScriptCall(e: HarEntry): boolean {
  if (e._resourceType) return e._resourceType === 'xhr' || e._resourceType === 'fetch';
  const dest = headerOf(e, 'sec-fetch-dest');
  if (dest) return dest === 'empty';
  return (e.response.content.mimeType ?? '').includes('json') || e.request.method === 'POST';
}

/**
 * What src/app/earlyCalls.ts asks for before the app runs that the app asks for later: the domain
 * configuration, the home page's banners. (Its sports, list and IP lookup are left at their times:
 * they would otherwise move to the lists' next poll, the app's first call on a visitor's home page.)
 */
const EARLY_CALLS = /^\/domain\/(host|banner\/get)\/[^/]+$/;

/** The app's stored session key (streams/session.ts SESSION_STORAGE_KEY), spelt out: this module imports nothing of the app. */
const SESSION_KEY = 'exchange.auth';
/** The token a replayed session holds: never the recorded one (a HAR carries it in clear). */
export const PLACEHOLDER_TOKEN = REDACTED;

/** The most frequent value (the first seen among equals). */
function mostFrequent(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  for (const [v, n] of counts) if (best === undefined || n > counts.get(best)!) best = v;
  return best;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The player's input a HAR does not hold, inferred from the calls it made (their bodies name what
 * was typed and clicked): a sign-in (user name typed, the password as '[redacted]', Enter) and a
 * bet on a price cell (the cell, the stake, Place Bet, the bet delay before the call). Each input
 * comes just before its call, so the replayed app makes the same call at the recorded time.
 */
function inferredInput(exchanges: Exchange[]): Action[] {
  const actions: Action[] = [];
  let delayMs = 0;
  for (const ex of exchanges) {
    const body = ex.requestBody;
    const answer = ex.responseBody;
    if (/^\/get-min-max\//.test(ex.path) && isRecord(answer) && isRecord(answer.data) && typeof answer.data.delay === 'number') {
      delayMs = Math.max(0, answer.data.delay * 1000);
    }
    if (ex.method !== 'POST' || !isRecord(body)) continue;
    const at = (t: number): number => Math.max(0, t);
    if (ex.path === '/auth/signin' && typeof body.userName === 'string') {
      actions.push(
        { kind: 'action', at: at(ex.start - 2), type: 'input', target: 'input[name="username"]', value: body.userName },
        { kind: 'action', at: at(ex.start - 1), type: 'input', target: 'input[name="password"]', value: REDACTED },
        { kind: 'action', at: at(ex.start), type: 'key', target: 'input[name="password"]', value: 'Enter' },
      );
    } else if (ex.path === '/bet/save2' && ['ODDS', 'HORSE'].includes(String(body.markettype)) && typeof body.stake === 'number') {
      const side = body.type === 'lay' ? 'Lay' : 'Back';
      const slip = '[role="form"][aria-label^="Bet slip"]';
      const t = ex.start - delayMs;
      actions.push(
        { kind: 'action', at: at(t - 2), type: 'click', target: `[aria-label="${side} ${String(body.selection)} at ${String(body.oddsReq)}"]` },
        { kind: 'action', at: at(t - 1), type: 'input', target: `${slip} input[aria-label="Stake"]`, value: String(body.stake) },
        { kind: 'action', at: at(t), type: 'click', target: `${slip} button.place` },
      );
    }
  }
  return actions;
}

/**
 * A HAR saved by a browser's devtools or Playwright on a site whose API may be on another origin:
 * - the site is the origin of its page loads (document requests), else of the pages' URLs, else the
 *   host an anonymous call sends in `d`, else the host the domain lookup asks for;
 * - the API base is what precedes the contract's calls in their URLs (the most frequent one);
 * - every page load after the first is a 'load' input at its time, replayed in turn;
 * - a session holding a token when the recording started is replayed as logged in: the user from
 *   the recorded answers (`/auth/letest-user-details`, else the sign-in's), a placeholder token;
 * - the player's input is inferred from the calls it made (a sign-in, a bet).
 */
function importForeignHar(log: Har['log']): Tape {
  const all = [...(log.entries as HarEntry[])].sort((a, b) => Date.parse(a.startedDateTime) - Date.parse(b.startedDateTime));
  const apiBase = mostFrequent(all.flatMap((e) => (isScriptCall(e) ? [contractBase(e.request.url)].filter((b): b is string => b !== undefined) : [])));
  // The contract's calls under that base, relative to it; any other call keeps its address (a third party's, the IP lookup).
  const underApi = (e: HarEntry): boolean => apiBase !== undefined && contractBase(e.request.url) === apiBase && isScriptCall(e);

  // The site: its page loads, else the pages' addresses, else what the app said its host was.
  const documents = all.filter((e) => isDocument(e) && !underApi(e) && e.response.status >= 200 && e.response.status < 300);
  const pageUrl = (log.pages ?? []).map((p) => p.title).find((t) => /^https?:\/\//.test(t ?? ''));
  const anonymousD = all.find((e) => underApi(e) && !hasCredentials(e) && headerOf(e, 'd'));
  const lookup = all.map((e) => /\/domain\/host\/([^/?#]+)/.exec(new URL(e.request.url).pathname)?.[1]).find((h) => h !== undefined);
  const siteOrigin = documents[0] ? new URL(documents[0].request.url).origin : pageUrl ? new URL(pageUrl).origin : undefined;
  const host = siteOrigin ? new URL(siteOrigin).host : (headerOf(anonymousD ?? all[0]!, 'd') ?? (lookup && decodeURIComponent(lookup)));
  const loads = documents.filter((e) => new URL(e.request.url).origin === siteOrigin);

  const kept = all.filter((e) => {
    if (!['GET', 'POST'].includes(e.request.method.toUpperCase())) return false; // CORS preflights
    if (underApi(e)) return true;
    return new URL(e.request.url).origin !== siteOrigin && isScriptCall(e);
  });
  const times = [...loads, ...kept].map((e) => Date.parse(e.startedDateTime));
  const t0 = times.length > 0 ? Math.min(...times) : Date.now();
  const at = (e: Entry): number => Math.max(0, Math.round(Date.parse(e.startedDateTime) - t0));

  const exchanges: Exchange[] = kept.map((e, i) => {
    const url = new URL(e.request.url);
    const start = at(e);
    const failed = e.response.status <= 0;
    return {
      kind: 'exchange',
      seq: i,
      method: e.request.method.toUpperCase() === 'POST' ? 'POST' : 'GET',
      path: underApi(e) ? e.request.url.slice(apiBase!.length) || '/' : url.href,
      ...(e.request.postData?.text !== undefined && { requestBody: redact(parseText(e.request.postData.text, e.request.postData.mimeType)) }),
      status: failed ? 0 : e.response.status,
      headers: Object.fromEntries(
        e.request.headers
          .filter((h) => ['d', 'content-type', ...CREDENTIAL_HEADERS].includes(h.name.toLowerCase()))
          .map((h) => [h.name, CREDENTIAL_HEADERS.includes(h.name.toLowerCase()) ? REDACTED : h.value]),
      ),
      ...(!failed && { responseBody: redact(parseText(e.response.content.text, e.response.content.mimeType)) }),
      start,
      end: start + Math.max(0, Math.round(e.time)),
      ...(failed && { error: e.response.statusText || (e.response as { _failureText?: string })._failureText || 'no answer' }),
    };
  });

  // A build pointed at an API asks for the first screen's calls from the HTML, before its app runs
  // (src/app/earlyCalls.ts), and the app takes their answers when it asks; a replay's app asks itself.
  // So on each page, those calls are taken as asked when the app asked its first other call.
  const loadTimes = loads.length > 0 ? loads.map(at) : [0];
  loadTimes.forEach((from, i) => {
    const until = loadTimes[i + 1] ?? Infinity;
    const page = exchanges.filter((ex) => ex.start >= from && ex.start < until).sort((a, b) => a.start - b.start);
    const appFirst = page.find((ex) => !(ex.method === 'GET' && EARLY_CALLS.test(ex.path)));
    if (!appFirst) return;
    for (const ex of page) {
      if (ex === appFirst || ex.start >= appFirst.start) break;
      ex.start = Math.max(ex.start, appFirst.start - 1);
      ex.end = Math.max(ex.end, ex.start);
    }
  });

  // Logged in at the start: a call before the first sign-in carried a token.
  const signIn = exchanges.find((ex) => ex.method === 'POST' && ex.path === '/auth/signin');
  const beforeSignIn = kept.filter((e, i) => underApi(e) && (!signIn || exchanges[i]!.start < signIn.start));
  const loggedIn = beforeSignIn.some(hasCredentials);
  const userAnswer = exchanges.find((ex) => ex.path === '/auth/letest-user-details' && ex.status === 200 && isRecord(ex.responseBody) && isRecord(ex.responseBody.user));
  const user = loggedIn && userAnswer && isRecord(userAnswer.responseBody) ? userAnswer.responseBody.user : undefined;
  const userName = isRecord(user) && typeof user.userName === 'string' ? user.userName : null;

  const path = (e: Entry): string => {
    const u = new URL(e.request.url);
    return u.pathname + u.search;
  };
  const loadActions: Action[] = loads.slice(1).map((e) => ({ kind: 'action', at: at(e), type: 'load', value: path(e) }));
  const firstUrl = loads[0] ? path(loads[0]) : pageUrl && siteOrigin ? pageUrl.slice(siteOrigin.length) || '/' : '/';
  const header: TapeHeader = {
    kind: 'header',
    format: TAPE_FORMAT,
    version: TAPE_VERSION,
    appVersion: `HAR from ${log.creator?.name ?? 'unknown'} ${log.creator?.version ?? ''}`.trim(),
    brand: host ?? 'unknown',
    viewport: { width: 1440, height: 900 },
    user: userName,
    startedAt: new Date(t0).toISOString(),
    ...(host && { host }),
    url: firstUrl,
    ...(user !== undefined && {
      storage: { local: { [SESSION_KEY]: JSON.stringify({ accessToken: PLACEHOLDER_TOKEN, isLoggedIn: true, userDetails: user }) }, session: {} },
    }),
  };
  const actions = [...loadActions, ...inferredInput(exchanges)].sort((a, b) => a.at - b.at);
  return parseTape(serializeTape({ header, exchanges, marks: [], actions }));
}

/** Reads a HAR as a tape: ours round-trips whole; one saved by a browser's devtools or Playwright is read by `importForeignHar`. */
export function importHar(text: string): Tape {
  let har: Har;
  try {
    har = JSON.parse(text) as Har;
  } catch {
    throw new TapeError(0, 'the HAR is not valid JSON (corrupt or truncated)');
  }
  const log = har?.log;
  if (!log || !Array.isArray(log.entries)) throw new TapeError(0, 'not a HAR file (no log.entries)');
  if (log.version && !String(log.version).startsWith('1.')) throw new TapeError(0, `HAR version ${log.version} is not supported (1.x is)`);
  const ours = (log as { _tape?: Pick<Tape, 'header' | 'marks' | 'actions'> })._tape;
  if (!ours) return importForeignHar(log);
  const entries = log.entries;
  const t0 = Date.parse(ours.header.startedAt);
  const origin = entries[0] ? new URL(entries[0].request.url).origin : '';
  const exchanges: Exchange[] = entries.map((e, i) => {
    const url = new URL(e.request.url);
    const sameOrigin = url.origin === origin || url.hostname === 'replay.invalid';
    const start = Math.max(0, Math.round(Date.parse(e.startedDateTime) - t0));
    const ex = e as HarEntry;
    const method = e.request.method.toUpperCase() === 'POST' ? 'POST' : 'GET';
    return {
      kind: 'exchange',
      seq: ex._seq ?? i,
      method,
      path: sameOrigin ? url.pathname + url.search : e.request.url,
      ...(e.request.postData?.text !== undefined && { requestBody: redact(parseText(e.request.postData.text, e.request.postData.mimeType)) }),
      status: e.response.status,
      headers: Object.fromEntries(
        e.request.headers
          .filter((h) => ['d', 'content-type', ...CREDENTIAL_HEADERS].includes(h.name.toLowerCase()))
          .map((h) => [h.name, CREDENTIAL_HEADERS.includes(h.name.toLowerCase()) ? REDACTED : h.value]),
      ),
      responseBody: redact(parseText(e.response.content.text, e.response.content.mimeType)),
      start,
      end: start + Math.max(0, Math.round(e.time)),
      ...(ex._poll && { poll: ex._poll }),
      ...(ex._call && { call: ex._call }),
      ...(e.response.status === 0 && { error: e.response.statusText || 'no answer' }),
    };
  });
  // Through the NDJSON reader, so a HAR's tape meets the same schema as any other.
  return parseTape(serializeTape({ header: ours.header, exchanges, marks: ours.marks ?? [], actions: ours.actions ?? [] }));
}

/** Opens a file's text as a tape: HAR when it looks like one (or is named .har), NDJSON otherwise. */
export function openTape(text: string, name = ''): Tape {
  const head = text.trimStart().slice(0, 200);
  const looksHar = name.endsWith('.har') || (head.startsWith('{') && /"log"\s*:/.test(head) && !head.includes(`"${TAPE_FORMAT}"`));
  return looksHar ? importHar(text) : parseTape(text);
}
