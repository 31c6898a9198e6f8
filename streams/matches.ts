// The sports' match lists: each sport's matches polled while a list is on screen, cut into tabs, sport groups, rows, price cells and previews.
import {
  Observable,
  ReplaySubject,
  catchError,
  combineLatest,
  defer,
  distinctUntilChanged,
  filter,
  map,
  merge,
  of,
  scan,
  share,
  startWith,
  Subject,
  switchMap,
  take,
  tap,
  type SchedulerLike,
} from 'rxjs';
import type { Game, Match } from '../src/api/contract';
import { MATCH_LIST_POLL_MS, SPORT } from '../src/domain/constants';
import {
  bestBackLay,
  fullmarketUrlOf,
  groupBySport,
  isHiddenMatch,
  isInPlay,
  matchesForTab,
  opensToday,
  opensTomorrow,
  sortByOpenDate,
  type MatchTab,
  type RunnerBest,
} from '../src/domain/matchLists';
import { api } from './api';
import { and, online$, visible$ } from './conditions';
import { sameFields, sameJson, sameList } from './market/equality';
import { withFlash, type Flashing } from './market/flash';
import { LOADING, sportId as sportIdOf, visibleSports$, type Loadable } from './navigation';
import { poll, pollByKey } from './poll';
import { appScheduler } from './scheduler';
import { describeError } from '../src/api/errors';

export type { MatchTab };

/** Casino and horse racing have their own screens (lobby, race schedule), not match lists. */
export const hasMatchList = (game: Pick<Game, 'eventTypeId'>): boolean =>
  game.eventTypeId !== SPORT.casino && game.eventTypeId !== SPORT.horseRacing;

/** Which sports a list covers: every listed sport, or the given sport ids. */
export type ListScope = 'all' | readonly string[];

/** A scope as a string, so per-key caches compare it by value ('all' or '4,1'). */
export const scopeKey = (scope: ListScope): string => (scope === 'all' ? 'all' : scope.join(','));
const scopeOf = (key: string): ListScope => (key === 'all' ? 'all' : key.split(',').filter(Boolean));

export interface ListGroup {
  sportId: string;
  sportName: string;
  matchIds: string[];
}

export interface ListView {
  groups: ListGroup[];
  /** Some sport of the scope has not answered yet (its group appears when it and every sport before it have). */
  pending: boolean;
  /** Sports of the scope whose list could not be loaded (by name). */
  failed: string[];
}

/** The columns a list shows: 1 (home), X (the draw, when the market has one) and 2 (away). */
export type ListColumn = '1' | 'X' | '2';
export const LIST_COLUMNS: readonly ListColumn[] = ['1', 'X', '2'];
export type ListSide = 'back' | 'lay';

const isDraw = (name: string) => /^(the )?draw$/i.test(name.trim());

/** Runners in list columns: the draw goes under X, the other runners fill 1 and 2 in market order. */
export function listColumns(runners: readonly RunnerBest[]): Record<ListColumn, RunnerBest | null> {
  const draw = runners.find((r) => isDraw(r.runnerName)) ?? null;
  const sides = runners.filter((r) => r !== draw);
  return { '1': sides[0] ?? null, X: draw, '2': sides[1] ?? null };
}

/** tv, bm and fancy arrive as booleans, 0/1 or strings; anything set and not a 'no' counts. */
export function flagOn(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') return !['', '0', 'false', 'no'].includes(v.trim().toLowerCase());
  return false;
}

export interface RowMeta {
  sportId: string;
  matchId: string;
  eventName: string;
  openDate: string;
  inPlay: boolean;
  tv: boolean;
  bm: boolean;
  fancy: boolean;
  /** The match's fullmarket URL (changes when it goes in play). */
  url: string;
  /** Names in the 1, X and 2 columns ('' when the market has no such runner). */
  name1: string;
  nameX: string;
  name2: string;
  /** The market a follow star follows (the first match-odds market), '' when there is none. */
  followMarketId: string;
  followMarketName: string;
  competitionId: string;
}

