// Sends every bet (any kind) to POST /bet/save2 at most once per confirmation, keeps it until answered, and resolves a lost answer from the player's bets.
import { EMPTY, Observable, concatMap, defer, distinctUntilChanged, finalize, firstValueFrom, from, map, share, switchMap, tap } from 'rxjs';
import type { Bet, BetAnswer, BetPayload } from '../src/api/contract';
import { newClientRef, type WithClientRef } from '../src/api/clientRef';
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
import { session, userDetails$, type KeyValueStorage } from './session';
import { showToast, type ToastKind } from './toasts';

/**
 * Per tab (sessionStorage): a reload finds its own unanswered bets, another tab never sees them. Per
 * player too: `exchange.pendingBets.<player id>`, so the next player to log in to this tab neither
 * resolves nor hears of the last one's bets (they wait for that player's next login here).
 */
export const PENDING_BETS_KEY = 'exchange.pendingBets';
const pendingBetsKey = (player: string): string => `${PENDING_BETS_KEY}.${player}`;

export interface BetPlacementDeps {
  send: (payload: WithClientRef<BetPayload>) => Observable<BetAnswer>;
  fetchBets: (matchId: string) => Observable<Bet[]>;
  storage: KeyValueStorage | null;
  now: () => number;
  /** The logged-in player's id (null logged out): a confirmation belongs to the player who sent it. */
  player: () => string | null;
}

export interface ResolvedBet {
  pending: PendingBet;
  outcome: LostBetOutcome;
}

export function createBetPlacement(deps: BetPlacementDeps) {
  const read = (player: string): Record<string, PendingBet> => {
    try {
      const raw = deps.storage?.getItem(pendingBetsKey(player));
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, PendingBet>) : {};
    } catch {
      return {};
    }
  };
  try {
    // Kept by an earlier version for whoever was logged in: nobody can tell whose they are, so nobody resolves them.
    deps.storage?.removeItem(PENDING_BETS_KEY);
  } catch {
    // storage denied: nothing was kept there either
  }
  // The memory copy works without storage; storage carries it over a reload.
  const pending = new Map<string, PendingBet>();
  /** Who sent each confirmation ('' logged out: kept in memory only). */
  const owners = new Map<string, string>();
  /** Players whose stored records this load has read, and what it found of each: sent by an earlier load of this tab, never answered. */
  const loaded = new Set<string>();
  const leftovers = new Map<string, PendingBet[]>();
  const load = (player: string): void => {
    if (loaded.has(player)) return;
    loaded.add(player);
    const found = Object.values(read(player)).filter((p) => !pending.has(p.clientRef));
    for (const p of found) {
      pending.set(p.clientRef, p);
      owners.set(p.clientRef, player);
    }
    leftovers.set(player, found);
  };
  const write = (player: string) => {
    if (player === '') return;
    const mine = [...pending.values()].filter((p) => owners.get(p.clientRef) === player);
    try {
      if (mine.length === 0) deps.storage?.removeItem(pendingBetsKey(player));
      else deps.storage?.setItem(pendingBetsKey(player), JSON.stringify(Object.fromEntries(mine.map((p) => [p.clientRef, p]))));
    } catch (err) {
      console.warn('[bets] could not keep the pending bet', err);
    }
  };
  const remember = (p: PendingBet) => {
    if (pending.has(p.clientRef)) return; // a resend keeps the first send's time
    const player = deps.player() ?? '';
    if (player !== '') load(player); // what this tab kept for the player before is kept beside it, not written over
    pending.set(p.clientRef, p);
    owners.set(p.clientRef, player);
    write(player);
  };
  const forget = (clientRef: string) => {
    const player = owners.get(clientRef);
    owners.delete(clientRef);
    if (pending.delete(clientRef) && player !== undefined) write(player);
  };
  /** Only the player who sent a confirmation may have it checked against their bets (or be told of it). */
  const isMine = (clientRef: string): boolean => owners.get(clientRef) === (deps.player() ?? '');

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
    if (!p || !isMine(clientRef)) return 'unknown';
    try {
      const bets = await firstValueFrom(deps.fetchBets(p.matchId));
      // Another player logged in while the bets loaded: that list is not this confirmation's.
      if (!isMine(clientRef)) return 'unknown';
      const outcome = lostBetOutcome(bets, p);
      forget(clientRef);
      return outcome;
    } catch (err) {
      console.warn(`[bets] could not load the bets to resolve a lost answer: ${describeError(err)}`);
      return 'unknown';
    }
  };

  /** Resolves, one by one, the bets an earlier load of this tab sent for `player` without seeing the answer (once per load). */
  const resolveLeftovers = (player: string): Observable<ResolvedBet> =>
    defer(() => {
      load(player);
      const mine = leftovers.get(player)?.splice(0) ?? [];
      return from(mine).pipe(concatMap((p) => from(resolve(p.clientRef)).pipe(map((outcome) => ({ pending: p, outcome })))));
    });

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

/**
 * Test only (docs/testing.md, Mutations): a build made with `VITE_TEST_MUTATION=double-send` sends
 * every bet twice, the second with a fresh clientRef, so the double-bet journeys and the soak can be
 * shown to fail on such a client. A build-time constant: in any other build it is `false` and the
 * branch below is dropped from the bundle; no URL or storage can turn it on.
 */
const DOUBLE_SEND = import.meta.env.VITE_TEST_MUTATION === 'double-send';

/** The app's one way to place a bet, whatever its kind (exchange, horse, casino). */
export const betPlacement: BetPlacement = createBetPlacement({
  send: (payload) => {
    if (DOUBLE_SEND) marketApi.placeBet({ ...payload, clientRef: newClientRef() }).subscribe({ error: () => undefined });
    return marketApi.placeBet(payload);
  },
  fetchBets: (matchId) => marketApi.matchBets(matchId),
  storage: tabStorage(),
  now: () => Date.now(),
  player: () => session.current().userDetails?._id ?? null,
});

/** The logged-in player's id, null while logged out. */
const playerId$: Observable<string | null> = userDetails$.pipe(
  map((u) => u?._id ?? null),
  distinctUntilChanged(),
);

/**
 * Each time a player logs in, tells them what became of bets this tab sent for them before a
 * reload without seeing the answer; another player's stay untouched. Returns the subscription (the
 * app mounts it once).
 */
export function resolveLeftoverBets(
  placement: BetPlacement = betPlacement,
  toast = showToast,
  keep: (notice: NewBetNotice) => void = betNotices.keep,
  player$: Observable<string | null> = playerId$,
) {
  return player$
    .pipe(
      distinctUntilChanged(),
      switchMap((player) => (player === null ? EMPTY : placement.resolveLeftovers(player))),
    )
    .subscribe((resolved) => {
      const { kind, text } = leftoverMessage(resolved);
      toast(kind, text);
      const notice = leftoverNotice(resolved);
      if (notice) keep(notice);
    });
}
