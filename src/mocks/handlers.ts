// Every handler of the simulated exchange for one world: knobs first, then the core calls, casino and horse racing.
import type { HttpHandler } from 'msw';
import { casinoModule } from './casino';
import { coreHandlers, faultsHandler } from './core';
import { horseModule } from './horse';
import type { World } from './world/world';

export function createHandlers(world: World): HttpHandler[] {
  return [faultsHandler(world), ...coreHandlers(world), ...casinoModule(world), ...horseModule(world)];
}
