// Every endpoint sends the contract's method, path and body, and answers the unwrapped value.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Observable, firstValueFrom, throwError } from 'rxjs';
import { createApiClient } from '../../src/api/client';
import type { BetPayload } from '../../src/api/contract';
import type { WithClientRef } from '../../src/api/clientRef';
import { createAccountEndpoints } from '../../src/api/accountEndpoints';
import { createCasinoEndpoints } from '../../src/api/casinoEndpoints';
import { createEndpoints } from '../../src/api/endpoints';
import { createHorseEndpoints } from '../../src/api/horseEndpoints';
import { createMarketEndpoints } from '../../src/api/marketEndpoints';
import type { ApiClient } from '../../src/api/client';
import { DEFAULT_IP_LOOKUP_URL } from '../../src/api/ipLookup';
import type { HttpRequest, HttpResponse } from '../../src/api/transport';
import { fakeTransport } from './fakeTransport';

function setup(answer: (req: HttpRequest) => HttpResponse | Observable<HttpResponse> = () => ({ status: 200, body: {} })) {
  const fake = fakeTransport(answer);
  const client = createApiClient({
    transport: fake.transport,
    baseUrl: '',
    auth: () => ({ token: 'tok', domainId: 'dom1' }),
    host: () => 'brand.example',
    onUnauthorized: () => {},
  });
  return { ...fake, api: allEndpoints(client) };
}

/** Every module's endpoints over one client, as the app's streams build them (streams/api.ts, streams/market/api.ts and the others). */
const allEndpoints = (client: ApiClient) => ({
  ...createEndpoints(client),
  ...createMarketEndpoints(client),
  ...createAccountEndpoints(client),
  ...createCasinoEndpoints(client),
  ...createHorseEndpoints(client),
});
type Endpoints = ReturnType<typeof allEndpoints>;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const bet = { markettype: 'ODDS', oddsReq: 1.5, stake: 100, clientRef: 'c0ffee00-0000-4000-8000-000000000001' } as unknown as WithClientRef<BetPayload>;

