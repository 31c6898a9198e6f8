// The strict simulated exchange: each rule of the contract (src/mocks/callRules.ts) fed a request that breaks it is
// answered 400 `{status: false, message}` naming the call and the rule, and recorded as a violation.
import { describe, expect, it } from 'vitest';
import { CALL_RULES, RULES, type RuleName } from '../../src/mocks/callRules';
import { CALL_NAMES } from '../../src/mocks/knobs';
import { expectViolations, failOnContractViolations } from '../contractViolations';
import { BASE, startExchange } from './harness';

const ex = startExchange({ seed: 3 });
const HOST = 'localhost:5173';

interface Case {
  what: string;
  method: 'GET' | 'POST';
  path: string;
  /** 'token': the signed-in player's User-Token, Bearer and domain _id; else exactly these headers. */
  headers: 'token' | Record<string, string>;
  body?: unknown;
  call: string;
  rule: RuleName;
  /** A piece of the violation's detail. */
  detail: string;
}

let token = '';
let userId = '';
let domainId = '';

async function send(c: Pick<Case, 'method' | 'path' | 'headers' | 'body'>) {
  const headers: Record<string, string> =
    c.headers === 'token' ? { 'User-Token': token, Authorization: `Bearer ${token}`, d: domainId } : { ...c.headers };
  // A body goes as JSON unless the case names its own Content-Type ('' sends none).
  if (c.body !== undefined && !('Content-Type' in headers)) headers['Content-Type'] = 'application/json';
  if (headers['Content-Type'] === '') delete headers['Content-Type'];
  const res = await fetch(BASE + c.path, {
    method: c.method,
    headers,
    ...(c.body !== undefined && { body: typeof c.body === 'string' ? c.body : JSON.stringify(c.body) }),
  });
  return { status: res.status, body: (await res.json()) as { status?: unknown; message?: unknown } };
}

const placeTime = () => new Date(ex.clock.now()).toISOString();
const runners = [
  { selectionId: '11', runnerName: 'Home' },
  { selectionId: '12', runnerName: 'Away' },
];
const common = () => ({
  eventId: '4', legueId: '101', matchId: '5001', marketId: '1.5001', sportsName: 'Cricket', event: 'A v B', market: 'Match Odds',
  selection: 'Home', selectionId: '11', type: 'back', runners, runnersCount: 2, stake: 100, placeTime: placeTime(),
  favourMargin: 98, againstMargin: 100, clientRef: 'c0ffee',
});
const PAYLOADS: Record<string, () => Record<string, unknown>> = {
  ODDS: () => ({ ...common(), markettype: 'ODDS', oddsReq: 1.98 }),
  BOOKMAKER: () => ({ ...common(), markettype: 'BOOKMAKER', oddsReq: 45, favourMargin: 45 }),
  FANCY: () => ({ ...common(), markettype: 'FANCY', marketId: '4-101-5001', runners: [], runnersCount: 0, price: 50, size: 90, backSize: 90, laySize: 100, favourMargin: 90 }),
  Casino: () => ({ ...common(), eventId: '113', sportsName: 'Casino', markettype: 'Casino', oddsReq: 1.98, roundId: '23.1' }),
  HORSE: () => ({ ...common(), eventId: '10', sportsName: 'Horse Racing', markettype: 'HORSE', oddsReq: 1.98, latestFavourMargin: 98, latestAgainstMargin: 100 }),
};
const bet = (kind: string, change: Record<string, unknown>): Record<string, unknown> => {
  const p = { ...PAYLOADS[kind]!(), ...change };
  for (const [k, v] of Object.entries(change)) if (v === undefined) delete p[k];
  return p;
};
const betCase = (kind: string, change: Record<string, unknown>, detail: string): Case => ({
  what: `a ${kind} bet with ${JSON.stringify(change)}`,
  method: 'POST', path: '/bet/save2', headers: 'token', body: bet(kind, change), call: 'placeBet', rule: 'bodyField', detail,
});

