// Sends every bet (any kind) to POST /bet/save2 at most once per confirmation, keeps it until answered, and resolves a lost answer from the player's bets.
import { Observable, concatMap, defer, filter, finalize, firstValueFrom, from, map, share, switchMap, take, tap } from 'rxjs';
import type { Bet, BetAnswer, BetPayload } from '../src/api/contract';
import type { WithClientRef } from '../src/api/clientRef';
import {
  describePendingBet,
  lostBetOutcome,
  pendingBetOf,
  LOST_BET_TEXT,
  type LostBetOutcome,
  type PendingBet,
} from '../src/domain/betConfirmation';
import { outcomeUnknown } from '../machines/effects';
import { describeError } from '../src/api/errors';
import { marketApi } from './market/api';
import { betNotices, type NewBetNotice } from './betNotices';
import { isLoggedIn$, type KeyValueStorage } from './session';
import { showToast, type ToastKind } from './toasts';

/** Per tab (sessionStorage): a reload finds its own unanswered bets, another tab never sees them. */
export const PENDING_BETS_KEY = 'exchange.pendingBets';

export interface BetPlacementDeps {
  send: (payload: WithClientRef<BetPayload>) => Observable<BetAnswer>;
  fetchBets: (matchId: string) => Observable<Bet[]>;
  storage: KeyValueStorage | null;
  now: () => number;
}

export interface ResolvedBet {
  pending: PendingBet;
  outcome: LostBetOutcome;
}

export function createBetPlacement(deps: BetPlacementDeps) {
  const read = (): Record<string, PendingBet> => {
    try {
      const raw = deps.storage?.getItem(PENDING_BETS_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, PendingBet>) : {};
    } catch {
      return {};
    }
  };
  // The memory copy works without storage; storage carries it over a reload.
  const pending = new Map<string, PendingBet>(Object.entries(read()));
  /** Records found at start-up: sent by an earlier load of this tab, their answer never arrived. */
  const leftovers = [...pending.values()];
  const write = () => {
    try {
      deps.storage?.setItem(PENDING_BETS_KEY, JSON.stringify(Object.fromEntries(pending)));
    } catch (err) {
      console.warn('[bets] could not keep the pending bet', err);
    }
  };
  const remember = (p: PendingBet) => {
    if (pending.has(p.clientRef)) return; // a resend keeps the first send's time
    pending.set(p.clientRef, p);
    write();
  };
  const forget = (clientRef: string) => {
    if (pending.delete(clientRef)) write();
  };

  const inFlight = new Map<string, Observable<BetAnswer>>();

  /**
   * POST /bet/save2 for one confirmation. While a request for this `clientRef` is in flight, a
   * second call joins it instead of sending again. The confirmation is kept until the exchange
   * answers for it (placed or refused); an answer lost on the way keeps it for `resolve`.
   */
  const placeBet = (payload: WithClientRef<BetPayload>): Observable<BetAnswer> => {
    const ref = payload.clientRef;
    const running = inFlight.get(ref);
    if (running) return running;
    const request = defer(() => {
      remember(pendingBetOf(payload, deps.now()));
      return deps.send(payload);
    }).pipe(
      tap({
        next: () => forget(ref),
        error: (err: unknown) => {
          if (!outcomeUnknown(err)) forget(ref);
        },
      }),
      finalize(() => inFlight.delete(ref)),
      share(),
    );
    inFlight.set(ref, request);
    return request;
  };

  /**
   * Whether the exchange placed a confirmation whose answer was lost: the match's bets are
   * loaded again and searched for it (domain/betConfirmation.ts). 'unknown' when they cannot be
   * loaded or nothing is known of that ref. A decided outcome forgets the confirmation.
   */
  const resolve = async (clientRef: string): Promise<LostBetOutcome> => {
    const p = pending.get(clientRef);
    if (!p) return 'unknown';
    try {
      const bets = await firstValueFrom(deps.fetchBets(p.matchId));
      const outcome = lostBetOutcome(bets, p);
      forget(clientRef);
      return outcome;
    } catch (err) {
      console.warn(`[bets] could not load the bets to resolve a lost answer: ${describeError(err)}`);
      return 'unknown';
    }
  };

  /** Resolves, one by one, the bets an earlier load of this tab sent without seeing the answer. */
  const resolveLeftovers = (): Observable<ResolvedBet> =>
    from(leftovers.splice(0)).pipe(
      concatMap((p) => from(resolve(p.clientRef)).pipe(map((outcome) => ({ pending: p, outcome })))),
    );

  return { placeBet, resolve, resolveLeftovers, pendingBets: () => [...pending.values()] };
}

export type BetPlacement = ReturnType<typeof createBetPlacement>;

/** What the player reads about a bet resolved after a reload. */
export function leftoverMessage({ pending, outcome }: ResolvedBet): { kind: ToastKind; text: string } {
  const what = describePendingBet(pending);
  if (outcome === 'placed') return { kind: 'success', text: LOST_BET_TEXT.placedAfterReload(what) };
  if (outcome === 'notPlaced') return { kind: 'info', text: LOST_BET_TEXT.notPlacedAfterReload(what) };
  return { kind: 'warning', text: LOST_BET_TEXT.unknownAfterReload(what) };
}

/**
 * What stays in the match's Open Bets until the player dismisses it: a bet found placed after the
 * reload, or one nobody could tell about. A bet not placed is only told (nothing of it stands).
 */
export function leftoverNotice(resolved: ResolvedBet): NewBetNotice | null {
  if (resolved.outcome === 'notPlaced') return null;
  return { ...leftoverMessage(resolved), matchId: resolved.pending.matchId };
}

function tabStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The app's one way to place a bet, whatever its kind (exchange, horse, casino). */
export const betPlacement: BetPlacement = createBetPlacement({
  send: (payload) => marketApi.placeBet(payload),
  fetchBets: (matchId) => marketApi.matchBets(matchId),
  storage: tabStorage(),
  now: () => Date.now(),
});

/**
 * Once the player is logged in, tells them what became of bets this tab sent before a reload
 * without seeing the answer. Returns the subscription (the app mounts it once).
 */
export function resolveLeftoverBets(placement: BetPlacement = betPlacement, toast = showToast, keep: (notice: NewBetNotice) => void = betNotices.keep) {
  return isLoggedIn$
    .pipe(
      filter(Boolean),
      take(1),
      switchMap(() => placement.resolveLeftovers()),
    )
    .subscribe((resolved) => {
      const { kind, text } = leftoverMessage(resolved);
      toast(kind, text);
      const notice = leftoverNotice(resolved);
      if (notice) keep(notice);
    });
}
