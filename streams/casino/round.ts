// The app's casino round machine: effects wired (bet via the API, then the table's bets reload and live bets and exposure refresh) and the feeds that drive it.
import { Observable, Subscription, catchError, firstValueFrom, from, map, merge, mergeMap, of, throwError } from 'rxjs';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { Bet, BetAnswer, CasinoBetPayload, ResultItem } from '../../src/api/contract';
import { CASINO_TEXT, casinoRoundMachine, type CasinoRoundEvent } from '../../machines/casinoRound.machine';
import { newClientRef, withClientRef } from '../../src/api/clientRef';
import { ApiError } from '../../src/api/errors';
import { LOST_BET_TEXT } from '../../src/domain/betConfirmation';
import { outcomeUnknown } from '../../machines/effects';
import { betNotices, type NewBetNotice } from '../betNotices';
import { betPlacement, type BetPlacement } from '../betPlacement';
import { online$ } from '../conditions';
import { refreshHeader } from '../header';
import { matchBets$, reloadMatchBets } from '../market/matchBets';
import { isLoggedIn$ } from '../session';
import { showToast, type ToastKind } from '../toasts';
import { casinoFeed, toRoundOutcome, type FeedKey, type FeedTick } from './feed';

export interface CasinoRoundDeps {
  placeBet: (payload: CasinoBetPayload) => Observable<BetAnswer>;
  afterBetPlaced: (matchId: string) => void;
  toast: (kind: ToastKind, text: string) => void;
}

/** What drives one table's machine. */
export interface RoundSources {
  ticks$: Observable<FeedTick>;
  results$: Observable<ResultItem[]>;
  bets$: Observable<Bet[] | null>;
  online$: Observable<boolean>;
  loggedIn$: Observable<boolean>;
}

export function createCasinoRound(deps: CasinoRoundDeps) {
  const machine = casinoRoundMachine.provide({
    actors: {
      // Not aborted when the page closes: a bet the server may be placing still reaches the reloads.
      placeBet: fromPromise<BetAnswer, CasinoBetPayload>(({ input }) => firstValueFrom(deps.placeBet(input))),
    },
    actions: {
      toast: (_, p) => deps.toast(p.kind, p.text),
      afterBetPlaced: (_, p) => deps.afterBetPlaced(p.matchId),
    },
  });

  /** Feeds the machine until unsubscribed (the page closing). */
  const connect = (actor: { send: (e: CasinoRoundEvent) => void }, src: RoundSources): Subscription =>
    merge(
      src.ticks$.pipe(
        map((t): CasinoRoundEvent =>
          t.ok
            ? { type: 'DATA', mid: String(t.info.mid), autotime: Number(t.info.autotime), outcomes: t.t2.map(toRoundOutcome) }
            : { type: 'DATA_FAILED' },
        ),
      ),
      src.results$.pipe(map((r): CasinoRoundEvent | null => (r[0] ? { type: 'RESULT', mid: String(r[0].mid) } : null))),
      src.bets$.pipe(map((bets): CasinoRoundEvent | null => (bets ? { type: 'BETS', bets: bets.map(asListed) } : null))),
      src.online$.pipe(map((on): CasinoRoundEvent => ({ type: on ? 'ONLINE' : 'OFFLINE' }))),
      src.loggedIn$.pipe(map((value): CasinoRoundEvent => ({ type: 'LOGGED_IN', value }))),
    ).subscribe((e) => {
      if (e) actor.send(e);
    });

  return { machine, connect };
}

const asListed = (b: Bet) => ({
  selectionId: String(b.selectionId),
  type: b.type,
  favourMargin: b.favourMargin,
  againstMargin: b.againstMargin,
  roundId: b.roundId === undefined ? undefined : String(b.roundId),
});

export type CasinoRound = ReturnType<typeof createCasinoRound>;
export type CasinoRoundActor = ActorRefFrom<CasinoRound['machine']>;

/**
 * Sends one confirmation with its own ref (the casino slip never resends). An answer lost on the
 * way (timeout, network, 5xx, garbage) is resolved from the table's bets, as every bet flow does:
 * 'placed' reads as placed, 'not placed' as a refusal the slip shows (its stake kept, to confirm
 * again), and only 'unknown' stays the lost answer the machine tells the player to check.
 * 'Placed' and 'unknown' are outcomes about money: the slip closes on them, so they are also kept
 * for Open Bets (`keep`) until the player dismisses them.
 */
export function placeCasinoBet(
  placement: Pick<BetPlacement, 'placeBet' | 'resolve'>,
  payload: CasinoBetPayload,
  ref: string,
  keep: (notice: NewBetNotice) => void,
): Observable<BetAnswer> {
  return placement.placeBet(withClientRef(payload, ref)).pipe(
    catchError((err: unknown) => {
      if (!outcomeUnknown(err)) return throwError(() => err);
      return from(placement.resolve(ref)).pipe(
        mergeMap((outcome): Observable<BetAnswer> => {
          if (outcome === 'placed') {
            keep({ kind: 'success', text: LOST_BET_TEXT.placed, matchId: payload.matchId });
            return of({ status: true, message: LOST_BET_TEXT.placed });
          }
          if (outcome === 'notPlaced') return throwError(() => new ApiError('refused', 'placeBet', { serverMessage: LOST_BET_TEXT.notPlaced }));
          keep({ kind: 'warning', text: CASINO_TEXT.unconfirmed, matchId: payload.matchId });
          return throwError(() => err);
        }),
      );
    }),
  );
}

/** The app's round machine, the one place its actors come from (see features/casino/useCasinoRound). */
export const casinoRound: CasinoRound = createCasinoRound({
  placeBet: (payload) => placeCasinoBet(betPlacement, payload, newClientRef(), betNotices.keep),
  afterBetPlaced: (matchId) => {
    reloadMatchBets(matchId);
    refreshHeader();
  },
  toast: showToast,
});

/** The app's sources for a table: its feed, the player's bets on it, connectivity and the session. */
export const appRoundSources = (key: FeedKey, matchId: string): RoundSources => ({
  ticks$: casinoFeed.ticks$(key),
  results$: casinoFeed.results$(key),
  bets$: matchBets$(matchId),
  online$,
  loggedIn$: isLoggedIn$,
});