function cases(): Case[] {
  const auth = (over: Record<string, string | undefined>): Record<string, string> => {
    const h: Record<string, string | undefined> = { 'User-Token': token, Authorization: `Bearer ${token}`, d: domainId, ...over };
    return Object.fromEntries(Object.entries(h).filter((e): e is [string, string] => e[1] !== undefined));
  };
  const lock = { method: 'POST' as const, path: '/sports/fetch/event/lock', call: 'eventLocks' };
  return [
    // Section 1: headers.
    { what: 'no d header, no token', method: 'GET', path: '/v2/get-events', headers: {}, call: 'events', rule: 'dHost', detail: 'no `d` header' },
    { what: 'a domain _id as d without a token', method: 'GET', path: '/casino/list', headers: { d: '6650a1f0c2e4b0a1a2b3c401' }, call: 'casinoList', rule: 'dHost', detail: 'is a domain _id' },
    { what: 'a d that is no host, without a token', method: 'GET', path: '/v2/get-legues/4', headers: { d: 'not a host!' }, call: 'competitions', rule: 'dHost', detail: 'is not a host' },
    { ...lock, what: 'the host as d with a token', headers: auth({ d: HOST }), body: { setFor: 'u' }, rule: 'dDomainId', detail: 'it is a host' },
    { ...lock, what: 'no d with a token', headers: auth({ d: undefined }), body: { setFor: 'u' }, rule: 'dDomainId', detail: 'no `d` header' },
    { ...lock, what: 'a token without Bearer', headers: auth({ Authorization: token }), body: { setFor: 'u' }, rule: 'tokenPair', detail: 'is not "Bearer <token>"' },
    { ...lock, what: 'two different tokens', headers: auth({ Authorization: 'Bearer other' }), body: { setFor: 'u' }, rule: 'tokenPair', detail: 'another token' },
    { ...lock, what: 'User-Token alone', headers: auth({ Authorization: undefined }), body: { setFor: 'u' }, rule: 'tokenPair', detail: 'without Authorization' },
    { ...lock, what: 'Authorization alone', headers: auth({ 'User-Token': undefined }), body: { setFor: 'u' }, rule: 'tokenPair', detail: 'without User-Token' },
    { what: 'auth headers on get-events', method: 'GET', path: '/v2/get-events', headers: 'token', call: 'events', rule: 'noAuthHeaders', detail: 'User-Token and Authorization' },
    { what: 'a domain lookup naming another domain', method: 'GET', path: '/domain/host/localhost', headers: { d: '6650a1f0c2e4b0a1a2b3c404' }, call: 'domainByHost', rule: 'dHost', detail: 'neither the host' },
    // Section 1: a player's calls need the session's token.
    { what: 'the exposure without a token', method: 'GET', path: '/bet/exposure/fetch', headers: { d: HOST }, call: 'exposure', rule: 'tokenRequired', detail: 'sent without User-Token and Authorization' },
    { what: 'a bet without a token', method: 'POST', path: '/bet/save2', headers: { d: HOST }, body: PAYLOADS.ODDS!(), call: 'placeBet', rule: 'tokenRequired', detail: 'without User-Token' },
    { what: 'fancy prices without a token', method: 'GET', path: '/v2/fetch-market-session/4/101/5001', headers: { d: HOST }, call: 'fancy', rule: 'tokenRequired', detail: 'without User-Token' },
    { what: 'the news ticker without a token', method: 'GET', path: '/domain/notice/get/6650a1f0c2e4b0a1a2b3c401', headers: { d: HOST }, call: 'notices', rule: 'tokenRequired', detail: 'without User-Token' },
    // Section 1: JSON in, said so.
    { what: 'a sign-in sent as text/plain', method: 'POST', path: '/auth/signin', headers: { d: HOST, 'Content-Type': 'text/plain' }, body: { userName: 'rahul', password: 'x', deviceIp: '', ipInfo: {} }, call: 'signIn', rule: 'contentType', detail: 'Content-Type "text/plain"' },
    // fetch labels a string body it is given without a Content-Type text/plain.
    { what: 'a bet sent without naming its Content-Type', method: 'POST', path: '/bet/save2', headers: auth({ 'Content-Type': '' }), body: PAYLOADS.ODDS!(), call: 'placeBet', rule: 'contentType', detail: 'Content-Type "text/plain' },
    { what: 'a statement sent as a form', method: 'POST', path: '/transit/transactions/test/1/10', headers: auth({ 'Content-Type': 'application/x-www-form-urlencoded' }), body: { userId: 'u', from: '2026-01-01', to: '2026-01-02', filter: 'all' }, call: 'statement', rule: 'contentType', detail: 'x-www-form-urlencoded' },
    // Paths that are no call of the contract.
    { what: 'an unknown path', method: 'GET', path: '/v2/get-everything', headers: 'token', call: '/v2/get-everything', rule: 'unknownPath', detail: 'GET /v2/get-everything is no call of the contract' },
    { what: 'a misspelt bet call', method: 'POST', path: '/bets/save2', headers: 'token', body: PAYLOADS.ODDS!(), call: '/bets/save2', rule: 'unknownPath', detail: 'no call of the contract' },
    // Methods.
    { what: 'GET of the bet call', method: 'GET', path: '/bet/save2', headers: 'token', call: 'placeBet', rule: 'method', detail: 'GET instead of POST' },
    { what: 'POST of the user details', method: 'POST', path: '/auth/letest-user-details', headers: 'token', body: {}, call: 'userDetails', rule: 'method', detail: 'POST instead of GET' },
    { what: 'GET of the sign-in', method: 'GET', path: '/auth/signin', headers: { d: HOST }, call: 'signIn', rule: 'method', detail: 'GET instead of POST' },
    // Path ids and query.
    { what: 'a market id "undefined"', method: 'GET', path: '/bet/bet-details/list/undefined', headers: 'token', call: 'matchBets', rule: 'pathId', detail: 'matchId' },
    { what: 'a domain lookup of no host', method: 'GET', path: '/domain/host/a%20b', headers: { d: HOST }, call: 'domainByHost', rule: 'pathId', detail: 'is not a host' },
    { what: 'a host as the domainId of limits', method: 'GET', path: `/get-min-max/${HOST}`, headers: 'token', call: 'limits', rule: 'pathId', detail: 'domainId' },
    { what: 'a host as the domainId of notices', method: 'GET', path: '/domain/notice/get/null', headers: 'token', call: 'notices', rule: 'pathId', detail: 'domainId' },
    { what: 'a host as the domainId of banners', method: 'GET', path: '/domain/banner/get/localhost', headers: { d: HOST }, call: 'banners', rule: 'pathId', detail: 'domainId' },
    { what: 'page 0', method: 'GET', path: '/auth/password-update-history/0/10', headers: 'token', call: 'passwordHistory', rule: 'pathId', detail: 'page' },
    { what: 'a page size that is no number', method: 'POST', path: '/bet/history/test/1/ten', headers: 'token', body: { status: 'settled', sportsName: '', from: '2026-01-01', to: '2026-01-02' }, call: 'betHistory', rule: 'pathId', detail: 'pageSize' },
    { what: 'a user id "null" in login activity', method: 'GET', path: '/auth/login-activity/null/1/10', headers: 'token', call: 'loginActivity', rule: 'pathId', detail: 'userId' },
    { what: 'a competition id as the sport', method: 'GET', path: '/v2/get-matches/101/101', headers: 'token', call: 'matches', rule: 'pathId', detail: 'not a sport id' },
    { what: 'a sport name as the sport', method: 'GET', path: '/v2/get-matches-by-eventid/cricket', headers: { d: HOST }, call: 'matchesBySport', rule: 'pathId', detail: 'not a sport id' },
    { what: 'an empty market id in the list', method: 'GET', path: '/v2/fetch-market-odds/4/101/5001/1.1,,1.2', headers: 'token', call: 'marketOdds', rule: 'pathId', detail: 'marketIds' },
    { what: 'a match id "undefined" in bookmaker', method: 'GET', path: '/v2/fetch-bookmaker-odds/4/101/undefined', headers: 'token', call: 'bookmakerOdds', rule: 'pathId', detail: 'matchId' },
    { what: 'a league id "NaN" in fancy', method: 'GET', path: '/v2/fetch-market-session/4/NaN/5001', headers: 'token', call: 'fancy', rule: 'pathId', detail: 'legueId' },
    { what: 'a bet id "undefined"', method: 'GET', path: '/bet/undefined', headers: 'token', call: 'bet', rule: 'pathId', detail: 'betId' },
    { what: 'an unknown casino game', method: 'GET', path: '/sports/v1/casino/poker/t20/data', headers: 'token', call: 'casinoRound', rule: 'pathId', detail: 'game' },
    { what: 'an unknown casino game result', method: 'GET', path: '/sports/v1/casino/lucky/c/result', headers: 'token', call: 'casinoResults', rule: 'pathId', detail: 'game' },
    { what: 'a round id "undefined" for cards', method: 'GET', path: '/v2/get-casino-cards/113/undefined', headers: 'token', call: 'casinoCards', rule: 'pathId', detail: 'mid' },
    { what: 'a casino type "null"', method: 'GET', path: '/casino/data/null/113', headers: 'token', call: 'genericCasinoData', rule: 'pathId', detail: 'casinoType' },
    { what: 'horse odds without gmid', method: 'GET', path: '/v2/get-horse-odds', headers: 'token', call: 'horseOdds', rule: 'query', detail: 'gmid' },
    // Bodies of section 3.
    { what: 'a sign-in that is not JSON', method: 'POST', path: '/auth/signin', headers: { d: HOST }, body: 'userName=rahul', call: 'signIn', rule: 'bodyJson', detail: 'no JSON body' },
    { what: 'a sign-in body that is a list', method: 'POST', path: '/auth/signin', headers: { d: HOST }, body: ['rahul'], call: 'signIn', rule: 'bodyJson', detail: 'the body is' },
    { what: 'a sign-in without ipInfo', method: 'POST', path: '/auth/signin', headers: { d: HOST }, body: { userName: 'rahul', password: 'x', deviceIp: '' }, call: 'signIn', rule: 'bodyField', detail: 'ipInfo' },
    { what: 'a sign-in with a number as password', method: 'POST', path: '/auth/signin', headers: { d: HOST }, body: { userName: 'rahul', password: 123, deviceIp: '', ipInfo: {} }, call: 'signIn', rule: 'bodyField', detail: 'password' },
    { what: 'a password change without confirmPassword', method: 'POST', path: '/auth/update-password', headers: 'token', body: { currentPassword: 'a', newPassword: 'b' }, call: 'updatePassword', rule: 'bodyField', detail: 'confirmPassword' },
    { what: 'a statement with an unknown filter', method: 'POST', path: '/transit/transactions/test/1/10', headers: 'token', body: { userId: 'u', from: '2026-01-01', to: '2026-01-02', filter: 'mine' }, call: 'statement', rule: 'bodyField', detail: 'filter' },
    { what: 'a statement from an ISO time', method: 'POST', path: '/transit/transactions/test/1/10', headers: 'token', body: { userId: 'u', from: '2026-01-01T00:00:00Z', to: '2026-01-02', filter: 'all' }, call: 'statement', rule: 'bodyField', detail: 'from' },
    { what: 'a statement without userId', method: 'POST', path: '/transit/transactions/test/1/10', headers: 'token', body: { from: '2026-01-01', to: '2026-01-02', filter: 'all' }, call: 'statement', rule: 'bodyField', detail: 'userId' },
    { what: 'profit and loss without to', method: 'POST', path: '/profit-loss/test/1/10', headers: 'token', body: { from: '2026-01-01' }, call: 'profitLoss', rule: 'bodyField', detail: 'to' },
    { what: 'profit and loss with an object as eventId', method: 'POST', path: '/profit-loss/test/1/10', headers: 'token', body: { from: '2026-01-01', to: '2026-01-02', eventId: { id: 4 } }, call: 'profitLoss', rule: 'bodyField', detail: 'eventId' },
    { what: 'bet history with an unknown status', method: 'POST', path: '/bet/history/test/1/10', headers: 'token', body: { status: 'open', sportsName: '', from: '2026-01-01', to: '2026-01-02' }, call: 'betHistory', rule: 'bodyField', detail: 'status' },
    { what: 'bet history without sportsName', method: 'POST', path: '/bet/history/test/1/10', headers: 'token', body: { status: 'settled', from: '2026-01-01', to: '2026-01-02' }, call: 'betHistory', rule: 'bodyField', detail: 'sportsName' },
    { ...lock, what: 'event locks without setFor', headers: 'token', body: {}, rule: 'bodyField', detail: 'setFor' },
    { what: 'a round result without roundId', method: 'POST', path: '/sports/v1/casino/result', headers: { d: HOST }, body: { mid: '1' }, call: 'roundResult', rule: 'bodyField', detail: 'roundId' },
    // Bet payloads of section 5, every kind.
    betCase('ODDS', { markettype: 'MATCH_ODDS' }, 'markettype'),
    betCase('ODDS', { placeTime: 'Wed Nov 25 2026 18:00:00' }, 'placeTime'),
    betCase('ODDS', { placeTime: '2026-11-25T18:00:00' }, 'placeTime'),
    betCase('ODDS', { placeTime: undefined }, 'placeTime'),
    betCase('ODDS', { stake: 100.5 }, 'stake'),
    betCase('ODDS', { stake: '100' }, 'stake'),
    betCase('ODDS', { favourMargin: '98' }, 'favourMargin'),
    betCase('ODDS', { favourMargin: 98.123 }, 'favourMargin'),
    betCase('ODDS', { againstMargin: undefined }, 'againstMargin'),
    betCase('ODDS', { runners: undefined }, 'runners'),
    betCase('ODDS', { runners: [{ selectionId: '11' }] }, 'runners'),
    betCase('ODDS', { runnersCount: undefined }, 'runnersCount'),
    betCase('ODDS', { runnersCount: 3 }, 'runnersCount'),
    betCase('ODDS', { oddsReq: '1.98' }, 'oddsReq'),
    betCase('ODDS', { type: 'BACK' }, 'type'),
    betCase('ODDS', { eventId: undefined }, 'eventId'),
    betCase('ODDS', { legueId: 'undefined' }, 'legueId'),
    betCase('ODDS', { matchId: null }, 'matchId'),
    betCase('ODDS', { marketId: '' }, 'marketId'),
    betCase('ODDS', { selectionId: undefined }, 'selectionId'),
    betCase('ODDS', { sportsName: 4 }, 'sportsName'),
    betCase('ODDS', { event: undefined }, 'event'),
    betCase('ODDS', { market: undefined }, 'market'),
    betCase('ODDS', { selection: undefined }, 'selection'),
    betCase('ODDS', { clientRef: 42 }, 'clientRef'),
    betCase('BOOKMAKER', { oddsReq: undefined }, 'oddsReq'),
    betCase('FANCY', { marketId: '1.5001' }, 'marketId'),
    betCase('FANCY', { price: undefined }, 'price'),
    betCase('FANCY', { size: '90' }, 'size'),
    betCase('FANCY', { backSize: undefined }, 'backSize'),
    betCase('FANCY', { laySize: undefined }, 'laySize'),
    betCase('Casino', { roundId: undefined }, 'roundId'),
    betCase('Casino', { sportsName: 'Teen Patti' }, 'sportsName'),
    betCase('Casino', { oddsReq: undefined }, 'oddsReq'),
    betCase('HORSE', { oddsReq: null }, 'oddsReq'),
    betCase('HORSE', { latestFavourMargin: undefined }, 'latestFavourMargin'),
    betCase('HORSE', { latestAgainstMargin: '100' }, 'latestAgainstMargin'),
  ];
}

