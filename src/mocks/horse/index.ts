// The horse racing part of the simulated exchange, plugged into a world: handlers, bet validator (brand limits) and settler.
import type { HttpHandler } from 'msw';
import { sessionUser } from '../http';
import type { World } from '../world/world';
import { horseSettler, validateHorseBet } from './bets';
import { horseHandlers } from './handlers';

/** The schedule is laid around the world's epoch, so a restored world keeps its race ids and times. */
export function horseModule(world: World): HttpHandler[] {
  world.betValidators.set('HORSE', ({ user, payload, now }) =>
    validateHorseBet(world.seed, world.epoch, payload, now, world.brandOf(user).limits),
  );
  world.tickers.push(horseSettler(world.seed, world.epoch, world.ledger));
  return horseHandlers({
    seed: world.seed,
    anchorMs: world.epoch,
    now: () => world.clock.now(),
    checkSession: (request) => {
      sessionUser(world, request);
    },
  });
}
