// The app's transport takes the early script's answers (src/api/earlyAnswers.ts): the very same
// request only, once, young enough, and asks itself when the early one got no answer.
import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { createApiClient } from '../../src/api/client';
import { EARLY_ANSWER_MAX_AGE_MS, withEarlyAnswers } from '../../src/api/earlyAnswers';
import { createEndpoints } from '../../src/api/endpoints';
import type { HttpRequest, Transport } from '../../src/api/transport';
import type { EarlyAnswer, EarlyCall } from '../../src/app/earlyCalls';
import { domainConfig } from '../app/fixtures';
import { fakeTransport } from './fakeTransport';

const URL_ = 'https://api.example.test/domain/host/www.brand.test';
const req: HttpRequest = { method: 'GET', url: URL_, headers: { d: 'www.brand.test' } };

const early = (answer: Promise<EarlyAnswer>, over: Partial<EarlyCall> = {}): EarlyCall => ({
  method: 'GET',
  url: URL_,
  headers: { d: 'www.brand.test' },
  startedAt: 0,
  answer,
  ...over,
});

const ok = (body: unknown): Promise<EarlyAnswer> => Promise.resolve({ status: 200, text: JSON.stringify(body) });

/** The app's endpoints for a visitor of www.brand.test over `transport`. */
const visitorApi = (transport: Transport) =>
  createEndpoints(
    createApiClient({
      transport,
      baseUrl: 'https://api.example.test',
      auth: () => ({ token: null, domainId: null }),
      host: () => 'www.brand.test',
      onUnauthorized: () => {},
    }),
  );

describe('withEarlyAnswers', () => {
  it('answers the same request from the early call, once; the next one goes to the network', async () => {
    const calls = [early(ok({ data: 'early' }))];
    const net = fakeTransport(() => ({ status: 200, body: { data: 'net' } }));
    const t = withEarlyAnswers(net.transport, { calls: () => calls, now: () => 500 });
    await expect(firstValueFrom(t(req))).resolves.toEqual({ status: 200, body: { data: 'early' } });
    expect(net.requests).toHaveLength(0);
    expect(calls).toHaveLength(0);
    await expect(firstValueFrom(t(req))).resolves.toEqual({ status: 200, body: { data: 'net' } });
    expect(net.requests).toHaveLength(1);
  });

  it('passes a non-JSON body and any status through as the network transport would', async () => {
    const calls = [early(Promise.resolve({ status: 502, text: '<html>bad gateway</html>' }))];
    const t = withEarlyAnswers(fakeTransport().transport, { calls: () => calls, now: () => 0 });
    await expect(firstValueFrom(t(req))).resolves.toEqual({ status: 502, body: '<html>bad gateway</html>' });
  });

  it('never answers a request that differs in its headers, URL or method', async () => {
    const net = fakeTransport(() => ({ status: 200, body: 'net' }));
    const calls = [early(ok('early'))];
    const t = withEarlyAnswers(net.transport, { calls: () => calls, now: () => 0 });
    for (const other of [
      { ...req, headers: { d: 'www.brand.test', 'User-Token': 't', Authorization: 'Bearer t' } },
      { ...req, headers: { d: 'someone.else' } },
      { ...req, url: URL_ + '/x' },
      { ...req, method: 'POST' as const, body: {} },
    ]) {
      await expect(firstValueFrom(t(other))).resolves.toEqual({ status: 200, body: 'net' });
    }
    expect(net.requests).toHaveLength(4);
    expect(calls).toHaveLength(1);
  });

  it('asks the network when the early call got no answer, or is too old', async () => {
    const net = fakeTransport(() => ({ status: 200, body: 'net' }));
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    const t = withEarlyAnswers(net.transport, { calls: () => [early(failed)], now: () => 0 });
    await expect(firstValueFrom(t(req))).resolves.toEqual({ status: 200, body: 'net' });

    const old = withEarlyAnswers(net.transport, { calls: () => [early(ok('early'))], now: () => EARLY_ANSWER_MAX_AGE_MS + 1 });
    await expect(firstValueFrom(old(req))).resolves.toEqual({ status: 200, body: 'net' });
    expect(net.requests).toHaveLength(2);
  });

  it('without the early script (dev server, tests, simulated exchange) every request goes to the network', async () => {
    const net = fakeTransport(() => ({ status: 200, body: 'net' }));
    const t = withEarlyAnswers(net.transport, { calls: () => undefined, now: () => 0 });
    await expect(firstValueFrom(t(req))).resolves.toEqual({ status: 200, body: 'net' });
  });

  it("the app's configuration call, made before the first render by the early script, is checked and used like its own", async () => {
    const calls = [early(ok({ data: domainConfig }))];
    const net = fakeTransport(() => ({ status: 500, body: 'the network was not asked' }));
    const api = visitorApi(withEarlyAnswers(net.transport, { calls: () => calls, now: () => 100 }));
    await expect(firstValueFrom(api.domainByHost('www.brand.test'))).resolves.toEqual(domainConfig);
    expect(net.requests).toHaveLength(0);

    // A malformed early answer is the same bad input as a malformed network one.
    const bad = [early(ok({ data: { nope: true } }))];
    const api2 = visitorApi(withEarlyAnswers(net.transport, { calls: () => bad, now: () => 100 }));
    const warn = console.warn;
    console.warn = () => {};
    try {
      await expect(firstValueFrom(api2.domainByHost('www.brand.test'))).rejects.toMatchObject({ kind: 'malformed' });
    } finally {
      console.warn = warn;
    }
  });
});
