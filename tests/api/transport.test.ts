// The app's two transports, axios (a player's) and fetch (a visitor's), against a real HTTP interception
// layer (MSW's node server): the same statuses, bodies, failures; each aborts when unsubscribed.
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { create, isCancel } from 'axios';
import { Observable, firstValueFrom } from 'rxjs';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { axiosTransport } from '../../src/api/axiosTransport';
import { fetchTransport } from '../../src/api/fetchTransport';
import { byAudience, type Transport } from '../../src/api/transport';

const BASE = 'http://exchange.test';
let seen: Request[] = [];
let releaseSlow: () => void = () => undefined;
/** Resolves when the slow handler has the request: the test waits for that event, not for a deadline. */
let slowArrived: () => void = () => undefined;

const server = setupServer(
  http.all(`${BASE}/echo`, async ({ request }) => {
    seen.push(request.clone());
    const body = request.method === 'POST' ? await request.json() : null;
    return HttpResponse.json({ method: request.method, got: body, d: request.headers.get('d') });
  }),
  http.get(`${BASE}/refused`, () => HttpResponse.json({ status: false, message: 'Odds changed' }, { status: 400 })),
  http.get(`${BASE}/html`, () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 })),
  http.get(`${BASE}/jsonp`, () => new HttpResponse('geoip({"ip":"1.2.3.4"})', { headers: { 'Content-Type': 'application/javascript' } })),
  http.get(`${BASE}/empty`, () => new HttpResponse(null, { status: 204 })),
  http.get(`${BASE}/down`, () => HttpResponse.error()),
  // Answers only when the test lets it: an abort is proven by the order of events, not by a clock.
  http.get(`${BASE}/slow`, async ({ request }) => {
    seen.push(request);
    const answer = new Promise<void>((release) => (releaseSlow = release));
    slowArrived();
    await answer;
    return HttpResponse.json({ late: true });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

describe.each([
  ['axiosTransport', axiosTransport()],
  ['fetchTransport', fetchTransport()],
])('%s', (_name, transport: Transport) => {
  it('sends method, headers and a JSON body, and parses the JSON answer', async () => {
    const res = await firstValueFrom(
      transport({ method: 'POST', url: `${BASE}/echo`, headers: { d: 'dom1', 'Content-Type': 'application/json' }, body: { a: 1 } }),
    );
    expect(res).toEqual({ status: 200, body: { method: 'POST', got: { a: 1 }, d: 'dom1' } });
  });

  it('passes any status through as a value, not an error', async () => {
    const res = await firstValueFrom(transport({ method: 'GET', url: `${BASE}/refused`, headers: {} }));
    expect(res).toEqual({ status: 400, body: { status: false, message: 'Odds changed' } });
  });

  it('gives a non-JSON body as its raw text', async () => {
    expect(await firstValueFrom(transport({ method: 'GET', url: `${BASE}/html`, headers: {} }))).toEqual({
      status: 502,
      body: '<h1>Bad Gateway</h1>',
    });
    expect(await firstValueFrom(transport({ method: 'GET', url: `${BASE}/jsonp`, headers: {} }))).toEqual({
      status: 200,
      body: 'geoip({"ip":"1.2.3.4"})',
    });
    expect(await firstValueFrom(transport({ method: 'GET', url: `${BASE}/empty`, headers: {} }))).toEqual({
      status: 204,
      body: '',
    });
  });

  it('errors on a network failure', async () => {
    await expect(firstValueFrom(transport({ method: 'GET', url: `${BASE}/down`, headers: {} }))).rejects.toBeTruthy();
  });

  it("a network failure carries no request headers: the token sent with it cannot reach a log through the error", async () => {
    const headers = { 'User-Token': 'tok-secret-123', Authorization: 'Bearer tok-secret-123', d: 'site.example' };
    const err = await firstValueFrom(transport({ method: 'GET', url: `${BASE}/down`, headers })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    const seenAll = `${String(err)} ${JSON.stringify(err)} ${inspect(err, { depth: 20, showHidden: true })}`;
    expect(seenAll).not.toContain('tok-secret-123');
    expect(seenAll).not.toContain('Bearer');
  });
});

describe('axiosTransport', () => {
  it('is cold, and unsubscribing aborts the request', async () => {
    // The interceptor does not forward XHR aborts to the handler's request.signal, so the abort is
    // observed on the axios side: its promise settles as cancelled, though the server answers after.
    const instance = create({ validateStatus: () => true, responseType: 'text' });
    const settled: Promise<unknown>[] = [];
    const request = instance.request.bind(instance);
    instance.request = ((config) => {
      const p = request(config);
      settled.push(p.then(() => 'answered', (err: unknown) => (isCancel(err) ? 'cancelled' : 'failed')));
      return p;
    }) as typeof instance.request;

    const req$ = axiosTransport(instance)({ method: 'GET', url: `${BASE}/slow`, headers: {} });
    // Cold: making the observable asks axios for nothing.
    expect(settled).toHaveLength(0);

    const arrived = new Promise<void>((r) => (slowArrived = r));
    const events: string[] = [];
    const sub = req$.subscribe({ next: () => events.push('next'), error: () => events.push('error') });
    expect(settled).toHaveLength(1);
    await arrived;
    expect(seen).toHaveLength(1);
    sub.unsubscribe();
    // The server answers only now: a request that was not aborted would settle as 'answered'.
    releaseSlow();
    expect(await settled[0]).toBe('cancelled');
    expect(events).toEqual([]);
  });
});

describe('fetchTransport', () => {
  it('is cold, and unsubscribing aborts the request', async () => {
    const signals: AbortSignal[] = [];
    const spy: typeof fetch = (input, init) => {
      if (init?.signal) signals.push(init.signal);
      return globalThis.fetch(input, init);
    };
    const req$ = fetchTransport(spy)({ method: 'GET', url: `${BASE}/slow`, headers: {} });
    expect(signals).toHaveLength(0);
    const arrived = new Promise<void>((r) => (slowArrived = r));
    const events: string[] = [];
    const sub = req$.subscribe({ next: () => events.push('next'), error: () => events.push('error') });
    await arrived;
    expect(seen).toHaveLength(1);
    sub.unsubscribe();
    expect(signals[0]?.aborted).toBe(true);
    releaseSlow();
    expect(events).toEqual([]);
  });
});

describe('byAudience', () => {
  const tagged = (name: string): Transport => (req) => new Observable((s) => { s.next({ status: 200, body: `${name} ${req.url}` }); s.complete(); });
  const t = byAudience(tagged('visitor'), tagged('player'));

  it("sends a request with a session token through the player's transport, any other through the visitor's", async () => {
    expect(await firstValueFrom(t({ method: 'GET', url: '/a', headers: { d: 'x' } }))).toEqual({ status: 200, body: 'visitor /a' });
    expect(await firstValueFrom(t({ method: 'POST', url: '/login', headers: { d: 'x', 'Content-Type': 'application/json' }, body: {} }))).toEqual({ status: 200, body: 'visitor /login' });
    expect(await firstValueFrom(t({ method: 'GET', url: '/b', headers: { 'User-Token': 't', Authorization: 'Bearer t', d: 'id' } }))).toEqual({ status: 200, body: 'player /b' });
    expect(await firstValueFrom(t({ method: 'GET', url: '/c', headers: { authorization: 'Bearer t' } }))).toEqual({ status: 200, body: 'player /c' });
  });
});
