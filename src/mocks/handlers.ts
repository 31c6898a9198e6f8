// Every handler of the simulated exchange for one world: knobs first, then the core calls, casino and horse racing.
import type { HttpHandler } from 'msw';
import { casinoModule } from './casino';
import { coreHandlers, faultsHandler } from './core';
import { hostileTextHandler } from './handlers/hostileText';
import { horseModule } from './horse';
import type { World } from './world/world';

export function createHandlers(world: World): HttpHandler[] {
  const answering = [...coreHandlers(world), ...casinoModule(world), ...horseModule(world)];
  return [faultsHandler(world), hostileTextHandler(world, () => answering), ...answering];
}
