// The market page's bound hooks over streams it does not own (session, quick stakes, score frame height).
import { bind } from '@react-rxjs/core';
import { quickStakeSlots } from '../../domain/quickStakes';
import { isLoggedIn$, session } from '../../../streams/session';
import { stakes$ } from '../../../streams/stakes';
import { scoreFrameHeight$ } from '../../../streams/market/liveFeed';

export const [useIsLoggedIn] = bind(isLoggedIn$, session.current().isLoggedIn);

/** The player's 8 quick stakes (defaults until saved). */
export const [useQuickStakes] = bind(stakes$, quickStakeSlots(null));

/** The live score frame's height for a match: 160, or 500 once its content is taller than 200. */
export const [useScoreFrameHeight] = bind((frameId: string) => scoreFrameHeight$(frameId), 160);
