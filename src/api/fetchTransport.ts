// The visitor's transport: the browser's fetch behind the same `Transport` contract as axios
// (src/api/axiosTransport.ts), so that a visitor's pages never download axios (issue 34's 130 kB).
// streams/api.ts sends a request through it when it carries no session token (byAudience).
import { parseBody, promiseTransport, type HttpRequest, type Transport } from './transport';

/** A relative URL against the page's, as the browser resolves it: Node's fetch (tests) resolves none. */
function absolute(url: string): string {
  const base = typeof location === 'undefined' ? undefined : location.href;
  return base ? new URL(url, base).href : url;
}

/** JSON for an object body, as axios sends it; a string goes as it is. */
const bodyOf = (req: HttpRequest): string | undefined =>
  req.body === undefined ? undefined : typeof req.body === 'string' ? req.body : JSON.stringify(req.body);

/**
 * The transport over fetch: every status resolves, the body is read as text and parsed once
 * (`parseBody`), a network failure errors with its code and message only (`transportFailure`).
 * Cold; unsubscribing before the answer aborts the request.
 */
export function fetchTransport(fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): Transport {
  return promiseTransport(async (req, signal) => {
    const res = await fetchImpl(absolute(req.url), { method: req.method, headers: req.headers, body: bodyOf(req), signal });
    return { status: res.status, body: parseBody(await res.text()) };
  });
}
