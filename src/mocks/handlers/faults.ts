// The first handler of the chain: runs the world's tickers, then applies the knobs (latency, 500s, 401s, malformed bodies).
import { HttpResponse, delay as realDelay, http, type HttpHandler } from 'msw';
import { callNameOf } from '../calls';
import { CHAOS_SLOW_MS, faultOf, forces401, isMalformed, slowFor, takeLoss, type Fault } from '../knobs';
import { tokenOf } from '../http';
import { rand01 } from '../world/rng';
import type { World } from '../world/world';

/**
 * Breaks every schema of the contract at once: no `data`/`user`/`userToken`/`exposure` of the right type,
 * a non-boolean `status` and a non-string `message` (so it is not read as a refusal either).
 */
export const MALFORMED_BODY = { status: 'ok', data: 'malformed by mock.malformed', message: 42 } as const;

/** What a proxy or a crashed back end sends instead of JSON: a 200 with a page of HTML. */
export const HTML_ERROR_PAGE =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><p>The upstream server is unavailable.</p></body></html>';

/** The answer of a per-call fault (the `faults` knob); 'slow' only delays the real answer. */
function faultAnswer(fault: Fault, call: string): Response {
  switch (fault.kind) {
    case '500':
      return new HttpResponse('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } });
    case 'html':
      return new HttpResponse(HTML_ERROR_PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } });
    case '401':
      return HttpResponse.json({ status: false, message: 'Unauthorized' }, { status: 401 });
    case 'malformed':
      return call === 'visitorIp' ? HttpResponse.text('callback({"query": 203.0.113', { status: 200 }) : HttpResponse.json(MALFORMED_BODY);
    case 'offline':
    case 'slow':
      // No answer at all: the browser's fetch fails as it does with the network down.
      return HttpResponse.error();
  }
}

/** One of the chaos knob's three faults, evenly. */
export function chaosFault(draw: number): Fault {
  if (draw < 1 / 3) return { kind: '500', ms: 0 };
  if (draw < 2 / 3) return { kind: 'malformed', ms: 0 };
  return { kind: 'slow', ms: CHAOS_SLOW_MS };
}

export function faultsHandler(world: World): HttpHandler {
  // Falls through (answers nothing) unless a knob decides the answer, so the real handler runs next.
  return http.all('*', async ({ request }) => {
    const call = callNameOf(request.method, request.url);
    if (call === null) return undefined;
    const n = world.nextRequestNumber();
    const { latency, errorRate } = world.knobs;
    const delay = world.wait ?? realDelay;
    if (latency > 0) await delay(Math.round(latency * (0.75 + 0.5 * rand01(world.seed, 'latency', n))));
    const fault = faultOf(world.knobs, call);
    if (fault?.kind === 'slow') await delay(fault.ms);
    const slow = slowFor(world.knobs, call);
    if (slow > 0) await delay(slow);
    // The chaos knob: this call meets a 500, a malformed body or a late answer, drawn from the seed.
    const chaos = world.knobs.chaos > 0 && rand01(world.seed, 'chaos', n) < world.knobs.chaos ? chaosFault(rand01(world.seed, 'chaosKind', n)) : null;
    if (chaos?.kind === 'slow') await delay(chaos.ms);
    world.tick();
    if (fault && fault.kind !== 'slow') return faultAnswer(fault, call);
    if (chaos && chaos.kind !== 'slow') return faultAnswer(chaos, call);
    // A lost bet answer is lost after the bet is placed (handlers/bets.ts); any other call's before.
    if (call !== 'placeBet' && takeLoss(world.knobs, call)) return HttpResponse.error();
    if (errorRate > 0 && rand01(world.seed, 'error', n) < errorRate) {
      return new HttpResponse('<html><body><h1>500 Internal Server Error</h1></body></html>', {
        status: 500,
        headers: { 'Content-Type': 'text/html' },
      });
    }
    const token = tokenOf(request);
    if (token !== null && call !== 'signIn' && forces401(world.knobs, token)) {
      return HttpResponse.json({ status: false, message: 'Unauthorized' }, { status: 401 });
    }
    if (isMalformed(world.knobs, call)) {
      if (call === 'visitorIp') return HttpResponse.text('callback({"query": 203.0.113', { status: 200 });
      return HttpResponse.json(MALFORMED_BODY);
    }
    return undefined;
  });
}
