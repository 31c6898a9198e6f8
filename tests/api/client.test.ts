// The API client: headers, the error rules of contract section 2, schema checks, timeout and abort.
import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEVER, Observable, Subject, VirtualTimeScheduler, throwError } from 'rxjs';
import * as v from 'valibot';
import { createApiClient, type ApiClientOptions, type ApiRequest } from '../../src/api/client';
import { dataOf } from '../../src/api/contract';
import { RoundData } from '../../src/api/casinoContract';
import { FancyRow } from '../../src/api/marketContract';
import { ApiError, describeError } from '../../src/api/errors';
import type { HttpRequest, HttpResponse } from '../../src/api/transport';
import { fakeTransport } from './fakeTransport';

interface Outcome<T> {
  values: T[];
  error?: ApiError;
  completed: boolean;
}

/** Subscribes and returns what happened synchronously (the fake transport answers at once). */
function collect<T>(obs: Observable<T>): Outcome<T> {
  const out: Outcome<T> = { values: [], completed: false };
  obs.subscribe({
    next: (x) => out.values.push(x),
    error: (e: unknown) => (out.error = e as ApiError),
    complete: () => (out.completed = true),
  });
  return out;
}

const Ok = v.object({ status: v.optional(v.boolean()), value: v.number() });

function setup(
  answer: (req: HttpRequest) => HttpResponse | Observable<HttpResponse>,
  over: Partial<ApiClientOptions> = {},
  auth = { token: 'tok' as string | null, domainId: 'dom1' as string | null },
) {
  const fake = fakeTransport(answer);
  const onUnauthorized = vi.fn<(call: string) => void>();
  const client = createApiClient({
    transport: fake.transport,
    baseUrl: 'https://api.example/',
    auth: () => auth,
    host: () => 'brand.example:8080',
    onUnauthorized,
    ...over,
  });
  return { ...fake, client, onUnauthorized, auth };
}

const GET = (path: string, extra: Partial<ApiRequest> = {}): ApiRequest => ({ method: 'GET', path, ...extra });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('headers', () => {
  it('sends User-Token, Bearer and d = domain _id when a token is held', () => {
    const t = setup(() => ({ status: 200, body: { value: 1 } }));
    collect(t.client.call('x', GET('/bet/exposure/fetch'), Ok));
    expect(t.requests[0]).toEqual({
      method: 'GET',
      url: 'https://api.example/bet/exposure/fetch',
      headers: { 'User-Token': 'tok', Authorization: 'Bearer tok', d: 'dom1' },
    });
  });

  it('sends only d = host when logged out, and a JSON body with its content type', () => {
    const t = setup(() => ({ status: 200, body: { value: 1 } }), {}, { token: null, domainId: 'dom1' });
    collect(t.client.call('x', { method: 'POST', path: '/a', body: { k: 1 } }, Ok));
    expect(t.requests[0]).toEqual({
      method: 'POST',
      url: 'https://api.example/a',
      headers: { 'Content-Type': 'application/json', d: 'brand.example:8080' },
      body: { k: 1 },
    });
  });

  it('sends an anonymous call (GET /v2/get-events) without auth headers even when logged in', () => {
    const t = setup(() => ({ status: 200, body: { value: 1 } }));
    collect(t.client.call('events', GET('/v2/get-events', { anonymous: true }), Ok));
    expect(t.requests[0]?.headers).toEqual({ d: 'brand.example:8080' });
  });

  it('holds an authenticated call until the domain _id is known, then sends it as d (never the host)', () => {
    const known = new Subject<string>();
    const auth = { token: 'tok' as string | null, domainId: null as string | null };
    const t = setup(() => ({ status: 200, body: { value: 1 } }), { whenDomainId: () => known }, auth);
    const out = collect(t.client.call('x', GET('/a'), Ok));
    expect(t.requests).toEqual([]);
    auth.domainId = 'dom9';
    known.next('dom9');
    expect(t.requests[0]?.headers).toEqual({ 'User-Token': 'tok', Authorization: 'Bearer tok', d: 'dom9' });
    expect(out.values).toEqual([{ value: 1 }]);
  });

  it('sends the domain lookup at once with d = host while the _id is unknown', () => {
    const t = setup(() => ({ status: 200, body: { value: 1 } }), { whenDomainId: () => new Subject<string>() }, { token: 'tok', domainId: null });
    collect(t.client.call('domainByHost', GET('/domain/host/brand.example', { domainLookup: true }), Ok));
    expect(t.requests[0]?.headers).toEqual({ 'User-Token': 'tok', Authorization: 'Bearer tok', d: 'brand.example:8080' });
  });

  it('fails an authenticated call at once when nothing can tell the domain _id', () => {
    const t = setup(() => ({ status: 200, body: { value: 1 } }), {}, { token: 'tok', domainId: null });
    const out = collect(t.client.call('x', GET('/a'), Ok));
    expect(t.requests).toEqual([]);
    expect(out.error).toMatchObject({ kind: 'network', call: 'x' });
  });

  it('sends an absolute third-party URL as-is with no headers', () => {
    const t = setup(() => ({ status: 200, body: { value: 1 } }));
    collect(t.client.call('ip', GET('', { absoluteUrl: 'https://geo.example/x.js' }), Ok));
    expect(t.requests[0]).toEqual({ method: 'GET', url: 'https://geo.example/x.js', headers: {} });
  });
});

