// Starts the calls the first screen needs as soon as the app runs, in parallel, instead of one
// after another as each screen mounts (domain -> render -> sports list -> render -> match list).
import { EMPTY, Subscription, filter, first, switchMap, timer } from 'rxjs';
import { domainConfig$ } from '../../streams/domainConfig';
import { hasMatchList, matchLists } from '../../streams/matches';
import { games$, sportId, visibleSports$ } from '../../streams/navigation';
import { appScheduler } from '../../streams/scheduler';
import { connectionStatus$ } from '../../streams/connection';
import { bannersState$, visibleSportsState$ } from '../features/shell/state';
import { domainStateHeld$ } from '../features/shared/domainConfig';

/**
 * A high-priority image preload in the document's head, once per URL, outside any render (the
 * list arrives in a stream, a market page's banner is known from the URL).
 */
export function preloadImage(href: string, doc: Document = document): void {
  const known = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some(
    (l) => l.getAttribute('href') === href,
  );
  if (known) return;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', href);
  doc.head.appendChild(link);
}

/** How long the early subscriptions are held: long enough for the screen's own to take over. */
const FIRST_CALLS_HOLD_MS = 15_000;

/**
 * Subscribes to what the screen at `pathname` will ask for first: the domain configuration and the
 * sports list everywhere; on the home page also the banners and the first sport's match list (the
 * tab the home page opens on). The streams are shared, so the screens reuse these very requests;
 * the subscriptions end after FIRST_CALLS_HOLD_MS or when the returned subscription does.
 */
export function startFirstCalls(pathname: string): Subscription {
  const calls = new Subscription();
  calls.add(domainConfig$.subscribe({ error: () => {} }));
  calls.add(games$.subscribe());
  // The bound states the shell reads on every page: its first render (a transition) then reads the
  // configuration, the sports and the connection as they are, and the whole page (a market page's
  // Game Details banner included) is in that render's commit, instead of the skeleton committed
  // first and the page rendered again, synchronously, when the root subscribes after it.
  calls.add(domainStateHeld$.subscribe());
  calls.add(visibleSportsState$.subscribe());
  calls.add(connectionStatus$.subscribe());
  if (pathname === '/') {
    // The first banner is the page's largest paint: its image is asked for the moment the list
    // arrives, with high priority, rather than when React has rendered the carousel.
    // Through the carousel's and the tabs' own bound states: their first render then reads the list
    // already here (the banner image is in the first commit), with no second, synchronous render
    // when they subscribe after it (the tabs' sports list is held above, for every page).
    calls.add(
      bannersState$.subscribe((banners) => {
        const firstBanner = banners?.[0];
        if (firstBanner) preloadImage(firstBanner);
      }),
    );
    calls.add(
      visibleSports$
        .pipe(
          filter((s) => s.state === 'ready'),
          first(),
          switchMap((s) => {
            const opening = s.state === 'ready' ? s.value[0] : undefined;
            return opening && hasMatchList(opening) ? matchLists.sportMatches$(sportId(opening)) : EMPTY;
          }),
        )
        .subscribe(),
    );
  }
  calls.add(timer(FIRST_CALLS_HOLD_MS, appScheduler()).subscribe(() => calls.unsubscribe()));
  return calls;
}
