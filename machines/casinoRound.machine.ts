// The casino round, for any table record: round state from the data feed (open, self-suspended, suspended, closed, result, offline, unavailable), the player's bets of the round, and the tap-on-odds slip or chip-tray bet.
import { assign, fromPromise, setup } from 'xstate';
import type { BetAnswer, CasinoBetPayload } from '../src/api/contract';
import { isOutcomeOpen } from '../src/domain/bettable';
import { betsOfRound, doubleStake, halfStake, isChipTrayReady, isPlaceBetDisabled, isRoundReset, stepRate } from '../src/domain/casino';
import { recordSelfSuspended, type CasinoTableRecord } from '../src/domain/casinoTables';
import { CASINO_SLIP_IDLE_MS } from '../src/domain/constants';
import { casinoMargins } from '../src/domain/margins';
import { projectSelections, projectWithPending, type ProjectionBet } from '../src/domain/projection';
import { sanitizeStake } from '../src/domain/quickStakes';
import { stakeLimitsFor, validateStake } from '../src/domain/stakeLimits';
import { clockNow, notProvided, outcomeUnknown, showCallRefusal, showRefusalOf, type ToastParams } from './effects';

/** Texts the player reads, as the specification writes them. */
export const CASINO_TEXT = {
  // The stake messages are the domain's (validateStake, src/domain/stakeLimits.ts).
  // Not in the specification: only when the server accepts without a message.
  placed: 'Bet placed successfully!',
  failed: 'Bet could not be placed.',
  unconfirmed: 'Your bet could not be confirmed. Check Open Bets before placing it again.',
} as const;

/** One outcome of the round as the feed has it now. */
export interface RoundOutcome {
  sid: string;
  name: string;
  rate: number;
  /** The feed opens it (isFeedOutcomeOpen, src/domain/bettable.ts). */
  open: boolean;
}

/** Where the table's bets go: the game and its market (from the game list, or the launcher's route). */
export interface TableRef {
  eventId: string;
  legueId: string;
  matchId: string;
  marketId: string;
  /** The game name the bets carry as `event`. */
  event: string;
}

export interface CasinoRoundInput {
  record: CasinoTableRecord;
  ref: TableRef;
  loggedIn: boolean;
  online: boolean;
}

interface CasinoSlip {
  sid: string;
  name: string;
  /** The rate the player will confirm (steppers move it by 0.01). */
  rate: number;
}

export interface CasinoRoundContext {
  record: CasinoTableRecord;
  ref: TableRef;
  loggedIn: boolean;
  online: boolean;
  /** False after a failed data poll, until one succeeds. */
  dataOk: boolean;
  mid: string | null;
  autotime: number;
  outcomes: RoundOutcome[];
  /** The player's bets of the round on show (cleared when a new round starts). */
  roundBets: ProjectionBet[];
  /** Bets listed before the first round data: kept until the round is known, then those of that round are shown. */
  heldBets: readonly ListedCasinoBet[];
  slip: CasinoSlip | null;
  stake: number;
  /** The chip picked on a chip-tray table (null: none). */
  chip: number | null;
  error: string | null;
}

/** A bet of the player's as `/bet/bet-details/list/{matchId}` lists it. */
interface ListedCasinoBet extends ProjectionBet {
  roundId?: string | undefined;
}

