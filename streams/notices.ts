// The domain's announcements: the news ticker (logged in only) and the banner carousel that advances every 5 s.
import {
  Observable,
  Subject,
  catchError,
  combineLatest,
  distinctUntilChanged,
  interval,
  map,
  merge,
  of,
  scan,
  share,
  ReplaySubject,
  startWith,
  switchMap,
  type SchedulerLike,
} from 'rxjs';
import { BANNER_ADVANCE_MS } from '../src/domain/constants';
import { api } from './api';
import { domainId$ } from './domainConfig';
import { appScheduler } from './scheduler';
import { isLoggedIn$ } from './session';
import { shareGameData } from './gameDataCache';
import { describeError } from '../src/api/errors';

/** The ticker's text: the notices joined with ' • ' (spec), blanks dropped; '' when there are none. */
export const joinNotices = (notices: readonly string[]): string =>
  notices
    .map((n) => n.trim())
    .filter(Boolean)
    .join(' • ');

export interface NoticeDeps {
  isLoggedIn$: Observable<boolean>;
  domainId$: Observable<string>;
  fetchNotices: (domainId: string) => Observable<string[]>;
}

/** The ticker text while logged in, null while logged out (no ticker at all). Failures are logged. */
export function createNewsTicker(deps: NoticeDeps): Observable<string | null> {
  return combineLatest([deps.isLoggedIn$, deps.domainId$]).pipe(
    switchMap(([loggedIn, domainId]) =>
      loggedIn
        ? deps.fetchNotices(domainId).pipe(
            map(joinNotices),
            catchError((err: unknown) => {
              console.warn(`[notices] could not load the news: ${describeError(err)}`);
              return of('');
            }),
          )
        : of(null),
    ),
    distinctUntilChanged(),
  );
}

export const newsText$: Observable<string | null> = createNewsTicker({
  isLoggedIn$,
  domainId$,
  fetchNotices: (domainId) => api.notices(domainId),
});

export interface BannerDeps {
  domainId$: Observable<string>;
  fetchBanners: (domainId: string) => Observable<string[]>;
  scheduler?: SchedulerLike;
}

/**
 * The banner image URLs of the domain ([] on failure: the carousel is then not shown; null until
 * they arrive). One answer serves every subscriber for GAME_DATA_CACHE_MS after the list completes:
 * the home page's early subscription (src/app/firstCalls.ts) and the carousel share one request,
 * and the carousel never falls back to its placeholder and asks again because the early
 * subscriber saw the list complete first.
 */
export function createBanners(deps: BannerDeps): Observable<string[] | null> {
  return deps.domainId$.pipe(
    switchMap((domainId) =>
      deps.fetchBanners(domainId).pipe(
        catchError((err: unknown) => {
          console.warn(`[notices] could not load the banners: ${describeError(err)}`);
          return of([]);
        }),
      ),
    ),
    startWith(null),
    shareGameData(() => deps.scheduler ?? appScheduler(), true),
  );
}

/** The banner image URLs of this domain. */
export const banners$: Observable<string[] | null> = createBanners({
  domainId$,
  fetchBanners: (domainId) => api.banners(domainId),
});

// ---------- the carousel ----------

export type CarouselCommand = { type: 'next' } | { type: 'prev' } | { type: 'goTo'; index: number };

/** The slide after a command, wrapping at both ends. */
export function stepSlide(index: number, command: CarouselCommand, count: number): number {
  if (count <= 0) return 0;
  const wrap = (i: number) => ((i % count) + count) % count;
  switch (command.type) {
    case 'next':
      return wrap(index + 1);
    case 'prev':
      return wrap(index - 1);
    case 'goTo':
      return wrap(command.index);
  }
}

export interface Carousel {
  /** The slide shown. */
  index$: Observable<number>;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
}

/**
 * A carousel over `count$` slides that advances every `periodMs` and wraps. A manual move
 * restarts the wait, so a slide the player just picked stays its full period. A new slide count
 * starts again at the first slide.
 */
export function createCarousel(opts: {
  count$: Observable<number>;
  periodMs?: number;
  scheduler?: SchedulerLike;
}): Carousel {
  const commands = new Subject<CarouselCommand>();
  const periodMs = opts.periodMs ?? BANNER_ADVANCE_MS;
  const index$ = opts.count$.pipe(
    distinctUntilChanged(),
    switchMap((count) => {
      if (count <= 1) return of(0);
      const scheduler = opts.scheduler ?? appScheduler();
      const auto$ = commands.pipe(
        startWith(null),
        switchMap(() => interval(periodMs, scheduler)),
        map((): CarouselCommand => ({ type: 'next' })),
      );
      return merge(commands, auto$).pipe(
        scan((i, command) => stepSlide(i, command, count), 0),
        startWith(0),
      );
    }),
    distinctUntilChanged(),
    share({ connector: () => new ReplaySubject<number>(1), resetOnRefCountZero: true }),
  );
  return {
    index$,
    next: () => commands.next({ type: 'next' }),
    prev: () => commands.next({ type: 'prev' }),
    goTo: (index) => commands.next({ type: 'goTo', index }),
  };
}

/** The home page's banner carousel. */
export const bannerCarousel: Carousel = createCarousel({
  count$: banners$.pipe(map((b) => b?.length ?? 0)),
});
