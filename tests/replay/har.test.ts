// A HAR recorded elsewhere (devtools, Playwright) on a site whose API is on another origin, read as a tape:
// the site's host, the API base, each page load, a session logged in from the start, input inferred from the calls.
import { describe, expect, it } from 'vitest';
import { contractBase, importHar, PLACEHOLDER_TOKEN } from '../../src/replay/har';
import { SESSION_STORAGE_KEY } from '../../streams/session';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const SITE = 'https://play.site.example';
const API = 'https://api.operator.example/v1';
const USER = { _id: 'u1', userName: 'rahul', name: 'Rahul', currency: 'INR', role: { name: 'User' }, rolePermissions: [], openingBalance: 100, exposureLimit: 1000, mobile: '+91 1' };

interface Opts {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  answer?: unknown;
  mime?: string;
  status?: number;
  type?: string;
}
function entry(url: string, at: number, o: Opts = {}) {
  const text = typeof o.answer === 'string' ? o.answer : JSON.stringify(o.answer ?? { status: true });
  return {
    startedDateTime: new Date(T0 + at).toISOString(),
    time: 80,
    ...(o.type && { _resourceType: o.type }),
    request: {
      method: o.method ?? 'GET',
      url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: Object.entries(o.headers ?? { 'sec-fetch-dest': 'empty' }).map(([name, value]) => ({ name, value })),
      queryString: [],
      ...(o.body !== undefined && { postData: { mimeType: 'application/json', text: JSON.stringify(o.body) } }),
      headersSize: -1,
      bodySize: -1,
    },
    response: {
      status: o.status ?? 200,
      statusText: 'OK',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: [],
      content: { size: text.length, mimeType: o.mime ?? 'application/json', text },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 80, receive: 0 },
  };
}
const doc = (url: string, at: number) => entry(url, at, { headers: { 'sec-fetch-dest': 'document', accept: 'text/html' }, answer: '<!doctype html>', mime: 'text/html' });
const auth = { 'sec-fetch-dest': 'empty', 'User-Token': 'tok-SECRET-1', Authorization: 'Bearer tok-SECRET-1', d: 'dom1' };

const BET = {
  eventId: '4', legueId: '1', matchId: '2', marketId: '1.2', sportsName: 'Cricket', event: 'A v B', market: 'Match Odds',
  selection: 'India', selectionId: '11', type: 'back', runners: [], runnersCount: 2, stake: 100,
  placeTime: new Date(T0 + 9000).toISOString(), favourMargin: 85, againstMargin: 100, markettype: 'ODDS', oddsReq: 1.85,
};

/** Two page loads of a logged-in player (home, then a market typed in the address bar, a bet there), the API on another origin. */
const multiPage = {
  log: {
    version: '1.2',
    creator: { name: 'Playwright', version: '1.65.1' },
    pages: [{ startedDateTime: new Date(T0).toISOString(), id: 'page@1', title: 'Tamannah', pageTimings: {} }],
    entries: [
      // Out of order on purpose: a HAR lists entries as they finish.
      entry(`${API}/domain/host/play.site.example`, 120, { headers: auth, answer: { data: { _id: 'dom1' } } }),
      doc(`${SITE}/`, 0),
      entry(`${SITE}/assets/index-abc.js`, 30, { headers: { 'sec-fetch-dest': 'script' }, answer: '', mime: 'text/javascript' }),
      entry(`${API}/domain/host/play.site.example`, 110, { method: 'OPTIONS', headers: { 'sec-fetch-dest': 'empty' }, answer: '' }),
      entry(`${API}/v2/get-events`, 150, { headers: { 'sec-fetch-dest': 'empty', d: 'play.site.example' }, answer: { data: [] } }),
      entry(`${API}/auth/letest-user-details`, 400, { headers: auth, answer: { user: USER } }),
      entry(`${API}/get-min-max/dom1`, 450, { headers: auth, answer: { data: { delay: 1 } } }),
      entry('https://ip.lookup.example/json', 500, { answer: { ip: '203.0.113.7' } }),
      entry(`${SITE}/assets/logo.svg`, 600, { headers: { 'sec-fetch-dest': 'image' }, answer: '<svg/>', mime: 'image/svg+xml' }),
      doc(`${SITE}/fullmarket/4/1/2?inplay=true`, 5000),
      // The market page's own frames are no page loads.
      entry(`${SITE}/tv?id=2`, 5600, { answer: '<!doctype html>', mime: 'text/html', headers: { accept: 'text/html' } }),
      entry(`${SITE}/score?id=2`, 5600, { type: 'document', answer: '<!doctype html>', mime: 'text/html', headers: { accept: 'text/html' } }),
      entry(`${API}/domain/host/play.site.example`, 5100, { headers: auth, answer: { data: { _id: 'dom1' } } }),
      entry(`${API}/v2/get-events`, 5300, { headers: { 'sec-fetch-dest': 'empty', d: 'play.site.example' }, answer: { data: [] } }),
      entry(`${API}/bet/save2`, 9000, { method: 'POST', headers: auth, body: BET, answer: { status: true, betId: 'b1' } }),
    ],
  },
};

