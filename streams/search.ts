// The 'Search Events' modal's state: open or closed, the typed query debounced, and the matching events of every sport's match list.
import {
  BehaviorSubject,
  Observable,
  ReplaySubject,
  combineLatest,
  debounce,
  distinctUntilChanged,
  map,
  of,
  share,
  switchMap,
  timer,
  type SchedulerLike,
} from 'rxjs';
import type { Match } from '../src/api/contract';
import { SEARCH_DEBOUNCE_MS } from '../src/domain/constants';
import { fullmarketUrlOf, isInPlay, sortByOpenDate } from '../src/domain/matchLists';
import { matchLists } from './matches';
import { LOADING, type Loadable } from './navigation';
import { appScheduler } from './scheduler';

/** Fewer letters than this match too much to be useful. */
export const SEARCH_MIN_CHARS = 2;
const SEARCH_LIMIT = 30;

export interface SearchEntry {
  sportName: string;
  match: Match;
}

export interface SearchHit {
  sportName: string;
  eventName: string;
  openDate: string;
  inPlay: boolean;
  url: string;
  match: Match;
}

export type SearchState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; query: string; hits: SearchHit[] };

const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Events whose name holds every word of the query (any case, accents ignored), soonest first. */
export function searchMatches(entries: readonly SearchEntry[], query: string, limit = SEARCH_LIMIT): SearchHit[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found = entries.filter((e) => {
    const name = normalise(e.match.eventName);
    return words.every((w) => name.includes(w));
  });
  return sortByOpenDate(found.map((e) => ({ ...e, openDate: e.match.openDate })))
    .slice(0, limit)
    .map((e) => ({
      sportName: e.sportName,
      eventName: e.match.eventName,
      openDate: e.match.openDate,
      inPlay: isInPlay(e.match),
      url: fullmarketUrlOf(e.match),
      match: e.match,
    }));
}

export interface SearchDeps {
  /** Every listed event of every sport; loaded each time the modal opens. */
  loadIndex: () => Observable<Loadable<SearchEntry[]>>;
  scheduler?: SchedulerLike;
  debounceMs?: number;
}

export function createSearch(deps: SearchDeps) {
  const debounceMs = deps.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const open = new BehaviorSubject(false);
  const query = new BehaviorSubject('');

  const openSearch = (): void => {
    query.next('');
    open.next(true);
  };
  const closeSearch = (): void => open.next(false);
  const setQuery = (q: string): void => query.next(q);

  const open$: Observable<boolean> = open.pipe(distinctUntilChanged());
  const query$: Observable<string> = query.asObservable();

  /**
   * The query as searched: after SEARCH_DEBOUNCE_MS without a keystroke, except that clearing it
   * (or going under the minimum) is taken at once, so old results never linger under an empty box.
   */
  const settledQuery$: Observable<string> = query.pipe(
    map((q) => q.trim()),
    debounce((q) => (q.length < SEARCH_MIN_CHARS ? of(0) : timer(debounceMs, deps.scheduler ?? appScheduler()))),
    distinctUntilChanged(),
  );

  /** The index while the modal is open; loaded afresh at each opening (lists change through the day). */
  const index$: Observable<Loadable<SearchEntry[]>> = open$.pipe(
    switchMap((isOpen) => (isOpen ? deps.loadIndex() : of<Loadable<SearchEntry[]>>(LOADING))),
    share({ connector: () => new ReplaySubject<Loadable<SearchEntry[]>>(1), resetOnRefCountZero: true }),
  );

  const results$: Observable<SearchState> = combineLatest([settledQuery$, index$]).pipe(
    map(([q, index]): SearchState => {
      if (q.length < SEARCH_MIN_CHARS) return { state: 'idle' };
      if (index.state !== 'ready') return index;
      return { state: 'ready', query: q, hits: searchMatches(index.value, q) };
    }),
  );

  return { open$, query$, results$, openSearch, closeSearch, setQuery };
}

type Search = ReturnType<typeof createSearch>;

/** The app's search, over every listed sport's match list. */
const search: Search = createSearch({ loadIndex: () => matchLists.snapshot$('all') });
export const { open$: searchOpen$, query$: searchQuery$, results$: searchResults$, openSearch, closeSearch, setQuery } =
  search;
