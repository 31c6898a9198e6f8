// The first handler of the chain: every request to the exchange is checked against the contract's rules of its call
// (callRules.ts). One that breaks them is answered 400 `{status: false, message}` and recorded in the world's violations.
import { http, type HttpHandler } from 'msw';
import { checkRequest, RULES } from '../callRules';
import { isAsset, isIpLookup } from '../calls';
import { refuse } from '../http';
import type { World } from '../world/world';

/** The answer's message: `Contract violation (call, rule): detail`. */
const violationMessage = (call: string, rule: string, detail: string): string => `Contract violation (${call}, ${rule}): ${detail}`;

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method.toUpperCase() !== 'POST') return undefined;
  try {
    return (await request.clone().json()) as unknown;
  } catch {
    return undefined;
  }
}

export function strictHandler(world: World): HttpHandler {
  // Falls through (answers nothing) when the request keeps the contract.
  return http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (isIpLookup(request.method.toUpperCase(), url) || isAsset(url)) return undefined;
    const broken = checkRequest(
      { method: request.method, url, headers: request.headers, body: await bodyOf(request) },
      { domains: world.domains, devBrand: world.knobs.brand },
    );
    if (!broken) return undefined;
    world.violations.record({ call: broken.call, rule: broken.rule, detail: broken.detail, method: request.method.toUpperCase(), path: url.pathname + url.search });
    return refuse(violationMessage(broken.call, `${broken.rule}: ${RULES[broken.rule]}`, broken.detail));
  });
}
