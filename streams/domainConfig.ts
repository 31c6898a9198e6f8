// The domain configuration, loaded by host: shared, replayed, retried with backoff, cached 60 s.
import {
  Observable,
  defer,
  distinctUntilChanged,
  map,
  retry,
  tap,
  throwError,
  timer,
  type SchedulerLike,
} from 'rxjs';
import type { DomainConfig } from '../src/api/contract';
import { ApiError, describeError } from '../src/api/errors';
import { api, setHeaderDomainId } from './api';
import { appScheduler } from './scheduler';
import { shareGameData } from './gameDataCache';

const DOMAIN_RETRY_FIRST_MS = 1_000;
const DOMAIN_RETRY_MAX_MS = 30_000;

export interface DomainDeps {
  load: (host: string) => Observable<DomainConfig>;
  host: () => string;
  scheduler?: SchedulerLike;
  /** Told each configuration that arrives (the app's API headers need its _id). */
  onConfig?: (config: DomainConfig) => void;
}

/** Retry delay for the n-th consecutive failure (1-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export const retryDelayMs = (n: number): number =>
  Math.min(DOMAIN_RETRY_FIRST_MS * 2 ** (n - 1), DOMAIN_RETRY_MAX_MS);

export function createDomainConfig(deps: DomainDeps): { domainConfig$: Observable<DomainConfig>; domainId$: Observable<string> } {
  const scheduler = () => deps.scheduler ?? appScheduler();

  const domainConfig$ = defer(() => deps.load(deps.host())).pipe(
    retry({
      delay: (err: unknown, n: number) => {
        // An unknown host will not become known by asking again.
        if (err instanceof ApiError && err.kind === 'notFound') {
          console.warn(`[domain] no configuration for this host: ${describeError(err)}`);
          return throwError(() => err);
        }
        console.warn(`[domain] configuration load failed (attempt ${n}), retrying: ${describeError(err)}`);
        return timer(retryDelayMs(n), scheduler());
      },
    }),
    tap((config) => deps.onConfig?.(config)),
    // The answer stays replayed for GAME_DATA_CACHE_MS after it arrived; the next subscriber after
    // that fetches again. Subscribers already holding it keep it.
    // Before an answer, nobody listening stops the retries; after one, the cache timer rules.
    shareGameData(scheduler, true),
  );

  const domainId$ = domainConfig$.pipe(
    map((c) => c._id),
    distinctUntilChanged(),
  );

  return { domainConfig$, domainId$ };
}

/** The app's domain configuration for this page's host. */
export const { domainConfig$, domainId$ } = createDomainConfig({
  load: (host) => api.domainByHost(host),
  host: () => window.location.host,
  onConfig: (config) => setHeaderDomainId(config._id),
});
