// The sign-in views' bound hooks: the site title (the demo user's name) and whether the header has room for the inline form.
import { bind } from '@react-rxjs/core';
import { EMPTY, Observable, catchError, distinctUntilChanged, map, of } from 'rxjs';
import { domainConfig$ } from '../../../streams/domainConfig';
import { BREAKPOINT } from '../../domain/constants';

/** null until the domain configuration arrives (the app shows its loading screen until then). */
export const [useSiteTitle] = bind<string | null>(
  domainConfig$.pipe(
    map((c) => c.title),
    distinctUntilChanged(),
    // The app root shows the failure; the login views just stay empty.
    catchError(() => EMPTY),
  ),
  null,
);

const INLINE_QUERY = `(min-width: ${BREAKPOINT.inlineLogin}px)`;

/**
 * Whether the desktop header shows its inline form. The form is only hidden by CSS below the
 * breakpoint; this keeps its machine (and its IP lookup) asleep until a visitor can see it.
 */
const inlineLoginShown$: Observable<boolean> =
  typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? of(true)
    : new Observable<boolean>((subscriber) => {
        const query = window.matchMedia(INLINE_QUERY);
        subscriber.next(query.matches);
        const onChange = (e: MediaQueryListEvent) => subscriber.next(e.matches);
        query.addEventListener('change', onChange);
        return () => query.removeEventListener('change', onChange);
      }).pipe(distinctUntilChanged());

export const [useInlineLoginShown] = bind(inlineLoginShown$, false);