function rowMetaOf(m: Match): RowMeta {
  const cols = listColumns(bestBackLay(m));
  const first = m.matchOdds[0];
  return {
    sportId: String(m.eventId),
    matchId: String(m.matchId),
    eventName: m.eventName,
    openDate: m.openDate,
    inPlay: isInPlay(m),
    tv: flagOn(m.tv),
    bm: flagOn(m.bm),
    fancy: flagOn(m.fancy),
    url: fullmarketUrlOf(m),
    name1: cols['1']?.runnerName ?? '',
    nameX: cols.X?.runnerName ?? '',
    name2: cols['2']?.runnerName ?? '',
    followMarketId: first?.marketId ?? '',
    followMarketName: first?.marketName ?? '',
    competitionId: String(m.competitionId),
  };
}

// ---------- previews (Tips & Previews) ----------

export interface PreviewRunner {
  runnerName: string;
  /** Best back price, null when none is offered. */
  back: number | null;
  /** 1 / back, as a share of 1; null without a price. */
  implied: number | null;
}

type PreviewVerdict = 'strong' | 'edge' | 'close' | 'unpriced';
type DayLabel = 'today' | 'tomorrow' | 'later';

export interface Preview {
  sportId: string;
  sportName: string;
  matchId: string;
  competitionId: string;
  eventName: string;
  openDate: string;
  day: DayLabel;
  url: string;
  runners: PreviewRunner[];
  favourite: PreviewRunner | null;
  /** The runner-up by implied probability. */
  challenger: PreviewRunner | null;
  draw: PreviewRunner | null;
  /** Sum of implied probabilities of the best backs (the book), null when not every runner is priced. */
  book: number | null;
  verdict: PreviewVerdict;
}

/** A favourite at 65 % or more is strong; within 8 points of the runner-up it is too close to call. */
const STRONG_FAVOURITE = 0.65;
const CLOSE_CALL = 0.08;

const impliedOf = (back: number | null): number | null => (back !== null && back > 1 ? 1 / back : null);

/** A match's preview from its current best back prices; `now` places it today, tomorrow or later. */
export function previewOf(m: Match, sportName: string, now: number): Preview {
  const runners: PreviewRunner[] = bestBackLay(m).map((r) => ({
    runnerName: r.runnerName,
    back: r.back,
    implied: impliedOf(r.back),
  }));
  const draw = runners.find((r) => isDraw(r.runnerName)) ?? null;
  const ranked = runners
    .filter((r) => r !== draw && r.implied !== null)
    .sort((a, b) => (b.implied ?? 0) - (a.implied ?? 0));
  const favourite = ranked[0] ?? null;
  const challenger = ranked[1] ?? null;
  const priced = runners.length > 0 && runners.every((r) => r.implied !== null);
  const book = priced ? runners.reduce((sum, r) => sum + (r.implied ?? 0), 0) : null;
  const verdict: PreviewVerdict =
    favourite?.implied == null
      ? 'unpriced'
      : favourite.implied >= STRONG_FAVOURITE
        ? 'strong'
        : challenger?.implied != null && favourite.implied - challenger.implied < CLOSE_CALL
          ? 'close'
          : 'edge';
  return {
    sportId: String(m.eventId),
    sportName,
    matchId: String(m.matchId),
    competitionId: String(m.competitionId),
    eventName: m.eventName,
    openDate: m.openDate,
    day: opensToday(m, now) ? 'today' : opensTomorrow(m, now) ? 'tomorrow' : 'later',
    url: fullmarketUrlOf(m),
    runners,
    favourite,
    challenger,
    draw,
    book,
    verdict,
  };
}