describe('errors', () => {
  it('401 on an authenticated call is unauthorized and reports the expiry once', () => {
    const t = setup(() => ({ status: 401, body: { status: false, message: 'Unauthorized' } }));
    const out = collect(t.client.call('exposure', GET('/bet/exposure/fetch'), Ok));
    expect(out.error).toBeInstanceOf(ApiError);
    expect(out.error?.kind).toBe('unauthorized');
    expect(out.error?.status).toBe(401);
    expect(out.values).toEqual([]);
    expect(t.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(t.onUnauthorized).toHaveBeenCalledWith('exposure');
  });

  it("message 'Unauthorized' at any status (even 200) is unauthorized", () => {
    for (const status of [200, 400, 500]) {
      const t = setup(() => ({ status, body: { status: false, message: 'Unauthorized' } }));
      const out = collect(t.client.call('user', GET('/auth/letest-user-details'), Ok));
      expect(out.error?.kind).toBe('unauthorized');
      expect(t.onUnauthorized).toHaveBeenCalledTimes(1);
    }
  });

  it('a 401 on a call sent without a token does not report an expiry', () => {
    const t = setup(() => ({ status: 401, body: {} }), {}, { token: null, domainId: null });
    const out = collect(t.client.call('x', GET('/a'), Ok));
    expect(out.error?.kind).toBe('unauthorized');
    expect(t.onUnauthorized).not.toHaveBeenCalled();
  });

  it('sign-in failures are refusals with the server message, never session expiry', () => {
    const t = setup(() => ({ status: 401, body: { status: false, message: 'Unauthorized' } }));
    const out = collect(t.client.call('signIn', { method: 'POST', path: '/auth/signin', body: {}, loginCall: true }, Ok));
    expect(out.error?.kind).toBe('refused');
    expect(out.error?.message).toBe('Unauthorized');
    expect(t.onUnauthorized).not.toHaveBeenCalled();
    // ...and it is sent unauthenticated even if a stale token is held.
    expect(t.requests[0]?.headers).toEqual({ 'Content-Type': 'application/json', d: 'brand.example:8080' });
  });

  it('400 is a refusal carrying the server message for the player', () => {
    const t = setup(() => ({ status: 400, body: { status: false, message: 'Insufficient balance' } }));
    const out = collect(t.client.call('placeBet', GET('/bet/save2'), Ok));
    expect(out.error?.kind).toBe('refused');
    expect(out.error?.message).toBe('Insufficient balance');
    expect(out.error?.serverMessage).toBe('Insufficient balance');
    expect(out.error?.call).toBe('placeBet');
  });

  it('a 2xx body with status false is a refusal with its message', () => {
    const t = setup(() => ({ status: 200, body: { status: false, message: 'Odds changed', value: 1 } }));
    const out = collect(t.client.call('placeBet', GET('/bet/save2'), Ok));
    expect(out.values).toEqual([]);
    expect(out.error?.kind).toBe('refused');
    expect(out.error?.message).toBe('Odds changed');
  });

  it('404 is notFound, 5xx (even a non-JSON body) is server with a fixed text', () => {
    const nf = collect(setup(() => ({ status: 404, body: { status: false, message: 'No such bet' } })).client.call('bet', GET('/bet/9'), Ok));
    expect(nf.error?.kind).toBe('notFound');
    expect(nf.error?.message).toBe('No such bet');
    const sv = collect(setup(() => ({ status: 502, body: '<html>Bad Gateway</html>' })).client.call('x', GET('/a'), Ok));
    expect(sv.error?.kind).toBe('server');
    expect(sv.error?.status).toBe(502);
    expect(sv.error?.message).toBe('Something went wrong. Please try again.');
  });

  it('a transport failure is a network error', () => {
    const t = setup(() => throwError(() => new Error('ECONNRESET')));
    const out = collect(t.client.call('x', GET('/a'), Ok));
    expect(out.error?.kind).toBe('network');
    expect(out.error?.message).toBe('Network error. Check your connection.');
  });

  it("a network error keeps no error object as its cause, and logs as the call's name, kind and status only", () => {
    // An axios error holds the request's config: its headers carry the token.
    const axiosLike = Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK', config: { headers: { Authorization: 'Bearer tok-secret-123' } } });
    const out = collect(setup(() => throwError(() => axiosLike)).client.call('odds', GET('/a'), Ok));
    expect(out.error?.cause).toBe('Error: Network Error');
    expect(inspect(out.error, { depth: 20, showHidden: true })).not.toContain('tok-secret-123');
    expect(describeError(out.error)).toBe('odds network');
    expect(describeError(new ApiError('server', 'odds', { status: 500 }))).toBe('odds server 500');
  });
});

describe('schema', () => {
  it('emits the parsed value and completes', () => {
    const t = setup(() => ({ status: 200, body: { value: 3, extra: 'ignored' } }));
    const out = collect(t.client.call('x', GET('/a'), Ok));
    expect(out.values).toEqual([{ value: 3 }]);
    expect(out.completed).toBe(true);
  });

  it('rejects a body that fails the schema as malformed, logs the call and issues, emits nothing', () => {
    const t = setup(() => ({ status: 200, body: { value: 'lots' } }));
    const out = collect(t.client.call('exposure', GET('/a'), Ok));
    expect(out.values).toEqual([]);
    expect(out.error?.kind).toBe('malformed');
    expect(out.error?.message).toBe('The server sent an unexpected answer.');
    expect(out.error?.issues).toMatch(/^value: /);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/exposure.*value: /);
  });

  it('rejects a non-JSON 2xx body as malformed', () => {
    const t = setup(() => ({ status: 200, body: 'not json' }));
    const out = collect(t.client.call('x', GET('/a'), Ok));
    expect(out.error?.kind).toBe('malformed');
  });

  const fancyRow = (back: unknown) => ({
    RunnerName: '10 over runs',
    SelectionId: 7,
    gtype: 'session',
    BackPrice1: back,
    BackSize1: '100',
    LayPrice1: 41,
    LaySize1: '',
    GameStatus: '',
  });

  it('accepts numeric strings in fancy rows and casino round data', () => {
    const t = setup((req) =>
      req.url.endsWith('/fancy')
        ? { status: 200, body: { data: [fancyRow('42')] } }
        : {
            status: 200,
            body: { data: { t1: [{ mid: 101, autotime: '12', C1: '1' }], t2: [{ nat: 'Player A', sid: '1', rate: '1.98', gstatus: '1' }] } },
          },
    );
    const fancy = collect(t.client.call('fancy', GET('/fancy'), dataOf(v.array(FancyRow))));
    expect(fancy.values[0]?.data[0]).toMatchObject({ SelectionId: '7', BackPrice1: 42, BackSize1: 100, LaySize1: 0 });
    const round = collect(t.client.call('round', GET('/round'), dataOf(RoundData)));
    expect(round.values[0]?.data.t1[0]).toMatchObject({ mid: '101', autotime: 12 });
    expect(round.values[0]?.data.t2[0]).toMatchObject({ rate: 1.98, gstatus: 1 });
  });

  it('rejects garbage strings in numeric fields', () => {
    const t = setup((req) =>
      req.url.endsWith('/fancy')
        ? { status: 200, body: { data: [fancyRow('4x2')] } }
        : { status: 200, body: { data: { t1: [{ mid: 1, autotime: 5 }], t2: [{ nat: 'A', sid: 1, rate: 'abc', gstatus: 1 }] } } },
    );
    const fancy = collect(t.client.call('fancy', GET('/fancy'), dataOf(v.array(FancyRow))));
    expect(fancy.error?.kind).toBe('malformed');
    expect(fancy.error?.issues).toContain('data.0.BackPrice1');
    const round = collect(t.client.call('round', GET('/round'), dataOf(RoundData)));
    expect(round.error?.kind).toBe('malformed');
    expect(round.error?.issues).toContain('data.t2.0.rate');
  });
});

