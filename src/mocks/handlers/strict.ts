// The first handler of the chain: every request to the exchange is checked against the contract's rules of its call
// (callRules.ts). One that breaks them is answered 400 `{status: false, message}` and recorded in the world's violations.
// A request to a path that is no call of the contract is a violation too (`unknownPath`).
import { http, type HttpHandler } from 'msw';
import { checkRequest, RULES, type RuleContext } from '../callRules';
import { isAsset, isIpLookup } from '../calls';
import { refuse } from '../http';
import type { ViolationLog } from '../violations';
import type { World } from '../world/world';

/** The answer's message: `Contract violation (call, rule): detail`. */
const violationMessage = (call: string, rule: string, detail: string): string => `Contract violation (${call}, ${rule}): ${detail}`;

/** The body as text ('' when none) and parsed (`undefined` when it is not JSON). */
async function bodyOf(request: Request): Promise<{ hasBody: boolean; body: unknown }> {
  if (request.method.toUpperCase() === 'GET' || request.method.toUpperCase() === 'HEAD') return { hasBody: false, body: undefined };
  const text = await request.clone().text();
  if (text === '') return { hasBody: false, body: undefined };
  try {
    return { hasBody: true, body: JSON.parse(text) as unknown };
  } catch {
    return { hasBody: true, body: undefined };
  }
}

/**
 * Whether a request that names no call was still meant for the API. In a browser the service worker also sees
 * the page's own images, frames and documents and other origins' resources: only a same-origin request that
 * asks for data counts. Anywhere else (Node tests, the exchange on its own port) every request is for the API.
 */
function meantForApi(request: Request, url: URL): boolean {
  // A page with service workers (jsdom has none): the exchange runs in the browser behind one.
  const inBrowser = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof location !== 'undefined';
  if (!inBrowser) return true;
  if (url.origin !== location.origin) return false;
  const accept = request.headers.get('Accept') ?? '';
  return !/^(?:image\/|text\/html|text\/css|video\/|audio\/|font\/)/i.test(accept.trim());
}

/** The contract check over `context()` (domains, dev brand), recording into `log`. Falls through when the request keeps the contract. */
function contractCheckHandler(context: () => RuleContext, log: ViolationLog): HttpHandler {
  return http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    if (method === 'OPTIONS' || isIpLookup(method, url) || isAsset(url)) return undefined;
    const { hasBody, body } = await bodyOf(request);
    const broken = checkRequest({ method: request.method, url, headers: request.headers, body, hasBody }, context());
    if (!broken) return undefined;
    if (broken.rule === 'unknownPath' && !meantForApi(request, url)) return undefined;
    log.record({ call: broken.call, rule: broken.rule, detail: broken.detail, method, path: url.pathname + url.search });
    return refuse(violationMessage(broken.call, `${broken.rule}: ${RULES[broken.rule]}`, broken.detail));
  });
}

/** The check of a world (or of anything with its domains, dev brand and violation log: a test's hand-written exchange). */
export function strictHandler(world: Pick<World, 'domains' | 'violations'> & { knobs: Pick<World['knobs'], 'brand'> }): HttpHandler {
  return contractCheckHandler(() => ({ domains: world.domains, devBrand: world.knobs.brand }), world.violations);
}
