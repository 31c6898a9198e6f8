// The API contract's rules per call (../shared/api-contract.md sections 1, 3 and 5), one record per call: method,
// path and its ids, headers, body. handlers/strict.ts checks every request against them before any handler answers.
import type { CallName } from './knobs';
import type { Domains } from './world/brands';

/** The rules a request can break; a violation names one of them. */
export const RULES = {
  unknownPath: "the path is one of the contract's calls",
  method: 'the call is made with its method',
  tokenRequired: "a player's call carries the session's token (section 1: `User-Token` and `Authorization: Bearer`)",
  dHost: 'without a token, `d` is the window host',
  dDomainId: 'with a token, `d` is the domain _id',
  tokenPair: 'a token goes as `User-Token` and `Authorization: Bearer` with the same token',
  noAuthHeaders: 'GET /v2/get-events carries no auth headers',
  pathId: "the path's ids are ids of the kind the contract names",
  query: 'the query names what the call needs',
  contentType: 'a body is sent as `Content-Type: application/json` (section 1: JSON in and out)',
  bodyJson: 'the body is a JSON object',
  bodyField: "the body's fields have the contract's types",
} as const;
export type RuleName = keyof typeof RULES;

export type Broken = { rule: RuleName; detail: string };

/**
 * How a call carries the session (contract section 1, with the specs' "needs a login"): `token` (a player's own
 * data, bets and logged-in polls: never without one), `optional` (lists, casino and horse data: visitors too),
 * `never` (GET /v2/get-events: no auth headers), `lookup` (the domain lookup, which may go before the _id is known).
 */
type Auth = 'token' | 'optional' | 'never' | 'lookup';

type Body = Record<string, unknown>;

/** What the checks read from the world: its domains, and the brand its dev hosts (localhost) answer. */
export interface RuleContext {
  domains: Domains;
  devBrand: string;
}

export interface CallRule {
  name: CallName;
  method: 'GET' | 'POST';
  /** Matched against the path after the API base; named groups are the path's ids. */
  path: RegExp;
  auth: Auth;
  /** Problems with the path's ids (named groups) and query. */
  ids?: (params: Record<string, string>, query: URLSearchParams, ctx: RuleContext) => Broken | null;
  /** Problems with a POST body (an object). */
  body?: (body: Body) => Broken | null;
}

// ---------- field checks ----------

