// The hostile-text knob: the real answer, with script and markup appended to every piece of server text a player reads.
import { HttpResponse, getResponse, http, type HttpHandler } from 'msw';
import { callNameOf } from '../calls';
import type { World } from '../world/world';

/** Appended to server text: each part runs code or draws an element if it is ever rendered as HTML. */
const HOSTILE_SUFFIX =
  ' <img src="/xss-probe.png" onerror="document.title=\'XSS\'"><script>document.title=\'XSS\'</script><b>bold</b>';

/** Fields whose strings are the server's words shown to a player: notices, runner and outcome names, messages, remarks. */
const TEXT_FIELDS = new Set(['notice', 'runnerName', 'RunnerName', 'nat', 'nation', 'message', 'remark', 'displayText', 'selection']);

/** 'Unauthorized' is a protocol word (it ends the session), not text for the player. */
const KEEP = new Set(['Unauthorized']);

function taintText(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return TEXT_FIELDS.has(key) && !KEEP.has(value) ? value + HOSTILE_SUFFIX : value;
  if (Array.isArray(value)) return value.map((v) => taintText(v, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, taintText(v, k)]));
  }
  return value;
}

/** Sits after the faults handler; `rest` are the handlers that make the real answer. */
export function hostileTextHandler(world: World, rest: () => HttpHandler[]): HttpHandler {
  return http.all('*', async ({ request }) => {
    if (!world.knobs.hostileText || callNameOf(request.method, request.url) === null) return undefined;
    const res = await getResponse(rest(), request);
    if (!res || !(res.headers.get('Content-Type') ?? '').includes('json')) return res;
    return HttpResponse.json(taintText(await res.json()) as never, { status: res.status });
  });
}
