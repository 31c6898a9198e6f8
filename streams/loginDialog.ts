// Requests to open the login modal, raised by any button of the app (header, bottom nav, bets panel).
import { BehaviorSubject, Observable, Subject, distinctUntilChanged } from 'rxjs';

const requests = new Subject<void>();
const asked = new BehaviorSubject(false);
/** A request raised while nobody listened (the sign-in code still loading): given to the first listener. */
let unheard = false;

/** Each request to show the login modal; the modal's sign-in actor (streams/signIn) answers it. */
export const loginRequests$: Observable<void> = new Observable<void>((subscriber) => {
  const sub = requests.subscribe(subscriber);
  if (unheard) {
    unheard = false;
    subscriber.next();
  }
  return sub;
});

/**
 * True from the first request on: the layout loads the login modal's code then, so the home
 * page's chunks carry none of the sign-in machine until a player asks to log in.
 */
export const loginAsked$: Observable<boolean> = asked.pipe(distinctUntilChanged());

/** Opens the login modal at its age gate. Ignored while a player is logged in. */
export function openLogin(): void {
  asked.next(true);
  if (!requests.observed) unheard = true;
  requests.next();
}
