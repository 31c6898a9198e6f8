// Every handler of the simulated exchange for one world: the contract's checks first, then the knobs, then the core calls, casino and horse racing.
// MSW sees them as one handler (dispatch.ts), which parses each request once instead of once per handler.
import type { HttpHandler } from 'msw';
import { casinoModule } from './casino';
import { coreHandlers, faultsHandler } from './core';
import { dispatch } from './dispatch';
import { hostileTextHandler } from './handlers/hostileText';
import { strictHandler } from './handlers/strict';
import { horseModule } from './horse';
import type { World } from './world/world';

export function createHandlers(world: World): HttpHandler[] {
  const answering = dispatch([...coreHandlers(world), ...casinoModule(world), ...horseModule(world)]);
  return [dispatch([strictHandler(world), faultsHandler(world), hostileTextHandler(world, () => [answering]), answering])];
}
