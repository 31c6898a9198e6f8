// The casino lobby's data: the live list (/casino/list, kept as the last good answer) and the game list its cards are routed by (the table pages' cache).
import { Observable, Subject, combineLatest, defer, map, merge, startWith, type SchedulerLike } from 'rxjs';
import * as v from 'valibot';
import { type CasinoGame } from '../../src/api/contract';
import { CasinoListItem } from '../../src/api/casinoContract';
import { GAME_DATA_CACHE_MS } from '../../src/domain/constants';
import type { LobbyGame } from '../../src/domain/casinoLobby';
import { describeError } from '../../src/api/errors';
import { casinoApi } from './api';
import { visible$ } from '../conditions';
import { poll } from '../poll';
import type { KeyValueStorage } from '../session';
import type { Loadable } from '../navigation';
import { casinoGames } from './games';

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
  /** The game list (streams/casino/games.ts casinoGames, the app's one cache of it). */
  games: Observable<Loadable<CasinoGame[]>>;
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

  // The game list routes the game-list tables; while it fails the lobby shows its cards unrouted
  // rather than nothing, and routes them when it arrives.
  const games$: Observable<LobbyGame[] | null> = deps.games.pipe(
    map((l) =>
      l.state === 'ready' ? l.value.map(({ eventId, legueId, matchId, name }) => ({ eventId, legueId, matchId, name })) : l.state === 'failed' ? [] : null,
    ),
  );

  const lobby$: Observable<LobbyState> = combineLatest([listState$, games$]).pipe(
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
  loadList: () => casinoApi.casinoList(),
  games: casinoGames,
  when: visible$,
  storage: browserStorage(),
});
