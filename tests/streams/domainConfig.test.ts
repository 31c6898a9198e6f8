// The domain configuration stream: one shared load by host, retried with backoff, cached 60 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualTimeScheduler, defer, map, timer, type Observable } from 'rxjs';
import type { DomainConfig } from '../../src/api/contract';
import { ApiError } from '../../src/api/errors';
import { createDomainConfig, retryDelayMs } from '../../streams/domainConfig';

const config: DomainConfig = {
  _id: 'dom1',
  title: 'Tamannah',
  logoUrl: '/logo.png',
  favIconUrl: '/favicon.ico',
  primaryColor: '#111',
  secondaryColor: '#222',
  backgroundColor: '#fff',
  layout: 'tamannah',
  signup: false,
  status: 'active',
  defaultDarkMode: false,
  casinoImageKey: 'thumbUrl',
};

/** A load answering after 100 ms; the n-th call (1-based) fails when `fails(n)` says so. */
function setup(fails: (n: number) => ApiError | null = () => null) {
  const scheduler = new VirtualTimeScheduler();
  const calls: { host: string; at: number }[] = [];
  const load = (host: string): Observable<DomainConfig> =>
    defer(() => {
      calls.push({ host, at: scheduler.now() });
      const err = fails(calls.length);
      return timer(100, scheduler).pipe(
        map(() => {
          if (err) throw err;
          return config;
        }),
      );
    });
  const onConfig = vi.fn<(config: DomainConfig) => void>();
  const streams = createDomainConfig({ load, host: () => 'brand.example', scheduler, onConfig });
  /** Advances virtual time to `ms` (absolute). */
  const until = (ms: number) => {
    scheduler.maxFrames = ms;
    scheduler.flush();
  };
  return { ...streams, scheduler, calls, onConfig, until };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('domainConfig$', () => {
  it('loads once by host for every subscriber and tells onConfig', () => {
    const t = setup();
    const a: DomainConfig[] = [];
    const b: DomainConfig[] = [];
    t.domainConfig$.subscribe((c) => a.push(c));
    t.domainConfig$.subscribe((c) => b.push(c));
    t.until(100);
    expect(t.calls).toEqual([{ host: 'brand.example', at: 0 }]);
    expect(a).toEqual([config]);
    expect(b).toEqual([config]);
    expect(t.onConfig).toHaveBeenCalledTimes(1);
  });

  it('replays the answer for 60 s, then the next subscriber loads again', () => {
    const t = setup();
    t.domainConfig$.subscribe();
    t.until(100);
    const late: DomainConfig[] = [];
    t.until(60_099);
    t.domainConfig$.subscribe((c) => late.push(c));
    expect(late).toEqual([config]);
    expect(t.calls).toHaveLength(1);

    t.until(60_100);
    t.domainConfig$.subscribe();
    expect(t.calls).toHaveLength(2);
  });

  it('retries a failed load with a growing backoff, logging each failure', () => {
    const t = setup((n) => (n <= 3 ? new ApiError('server', 'domainByHost', { status: 500 }) : null));
    const got: DomainConfig[] = [];
    t.domainConfig$.subscribe((c) => got.push(c));
    t.until(10_000);
    // fail at 100, wait 1 s; fail at 1200, wait 2 s; fail at 3300, wait 4 s; answer at 7400.
    expect(t.calls.map((c) => c.at)).toEqual([0, 1_100, 3_200, 7_300]);
    expect(got).toEqual([config]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('caps the backoff at 30 s', () => {
    expect([1, 2, 3, 5, 6, 10].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 16_000, 30_000, 30_000]);
  });

  it('does not retry an unknown host (404): the error reaches the subscriber', () => {
    const t = setup(() => new ApiError('notFound', 'domainByHost', { status: 404 }));
    let error: unknown;
    t.domainConfig$.subscribe({ error: (e: unknown) => (error = e) });
    t.until(60_000);
    expect(t.calls).toHaveLength(1);
    expect((error as ApiError).kind).toBe('notFound');
  });

  it('stops retrying when nobody listens any more', () => {
    const t = setup(() => new ApiError('network', 'domainByHost'));
    const sub = t.domainConfig$.subscribe();
    t.until(1_500);
    sub.unsubscribe();
    t.until(120_000);
    expect(t.calls).toHaveLength(2);
  });

  it('a load that throws synchronously is retried too', () => {
    const scheduler = new VirtualTimeScheduler();
    let n = 0;
    const { domainConfig$ } = createDomainConfig({
      load: () => {
        if (++n === 1) throw new Error('boom');
        return timer(0, scheduler).pipe(map(() => config));
      },
      host: () => 'h',
      scheduler,
    });
    const got: DomainConfig[] = [];
    domainConfig$.subscribe((c) => got.push(c));
    scheduler.flush();
    expect(got).toEqual([config]);
  });
});

describe('domainId$', () => {
  it('emits the configuration _id', () => {
    const t = setup();
    const ids: string[] = [];
    t.domainId$.subscribe((id) => ids.push(id));
    t.until(100);
    expect(ids).toEqual(['dom1']);
  });
});
