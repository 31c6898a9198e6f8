// The market page's bound hooks over streams it does not own (session, quick stakes).
import { bind } from '@react-rxjs/core';
import { quickStakeSlots } from '../../domain/quickStakes';
import { isLoggedIn$, session } from '../../../streams/session';
import { stakes$ } from '../../../streams/stakes';

export const [useIsLoggedIn] = bind(isLoggedIn$, session.current().isLoggedIn);

/** The player's 8 quick stakes (defaults until saved). */
export const [useQuickStakes] = bind(stakes$, quickStakeSlots(null));
