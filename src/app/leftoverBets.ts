// The leftover-bet check at start-up, loaded only once a player is logged in: a visitor's home page
// never fetches the bet placement code (streams/betPlacement, src/domain/betConfirmation).
import { Observable, filter, from, switchMap, take, type Subscription } from 'rxjs';
import { isLoggedIn$ } from '../../streams/session';
import { describeError } from '../api/errors';

/**
 * Once the player is logged in, loads the bet placement module and tells them what became of bets
 * this tab sent before a reload without seeing the answer (`resolveLeftoverBets`). Returns the
 * subscription (the app mounts it once); unsubscribing stops the check wherever it is.
 */
export function resolveLeftoverBetsWhenLoggedIn({
  loggedIn$ = isLoggedIn$,
  load = () => import('../../streams/betPlacement'),
}: {
  loggedIn$?: Observable<boolean>;
  load?: () => Promise<{ resolveLeftoverBets: () => Subscription }>;
} = {}): Subscription {
  return loggedIn$
    .pipe(
      filter(Boolean),
      take(1),
      switchMap(() => from(load())),
      // The module's own check waits for the login too; it is logged in by now, so it runs at once.
      switchMap((m) => new Observable<never>(() => m.resolveLeftoverBets())),
    )
    .subscribe({ error: (err: unknown) => console.warn(`[leftoverBets] could not load the bet placement: ${describeError(err)}`) });
}
