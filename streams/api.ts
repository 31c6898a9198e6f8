// The app's API: the endpoints over the swappable transport, with auth from the session and the domain.
import type { SchedulerLike } from 'rxjs';
import { createApiClient } from '../src/api/client';
import { withEarlyAnswers } from '../src/api/earlyAnswers';
import { createEndpoints, type Endpoints } from '../src/api/endpoints';
import { axiosTransport, type Transport } from '../src/api/transport';
import { isEmbedded } from '../src/security/embedded';
import { appScheduler } from './scheduler';
import { reportUnauthorized, session } from './session';

// The calls the early script made before the app ran (src/app/earlyCalls.ts) are answered from it, once.
const defaultTransport = withEarlyAnswers(axiosTransport());
let transport: Transport = defaultTransport;

/** Swaps the transport of every later request (tests, record/replay); `null` restores axios. */
export function setTransport(t: Transport | null): void {
  transport = t ?? defaultTransport;
}

let domainId: string | null = null;

/**
 * Set by streams/domain.ts when the configuration arrives. Held here rather than read from there
 * because domain.ts loads the configuration through this module (a cycle otherwise).
 */
export function setHeaderDomainId(id: string | null): void {
  domainId = id;
}

/** Delegates to `appScheduler()` at each use, so a scheduler swapped after import still drives timeouts. */
const liveScheduler: SchedulerLike = {
  now: () => appScheduler().now(),
  schedule: ((...args: Parameters<SchedulerLike['schedule']>) =>
    appScheduler().schedule(...args)) as SchedulerLike['schedule'],
};

/** A page of this app shown in a frame sends no token: the session stays with the top-level page. */
const embedded = typeof window !== 'undefined' && isEmbedded();

const client = createApiClient({
  transport: (req) => transport(req),
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  auth: () => ({ token: embedded ? null : session.current().accessToken || null, domainId }),
  host: () => window.location.host,
  onUnauthorized: reportUnauthorized,
  scheduler: liveScheduler,
});

export const api: Endpoints = createEndpoints(client, { ipLookupUrl: import.meta.env.VITE_IP_LOOKUP_URL });
