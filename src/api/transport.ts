// The one transport seam: every request of the app goes through a `Transport`, so record/replay can swap it.
import { create, type AxiosInstance } from 'axios';
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
function transportFailure(err: unknown): Error {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : 'ERR_NETWORK';
  const message = typeof e?.message === 'string' ? e.message : 'Network Error';
  const out = new Error(`${code}: ${message}`);
  out.name = 'TransportError';
  return out;
}

/**
 * The transport over one axios instance. The body is read as text and parsed once here rather than
 * with `responseType: 'json'`, because axios' fetch adapter rejects a non-JSON body in json mode while
 * its xhr/http adapters pass it through; reading text gives the same tolerant result on every adapter.
 * Every status resolves (`validateStatus`): telling a refusal from a fault is the client's job.
 */
export function axiosTransport(
  instance: AxiosInstance = create({
    validateStatus: () => true,
    responseType: 'text',
  }),
): Transport {
  return (req) =>
    new Observable<HttpResponse>((subscriber) => {
      const controller = new AbortController();
      let settled = false;
      instance
        .request({
          method: req.method,
          url: req.url,
          headers: req.headers,
          data: req.body,
          signal: controller.signal,
        })
        .then(
          (res) => {
            settled = true;
            subscriber.next({ status: res.status, body: parseBody(res.data) });
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
