// The one transport seam: every request of the app goes through a `Transport`, so record/replay can swap it.
// A player's requests go through axios (src/api/axiosTransport.ts), loaded with the first of them
// (lazyTransport); a visitor's through fetch (src/api/fetchTransport.ts, byAudience), so that a
// visitor's pages need none of axios' 21 kB gzip (README, Dependencies).
import { Observable } from 'rxjs';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface HttpResponse {
  status: number;
  /** Parsed JSON, or the raw text when the body is not JSON ('' when empty). */
  body: unknown;
}

/**
 * Emits one response then completes, for ANY HTTP status; errors only when no answer came
 * (network failure). Cold: nothing is sent before subscription; unsubscribing aborts the request.
 */
export type Transport = (req: HttpRequest) => Observable<HttpResponse>;

/** JSON when it parses, else the text itself: a 5xx HTML page or a JSONP body must still arrive. */
export function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * What a failed request becomes: its code and message only. The axios error itself is never passed
 * on, since its `config` and `request` hold the request's headers, the token among them, and what the
 * app keeps of an error can end up in a log (docs/security.md).
 */
export function transportFailure(err: unknown): Error {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : 'ERR_NETWORK';
  const message = typeof e?.message === 'string' ? e.message : 'Network Error';
  const out = new Error(`${code}: ${message}`);
  out.name = 'TransportError';
  return out;
}

/**
 * A transport over a request that returns a promise (axios's, fetch's): cold, one response then complete, a failure
 * as `transportFailure`; unsubscribing before the answer aborts the request through `signal`.
 */
export function promiseTransport(send: (req: HttpRequest, signal: AbortSignal) => Promise<HttpResponse>): Transport {
  return (req) =>
    new Observable<HttpResponse>((subscriber) => {
      const controller = new AbortController();
      let settled = false;
      send(req, controller.signal).then(
        (res) => {
          settled = true;
          subscriber.next(res);
          subscriber.complete();
        },
        (err: unknown) => {
          settled = true;
          subscriber.error(transportFailure(err));
        },
      );
      return () => {
        if (!settled) controller.abort();
      };
    });
}

/**
 * A transport whose implementation is loaded on its first request (once; again after a failed load).
 * A request sent while it loads waits for it, and one unsubscribed before it has loaded is never sent.
 * A failed load (the chunk could not be fetched) is that request's network failure: the caller's
 * own error rules apply, and the next request tries the load again.
 */
export function lazyTransport(load: () => Promise<Transport>): Transport {
  let loading: Promise<Transport> | null = null;
  const loaded = (): Promise<Transport> =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
  return (req) =>
    new Observable<HttpResponse>((subscriber) => {
      let inner: { unsubscribe: () => void } | null = null;
      let closed = false;
      loaded().then(
        (transport) => {
          if (!closed) inner = transport(req).subscribe(subscriber);
        },
        (err: unknown) => {
          if (!closed) subscriber.error(transportFailure(err));
        },
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
}

/** Whether a request carries a session token (the API client adds `Authorization` and `User-Token` to a player's calls). */
export const carriesSession = (req: HttpRequest): boolean =>
  Object.keys(req.headers).some((h) => /^(authorization|user-token)$/i.test(h));

/**
 * A player's requests (with a session token) through `player`, every other one (a visitor's polls,
 * the sign-in, the IP lookup) through `visitor`: the app's axios comes with the player's sign-in, and a
 * visitor's pages never download it (streams/api.ts).
 */
export function byAudience(visitor: Transport, player: Transport): Transport {
  return (req) => (carriesSession(req) ? player(req) : visitor(req));
}
