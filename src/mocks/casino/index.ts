// The casino part of the simulated exchange, plugged into a world: its handlers, its bet validator and its settler.
import type { HttpHandler } from 'msw';
import { sessionUser } from '../http';
import type { World } from '../world/world';
import { casinoSettler, validateCasinoBet } from './bets';
import { casinoHandlers } from './handlers';

export function casinoModule(world: World): HttpHandler[] {
  world.betValidators.set('Casino', ({ payload, now }) => validateCasinoBet(world.seed, payload, now));
  world.tickers.push(casinoSettler(world.seed, world.ledger));
  return casinoHandlers({
    seed: world.seed,
    now: () => world.clock.now(),
    checkSession: (request) => {
      sessionUser(world, request);
    },
  });
}