describe('a HAR recorded elsewhere', () => {
  const tape = importHar(JSON.stringify(multiPage));

  it("takes the site's host from its page loads and the API base from the contract's calls, not from the first API entry", () => {
    expect(tape.header).toMatchObject({ host: 'play.site.example', brand: 'play.site.example', url: '/', startedAt: new Date(T0).toISOString() });
    // The domain lookup the HTML's early script made (at 120 and 5100) is taken as the app asked for it: with its first other call.
    expect(tape.exchanges.map((e) => `${e.start} ${e.method} ${e.path}`)).toEqual([
      '149 GET /domain/host/play.site.example',
      '150 GET /v2/get-events',
      '400 GET /auth/letest-user-details',
      '450 GET /get-min-max/dom1',
      '500 GET https://ip.lookup.example/json',
      '5299 GET /domain/host/play.site.example',
      '5300 GET /v2/get-events',
      '9000 POST /bet/save2',
    ]);
    expect(contractBase(`${API}/v2/fetch-market-odds/4/1/2/1.2,1.3`)).toBe(API);
    expect(contractBase(`${SITE}/assets/index.js`)).toBeUndefined();
  });

  it('replays each page load in turn: a later page load is a load input at its time', () => {
    expect(tape.actions.filter((a) => a.type === 'load')).toEqual([{ kind: 'action', at: 5000, type: 'load', value: '/fullmarket/4/1/2?inplay=true' }]);
  });

  it('starts logged in when the recording did: the user from the recorded answers, a placeholder token, no recorded token anywhere', () => {
    expect(tape.header.user).toBe('rahul');
    expect(JSON.parse(tape.header.storage!.local[SESSION_STORAGE_KEY]!)).toEqual({ accessToken: PLACEHOLDER_TOKEN, isLoggedIn: true, userDetails: { ...USER, mobile: '' } });
    expect(JSON.stringify(tape)).not.toContain('SECRET');
    expect(tape.exchanges[0]!.headers).toEqual({ 'User-Token': '[redacted]', Authorization: '[redacted]', d: 'dom1' });
  });

  it("infers the bet's input from its call: the cell, the stake and Place Bet, the bet delay before the call", () => {
    expect(tape.actions.filter((a) => a.type !== 'load').map((a) => [a.at, a.type, a.target, a.value])).toEqual([
      [7998, 'click', '[aria-label="Back India at 1.85"]', undefined],
      [7999, 'input', '[role="form"][aria-label^="Bet slip"] input[aria-label="Stake"]', '100'],
      [8000, 'click', '[role="form"][aria-label^="Bet slip"] button.place', undefined],
    ]);
  });

  it("infers a sign-in's input and starts logged out when no call before it held a token; the host from an anonymous call's d header without page loads", () => {
    const har = {
      log: {
        version: '1.2',
        creator: { name: 'WebInspector', version: '537.36' },
        entries: [
          entry(`${API}/v2/get-events`, 0, { type: 'fetch', headers: { d: '127.0.0.1:4261' }, answer: { data: [] } }),
          entry(`${API}/auth/signin`, 2000, { type: 'xhr', method: 'POST', headers: { d: '127.0.0.1:4261' }, body: { userName: 'rahul', password: 'Rahul@123', deviceIp: '', ipInfo: {} }, answer: { userToken: 'tok-SECRET-2', user: USER } }),
          entry(`${API}/auth/letest-user-details`, 2500, { type: 'xhr', headers: auth, answer: { user: USER } }),
        ],
      },
    };
    const t = importHar(JSON.stringify(har));
    expect(t.header).toMatchObject({ host: '127.0.0.1:4261', user: null, url: '/' });
    expect(t.header.storage).toBeUndefined();
    expect(t.actions.map((a) => [a.at, a.type, a.target, a.value])).toEqual([
      [1998, 'input', 'input[name="username"]', 'rahul'],
      [1999, 'input', 'input[name="password"]', '[redacted]'],
      [2000, 'key', 'input[name="password"]', 'Enter'],
    ]);
    expect(JSON.stringify(t)).not.toMatch(/SECRET|Rahul@123/);
  });
});
