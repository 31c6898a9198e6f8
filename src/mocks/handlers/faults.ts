// The first handler of the chain: runs the world's tickers, then applies the knobs (latency, 500s, 401s, malformed bodies).
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { callNameOf } from '../calls';
import { forces401, isMalformed, slowFor, takeLoss } from '../knobs';
import { tokenOf } from '../http';
import { rand01 } from '../world/rng';
import type { World } from '../world/world';

/**
 * Breaks every schema of the contract at once: no `data`/`user`/`userToken`/`exposure` of the right type,
 * a non-boolean `status` and a non-string `message` (so it is not read as a refusal either).
 */
export const MALFORMED_BODY = { status: 'ok', data: 'malformed by mock.malformed', message: 42 } as const;

export function faultsHandler(world: World): HttpHandler {
  // Falls through (answers nothing) unless a knob decides the answer, so the real handler runs next.
  return http.all('*', async ({ request }) => {
    const call = callNameOf(request.method, request.url);
    if (call === null) return undefined;
    const n = world.nextRequestNumber();
    const { latency, errorRate } = world.knobs;
    if (latency > 0) await delay(Math.round(latency * (0.75 + 0.5 * rand01(world.seed, 'latency', n))));
    const slow = slowFor(world.knobs, call);
    if (slow > 0) await delay(slow);
    world.tick();
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