const BAD_IDS = new Set(['', 'undefined', 'null', 'nan', '[object object]']);
/** An id: a string or a finite number, not empty and not the text of a missing value. */
const isIdValue = (v: unknown): boolean =>
  (typeof v === 'string' && !BAD_IDS.has(v.trim().toLowerCase()) && !/\s/.test(v)) || (typeof v === 'number' && Number.isFinite(v));
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isObj = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);
/** ISO 8601 with an offset (contract section 1). */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const isIsoTime = (v: unknown): boolean => isStr(v) && ISO_WITH_OFFSET.test(v) && Number.isFinite(Date.parse(v));
/** Date filters are plain `YYYY-MM-DD`. */
const isDay = (v: unknown): boolean => isStr(v) && /^\d{4}-\d{2}-\d{2}$/.test(v) && Number.isFinite(Date.parse(v));
/** Rounded to 2 decimals. */
const isMoney = (v: unknown): boolean => isNum(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
/** A host as `window.location.host` gives it (name or address, optional port). */
const isHostText = (v: string): boolean => /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(v);

const show = (v: unknown): string => (v === undefined ? 'missing' : JSON.stringify(v) ?? String(v));
const field = (name: string, v: unknown, want: string): Broken => ({ rule: 'bodyField', detail: `${name}: ${show(v)} is not ${want}` });

type FieldCheck = readonly [name: string, test: (v: unknown) => boolean, want: string, optional?: 'optional'];
const ID: [(v: unknown) => boolean, string] = [isIdValue, 'an id'];
const STR: [(v: unknown) => boolean, string] = [isStr, 'a string'];
const NUM: [(v: unknown) => boolean, string] = [isNum, 'a number'];
const DAY: [(v: unknown) => boolean, string] = [isDay, 'a YYYY-MM-DD date'];

function fields(body: Body, checks: readonly FieldCheck[]): Broken | null {
  for (const [name, test, want, optional] of checks) {
    const v = body[name];
    if (optional && v === undefined) continue;
    if (!test(v)) return field(name, v, want);
  }
  return null;
}

const pathId = (name: string, v: string | undefined): Broken | null =>
  isIdValue(v) ? null : { rule: 'pathId', detail: `${name} ${show(v)} is not an id` };

const page = (params: Record<string, string>): Broken | null => {
  for (const name of ['page', 'pageSize']) {
    const v = params[name] ?? '';
    if (!/^\d+$/.test(v) || Number(v) < 1) return { rule: 'pathId', detail: `${name} ${show(v)} is not a page number (1 or more)` };
  }
  return null;
};

/** `eventId` is always the sport id (contract section 3). */
const SPORT_IDS = ['4', '1', '2', '10', '113'] as const;
const sportId = (v: string | undefined): Broken | null =>
  (SPORT_IDS as readonly string[]).includes(v ?? '') ? null : { rule: 'pathId', detail: `eventId ${show(v)} is not a sport id (${SPORT_IDS.join(', ')})` };

const first = (...checks: (Broken | null)[]): Broken | null => checks.find((c) => c !== null) ?? null;

const matchPath = (p: Record<string, string>) => first(sportId(p.eventId), pathId('legueId', p.legueId), pathId('matchId', p.matchId));

const domainIdPath = (p: Record<string, string>, _q: URLSearchParams, { domains }: RuleContext): Broken | null =>
  domains.byId(p.domainId ?? '') ? null : { rule: 'pathId', detail: `domainId ${show(p.domainId)} is not a domain _id` };

/** The game-list tables' `{game}` paths (contract section 3, Casino). */
const CASINO_GAMES = ['teenpatti/t20', 'teenpatti/3card', 'dragontiger/t20', 'dragontiger/t202', 'dragontiger/fast', 'lucky/a', 'lucky/b'] as const;
const casinoGame = (p: Record<string, string>): Broken | null =>
  (CASINO_GAMES as readonly string[]).includes(p.game ?? '') ? null : { rule: 'pathId', detail: `game ${show(p.game)} is not a game-list table (${CASINO_GAMES.join(', ')})` };

// ---------- bet payloads (section 5) ----------

const KIND_FIELDS: Record<string, readonly FieldCheck[]> = {
  ODDS: [['oddsReq', ...NUM]],
  BOOKMAKER: [['oddsReq', ...NUM]],
  FANCY: [['price', ...NUM], ['size', ...NUM], ['backSize', ...NUM], ['laySize', ...NUM]],
  Casino: [['oddsReq', ...NUM], ['roundId', ...ID]],
  HORSE: [['oddsReq', ...NUM], ['latestFavourMargin', isMoney, 'a number rounded to 2 decimals'], ['latestAgainstMargin', isMoney, 'a number rounded to 2 decimals']],
};

const isRunner = (r: unknown): boolean => isObj(r) && isIdValue(r.selectionId) && isStr(r.runnerName);

function betPayloadProblem(p: Body): Broken | null {
  const kind = p.markettype;
  if (!isStr(kind) || !(kind in KIND_FIELDS)) return field('markettype', kind, `one of ${Object.keys(KIND_FIELDS).join(', ')}`);
  const common = fields(p, [
    ['eventId', ...ID],
    ['legueId', ...ID],
    ['matchId', ...ID],
    ['marketId', ...ID],
    ['selectionId', ...ID],
    ['sportsName', ...STR],
    ['event', ...STR],
    ['market', ...STR],
    ['selection', ...STR],
    ['type', (v) => v === 'back' || v === 'lay', '"back" or "lay"'],
    ['placeTime', isIsoTime, 'an ISO 8601 time with an offset'],
    ['stake', (v) => isNum(v) && Number.isInteger(v) && v > 0, 'a whole number above 0'],
    ['favourMargin', isMoney, 'a number rounded to 2 decimals'],
    ['againstMargin', isMoney, 'a number rounded to 2 decimals'],
    ['runners', (v) => Array.isArray(v) && v.every(isRunner), 'a list of {selectionId, runnerName}'],
    ['runnersCount', (v) => isNum(v) && Number.isInteger(v), 'a whole number'],
    ['clientRef', (v) => isStr(v) && v !== '', 'a non-empty string', 'optional'],
  ]);
  if (common) return common;
  if ((p.runners as unknown[]).length !== p.runnersCount) {
    return field('runnersCount', p.runnersCount, `the number of runners (${(p.runners as unknown[]).length})`);
  }
  const own = fields(p, KIND_FIELDS[kind]!);
  if (own) return own;
  if (kind === 'FANCY') {
    const want = `${String(p.eventId)}-${String(p.legueId)}-${String(p.matchId)}`;
    if (String(p.marketId) !== want) return field('marketId', p.marketId, `"${want}" ({eventId}-{legueId}-{matchId})`);
  }
  if (kind === 'Casino' && p.sportsName !== 'Casino') return field('sportsName', p.sportsName, '"Casino"');
  return null;
}

// ---------- the table ----------

export const CALL_RULES: readonly CallRule[] = [
  { name: 'domainByHost', method: 'GET', path: /\/domain\/host\/(?<host>[^/]+)$/, auth: 'lookup',
    ids: (p) => (isHostText(decodeURIComponent(p.host ?? '')) ? null : { rule: 'pathId', detail: `host ${show(p.host)} is not a host` }) },
  { name: 'signIn', method: 'POST', path: /\/auth\/signin$/, auth: 'optional',
    body: (b) => fields(b, [['userName', ...STR], ['password', ...STR], ['deviceIp', ...STR], ['ipInfo', isObj, 'an object']]) },
  { name: 'userDetails', method: 'GET', path: /\/auth\/letest-user-details$/, auth: 'token' },
  { name: 'updatePassword', method: 'POST', path: /\/auth\/update-password$/, auth: 'token',
    body: (b) => fields(b, [['currentPassword', ...STR], ['newPassword', ...STR], ['confirmPassword', ...STR]]) },
  { name: 'passwordHistory', method: 'GET', path: /\/auth\/password-update-history\/(?<page>[^/]+)\/(?<pageSize>[^/]+)$/, auth: 'token', ids: page },
  { name: 'loginActivity', method: 'GET', path: /\/auth\/login-activity\/(?<userId>[^/]+)\/(?<page>[^/]+)\/(?<pageSize>[^/]+)$/, auth: 'token',
    ids: (p) => first(pathId('userId', p.userId), page(p)) },
  { name: 'statement', method: 'POST', path: /\/transit\/transactions\/test\/(?<page>[^/]+)\/(?<pageSize>[^/]+)$/, auth: 'token', ids: page,
    body: (b) => fields(b, [['userId', ...ID], ['from', ...DAY], ['to', ...DAY], ['filter', (v) => v === 'upline' || v === 'betRecords' || v === 'all', '"upline", "betRecords" or "all"']]) },
  { name: 'profitLoss', method: 'POST', path: /\/profit-loss\/test\/(?<page>[^/]+)\/(?<pageSize>[^/]+)$/, auth: 'token', ids: page,
    body: (b) => fields(b, [['from', ...DAY], ['to', ...DAY], ['eventId', ...ID, 'optional'], ['matchId', ...ID, 'optional'], ['markettype', ...STR, 'optional']]) },
  { name: 'betHistory', method: 'POST', path: /\/bet\/history\/test\/(?<page>[^/]+)\/(?<pageSize>[^/]+)$/, auth: 'token', ids: page,
    body: (b) => fields(b, [['status', (v) => v === 'unsettled' || v === 'settled', '"unsettled" or "settled"'], ['sportsName', ...STR], ['from', ...DAY], ['to', ...DAY]]) },
  { name: 'exposure', method: 'GET', path: /\/bet\/exposure\/fetch$/, auth: 'token' },
  { name: 'liveTrades', method: 'GET', path: /\/bet\/trade\/list$/, auth: 'token' },
  { name: 'matchBets', method: 'GET', path: /\/bet\/bet-details\/list\/(?<matchId>[^/]+)$/, auth: 'token', ids: (p) => pathId('matchId', p.matchId) },
  // Before GET /bet/{betId}: a GET of /bet/save2 is the bet call made with the wrong method.
  { name: 'placeBet', method: 'POST', path: /\/bet\/save2$/, auth: 'token', body: betPayloadProblem },
  { name: 'bet', method: 'GET', path: /\/bet\/(?<betId>[^/]+)$/, auth: 'token', ids: (p) => pathId('betId', p.betId) },
  { name: 'eventLocks', method: 'POST', path: /\/sports\/fetch\/event\/lock$/, auth: 'token', body: (b) => fields(b, [['setFor', ...ID]]) },
  { name: 'notices', method: 'GET', path: /\/domain\/notice\/get\/(?<domainId>[^/]+)$/, auth: 'token', ids: domainIdPath },
  { name: 'banners', method: 'GET', path: /\/domain\/banner\/get\/(?<domainId>[^/]+)$/, auth: 'optional', ids: domainIdPath },
  { name: 'limits', method: 'GET', path: /\/get-min-max\/(?<domainId>[^/]+)$/, auth: 'optional', ids: domainIdPath },
  { name: 'events', method: 'GET', path: /\/v2\/get-events$/, auth: 'never' },
  { name: 'competitions', method: 'GET', path: /\/v2\/get-legues\/(?<eventId>[^/]+)$/, auth: 'optional', ids: (p) => sportId(p.eventId) },
  { name: 'matches', method: 'GET', path: /\/v2\/get-matches\/(?<eventId>[^/]+)\/(?<legueId>[^/]+)$/, auth: 'optional',
    ids: (p) => first(sportId(p.eventId), pathId('legueId', p.legueId)) },
  { name: 'matchesBySport', method: 'GET', path: /\/v2\/get-matches-by-eventid\/(?<eventId>[^/]+)$/, auth: 'optional', ids: (p) => sportId(p.eventId) },
  { name: 'marketOdds', method: 'GET', path: /\/v2\/fetch-market-odds\/(?<eventId>[^/]+)\/(?<legueId>[^/]+)\/(?<matchId>[^/]+)\/(?<marketIds>[^/]+)$/, auth: 'token',
    ids: (p) => first(matchPath(p), ...decodeURIComponent(p.marketIds ?? '').split(',').map((id) => pathId('marketIds entry', id))) },
  { name: 'bookmakerOdds', method: 'GET', path: /\/v2\/fetch-bookmaker-odds\/(?<eventId>[^/]+)\/(?<legueId>[^/]+)\/(?<matchId>[^/]+)$/, auth: 'token', ids: matchPath },
  { name: 'fancy', method: 'GET', path: /\/v2\/fetch-market-session\/(?<eventId>[^/]+)\/(?<legueId>[^/]+)\/(?<matchId>[^/]+)$/, auth: 'token', ids: matchPath },
  { name: 'casinoList', method: 'GET', path: /\/casino\/list$/, auth: 'optional' },
  { name: 'casinoGames', method: 'GET', path: /\/sports\/casino\/games$/, auth: 'optional' },
  { name: 'casinoRound', method: 'GET', path: /\/sports\/v1\/casino\/(?<game>.+)\/data$/, auth: 'optional', ids: casinoGame },
  { name: 'casinoResults', method: 'GET', path: /\/sports\/v1\/casino\/(?<game>.+)\/result$/, auth: 'optional', ids: casinoGame },
  { name: 'roundResult', method: 'POST', path: /\/sports\/v1\/casino\/result$/, auth: 'optional', body: (b) => fields(b, [['roundId', ...ID]]) },
  { name: 'genericCasinoData', method: 'GET', path: /\/casino\/data\/(?<casinoType>[^/]+)\/(?<eventId>[^/]+)$/, auth: 'optional',
    ids: (p) => first(pathId('casinoType', p.casinoType), pathId('eventId', p.eventId)) },
  { name: 'casinoCards', method: 'GET', path: /\/v2\/get-casino-cards\/(?<eventId>[^/]+)\/(?<mid>[^/]+)$/, auth: 'optional',
    ids: (p) => first(pathId('eventId', p.eventId), pathId('mid', p.mid)) },
  { name: 'horseSchedule', method: 'GET', path: /\/v2\/list\/horseRace$/, auth: 'optional' },
  { name: 'horseOdds', method: 'GET', path: /\/v2\/get-horse-odds$/, auth: 'optional',
    ids: (_p, q) => (isIdValue(q.get('gmid') ?? '') ? null : { rule: 'query', detail: `gmid ${show(q.get('gmid') ?? undefined)} is not an id` }) },
];

/** The rule of a request's path: the first whose path matches (its method may differ), with the path's ids. */
function ruleOfPath(path: string): { rule: CallRule; params: Record<string, string> } | null {
  for (const rule of CALL_RULES) {
    const m = rule.path.exec(path);
    if (m) return { rule, params: { ...m.groups } };
  }
  return null;
}

/** The headers' problems: section 1. */
function headerProblem(rule: CallRule, headers: Headers, params: Record<string, string>, { domains, devBrand }: RuleContext): Broken | null {
  const userToken = headers.get('User-Token')?.trim() || null;
  const authorization = headers.get('Authorization')?.trim() || null;
  const d = headers.get('d')?.trim() ?? '';
  if (rule.auth === 'never' && (userToken !== null || authorization !== null)) {
    return { rule: 'noAuthHeaders', detail: `sent with ${[userToken && 'User-Token', authorization && 'Authorization'].filter(Boolean).join(' and ')}` };
  }
  const hasToken = userToken !== null || authorization !== null;
  if (rule.auth === 'token' && !hasToken) return { rule: 'tokenRequired', detail: 'sent without User-Token and Authorization' };
  if (hasToken) {
    const bearer = authorization === null ? null : (/^Bearer\s+(\S+)$/.exec(authorization)?.[1] ?? null);
    if (userToken === null) return { rule: 'tokenPair', detail: 'Authorization sent without User-Token' };
    if (authorization === null) return { rule: 'tokenPair', detail: 'User-Token sent without Authorization' };
    if (bearer === null) return { rule: 'tokenPair', detail: `Authorization ${show(authorization)} is not "Bearer <token>"` };
    if (bearer !== userToken) return { rule: 'tokenPair', detail: 'Authorization carries another token than User-Token' };
  }
  if (d === '') return { rule: hasToken ? 'dDomainId' : 'dHost', detail: 'no `d` header' };
  if (rule.auth === 'lookup') {
    // The domain lookup names its host; its _id is what it asks for (a later lookup may send the _id it has).
    const host = decodeURIComponent(params.host ?? '');
    const lookedUp = domains.byHost(host, devBrand);
    if (d === host || (lookedUp && d === lookedUp.config._id)) return null;
    if (!hasToken && isHostText(d) && !domains.byId(d)) return null;
    return { rule: 'dHost', detail: `d ${show(d)} is neither the host looked up (${host}) nor its domain _id` };
  }
  if (hasToken) {
    return domains.byId(d) ? null : { rule: 'dDomainId', detail: `d ${show(d)} is not a domain _id${isHostText(d) ? ' (it is a host)' : ''}` };
  }
  if (domains.byId(d)) return { rule: 'dHost', detail: `d ${show(d)} is a domain _id; without a token it is the host` };
  return isHostText(d) ? null : { rule: 'dHost', detail: `d ${show(d)} is not a host` };
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
const isJsonType = (v: string | null): boolean => v !== null && /^application\/json\s*(?:;|$)/i.test(v.trim());

/** A body's declared type: JSON, as every body of the contract is (section 1). */
function contentTypeProblem(headers: Headers, hasBody: boolean): Broken | null {
  if (!hasBody) return null;
  const type = headers.get('Content-Type');
  return isJsonType(type) ? null : { rule: 'contentType', detail: type === null ? 'a body sent without Content-Type' : `Content-Type ${show(type)}` };
}

/**
 * What is wrong with a request to the exchange, or null when it keeps the contract. `path` is the
 * URL's path after the API base; `body` is the parsed body of a POST (`undefined` when it is not JSON);
 * `hasBody` whether the request carried one at all. A path that is no call of the contract is `unknownPath`.
 */
export function checkRequest(
  req: { method: string; url: URL; headers: Headers; body?: unknown; hasBody?: boolean },
  ctx: RuleContext,
): (Broken & { call: string }) | null {
  const path = req.url.pathname.replace(/\/+$/, '');
  const method = req.method.toUpperCase();
  const found = ruleOfPath(path);
  if (!found) return { call: path || '/', rule: 'unknownPath', detail: `${method} ${path || '/'} is no call of the contract` };
  const { rule, params } = found;
  const hasBody = req.hasBody ?? req.body !== undefined;
  const broken =
    (method !== rule.method ? { rule: 'method' as const, detail: `${method} instead of ${rule.method}` } : null) ??
    headerProblem(rule, req.headers, params, ctx) ??
    rule.ids?.(params, req.url.searchParams, ctx) ??
    contentTypeProblem(req.headers, hasBody) ??
    (rule.method === 'POST' && rule.body
      ? isObj(req.body)
        ? rule.body(req.body)
        : { rule: 'bodyJson' as const, detail: req.body === undefined ? 'no JSON body' : `the body is ${show(req.body)}` }
      : null);
  return broken ? { call: rule.name, ...broken } : null;
}