describe('lifecycle', () => {
  it('is cold: nothing is sent until subscribed, and each subscription sends once', () => {
    const t = setup(() => ({ status: 200, body: { value: 1 } }));
    const call$ = t.client.call('x', GET('/a'), Ok);
    expect(t.requests).toHaveLength(0);
    collect(call$);
    collect(call$);
    expect(t.requests).toHaveLength(2);
  });

  it('times out after 15 s of virtual time and aborts the request', () => {
    const scheduler = new VirtualTimeScheduler();
    const t = setup(() => NEVER, { scheduler });
    const out = collect(t.client.call('exposure', GET('/a'), Ok));
    scheduler.maxFrames = 14_999;
    scheduler.flush();
    expect(out.error).toBeUndefined();
    scheduler.maxFrames = 15_000;
    scheduler.flush();
    expect(out.error?.kind).toBe('timeout');
    expect(out.error?.message).toBe('The server did not answer in time.');
    expect(t.aborted).toHaveLength(1);
  });

  it('honours a custom timeout', () => {
    const scheduler = new VirtualTimeScheduler();
    const t = setup(() => NEVER, { scheduler, timeoutMs: 500 });
    const out = collect(t.client.call('x', GET('/a'), Ok));
    scheduler.flush();
    expect(out.error?.kind).toBe('timeout');
    expect(scheduler.now()).toBe(500);
  });

  it('unsubscribing aborts the request in flight', () => {
    const t = setup(() => NEVER);
    const sub = t.client.call('x', GET('/a'), Ok).subscribe();
    expect(t.aborted).toHaveLength(0);
    sub.unsubscribe();
    expect(t.aborted).toEqual([t.requests[0]]);
  });
});
