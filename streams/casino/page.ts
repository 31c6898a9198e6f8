// What a casino table page needs besides its feed: the game list (the app's one cache of it, the lobby's too) and its entry, the splash timer, the console rule and a result's details for the modal.
import { bind } from '@react-rxjs/core';
import { EMPTY, Observable, Subject, catchError, combineLatest, defer, finalize, interval, map, merge, of, retry, startWith, tap, timer, type SchedulerLike } from 'rxjs';
import type { CasinoGame } from '../../src/api/contract';
import { splitCards } from '../../src/domain/casino';
import { CONSOLE_CLEAR_MS } from '../../src/domain/constants';
import { casinoApi } from './api';
import { shareGameData } from '../gameDataCache';
import { LOADING, type Loadable } from '../navigation';
import { appScheduler } from '../scheduler';
import { describeError } from '../../src/api/errors';

/** The longest wait between two tries of the game list. */
export const GAMES_RETRY_MAX_MS = 10_000;

/**
 * The casino game list, for the lobby (which routes its cards by it) and the table pages (which pick
 * their table by it): loading until it arrives. A failed load is logged (spec section 8), reads
 * 'failed' (the lobby then shows its cards unrouted rather than nothing; a table page keeps its
 * background) and is asked again after 1 s, 2 s, 4 s ... (at most GAMES_RETRY_MAX_MS) while anyone
 * listens, so a table or a card behind a passing fault opens by itself.
 */
export function casinoGames$(load: () => Observable<CasinoGame[]>, scheduler?: SchedulerLike): Observable<Loadable<CasinoGame[]>> {
  return defer(() => {
    const failed$ = new Subject<Loadable<CasinoGame[]>>();
    const answer$ = defer(load).pipe(
      retry({
        delay: (err: unknown, n: number) => {
          console.warn(`[casino games] load failed (try ${n}), asking again: ${describeError(err)}`);
          failed$.next({ state: 'failed' });
          return timer(Math.min(1_000 * 2 ** (n - 1), GAMES_RETRY_MAX_MS), scheduler ?? appScheduler());
        },
      }),
      map((value): Loadable<CasinoGame[]> => ({ state: 'ready', value })),
      finalize(() => failed$.complete()),
    );
    return merge(failed$, answer$).pipe(startWith<Loadable<CasinoGame[]>>(LOADING));
  });
}

/**
 * The app's one game list cache: shared while the lobby or a table page listens, an answer kept for
 * the spec's game data cache time (GAME_DATA_CACHE_MS), a load still trying stopped when nobody listens.
 */
export const casinoGames: Observable<Loadable<CasinoGame[]>> = casinoGames$(() => casinoApi.casinoGames()).pipe(shareGameData(appScheduler, true));

/** The game-list entry whose matchId is the route's; null when none matches. */
export const [useCasinoGame] = bind(
  (matchId: string) =>
    casinoGames.pipe(
      map((l): Loadable<CasinoGame | null> =>
        l.state === 'ready' ? { state: 'ready', value: l.value.find((g) => String(g.matchId) === matchId) ?? null } : l,
      ),
    ),
  LOADING as Loadable<CasinoGame | null>,
);

/** True for the first `ms` after the page opened (the background / splash), then false. */
export function splash$(ms: number, scheduler?: SchedulerLike): Observable<boolean> {
  return defer(() => timer(ms, scheduler ?? appScheduler()).pipe(map(() => false), startWith(true)));
}
export const [useSplash] = bind((_page: string, ms: number) => splash$(ms), true);

/**
 * The specification clears the console every 500 ms on table pages. Only in a production build
 * whose VITE_CASINO_CLEAR_CONSOLE is 'true': never in development or tests, where it would blind
 * developers inspecting machines.
 */
export function consoleClear$(enabled: boolean, clear: () => void, scheduler?: SchedulerLike): Observable<never> {
  if (!enabled) return EMPTY;
  return defer(() => interval(CONSOLE_CLEAR_MS, scheduler ?? appScheduler()).pipe(tap(clear))) as Observable<never>;
}

const CONSOLE_CLEAR_ENABLED: boolean = import.meta.env.PROD && import.meta.env.VITE_CASINO_CLEAR_CONSOLE === 'true';

/** The app's console rule for a table page: subscribe while the page is open. */
export const tablePageConsole$ = (): Observable<never> =>
  // oxlint-disable-next-line no-console -- clearing the console is the rule itself.
  consoleClear$(CONSOLE_CLEAR_ENABLED, () => console.clear());

export interface ResultDetail {
  mid: string;
  cards: string[];
  win: string | null;
}

/**
 * A round's cards and winner for the result modal: POST /sports/v1/casino/result gives cards and
 * win, /v2/get-casino-cards the cards (kept when the first has none). Falls back to what the
 * strip already knew, so a failed lookup still shows the result.
 */
export function resultDetail$(eventId: string, mid: string, known: { cards?: string | undefined; win?: string | undefined }): Observable<Loadable<ResultDetail>> {
  const fallback = { cards: splitCards(known.cards), win: known.win ?? null };
  const result$ = casinoApi.roundResult(mid).pipe(
    catchError((err: unknown) => {
      console.warn(`[casino result] lookup failed: ${describeError(err)}`);
      return of(null);
    }),
  );
  const cards$ = casinoApi.casinoCards(eventId, mid).pipe(
    catchError((err: unknown) => {
      console.warn(`[casino cards] lookup failed: ${describeError(err)}`);
      return of<string[]>([]);
    }),
  );
  return combineLatest([result$, cards$]).pipe(
    map(([r, cards]): Loadable<ResultDetail> => {
      const fromResult = r ? splitCards(r.cards) : [];
      return {
        state: 'ready',
        value: {
          mid,
          cards: fromResult.length ? fromResult : cards.length ? cards : fallback.cards,
          win: r ? String(r.win) : fallback.win,
        },
      };
    }),
    startWith<Loadable<ResultDetail>>(LOADING),
  );
}

/**
 * The live video's address: the configured player URL (VITE_CASINO_PLAYER_URL, `{id}` replaced by
 * the table id) and the round id in the fragment, which a player page may read; changing only the
 * fragment never reloads the frame.
 */
export function playerUrl(template: string, tableId: string, mid: string | null): string {
  const base = template.includes('{id}') ? template.replaceAll('{id}', encodeURIComponent(tableId)) : `${template}${encodeURIComponent(tableId)}`;
  return mid ? `${base}#rid=${encodeURIComponent(mid)}` : base;
}

export const PLAYER_URL_TEMPLATE: string = import.meta.env.VITE_CASINO_PLAYER_URL || '/assets/casino/player.html?id={id}';
