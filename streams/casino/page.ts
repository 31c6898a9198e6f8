// What a casino table page needs besides its feed: its entry in the game list (streams/casino/games.ts), the splash timer, the console rule and a result's details for the modal.
import { bind } from '@react-rxjs/core';
import { EMPTY, Observable, catchError, combineLatest, defer, interval, map, of, startWith, tap, timer, type SchedulerLike } from 'rxjs';
import type { CasinoGame } from '../../src/api/contract';
import { splitCards } from '../../src/domain/casino';
import { CONSOLE_CLEAR_MS } from '../../src/domain/constants';
import { casinoApi } from './api';
import { LOADING, type Loadable } from '../navigation';
import { appScheduler } from '../scheduler';
import { casinoGames } from './games';
import { describeError } from '../../src/api/errors';

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
