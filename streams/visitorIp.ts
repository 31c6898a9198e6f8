// The visitor's IP info for sign-in: looked up when the login dialog opens, cached in storage for one hour.
import { Observable, defer, finalize, of, share, tap } from 'rxjs';
import * as v from 'valibot';
import type { IpInfo } from '../src/api/ipLookup';
import { IP_CACHE_MS } from '../src/domain/constants';
import type { KeyValueStorage } from './session';

export const IP_CACHE_KEY = 'exchange.ipInfo';

const Cached = v.object({
  data: v.looseObject({ query: v.pipe(v.string(), v.minLength(1)) }),
  expiry: v.pipe(v.number(), v.finite()),
});

export interface VisitorIpDeps {
  lookup: () => Observable<IpInfo | null>;
  storage: KeyValueStorage | null;
  now: () => number;
}

/**
 * A fresh cached answer is used as is; otherwise the service is asked. A failed lookup (null) is
 * not cached, so the next login tries again (spec section 7).
 */
export function createVisitorIp(deps: VisitorIpDeps): () => Observable<IpInfo | null> {
  const readCache = (): IpInfo | null => {
    try {
      const raw = deps.storage?.getItem(IP_CACHE_KEY);
      if (!raw) return null;
      const parsed = v.safeParse(Cached, JSON.parse(raw));
      return parsed.success && parsed.output.expiry > deps.now() ? (parsed.output.data as IpInfo) : null;
    } catch {
      return null;
    }
  };
  const writeCache = (data: IpInfo): void => {
    try {
      deps.storage?.setItem(IP_CACHE_KEY, JSON.stringify({ data, expiry: deps.now() + IP_CACHE_MS }));
    } catch (err) {
      console.warn('[visitorIp] could not cache the lookup', err);
    }
  };
  // One lookup at a time: whoever asks while one is on its way gets its answer.
  let inFlight: Observable<IpInfo | null> | null = null;
  return () =>
    defer(() => {
      const cached = readCache();
      if (cached) return of(cached);
      inFlight ??= deps.lookup().pipe(
        tap((info) => info && writeCache(info)),
        finalize(() => {
          inFlight = null;
        }),
        share(),
      );
      return inFlight;
    });
}
