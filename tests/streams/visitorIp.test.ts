import { describe, expect, it, vi } from 'vitest';
import { Subject, firstValueFrom, of } from 'rxjs';
import { IP_CACHE_KEY, createVisitorIp } from '../../streams/visitorIp';
import { IP_CACHE_MS } from '../../src/domain/constants';
import { memoryStorage } from './storage';

type Lookup = Parameters<typeof createVisitorIp>[0]['lookup'];

describe('visitor IP lookup', () => {
  it('asks the service once and serves the cache for an hour', async () => {
    let now = 1_000;
    const lookup = vi.fn<Lookup>(() => of({ query: '203.0.113.7', city: 'Mumbai' }));
    const storage = memoryStorage();
    const get = createVisitorIp({ lookup, storage, now: () => now });
    expect(await firstValueFrom(get())).toEqual({ query: '203.0.113.7', city: 'Mumbai' });
    now += IP_CACHE_MS - 1;
    expect((await firstValueFrom(get()))?.query).toBe('203.0.113.7');
    expect(lookup).toHaveBeenCalledTimes(1);
    now += 2;
    await firstValueFrom(get());
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failure, so the next login retries', async () => {
    const lookup = vi.fn<Lookup>().mockReturnValueOnce(of(null)).mockReturnValueOnce(of({ query: '198.51.100.1' }));
    const get = createVisitorIp({ lookup, storage: memoryStorage(), now: () => 0 });
    expect(await firstValueFrom(get())).toBeNull();
    expect((await firstValueFrom(get()))?.query).toBe('198.51.100.1');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('ignores a corrupt cache entry', async () => {
    const storage = memoryStorage();
    storage.setItem(IP_CACHE_KEY, '{not json');
    const lookup = vi.fn<Lookup>(() => of({ query: '192.0.2.9' }));
    const get = createVisitorIp({ lookup, storage, now: () => 0 });
    expect((await firstValueFrom(get()))?.query).toBe('192.0.2.9');
  });

  it('asks the service once when a second caller comes while the first lookup is on its way', async () => {
    const answer = new Subject<{ query: string } | null>();
    const lookup = vi.fn<Lookup>(() => answer);
    const get = createVisitorIp({ lookup, storage: memoryStorage(), now: () => 0 });
    const first = firstValueFrom(get());
    const second = firstValueFrom(get());
    answer.next({ query: '203.0.113.9' });
    answer.complete();
    expect((await first)?.query).toBe('203.0.113.9');
    expect((await second)?.query).toBe('203.0.113.9');
    expect(lookup).toHaveBeenCalledTimes(1);
    // Answered and cached: later callers read the cache.
    expect((await firstValueFrom(get()))?.query).toBe('203.0.113.9');
    expect(lookup).toHaveBeenCalledTimes(1);
  });
});
