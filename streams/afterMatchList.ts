// What sits under a sport's event list (the home page's casino lobby, a sport page's competitions) comes after that list.
import { NEVER, concat, filter, map, switchMap, take, timer, type Observable } from 'rxjs';
import { matchLists, scopeKey, type MatchTab } from './matches';
import type { Loadable } from './navigation';
import { appScheduler } from './scheduler';

type TabView = (tab: MatchTab, scope: string) => Observable<Loadable<unknown>>;

/**
 * True once the sport's event list has answered (or failed), one task later: the list renders and
 * paints first, and only then does what sits under it start (the lobby's code and its `/casino/list`
 * call do not compete with the home page's first screen: spec 000 section 2), and nothing under a list
 * still loading is pushed down as it fills in. `views` is the match lists' tab view (tests give their own).
 */
export const afterMatchList$ = (sportId: string, views: TabView = matchLists.tabView$): Observable<boolean> =>
  views('inplay', scopeKey([sportId])).pipe(
    filter((view) => view.state !== 'loading'),
    take(1),
    // Then open, never complete: a bound state that completes is dropped from @react-rxjs' cache, and
    // the next render reads its default (what it shows would unmount and load again, over and over).
    switchMap(() => concat(timer(0, appScheduler()).pipe(map(() => true)), NEVER)),
  );
