// Starts the simulated exchange in the browser: knobs from the URL and storage, a persisted world, the MSW worker.
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { contractHeaders } from './http';
import { BROWSER_DEFAULT_LATENCY_MS, getKnobs, initKnobs, setKnobs } from './knobs';
import { realClock } from './world/clock';
import { VIOLATION_BINDING, describeViolation, showViolations, type Violation } from './violations';
import { loadSnapshot, persistWorld } from './world/persist';
import { createWorld, type World } from './world/world';

let started: Promise<World> | undefined;

export function startSimulatedExchange(): Promise<void> {
  started ??= (async () => {
    const knobs = initKnobs(window.location.search, window.localStorage, { latency: BROWSER_DEFAULT_LATENCY_MS });
    const snapshot = loadSnapshot(window.localStorage, knobs.seed);
    const world = createWorld({ seed: knobs.seed, clock: realClock, knobs, ...(snapshot && { snapshot }) });
    persistWorld(world, window.localStorage);
    // The knobs at run time for journeys (the fault matrix) and the console: simulated mode only.
    // `ready` turns true once the worker answers the page's requests (journeys that read the world wait for it).
    // `violations`: the requests that broke the API contract (handlers/strict.ts); each is also told to
    // `window.__simulatedExchangeViolation` when a journey's fixture has exposed it (tests/e2e/fixtures.ts).
    // `headersFor(token)`: the headers the contract asks a request of this page to carry (journeys that read the exchange).
    // `ledgerBets(userName)`: every bet the world holds for that player (open, then settled), straight from the ledger:
    // no call, so no fault or chaos; the double-bet journeys and the soak count bets per player action with it.
    const exposed = {
      setKnobs,
      getKnobs,
      ready: false,
      violations: () => world.violations.list(),
      headersFor: (token: string | null): Record<string, string> => contractHeaders(world, window.location.host, token),
      ledgerBets: (userName: string) =>
        world.users
          .all()
          .filter((u) => u.userName.toLowerCase() === userName.toLowerCase())
          .flatMap((u) => [...world.ledger.openBets(u._id), ...world.ledger.settledBets(u._id)]),
    };
    showViolations(world.violations);
    world.violations.subscribe((v) => {
      console.error(`[simulated exchange] contract violation: ${describeViolation(v)}`);
      (window as unknown as { [VIOLATION_BINDING]?: (v: Violation) => void })[VIOLATION_BINDING]?.(v);
    });
    (window as unknown as { simulatedExchange?: unknown }).simulatedExchange = exposed;
    await setupWorker(...createHandlers(world)).start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      // Static files bypass the exchange (public/exchangeWorker.js wraps MSW's worker).
      serviceWorker: { url: '/exchangeWorker.js' },
    });
    exposed.ready = true;
    return world;
  })();
  return started.then(() => undefined);
}