describe('the strict simulated exchange', () => {
  it('refuses each request that breaks a rule with a 400 naming the call and the rule, and records the violation', async () => {
    ({ token, userId, domainId } = await ex.signIn('rahul', 'Rahul@123'));
    const all = cases();
    for (const c of all) {
      const answer = await send(c);
      // `what` rides along in each comparison, so a failure names the breaking request.
      expect({ what: c.what, ...answer }).toEqual({
        what: c.what,
        status: 400,
        body: { status: false, message: expect.stringContaining(`Contract violation (${c.call}, ${c.rule}: ${RULES[c.rule]}):`) as string },
      });
      expect({ what: c.what, message: answer.body.message }).toEqual({ what: c.what, message: expect.stringContaining(c.detail) as string });
      const taken = expectViolations(ex.world, [{ call: c.call, rule: c.rule, detail: c.detail }]);
      expect({ what: c.what, taken: taken.length, left: ex.world.violations.list() }).toEqual({ what: c.what, taken: 1, left: [] });
    }
    // Every rule is fed at least one breaking request.
    expect(new Set(all.map((c) => c.rule))).toEqual(new Set(Object.keys(RULES)));
  });

  it('lets requests that keep the contract through, unknown extra fields and numbers as ids included', async () => {
    ({ token, userId, domainId } = await ex.signIn('rahul', 'Rahul@123'));
    const kept: Pick<Case, 'method' | 'path' | 'headers' | 'body'>[] = [
      { method: 'GET', path: '/v2/get-events', headers: { d: HOST } },
      { method: 'GET', path: '/domain/host/localhost%3A5173', headers: { d: HOST } },
      { method: 'GET', path: '/domain/host/localhost%3A5173', headers: 'token' },
      { method: 'GET', path: `/get-min-max/${domainId}`, headers: { d: HOST } },
      { method: 'GET', path: '/casino/list', headers: { d: HOST } },
      { method: 'GET', path: '/v2/list/horseRace', headers: { d: HOST } },
      { method: 'POST', path: '/auth/signin', headers: { d: HOST, 'Content-Type': 'application/json; charset=utf-8' }, body: { userName: 'rahul', password: 'Rahul@123', deviceIp: '', ipInfo: {} } },
      { method: 'POST', path: '/sports/fetch/event/lock', headers: 'token', body: { setFor: userId, extra: true } },
      { method: 'POST', path: '/bet/history/test/1/10', headers: 'token', body: { status: 'settled', sportsName: '', from: '2026-01-01', to: '2026-12-31' } },
      ...Object.keys(PAYLOADS).map((kind) => ({ method: 'POST' as const, path: '/bet/save2', headers: 'token' as const, body: bet(kind, { eventId: kind === 'FANCY' ? '4' : 4, note: 'extra' }) })),
    ];
    for (const c of kept) {
      const answer = await send(c);
      expect(String(answer.body.message ?? ''), `${c.method} ${c.path}`).not.toContain('Contract violation');
    }
    expect(ex.world.violations.list()).toEqual([]);
  });

  it('fails the test during which a violation was recorded, naming the call, the rule and what was wrong', async () => {
    ({ token, userId, domainId } = await ex.signIn('rahul', 'Rahul@123'));
    await send({ method: 'POST', path: '/sports/fetch/event/lock', headers: { 'User-Token': token, Authorization: `Bearer ${token}`, d: HOST }, body: { setFor: userId } });
    // What tests/setup.ts runs after every test (taken here, so this test itself passes).
    expect(() => failOnContractViolations()).toThrow(
      `eventLocks: dDomainId: d "${HOST}" is not a domain _id (it is a host) (POST /sports/fetch/event/lock)`,
    );
    expect(() => failOnContractViolations()).not.toThrow();
  });

  it('has one rule record per call of the contract', () => {
    expect(CALL_RULES.map((r) => r.name).sort()).toEqual(CALL_NAMES.filter((n) => n !== 'visitorIp').sort());
  });
});
