// The core exchange's handlers for one world (everything but casino and horse racing), knobs first.
import type { HttpHandler } from 'msw';
import { accountHandlers } from './handlers/account';
import { betHandlers } from './handlers/bets';
import { faultsHandler } from './handlers/faults';
import { ipLookupHandler } from './handlers/ipLookup';
import { sessionHandlers } from './handlers/session';
import { sportsHandlers } from './handlers/sports';
import type { World } from './world/world';

/** The knob handler, which must come before every other handler of the world. */
export { faultsHandler };

export function coreHandlers(world: World): HttpHandler[] {
  return [
    ...sessionHandlers(world),
    ...accountHandlers(world),
    ...sportsHandlers(world),
    ...betHandlers(world),
    ipLookupHandler(),
  ];
}
