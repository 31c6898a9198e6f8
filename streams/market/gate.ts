// When the market polls may run: logged in, page visible and browser online (a closed page is simply not subscribed).
import type { Observable } from 'rxjs';
import { and, online$, visible$ } from '../conditions';
import { isLoggedIn$ } from '../session';

/**
 * Online as well as the spec's 'when logged in' and the brief's 'visible': rounds sent offline can
 * only fail (and would toast), and coming back online gives an immediate round.
 */
export const marketGate$: Observable<boolean> = and(isLoggedIn$, visible$, online$);