/** Matches not started yet and still listed, soonest first. */
export function upcomingMatches<T extends Match>(matches: readonly T[], now: number): T[] {
  return sortByOpenDate(
    matches.filter((m) => !isHiddenMatch(m) && !isInPlay(m) && !m.inPlay && Date.parse(m.openDate) > now),
  );
}

// ---------- the streams ----------

export interface MatchListDeps {
  fetchMatches: (sportId: string) => Observable<Match[]>;
  /** The games list (locked sports removed) the 'all' scope and the group names come from. */
  sports$: Observable<Loadable<Game[]>>;
  /** Lists poll only while this is true (page visible, online). */
  when: Observable<boolean>;
  scheduler?: SchedulerLike;
  periodMs?: number;
}

const sameRunners = (a: readonly RunnerBest[], b: readonly RunnerBest[]) =>
  a.length === b.length && a.every((r, i) => sameFields(r, b[i] ?? null));

const sameView = (a: Loadable<ListView>, b: Loadable<ListView>): boolean => {
  if (a.state !== 'ready' || b.state !== 'ready') return a.state === b.state;
  const x = a.value;
  const y = b.value;
  return (
    x.pending === y.pending &&
    sameList(x.failed, y.failed) &&
    x.groups.length === y.groups.length &&
    x.groups.every((g, i) => {
      const h = y.groups[i];
      return !!h && g.sportId === h.sportId && g.sportName === h.sportName && sameList(g.matchIds, h.matchIds);
    })
  );
};

