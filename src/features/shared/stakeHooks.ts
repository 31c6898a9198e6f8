// The player's quick stakes for the slips and one-click betting of the market, horse and casino pages (not in the home page's code).
import { bind } from '@react-rxjs/core';
import { quickStakeSlots } from '../../domain/quickStakes';
import { stakes$ } from '../../../streams/stakes';

/** The player's 8 quick stakes (defaults until saved). */
export const [useQuickStakes] = bind(stakes$, quickStakeSlots(null));
