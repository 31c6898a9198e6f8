// App-wide hooks over the session and the quick stakes, read by the market, horse and casino pages: kept outside any one feature so none imports another for them.
import { bind } from '@react-rxjs/core';
import { quickStakeSlots } from '../../domain/quickStakes';
import { isLoggedIn$, session } from '../../../streams/session';
import { stakes$ } from '../../../streams/stakes';

export const [useIsLoggedIn] = bind(isLoggedIn$, session.current().isLoggedIn);

/** The player's 8 quick stakes (defaults until saved). */
export const [useQuickStakes] = bind(stakes$, quickStakeSlots(null));
