// The simulated exchange as a fresh page's would answer now, read in the test's own process: the world is a pure
// function of its seed and the clock (src/mocks/world), so a journey can pick its match or table before the page's
// first load, and load that page straight away instead of loading home first to ask the page's exchange.
// Only for what a fresh world serves (lists, sessions, games): a page's own state (bets, knobs, a page clock) is read in the page.
import { getResponse } from 'msw';
import { createHandlers } from '../../src/mocks/handlers';
import { contractHeaders } from '../../src/mocks/http';
import { DEFAULT_KNOBS } from '../../src/mocks/knobs';
import { createWorld } from '../../src/mocks/world/world';
import { RAHUL } from './players';

const HOST = 'localhost';

interface Reader {
  handlers: ReturnType<typeof createHandlers>;
  /** The headers the contract asks a player's request to carry (`contractHeaders`, as the page's exchange gives them). */
  headers: Record<string, string>;
}
let reader: Promise<Reader> | undefined;

async function call(handlers: Reader['handlers'], path: string, init: RequestInit): Promise<Record<string, unknown>> {
  const res = await getResponse(handlers, new Request(`http://${HOST}${path}`, init));
  if (!res?.ok) throw new Error(`the simulated exchange answered ${res?.status ?? 'nothing'} to ${path}`);
  return (await res.json()) as Record<string, unknown>;
}

/** One world per worker, signed in as the journeys' usual player: its lists and games follow the clock; nothing here bets. */
function readerOf(): Promise<Reader> {
  reader ??= (async () => {
    const world = createWorld({ seed: DEFAULT_KNOBS.seed, knobs: { ...DEFAULT_KNOBS, latency: 0 } });
    const handlers = createHandlers(world);
    const body = { userName: RAHUL.userName, password: RAHUL.password, deviceIp: '', ipInfo: {} };
    const headers = { ...contractHeaders(world, HOST, null), 'Content-Type': 'application/json' };
    const { userToken } = (await call(handlers, '/auth/signin', { method: 'POST', headers, body: JSON.stringify(body) })) as { userToken: string };
    return { handlers, headers: contractHeaders(world, HOST, userToken) };
  })();
  return reader;
}

/** The `data` of a player's GET `path`, from a world of the default seed on the real clock. */
export async function worldNowData<T>(path: string): Promise<T> {
  const { handlers, headers } = await readerOf();
  return (await call(handlers, path, { headers })).data as T;
}
