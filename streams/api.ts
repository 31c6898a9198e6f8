// The app's API: the endpoints over the swappable transport, with auth from the session and the domain.
import { BehaviorSubject, Observable, filter, type SchedulerLike } from 'rxjs';
import { createApiClient } from '../src/api/client';
import { withEarlyAnswers } from '../src/api/earlyAnswers';
import { createEndpoints, type Endpoints } from '../src/api/endpoints';
import { nextTask } from '../src/api/nextTask';
import { fetchTransport } from '../src/api/fetchTransport';
import { byAudience, lazyTransport, type Transport } from '../src/api/transport';
import { isEmbedded } from '../src/security/embedded';
// A cycle (domain.ts loads through this module): each reads the other's exports only when called, never as it loads.
import { domainConfig$ } from './domainConfig';
import { appScheduler } from './scheduler';
import { reportUnauthorized, session } from './session';

/**
 * The app's axios transport, loaded with a player's first request (after the sign-in, or at once when
 * the page opens with a session, and then the early script preloads its chunk: src/app/earlyCalls.ts).
 */
const loadAxiosTransport = async (): Promise<Transport> => {
  const { axiosTransport } = await import('../src/api/axiosTransport');
  // The requests waiting for it go in the task after the chunk's evaluation, not in the same one.
  await nextTask();
  return axiosTransport();
};

// The calls the early script made before the app ran (src/app/earlyCalls.ts) are answered from it, once;
// a visitor's other requests go through fetch, a player's through axios (byAudience).
const defaultTransport = withEarlyAnswers(byAudience(fetchTransport(), lazyTransport(loadAxiosTransport)));
let transport: Transport = defaultTransport;

/** Swaps the transport of every later request (tests, record/replay); `null` restores the app's own. */
export function setTransport(t: Transport | null): void {
  transport = t ?? defaultTransport;
}

const domainId = new BehaviorSubject<string | null>(null);

/**
 * Set by streams/domainConfig.ts when the configuration arrives. Held here rather than read from there
 * because domain.ts loads the configuration through this module (a cycle otherwise).
 */
export function setHeaderDomainId(id: string | null): void {
  domainId.next(id);
}

/**
 * The domain _id once known. The contract's authenticated calls carry it as `d`; none of them leaves
 * before it is known (the domain lookup itself excepted), so a logged-in player's first calls wait for it.
 */
const whenDomainId = (): Observable<string> =>
  new Observable<string>((subscriber) => {
    const ids = domainId.pipe(filter((id): id is string => id !== null)).subscribe(subscriber);
    // Failures are the configuration's own (streams/domainConfig.ts retries and reports them).
    // streams/domainConfig.ts' configuration (shared: no second lookup), read here only when a call waits.
    const lookup = domainConfig$.subscribe({ error: () => undefined });
    return () => {
      ids.unsubscribe();
      // The _id arrives while the lookup's answer is on its way to the configuration's cache: let it
      // finish (it completes with that answer) rather than drop the answer. A lookup nobody waits for stops.
      if (domainId.value === null) lookup.unsubscribe();
    };
  });

/** Delegates to `appScheduler()` at each use, so a scheduler swapped after import still drives timeouts. */
const liveScheduler: SchedulerLike = {
  now: () => appScheduler().now(),
  schedule: ((...args: Parameters<SchedulerLike['schedule']>) =>
    appScheduler().schedule(...args)) as SchedulerLike['schedule'],
};

/** A page of this app shown in a frame sends no token: the session stays with the top-level page. */
const embedded = typeof window !== 'undefined' && isEmbedded();

/** The one client every endpoint module calls through (streams/market/api.ts and the others build theirs on it). */
export const apiClient = createApiClient({
  transport: (req) => transport(req),
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  auth: () => ({ token: embedded ? null : session.current().accessToken || null, domainId: domainId.value }),
  whenDomainId,
  host: () => window.location.host,
  onUnauthorized: reportUnauthorized,
  scheduler: liveScheduler,
});

export const api: Endpoints = createEndpoints(apiClient, { ipLookupUrl: import.meta.env.VITE_IP_LOOKUP_URL });
