// Requests to open the login modal, raised by any button of the app (header, bottom nav, bets panel).
import { Subject, type Observable } from 'rxjs';

const requests = new Subject<void>();

/** Each request to show the login modal; the modal's sign-in actor (streams/signIn) answers it. */
export const loginRequests$: Observable<void> = requests.asObservable();

/** Opens the login modal at its age gate. Ignored while a player is logged in. */
export function openLogin(): void {
  requests.next();
}
