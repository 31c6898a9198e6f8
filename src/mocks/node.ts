// The simulated exchange for Vitest: an MSW node server over a fresh world (pass a manual clock to drive time).
import { setupServer, type SetupServer } from 'msw/node';
import { createHandlers } from './handlers';
import type { Knobs } from './knobs';
import type { WorldClock } from './world/clock';
import { createWorld, type World } from './world/world';

export function createTestServer(opts: { seed?: number; clock?: WorldClock; knobs?: Partial<Knobs> } = {}): {
  server: SetupServer;
  world: World;
} {
  const seed = opts.seed ?? 1;
  const world = createWorld({ seed, ...(opts.clock && { clock: opts.clock }) });
  Object.assign(world.knobs, opts.knobs);
  return { server: setupServer(...createHandlers(world)), world };
}