export type CasinoRoundEvent =
  | { type: 'DATA'; mid: string; autotime: number; outcomes: RoundOutcome[] }
  | { type: 'DATA_FAILED' }
  /** The newest result the results feed lists. */
  | { type: 'RESULT'; mid: string }
  | { type: 'BETS'; bets: readonly ListedCasinoBet[] }
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  | { type: 'LOGGED_IN'; value: boolean }
  /** A tap on an outcome: opens the slip (tap-on-odds) or places the chip's bet (chip tray). */
  | { type: 'SELECT'; sid: string }
  | { type: 'SET_STAKE'; stake: number }
  /** A stake chip: the slip's stake (tap-on-odds) or the tray's chip (chip tray). */
  | { type: 'CHIP'; value: number }
  | { type: 'DOUBLE' }
  | { type: 'HALF' }
  | { type: 'RATE_UP' }
  | { type: 'RATE_DOWN' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' };

export interface AfterCasinoBetParams {
  matchId: string;
}

const outcomeOf = (ctx: CasinoRoundContext, sid: string): RoundOutcome | undefined => ctx.outcomes.find((o) => o.sid === sid);

/** Bettable now: the outcome open by the domain rule (opened by the feed, online, live data of a known round still counting, not self-suspended). */
export function outcomeBettable(ctx: CasinoRoundContext, sid: string): boolean {
  const o = outcomeOf(ctx, sid);
  return (
    o !== undefined &&
    isOutcomeOpen(o, {
      online: ctx.online,
      dataAvailable: ctx.dataOk,
      roundId: ctx.mid,
      autotime: ctx.autotime,
      selfSuspended: recordSelfSuspended(ctx.record, ctx.autotime),
    })
  );
}

/** Place Bet is off when logged out, with a stake below 1, or without an open outcome on the slip (src/domain/casino.ts). */
export function placeBetDisabled(ctx: CasinoRoundContext): boolean {
  return isPlaceBetDisabled({ loggedIn: ctx.loggedIn, stake: ctx.stake, outcomeOpen: ctx.slip !== null && outcomeBettable(ctx, ctx.slip.sid) });
}

/** The casino stake check: null when the stake fits 100-5000, else the message to show. */
const casinoStakeError = (stake: number) => validateStake(stake, stakeLimitsFor('casino', null, false));

/** The running profit or loss per outcome of the round's bets, with the open slip's bet (P on it, L on the others) when it has a stake. */
export function roundProjection(ctx: CasinoRoundContext): Record<string, number> {
  const ids = ctx.outcomes.map((o) => o.sid);
  if (ctx.slip && ctx.stake > 0) {
    return projectWithPending(ctx.roundBets, ids, {
      selectionId: ctx.slip.sid,
      side: 'back',
      margins: casinoMargins(ctx.slip.rate, ctx.stake),
    });
  }
  return projectSelections(ctx.roundBets, ids);
}

/** The contract's casino payload for a bet of `stake` on the slip's outcome at its rate. */
function buildCasinoPayload(ctx: CasinoRoundContext, bet: { sid: string; name: string; rate: number; stake: number }, placeTime: string): CasinoBetPayload {
  const { favourMargin, againstMargin } = casinoMargins(bet.rate, bet.stake);
  const runners = ctx.outcomes.map((o) => ({ selectionId: o.sid, runnerName: o.name }));
  return {
    eventId: ctx.ref.eventId,
    legueId: ctx.ref.legueId,
    matchId: ctx.ref.matchId,
    marketId: ctx.ref.marketId,
    roundId: ctx.mid ?? '',
    sportsName: 'Casino',
    event: ctx.ref.event,
    markettype: 'Casino',
    market: 'Casino',
    selection: bet.name,
    selectionId: bet.sid,
    type: 'back',
    oddsReq: bet.rate,
    runners,
    runnersCount: runners.length,
    stake: bet.stake,
    placeTime,
    favourMargin,
    againstMargin,
  };
}

export const casinoRoundMachine = setup({
  types: {
    context: {} as CasinoRoundContext,
    events: {} as CasinoRoundEvent,
    input: {} as CasinoRoundInput,
  },
  actors: {
    /** POST /bet/save2; a refusal rejects with an ApiError carrying the server's message. */
    placeBet: fromPromise<BetAnswer, CasinoBetPayload>(async () => notProvided('placeBet')),
  },
  actions: {
    toast: (_args, _params: ToastParams) => notProvided('toast'),
    /** Reload the table's bets, refresh live bets and exposure. */
    afterBetPlaced: (_args, _params: AfterCasinoBetParams) => notProvided('afterBetPlaced'),

    takeData: assign(({ context, event }) => {
      if (event.type !== 'DATA') return {};
      const taken = { mid: event.mid, autotime: event.autotime, outcomes: event.outcomes, dataOk: true };
      // The first round data: the bets listed before it now know their round.
      return context.mid === null ? { ...taken, roundBets: betsOfRound(context.heldBets, event.mid), heldBets: [] } : taken;
    }),
    markDataFailed: assign({ dataOk: false }),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    setLoggedIn: assign({ loggedIn: ({ event, context }) => (event.type === 'LOGGED_IN' ? event.value : context.loggedIn) }),
    takeBets: assign(({ context, event }) => {
      if (event.type !== 'BETS') return {};
      // Before the first round data the round is unknown: hold the list rather than drop it.
      return context.mid === null ? { heldBets: event.bets } : { roundBets: betsOfRound(event.bets, context.mid) };
    }),
    clearRoundBets: assign({ roundBets: [] }),
    openSlip: assign(({ context, event }) => {
      if (event.type !== 'SELECT') return {};
      const o = outcomeOf(context, event.sid);
      return o ? { slip: { sid: o.sid, name: o.name, rate: o.rate }, error: null } : {};
    }),
    clearSlip: assign({ slip: null, stake: 0, error: null }),
    setStake: assign(({ event }) => {
      if (event.type === 'SET_STAKE') return { stake: sanitizeStake(event.stake), error: null };
      if (event.type === 'CHIP') return { stake: sanitizeStake(event.value), error: null };
      return {};
    }),
    setChip: assign({ chip: ({ event, context }) => (event.type === 'CHIP' ? sanitizeStake(event.value) || null : context.chip) }),
    double: assign({ stake: ({ context }) => doubleStake(context.stake) }),
    half: assign({ stake: ({ context }) => halfStake(context.stake) }),
    rateUp: assign({ slip: ({ context }) => (context.slip ? { ...context.slip, rate: stepRate(context.slip.rate, 1) } : null) }),
    rateDown: assign({ slip: ({ context }) => (context.slip ? { ...context.slip, rate: stepRate(context.slip.rate, -1) } : null) }),
    /** The chip-tray bet: the tapped outcome at its rate, the chip as stake. */
    takeChipBet: assign(({ context, event }) => {
      if (event.type !== 'SELECT') return {};
      const o = outcomeOf(context, event.sid);
      return o ? { slip: { sid: o.sid, name: o.name, rate: o.rate }, stake: context.chip ?? 0, error: null } : {};
    }),
    showError: assign({ error: (_, params: { message: string }) => params.message }),
    /** A chip-tray bet refused before sending: the outcome is dropped, the chip stays picked. */
    clearChipBet: assign({ slip: null, stake: 0 }),
    /** After a bet the selection clears; a chip-tray table keeps its chip for the next tap. */
    clearPlacedBet: assign({ slip: null, stake: 0, error: null }),
  },
  guards: {
    isOffline: ({ context }) => !context.online,
    isUnavailable: ({ context }) => !context.dataOk,
    noRound: ({ context }) => context.mid === null,
    isClosed: ({ context }) => context.autotime <= 0,
    isSelfSuspended: ({ context }) => recordSelfSuspended(context.record, context.autotime),
    anyOpen: ({ context }) => context.outcomes.some((o) => o.open),
    /** A new round: another mid, or the countdown back up at the table's reset second. */
    newRound: ({ context, event }) => event.type === 'DATA' && isRoundReset(context, event, context.record.resetAt),
    resultOfRound: ({ context, event }) => event.type === 'RESULT' && context.mid !== null && event.mid === context.mid,
    tapOnOdds: ({ context }) => context.record.interaction === 'tapOnOdds',
    tapOnOddsPlayer: ({ context }) => context.record.interaction === 'tapOnOdds' && context.loggedIn,
    chipReady: ({ context, event }) =>
      context.record.interaction === 'chipTray' &&
      event.type === 'SELECT' &&
      isChipTrayReady({ chip: context.chip, loggedIn: context.loggedIn, outcomeOpen: outcomeBettable(context, event.sid) }),
    selectable: ({ context, event }) => event.type === 'SELECT' && outcomeBettable(context, event.sid),
    cannotPlace: ({ context }) => placeBetDisabled(context),
    stakeRefused: ({ context }) => casinoStakeError(context.stake) !== null,
    lostAnswer: ({ event }) => 'error' in event && outcomeUnknown(event.error),
  },
  delays: {
    slipIdle: CASINO_SLIP_IDLE_MS,
  },
}).createMachine({
  id: 'casinoRound',
  type: 'parallel',
  context: ({ input }) => ({
    record: input.record,
    ref: input.ref,
    loggedIn: input.loggedIn,
    online: input.online,
    dataOk: true,
    mid: null,
    autotime: 0,
    outcomes: [],
    roundBets: [],
    heldBets: [],
    slip: null,
    stake: 0,
    chip: null,
    error: null,
  }),
  on: {
    LOGGED_IN: { actions: 'setLoggedIn' },
    BETS: { actions: 'takeBets' },
  },
  states: {
    round: {
      initial: 'loading',
      on: {
        DATA: [
          // A new round clears the player's stored bets and any slip of the last round.
          { guard: 'newRound', target: '.classify', actions: ['takeData', 'clearRoundBets'] },
          { target: '.classify', actions: 'takeData' },
        ],
        DATA_FAILED: { target: '.classify', actions: 'markDataFailed' },
        OFFLINE: { target: '.offline', actions: 'setOffline' },
        ONLINE: { target: '.classify', actions: 'setOnline' },
      },
      states: {
        loading: {},
        classify: {
          always: [
            { guard: 'isOffline', target: 'offline' },
            { guard: 'isUnavailable', target: 'unavailable' },
            { guard: 'noRound', target: 'loading' },
            { guard: 'isClosed', target: 'closed' },
            { guard: 'isSelfSuspended', target: 'selfSuspended' },
            { guard: 'anyOpen', target: 'open' },
            { target: 'suspended' },
          ],
        },
        open: {},
        selfSuspended: {},
        suspended: { on: { RESULT: { guard: 'resultOfRound', target: 'result' } } },
        closed: { on: { RESULT: { guard: 'resultOfRound', target: 'result' } } },
        /** The round on show has been declared; the next DATA of a new round opens betting again. */
        result: {
          on: {
            DATA: [
              { guard: 'newRound', target: 'classify', actions: ['takeData', 'clearRoundBets'] },
              { actions: 'takeData' },
            ],
          },
        },
        offline: {},
        unavailable: {},
      },
    },

    bet: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SELECT: [
              { guard: 'chipReady', target: 'checking', actions: 'takeChipBet' },
              // An anonymous visitor sees the odds but gets no slip (and so no Place Bet).
              { guard: 'tapOnOddsPlayer', target: 'editing', actions: 'openSlip' },
            ],
            CHIP: [{ guard: 'tapOnOdds', actions: 'setStake' }, { actions: 'setChip' }],
          },
        },
        /** The tap-on-odds slip under an outcome; closes after 10 s without a touch. */
        editing: {
          after: { slipIdle: { target: 'idle', actions: 'clearSlip' } },
          on: {
            SELECT: { guard: 'selectable', target: 'editing', reenter: true, actions: 'openSlip' },
            SET_STAKE: { target: 'editing', reenter: true, actions: 'setStake' },
            CHIP: { target: 'editing', reenter: true, actions: 'setStake' },
            DOUBLE: { target: 'editing', reenter: true, actions: 'double' },
            HALF: { target: 'editing', reenter: true, actions: 'half' },
            RATE_UP: { target: 'editing', reenter: true, actions: 'rateUp' },
            RATE_DOWN: { target: 'editing', reenter: true, actions: 'rateDown' },
            CANCEL: { target: 'idle', actions: 'clearSlip' },
            OFFLINE: { target: 'idle', actions: 'clearSlip' },
            // A slip of the last round does not carry over into the next.
            DATA: { guard: 'newRound', target: 'idle', actions: 'clearSlip' },
            CONFIRM: { target: 'checking' },
          },
        },
        /** The stake rules, then one request. */
        checking: {
          always: [
            { guard: 'cannotPlace', target: 'back' },
            { guard: 'stakeRefused', target: 'back', actions: showRefusalOf(({ context }: { context: CasinoRoundContext }) => casinoStakeError(context.stake) ?? '') },
            { target: 'placing' },
          ],
        },
        /** A refused check goes back where it came from: the slip (tap-on-odds) or the tray (chip tray). */
        back: {
          always: [{ guard: 'tapOnOdds', target: 'editing' }, { target: 'idle', actions: 'clearChipBet' }],
        },
        // Committed: taps, edits and a second confirm are ignored until the answer, so one confirm is one request.
        placing: {
          invoke: {
            src: 'placeBet',
            input: ({ context, self }) => {
              const slip = context.slip as CasinoSlip;
              return buildCasinoPayload(
                context,
                { ...slip, stake: context.stake },
                new Date(clockNow(self.system)).toISOString(),
              );
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'toast', params: ({ event }) => ({ kind: 'success' as const, text: event.output.message || CASINO_TEXT.placed }) },
                { type: 'afterBetPlaced', params: ({ context }) => ({ matchId: context.ref.matchId }) },
                'clearPlacedBet',
              ],
            },
            onError: [
              {
                guard: 'lostAnswer',
                target: 'idle',
                actions: [
                  { type: 'toast', params: { kind: 'error', text: CASINO_TEXT.unconfirmed } },
                  { type: 'afterBetPlaced', params: ({ context }) => ({ matchId: context.ref.matchId }) },
                  'clearPlacedBet',
                ],
              },
              { target: 'back', actions: showCallRefusal(CASINO_TEXT.failed) },
            ],
          },
        },
      },
    },
  },
});