/** [endpoint, how to call it, method, url, body] — one row per endpoint. */
const table: [keyof Endpoints, (api: Endpoints) => Observable<unknown>, 'GET' | 'POST', string, unknown?][] = [
  ['domainByHost', (a) => a.domainByHost('brand.example:5173'), 'GET', '/domain/host/brand.example:5173'],
  ['signIn', (a) => a.signIn({ userName: 'u', password: 'p', deviceIp: '1.2.3.4', ipInfo: { query: '1.2.3.4' } }), 'POST', '/auth/signin',
    { userName: 'u', password: 'p', deviceIp: '1.2.3.4', ipInfo: { query: '1.2.3.4' } }],
  ['demoSignIn', (a) => a.demoSignIn('Tamannah'), 'POST', '/auth/signin',
    { userName: 'demo@Tamannah', password: 'Demo@1234', deviceIp: '', ipInfo: {} }],
  ['userDetails', (a) => a.userDetails(), 'GET', '/auth/letest-user-details'],
  ['updatePassword', (a) => a.updatePassword({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' }), 'POST',
    '/auth/update-password', { currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' }],
  ['passwordHistory', (a) => a.passwordHistory(2, 25), 'GET', '/auth/password-update-history/2/25'],
  ['loginActivity', (a) => a.loginActivity('u1', 1, 10), 'GET', '/auth/login-activity/u1/1/10'],
  ['statement', (a) => a.statement(1, 10, { userId: 'u1', from: '2026-01-01', to: '2026-01-31', filter: 'all' }), 'POST',
    '/transit/transactions/test/1/10', { userId: 'u1', from: '2026-01-01', to: '2026-01-31', filter: 'all' }],
  ['profitLoss', (a) => a.profitLoss(3, 50, { from: '2026-01-01', to: '2026-01-02', eventId: '4' }), 'POST',
    '/profit-loss/test/3/50', { from: '2026-01-01', to: '2026-01-02', eventId: '4' }],
  ['betHistory', (a) => a.betHistory(1, 100, { status: 'settled', sportsName: '', from: '2026-01-01', to: '2026-01-02' }),
    'POST', '/bet/history/test/1/100', { status: 'settled', sportsName: '', from: '2026-01-01', to: '2026-01-02' }],
  ['bet', (a) => a.bet('b77'), 'GET', '/bet/b77'],
  ['exposure', (a) => a.exposure(), 'GET', '/bet/exposure/fetch'],
  ['liveTrades', (a) => a.liveTrades(), 'GET', '/bet/trade/list'],
  ['matchBets', (a) => a.matchBets('m9'), 'GET', '/bet/bet-details/list/m9'],
  ['eventLocks', (a) => a.eventLocks('u1'), 'POST', '/sports/fetch/event/lock', { setFor: 'u1' }],
  ['notices', (a) => a.notices('dom1'), 'GET', '/domain/notice/get/dom1'],
  ['banners', (a) => a.banners('dom1'), 'GET', '/domain/banner/get/dom1'],
  ['limits', (a) => a.limits('dom1'), 'GET', '/get-min-max/dom1'],
  ['visitorIp', (a) => a.visitorIp(), 'GET', DEFAULT_IP_LOOKUP_URL],
  ['events', (a) => a.events(), 'GET', '/v2/get-events'],
  ['competitions', (a) => a.competitions('4'), 'GET', '/v2/get-legues/4'],
  ['matches', (a) => a.matches('4', 'L1'), 'GET', '/v2/get-matches/4/L1'],
  ['matchesBySport', (a) => a.matchesBySport('1'), 'GET', '/v2/get-matches-by-eventid/1'],
  ['marketOdds', (a) => a.marketOdds('4', 'L1', 'M1', ['1.1', '1.2']), 'GET', '/v2/fetch-market-odds/4/L1/M1/1.1,1.2'],
  ['bookmakerOdds', (a) => a.bookmakerOdds('4', 'L1', 'M1'), 'GET', '/v2/fetch-bookmaker-odds/4/L1/M1'],
  ['fancy', (a) => a.fancy('4', 'L1', 'M1'), 'GET', '/v2/fetch-market-session/4/L1/M1'],
  ['placeBet', (a) => a.placeBet(bet), 'POST', '/bet/save2', bet],
  ['casinoList', (a) => a.casinoList(), 'GET', '/casino/list'],
  ['casinoGames', (a) => a.casinoGames(), 'GET', '/sports/casino/games'],
  ['casinoRound', (a) => a.casinoRound('teenpatti/t20'), 'GET', '/sports/v1/casino/teenpatti/t20/data'],
  ['casinoResults', (a) => a.casinoResults('lucky/a'), 'GET', '/sports/v1/casino/lucky/a/result'],
  ['roundResult', (a) => a.roundResult('r5'), 'POST', '/sports/v1/casino/result', { roundId: 'r5' }],
  ['genericCasinoData', (a) => a.genericCasinoData('aviator', '113'), 'GET', '/casino/data/aviator/113'],
  ['casinoCards', (a) => a.casinoCards('113', 'r5'), 'GET', '/v2/get-casino-cards/113/r5'],
  ['horseSchedule', (a) => a.horseSchedule(), 'GET', '/v2/list/horseRace'],
  ['horseOdds', (a) => a.horseOdds('g 1'), 'GET', '/v2/get-horse-odds?gmid=g%201'],
];

describe('requests', () => {
  it('the table covers every endpoint', () => {
    expect(table.map(([name]) => name).sort()).toEqual(Object.keys(setup().api).sort());
  });

  it.each(table)('%s sends the contract request', (_name, invoke, method, url, body) => {
    const t = setup();
    invoke(t.api).subscribe({ error: () => {} });
    expect(t.requests).toHaveLength(1);
    expect(t.requests[0]).toMatchObject({ method, url });
    expect(t.requests[0]?.body).toEqual(body);
  });

  it('events is sent anonymous, sign-in unauthenticated, others with the session', () => {
    const t = setup();
    t.api.events().subscribe({ error: () => {} });
    t.api.demoSignIn('x').subscribe({ error: () => {} });
    t.api.exposure().subscribe({ error: () => {} });
    expect(t.requests.map((r) => r.headers.Authorization)).toEqual([undefined, undefined, 'Bearer tok']);
  });
});

describe('unwrapped answers', () => {
  const answering = (body: unknown) => setup(() => ({ status: 200, body }));
  const page = { pageItems: [], page: 1, pageSize: 10, currentPage: 1, totalPages: 0 };

  it('answers the plain values', async () => {
    expect(await firstValueFrom(answering({ status: true, exposure: 250.5 }).api.exposure())).toBe(250.5);
    expect(await firstValueFrom(answering({ data: [] }).api.liveTrades())).toEqual([]);
    expect(await firstValueFrom(answering({ status: true, data: page }).api.statement(1, 10, { userId: 'u', from: '', to: '', filter: 'all' }))).toEqual(page);
    expect(await firstValueFrom(answering({ data: [{ notice: 'Hello' }] }).api.notices('d'))).toEqual(['Hello']);
    expect(await firstValueFrom(answering({ data: [{ banner: '/b.png' }] }).api.banners('d'))).toEqual(['/b.png']);
    expect(await firstValueFrom(answering({ data: { card: 'KHH,3SS,10DD' } }).api.casinoCards('113', '1'))).toEqual(['KHH', '3SS', '10DD']);
    expect(await firstValueFrom(answering({ data: [] }).api.roundResult('r'))).toBeNull();
    expect(await firstValueFrom(answering({ data: [{ mid: 5, cards: 'KHH', win: 1 }] }).api.roundResult('r'))).toEqual({ mid: '5', cards: 'KHH', win: '1' });
    expect(await firstValueFrom(answering({ status: true, message: 'Password Updated Successfully!' }).api.updatePassword({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' }))).toBe('Password Updated Successfully!');
    expect(await firstValueFrom(answering({ status: true, message: 'Bet placed', betId: 77 }).api.placeBet(bet))).toEqual({ status: true, message: 'Bet placed', betId: '77' });
  });

  it('answers nested lists (horse odds, casino results, horse schedule)', async () => {
    const market = { mid: 1, mname: 'WIN', section: [{ nat: 'Horse A', sid: 3, odds: [{ oname: 'back1', odds: '2.5', size: '100' }] }] };
    expect(await firstValueFrom(answering({ data: { data: [market] } }).api.horseOdds('1'))).toEqual([
      { mid: '1', mname: 'WIN', section: [{ nat: 'Horse A', sid: '3', odds: [{ oname: 'back1', odds: 2.5, size: 100 }] }] },
    ]);
    expect(await firstValueFrom(answering({ data: { data: [{ mid: 1, result: 2 }] } }).api.casinoResults('lucky/a'))).toEqual([{ mid: '1', result: '2' }]);
    expect(await firstValueFrom(answering({ data: { t1: [] } }).api.horseSchedule())).toEqual([]);
  });
});

describe('visitorIp', () => {
  it('reads a JSONP body and names the IP query', async () => {
    const t = setup(() => ({ status: 200, body: 'geoip({"ip":"1.2.3.4","country":"India"});' }));
    expect(await firstValueFrom(t.api.visitorIp())).toEqual({ ip: '1.2.3.4', country: 'India', query: '1.2.3.4' });
    expect(t.requests[0]?.headers).toEqual({});
  });

  it('accepts an already-parsed body that names the IP query', async () => {
    const t = setup(() => ({ status: 200, body: { query: '5.6.7.8', status: 'success' } }));
    expect(await firstValueFrom(t.api.visitorIp())).toEqual({ query: '5.6.7.8', status: 'success' });
  });

  it('answers null on any failure', async () => {
    for (const answer of [
      () => ({ status: 200, body: 'geoip(not json)' }),
      () => ({ status: 200, body: { country: 'India' } }),
      () => ({ status: 500, body: '' }),
      () => throwError(() => new Error('blocked')),
    ]) {
      expect(await firstValueFrom(setup(answer).api.visitorIp())).toBeNull();
    }
  });
});
