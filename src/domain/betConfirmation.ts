// A confirmed bet whose answer may be lost, and how the player's bet list tells whether the exchange placed it.
import type { Bet, BetPayload, BetSide } from '../api/contract';
import type { ApiErrorKind } from '../api/errors';

/**
 * True when a call that failed this way may still have been carried out by the exchange: it timed
 * out, the connection dropped, the server faulted or answered garbage. A refusal, a not-found or an
 * expired session say for certain that nothing happened.
 */
export function isOutcomeUnknown(failure: ApiErrorKind): boolean {
  return failure === 'timeout' || failure === 'network' || failure === 'server' || failure === 'malformed';
}

/** What the client keeps of a confirmation it sent until the exchange answers for it. */
export interface PendingBet {
  clientRef: string;
  /** The client clock's time of the confirmation (ms). */
  confirmedAt: number;
  markettype: string;
  matchId: string;
  marketId: string;
  selectionId: string;
  /** The runner's name, for the message. */
  selection: string;
  side: BetSide;
  stake: number;
  /** `oddsReq` for odds, bookmaker, casino and horse; the runs line and rate for fancy. */
  rate: { oddsReq: number } | { price: number; size: number };
}

/** How a lost answer was resolved from the player's bets. */
export type LostBetOutcome = 'placed' | 'notPlaced' | 'unknown';

/** Texts the player reads once a lost answer is resolved (not in the specification: our wording). */
export const LOST_BET_TEXT = {
  placed: 'Your bet was placed: the connection dropped, but it is in your Open Bets.',
  notPlaced: 'Your bet was not placed. You can confirm it again.',
  unknown: 'We could not tell whether your bet was placed. Check Open Bets before placing it again.',
  /** The same outcomes after a reload or in a new page load, naming the bet. */
  placedAfterReload: (what: string) => `Your bet ${what} was placed.`,
  notPlacedAfterReload: (what: string) => `Your bet ${what} was not placed.`,
  unknownAfterReload: (what: string) => `We could not tell whether your bet ${what} was placed. Check Open Bets.`,
} as const;

/**
 * A bet placed by the server stamps its own time; a client clock a little ahead of the server's
 * must not hide it. Bets older than the confirmation by more than this are someone else's.
 */
export const PLACE_TIME_SKEW_MS = 10_000;

/** The pending record of a payload about to be sent. */
export function pendingBetOf(payload: BetPayload & { clientRef: string }, confirmedAt: number): PendingBet {
  const rate = payload.markettype === 'FANCY' ? { price: payload.price, size: payload.size } : { oddsReq: payload.oddsReq };
  return {
    clientRef: payload.clientRef,
    confirmedAt,
    markettype: payload.markettype,
    matchId: payload.matchId,
    marketId: payload.marketId,
    selectionId: payload.selectionId,
    selection: payload.selection,
    side: payload.type,
    stake: payload.stake,
    rate,
  };
}

/** "Back India 200 at 1.85", as the messages name a bet. */
export function describePendingBet(p: PendingBet): string {
  const side = p.side === 'back' ? 'Back' : 'Lay';
  const rate = 'oddsReq' in p.rate ? String(p.rate.oddsReq) : `${p.rate.price}/${p.rate.size}`;
  return `(${side} ${p.selection}, ${p.stake} at ${rate})`;
}

function sameRate(bet: Bet, rate: PendingBet['rate']): boolean {
  if ('oddsReq' in rate) return Number(bet.oddsReq) === rate.oddsReq;
  return Number(bet.price) === rate.price && Number(bet.size) === rate.size;
}

/** Whether the back end echoes `clientRef` on the bets it lists (any listed bet carries one). */
function echoesClientRef(bets: readonly Bet[]): boolean {
  return bets.some((b) => typeof b.clientRef === 'string' && b.clientRef !== '');
}

/**
 * The outcome of a confirmation from the player's bets on its match, loaded after the answer was
 * lost. A back end that echoes `clientRef` says it for certain; otherwise a bet on the same
 * selection, side, stake and rate placed since the confirmation counts as this one.
 */
export function lostBetOutcome(bets: readonly Bet[], pending: PendingBet): Exclude<LostBetOutcome, 'unknown'> {
  if (echoesClientRef(bets)) return bets.some((b) => b.clientRef === pending.clientRef) ? 'placed' : 'notPlaced';
  const found = bets.some(
    (b) =>
      String(b.marketId) === pending.marketId &&
      String(b.selectionId) === pending.selectionId &&
      b.type === pending.side &&
      b.stake === pending.stake &&
      sameRate(b, pending.rate) &&
      Date.parse(b.placeTime) >= pending.confirmedAt - PLACE_TIME_SKEW_MS,
  );
  return found ? 'placed' : 'notPlaced';
}
