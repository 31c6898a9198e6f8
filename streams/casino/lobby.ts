// The casino lobby's data: the live list (/casino/list, kept as the last good answer) and the game list its cards are routed by.
import {
  Observable,
  Subject,
  catchError,
  combineLatest,
  defer,
  map,
  merge,
  of,
  retry,
  startWith,
  timer,
  type SchedulerLike,
} from 'rxjs';
import * as v from 'valibot';
import { CasinoListItem, type CasinoGame } from '../../src/api/contract';
import { GAME_DATA_CACHE_MS } from '../../src/domain/constants';
import type { LobbyGame } from '../../src/domain/casinoLobby';
import { api } from '../api';
import { visible$ } from '../conditions';
import { poll } from '../poll';
import { appScheduler } from '../scheduler';
import type { KeyValueStorage } from '../session';
import { shareGameData } from '../gameDataCache';
import { describeError } from '../../src/api/errors';

/** The last good /casino/list, kept in the browser so a reload paints the lobby at once (the spec's casinoList slice). */
export const CASINO_LIST_STORAGE_KEY = 'exchange.casinoList';

export type LobbyState =
  | { state: 'loading' }
  /** `stale`: the latest refresh failed and this is the last good list. */
  | { state: 'ready'; items: CasinoListItem[]; games: LobbyGame[]; stale: boolean }
  | { state: 'failed' };

export const LOBBY_LOADING: LobbyState = { state: 'loading' };

export interface CasinoLobbyDeps {
  loadList: () => Observable<CasinoListItem[]>;
  loadGames: () => Observable<CasinoGame[]>;
  /** Gate of the list's refresh (the page is visible). */
  when: Observable<boolean>;
  storage: KeyValueStorage | null;
  /** The list is asked for on opening and again this often while the lobby is on screen. */
  periodMs?: number;
  scheduler?: SchedulerLike;
}

const StoredList = v.array(CasinoListItem);

function readStored(storage: KeyValueStorage | null): CasinoListItem[] | null {
  try {
    const raw = storage?.getItem(CASINO_LIST_STORAGE_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(StoredList, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function createCasinoLobby(deps: CasinoLobbyDeps) {
  const scheduler = () => deps.scheduler ?? appScheduler();
  let lastGood: CasinoListItem[] | null = readStored(deps.storage);
  const retry$ = new Subject<void>();
  const failure$ = new Subject<void>();

  const remember = (items: CasinoListItem[]) => {
    lastGood = items;
    try {
      deps.storage?.setItem(CASINO_LIST_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // A full or blocked storage only costs the instant paint after a reload.
    }
  };

  // Only a successful answer (2xx, contract-shaped) replaces the list; a failure is logged and the last good list stays.
  const list$ = poll(
    () =>
      deps.loadList().pipe(
        map((items) => {
          remember(items);
          return items;
        }),
      ),
    {
      periodMs: deps.periodMs ?? GAME_DATA_CACHE_MS,
      when: deps.when,
      name: 'casinoList',
      trigger: retry$,
      ...(deps.scheduler && { scheduler: deps.scheduler }),
      onError: (err) => {
        console.warn(`[poll casinoList] round failed: ${describeError(err)}`);
        failure$.next();
      },
    },
  );

  type ListState = { items: CasinoListItem[]; stale: boolean } | 'loading' | 'failed';
  const listState$: Observable<ListState> = defer(() =>
    merge(
      list$.pipe(map((items): ListState => ({ items, stale: false }))),
      failure$.pipe(map((): ListState => (lastGood ? { items: lastGood, stale: true } : 'failed'))),
      retry$.pipe(map((): ListState => (lastGood ? { items: lastGood, stale: false } : 'loading'))),
    ).pipe(startWith<ListState>(lastGood ? { items: lastGood, stale: false } : 'loading')),
  );

  // The game list routes the game-list tables; it is asked for once (three tries), kept for a minute,
  // and an unreachable one leaves those tables unrouted rather than the lobby blank.
  const games$: Observable<LobbyGame[]> = defer(() => deps.loadGames()).pipe(
    retry({ count: 2, delay: (_e: unknown, n: number) => timer(1_000 * n, scheduler()) }),
    map((games) => games.map(({ eventId, legueId, matchId, name }) => ({ eventId, legueId, matchId, name }))),
    catchError((err: unknown) => {
      console.warn(`[casinoGames] load failed: ${describeError(err)}`);
      return of<LobbyGame[]>([]);
    }),
    shareGameData(scheduler, false),
  );

  const lobby$: Observable<LobbyState> = combineLatest([listState$, games$.pipe(startWith<LobbyGame[] | null>(null))]).pipe(
    map(([list, games]): LobbyState => {
      if (list === 'failed') return { state: 'failed' };
      if (list === 'loading' || games === null) return LOBBY_LOADING;
      return { state: 'ready', items: list.items, games, stale: list.stale };
    }),
  );

  return {
    lobby$,
    /** Asks for the list again now (the lobby's Retry button). */
    retry: () => retry$.next(),
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const casinoLobby = createCasinoLobby({
  loadList: () => api.casinoList(),
  loadGames: () => api.casinoGames(),
  when: visible$,
  storage: browserStorage(),
});
