// lazyTransport (src/api/transport.ts): the app's axios transport is loaded with the first request
// that needs it, once; requests wait for it; a failed load fails that request only.
import { describe, expect, it, vi } from 'vitest';
import { Observable, firstValueFrom, of } from 'rxjs';
import { lazyTransport, type HttpRequest, type HttpResponse, type Transport } from '../../src/api/transport';

const req = (url: string): HttpRequest => ({ method: 'GET', url, headers: { d: 'host' } });

/** A load the test resolves or rejects when it wants. */
function heldLoad() {
  let resolve: (t: Transport) => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const load = vi.fn<() => Promise<Transport>>(
    () =>
      new Promise<Transport>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { load, resolve: (t: Transport) => resolve(t), reject: (e: unknown) => reject(e) };
}

const echo: Transport = (r) => of<HttpResponse>({ status: 200, body: r.url });
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('lazyTransport', () => {
  it('loads nothing before a request, then once for every request, and answers each through what it loaded', async () => {
    const held = heldLoad();
    const transport = lazyTransport(held.load);
    expect(held.load).not.toHaveBeenCalled();
    const a = firstValueFrom(transport(req('/a')));
    const b = firstValueFrom(transport(req('/b')));
    expect(held.load).toHaveBeenCalledTimes(1);
    held.resolve(echo);
    await expect(a).resolves.toEqual({ status: 200, body: '/a' });
    await expect(b).resolves.toEqual({ status: 200, body: '/b' });
    await expect(firstValueFrom(transport(req('/c')))).resolves.toEqual({ status: 200, body: '/c' });
    expect(held.load).toHaveBeenCalledTimes(1);
  });

  it('is cold: a request unsubscribed before the load never leaves; unsubscribing later aborts it', async () => {
    const held = heldLoad();
    const sent: string[] = [];
    const aborted: string[] = [];
    const inner: Transport = (r) =>
      new Observable<HttpResponse>(() => {
        sent.push(r.url);
        return () => aborted.push(r.url);
      });
    const transport = lazyTransport(held.load);
    transport(req('/early')).subscribe().unsubscribe();
    const late = transport(req('/late')).subscribe();
    held.resolve(inner);
    await flush();
    expect(sent).toEqual(['/late']);
    late.unsubscribe();
    expect(aborted).toEqual(['/late']);
  });

  it("a failed load is that request's network failure (a TransportError, as axios' own), and the next request loads again", async () => {
    const first = heldLoad();
    const load = vi.fn<() => Promise<Transport>>().mockImplementationOnce(first.load).mockResolvedValueOnce(echo);
    const transport = lazyTransport(load);
    const failed = firstValueFrom(transport(req('/a')));
    first.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(failed).rejects.toMatchObject({ name: 'TransportError', message: 'ERR_NETWORK: Failed to fetch dynamically imported module' });
    await expect(firstValueFrom(transport(req('/b')))).resolves.toEqual({ status: 200, body: '/b' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