export function createMatchLists(deps: MatchListDeps) {
  const periodMs = deps.periodMs ?? MATCH_LIST_POLL_MS;
  const now = () => (deps.scheduler ?? appScheduler()).now();
  /** The latest answer per sport, for a click that stores the match as it is now. */
  const latest = new Map<string, Match[]>();

  /**
   * One poll per sport however many lists, rows and cells show it. A failed round goes through the
   * poll's failure path (so the connection status counts it) and keeps the last good list; a sport
   * that never answered says 'failed' so its list can say so.
   */
  const sportMatches$ = pollByKey((sportId: string): Observable<Loadable<Match[]>> => {
    const failed$ = new Subject<Loadable<Match[]>>();
    const answers$ = poll(
      () =>
        deps.fetchMatches(sportId).pipe(
          tap((list) => latest.set(sportId, list)),
          map((value): Loadable<Match[]> => ({ state: 'ready', value })),
        ),
      {
        periodMs,
        when: deps.when,
        scheduler: deps.scheduler,
        name: `match list ${sportId}`,
        onError: (err) => {
          console.warn(`[match list ${sportId}] round failed: ${describeError(err)}`);
          failed$.next({ state: 'failed' });
        },
      },
    );
    return merge(failed$, answers$).pipe(
      scan((prev: Loadable<Match[]>, next: Loadable<Match[]>) => (next.state === 'failed' && prev.state === 'ready' ? prev : next)),
      startWith<Loadable<Match[]>>(LOADING),
      distinctUntilChanged(),
      share({ connector: () => new ReplaySubject<Loadable<Match[]>>(1), resetOnRefCountZero: true }),
    );
  });

  /** The sport's answered list; nothing before its first answer (a row must not start from 'no price'). */
  const listedMatches$ = (sportId: string): Observable<Match[]> =>
    sportMatches$(sportId).pipe(
      filter((l): l is { state: 'ready'; value: Match[] } => l.state === 'ready'),
      map((l) => l.value),
    );

  /** The sports a scope covers, named from the games list (a fixed id is polled before that arrives). */
  const scopeSports$ = (scope: ListScope): Observable<Loadable<{ sportId: string; sportName: string }[]>> =>
    deps.sports$.pipe(
      map((games): Loadable<{ sportId: string; sportName: string }[]> => {
        const named = games.state === 'ready' ? games.value : [];
        if (scope === 'all') {
          if (games.state !== 'ready') return games;
          return {
            state: 'ready',
            value: named.filter(hasMatchList).map((g) => ({ sportId: sportIdOf(g), sportName: g.name })),
          };
        }
        if (games.state === 'loading') return LOADING;
        return {
          state: 'ready',
          value: scope.map((id) => ({ sportId: id, sportName: named.find((g) => sportIdOf(g) === id)?.name ?? id })),
        };
      }),
      distinctUntilChanged(sameJson),
    );

  /**
   * The tab's groups of match ids for a scope key ('all' or '4,1'). Tabs are recomputed on every
   * poll round with the scheduler's clock, so a list left open over midnight moves its matches.
   */
  const tabView$ = (tab: MatchTab, key: string): Observable<Loadable<ListView>> =>
    scopeSports$(scopeOf(key)).pipe(
      switchMap((sports): Observable<Loadable<ListView>> => {
        if (sports.state !== 'ready') return of(sports);
        if (sports.value.length === 0) return of({ state: 'ready', value: { groups: [], pending: false, failed: [] } });
        return combineLatest(sports.value.map((s) => sportMatches$(s.sportId))).pipe(
          map((lists): Loadable<ListView> => {
            if (lists.every((l) => l.state === 'loading')) return LOADING;
            if (lists.every((l) => l.state === 'failed')) return { state: 'failed' };
            // Groups come in sport order: a sport's group waits for every sport before it to answer, so a later
            // sport's group is never pushed down by an earlier one arriving above it (CLS 0.10 on /inplay).
            const firstLoading = lists.findIndex((l) => l.state === 'loading');
            const answered = firstLoading === -1 ? lists : lists.slice(0, firstLoading);
            const matches = answered.flatMap((l) => (l.state === 'ready' ? l.value : []));
            const games = sports.value.map((s) => ({ eventTypeId: s.sportId, name: s.sportName }));
            const grouped = groupBySport(matchesForTab(matches, tab, now()), games);
            return {
              state: 'ready',
              value: {
                groups: grouped.map((g) => ({
                  sportId: g.sportId,
                  sportName: g.sportName,
                  matchIds: g.matches.map((m) => String(m.matchId)),
                })),
                pending: lists.some((l) => l.state === 'loading'),
                failed: sports.value.filter((_, i) => lists[i]?.state === 'failed').map((s) => s.sportName),
              },
            };
          }),
        );
      }),
      distinctUntilChanged(sameView),
    );

  /** How many matches each tab lists for a scope (the tab labels' counts). */
  const tabCounts$ = (key: string): Observable<Record<MatchTab, number> | null> =>
    combineLatest((['inplay', 'today', 'tomorrow'] as const).map((t) => tabView$(t, key))).pipe(
      map((views) => {
        if (views.some((v) => v.state !== 'ready')) return null;
        const count = (v: Loadable<ListView> | undefined) =>
          v?.state === 'ready' ? v.value.groups.reduce((n, g) => n + g.matchIds.length, 0) : 0;
        return { inplay: count(views[0]), today: count(views[1]), tomorrow: count(views[2]) };
      }),
      distinctUntilChanged((a, b) => sameFields(a, b)),
    );

  const matchIn = (matchId: string) => (list: Match[]) => list.find((m) => String(m.matchId) === matchId) ?? null;

  /** A row's name, start, flags and link: wakes only when one of those changes. */
  const rowMeta$ = (sportId: string, matchId: string): Observable<RowMeta | null> =>
    listedMatches$(sportId).pipe(
      map(matchIn(matchId)),
      map((m) => (m ? rowMetaOf(m) : null)),
      distinctUntilChanged(sameFields),
    );

  /** A row's runners' best prices (for labels). */
  const rowPrices$ = (sportId: string, matchId: string): Observable<RunnerBest[]> =>
    listedMatches$(sportId).pipe(
      map(matchIn(matchId)),
      map((m): RunnerBest[] => (m ? bestBackLay(m) : [])),
      distinctUntilChanged<RunnerBest[]>(sameRunners),
    );

  /** One list price cell; emits when its price moves, with a change count that restarts the flash. */
  const rowCell$ = (
    sportId: string,
    matchId: string,
    column: ListColumn,
    side: ListSide,
  ): Observable<Flashing<number | null>> =>
    defer(() =>
      rowPrices$(sportId, matchId).pipe(
        map((runners) => listColumns(runners)[column]?.[side] ?? null),
        withFlash<number | null>({ changed: (a, b) => a !== b }),
      ),
    );

  /** The match as its sport's last answer had it (a click stores this), if its list is live. */
  const latestMatch = (sportId: string, matchId: string): Match | null =>
    matchIn(matchId)(latest.get(sportId) ?? []);

  /** Upcoming matches of a scope as previews, soonest first, at most `limit`. */
  const previews$ = (key: string, limit: number): Observable<Loadable<Preview[]>> =>
    scopeSports$(scopeOf(key)).pipe(
      switchMap((sports): Observable<Loadable<Preview[]>> => {
        if (sports.state !== 'ready') return of(sports);
        if (sports.value.length === 0) return of({ state: 'ready', value: [] });
        return combineLatest(sports.value.map((s) => sportMatches$(s.sportId))).pipe(
          filter((lists) => !lists.every((l) => l.state === 'loading')),
          map((lists): Loadable<Preview[]> => {
            if (lists.every((l) => l.state === 'failed')) return { state: 'failed' };
            const t = now();
            const names = new Map(sports.value.map((s) => [s.sportId, s.sportName]));
            const all = lists.flatMap((l) => (l.state === 'ready' ? l.value : []));
            const value = upcomingMatches(all, t)
              .slice(0, limit)
              .map((m) => previewOf(m, names.get(String(m.eventId)) ?? String(m.eventId), t));
            return { state: 'ready', value };
          }),
          startWith<Loadable<Preview[]>>(LOADING),
        );
      }),
      distinctUntilChanged(sameJson),
    );

  /** Every listed match of a scope, loaded once (the search index): tolerant of a sport failing. */
  const snapshot$ = (key: string): Observable<Loadable<{ sportName: string; match: Match }[]>> =>
    scopeSports$(scopeOf(key)).pipe(
      filter((s) => s.state !== 'loading'),
      take(1),
      switchMap((sports): Observable<Loadable<{ sportName: string; match: Match }[]>> => {
        if (sports.state !== 'ready') return of({ state: 'failed' });
        if (sports.value.length === 0) return of({ state: 'ready', value: [] });
        return combineLatest(
          sports.value.map((s) =>
            deps.fetchMatches(s.sportId).pipe(
              map((list) => list.filter((m) => !isHiddenMatch(m)).map((match) => ({ sportName: s.sportName, match }))),
              catchError((err: unknown) => {
                console.warn(`[search] ${s.sportName} matches could not be loaded: ${describeError(err)}`);
                return of(null);
              }),
            ),
          ),
        ).pipe(
          take(1),
          map((lists): Loadable<{ sportName: string; match: Match }[]> =>
            lists.every((l) => l === null) ? { state: 'failed' } : { state: 'ready', value: lists.flatMap((l) => l ?? []) },
          ),
          startWith<Loadable<{ sportName: string; match: Match }[]>>(LOADING),
        );
      }),
    );

  return { sportMatches$, tabView$, tabCounts$, rowMeta$, rowPrices$, rowCell$, latestMatch, previews$, snapshot$ };
}

export type MatchLists = ReturnType<typeof createMatchLists>;

/** The app's match lists: anonymous visitors see them too, so they poll whenever the page is visible and online. */
export const matchLists: MatchLists = createMatchLists({
  fetchMatches: (sportId) => api.matchesBySport(sportId),
  sports$: visibleSports$,
  when: and(visible$, online$),
});
