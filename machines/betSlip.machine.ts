// The exchange bet slip (ODDS, BOOKMAKER, FANCY): edit stake and rate, confirm, wait the bet delay, re-check the rate, place.
import { assign, fromPromise, setup } from 'xstate';
import type { BetAnswer, BetPayload } from '../src/api/contract';
import { newClientRef, withClientRef } from '../src/api/clientRef';
import { LOST_BET_TEXT, type LostBetOutcome } from '../src/domain/betConfirmation';
import { DEFAULT_BET_DELAY_MS } from '../src/domain/constants';
import { RATE_CHANGED_MESSAGE, rateChanged } from '../src/domain/rateCheck';
import { sanitizeStake } from '../src/domain/quickStakes';
import { STALE_PRICES_TEXT } from '../src/domain/staleness';
import { MAX_STAKE_MESSAGE, MIN_STAKE_MESSAGE, validateStake } from '../src/domain/stakeLimits';
import type { Margins } from '../src/domain/margins';
import { projectWithPending, type ProjectionBet } from '../src/domain/projection';
import { buildBetPayload } from './betPayload';
import {
  NO_MARGINS,
  betDelayMs,
  betKey,
  rateFits,
  rateOf,
  slipMargins,
  withRate,
  type BetSelection,
  type StakeLimits,
  type StreamedRate,
} from './betSelection';
import { clockNow, notProvided, outcomeUnknown, showCallRefusal, showRefusal, showRefusalOf, type ToastParams } from './effects';

/** Texts the player reads, exactly as the specification writes them. */
export const BET_SLIP_TEXT = {
  belowMin: MIN_STAKE_MESSAGE,
  aboveMax: MAX_STAKE_MESSAGE,
  rateChanged: RATE_CHANGED_MESSAGE,
  // Not in the specification: used only when the server accepts a bet without a message.
  placed: 'Bet placed successfully!',
  failed: 'Bet could not be placed.',
  // Not in the specification: the answer was lost (timeout, dropped connection, server fault,
  // garbage); the match's bets say what became of it (src/domain/betConfirmation.ts).
  lostPlaced: LOST_BET_TEXT.placed,
  lostNotPlaced: LOST_BET_TEXT.notPlaced,
  lostUnknown: LOST_BET_TEXT.unknown,
  stale: STALE_PRICES_TEXT,
} as const;

export interface BetSlipContext {
  /** The clicked price, with the rate the player will confirm; null when the slip is empty. */
  selection: BetSelection | null;
  stake: number;
  /** What the slip wins (favour) and loses (against), kept in step with rate and stake. */
  margins: Margins;
  limits: StakeLimits;
  delayMs: number;
  /** The rate now on offer for the selection's cell, from the price stream; null once it is no longer on offer. */
  latest: StreamedRate | null;
  /** The last refusal the player saw (also raised as a toast), or null. */
  error: string | null;
  /** The confirmation being placed: its `clientRef` (contract section 5) and when it was made. */
  confirmation: { clientRef: string; confirmedAt: number } | null;
  /**
   * A confirmation whose answer was lost and that the exchange may still hold: confirming the
   * same bet again is a resend of it, with its `clientRef`, so the exchange places it at most once.
   */
  unresolved: { clientRef: string; key: string } | null;
  /** The prices of the selection's market are stale (its poll failed or lagged): no confirm. */
  stale: boolean;
  /**
   * An outcome about money the player has not dismissed yet ('could not tell'), shown on the slip
   * until DISMISS_NOTICE; a slip that closes with it hands it to the match's Open Bets (keepNotice).
   * A later outcome of the same confirmation replaces it.
   */
  notice: SlipNotice | null;
}

/** A notice on the slip, with the confirmation it is about. */
interface SlipNotice {
  kind: ToastParams['kind'];
  text: string;
  clientRef: string;
}

/** A notice handed to the match's Open Bets (the slip closed, or closes, with it unread). */
export interface KeepNoticeParams {
  kind: ToastParams['kind'];
  text: string;
  matchId: string;
}

export type BetSlipEvent =
  /**
   * A price was clicked. `limits` come from the domain's stake-limit rule for this market kind
   * and in-play state (the caller resolves them); `delaySeconds` is the domain's limits.delay.
   * `stake` pre-fills the slip (a chip picked before the click); without it the slip keeps its stake.
   */
  | { type: 'SELECT'; selection: BetSelection; limits: StakeLimits; delaySeconds?: number; stake?: number }
  | { type: 'SET_STAKE'; stake: number }
  /** A new oddsReq for ODDS and BOOKMAKER; a fancy line is not editable, so it is ignored there. */
  | { type: 'SET_RATE'; rate: number }
  /** A quick-stake chip: the stake becomes its value. */
  | { type: 'CHIP'; stake: number }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' }
  /**
   * The view forwards the price stream's rate for the selection's cell (same runner, side and
   * level); null when the cell no longer offers a price (runner suspended, ladder emptied).
   */
  | { type: 'PRICE_TICK'; selectionId: string; rate: StreamedRate | null }
  /** The view forwards whether the selection's market prices are stale (streams/staleness.ts). */
  | { type: 'PRICES_STALE'; stale: boolean }
  /** The player closed the notice on the slip. */
  | { type: 'DISMISS_NOTICE' };

export interface AfterBetPlacedParams {
  selection: BetSelection;
  answer: BetAnswer;
}

const emptySlip = {
  selection: null,
  stake: 0,
  margins: NO_MARGINS,
  limits: { min: 0, max: 0 },
  delayMs: DEFAULT_BET_DELAY_MS,
  latest: null,
  error: null,
  confirmation: null,
  unresolved: null,
  stale: false,
  notice: null,
} satisfies BetSlipContext;

/** The selection, which every state past `empty` holds. */
function selectionOf(context: BetSlipContext): BetSelection {
  if (context.selection === null) throw new Error('bet slip: no selection outside the empty state');
  return context.selection;
}

/**
 * The bets could not be loaded: the slip stays, and confirming the same bet resends its ref. The
 * outcome stays on the slip as a notice until the player dismisses it (the toast closes by itself).
 */
const UNKNOWN_OUTCOME = [
  { type: 'setUnknownNotice' },
  { type: 'toast', params: { kind: 'error', text: BET_SLIP_TEXT.lostUnknown } },
] as const;

/** The slip is closing: a notice still unread moves to the match's Open Bets. */
const HAND_OFF_NOTICE = {
  type: 'keepNotice',
  params: ({ context }: { context: BetSlipContext }): KeepNoticeParams | null =>
    context.notice === null || context.selection === null
      ? null
      : { kind: context.notice.kind, text: context.notice.text, matchId: context.selection.matchId },
} as const;

export const betSlipMachine = setup({
  types: {
    context: {} as BetSlipContext,
    events: {} as BetSlipEvent,
  },
  actors: {
    /**
     * POST /bet/save2 with the payload's `clientRef` (streams/betPlacement.ts); a refusal rejects
     * with an ApiError carrying the server's message.
     */
    placeBet: fromPromise<BetAnswer, BetPayload & { clientRef: string }>(async () => notProvided('placeBet')),
    /** After a lost answer: reload the match's bets and say whether the confirmation was placed. */
    resolveBet: fromPromise<LostBetOutcome, { clientRef: string }>(async () => notProvided('resolveBet')),
  },
  actions: {
    toast: (_args, _params: ToastParams) => notProvided('toast'),
    /** Reload the match's bets, live bets and exposure. */
    afterBetPlaced: (_args, _params: AfterBetPlacedParams) => notProvided('afterBetPlaced'),
    /** An outcome about money for the match's Open Bets, kept until the player dismisses it (null: nothing to keep). */
    keepNotice: (_args, _params: KeepNoticeParams | null) => notProvided('keepNotice'),

    setUnknownNotice: assign({
      notice: ({ context }) => ({ kind: 'warning' as const, text: BET_SLIP_TEXT.lostUnknown, clientRef: confirmationOf(context).clientRef }),
    }),
    dismissNotice: assign({ notice: null }),
    /** A newer outcome of the confirmation the notice is about replaces it. */
    supersedeNotice: assign({
      notice: ({ context }) => (context.notice !== null && context.notice.clientRef === context.confirmation?.clientRef ? null : context.notice),
    }),
    takeSelection: assign(({ context, event }) => {
      if (event.type !== 'SELECT') return {};
      return {
        selection: event.selection,
        stake: event.stake === undefined ? context.stake : sanitizeStake(event.stake),
        limits: event.limits,
        delayMs: betDelayMs(event.delaySeconds),
        latest: rateOf(event.selection),
        error: null,
      };
    }),
    // One confirmation, one ref: the same bet confirmed again after a lost answer resends its ref.
    // The lost one stays unresolved until the exchange answers a send (a refusal before sending,
    // 'Bet rate changed!', leaves it so), and the next confirmation of the same bet resends it.
    startConfirmation: assign({
      confirmation: ({ context, self }) => {
        const same = context.unresolved !== null && context.unresolved.key === betKey(selectionOf(context), context.stake);
        return { clientRef: same && context.unresolved ? context.unresolved.clientRef : newClientRef(), confirmedAt: clockNow(self.system) };
      },
    }),
    forgetUnresolved: assign({ unresolved: null }),
    keepUnresolved: assign({
      unresolved: ({ context }) =>
        context.confirmation ? { clientRef: context.confirmation.clientRef, key: betKey(selectionOf(context), context.stake) } : null,
    }),
    setStale: assign({ stale: ({ context, event }) => (event.type === 'PRICES_STALE' ? event.stale : context.stale) }),
    setStake: assign(({ event }) =>
      event.type === 'SET_STAKE' || event.type === 'CHIP' ? { stake: sanitizeStake(event.stake), error: null } : {},
    ),
    setRate: assign(({ context, event }) =>
      event.type === 'SET_RATE' && context.selection !== null
        ? { selection: withRate(context.selection, { oddsReq: event.rate }), error: null }
        : {},
    ),
    rememberTick: assign({ latest: ({ context, event }) => (event.type === 'PRICE_TICK' ? event.rate : context.latest) }),
    // The player sees the rate now on offer and must confirm again to take it.
    adoptLatestRate: assign({
      selection: ({ context }) => (context.latest ? withRate(selectionOf(context), context.latest) : context.selection),
    }),
    recomputeMargins: assign({
      margins: ({ context }) => (context.selection ? slipMargins(context.selection, context.stake) : NO_MARGINS),
    }),
    showError: assign({ error: (_, params: { message: string }) => params.message }),
    clearError: assign({ error: null }),
    clearSlip: assign(emptySlip),
  },
  guards: {
    stakeOutOfLimits: ({ context }) => validateStake(context.stake, context.limits) !== null,
    pricesStale: ({ context }) => context.stale,
    rateChanged: ({ context }) => rateChanged(rateOf(selectionOf(context)), context.latest ?? undefined),
    rateEditable: ({ context, event }) =>
      event.type === 'SET_RATE' &&
      context.selection !== null &&
      context.selection.kind !== 'FANCY' &&
      Number.isFinite(event.rate) &&
      event.rate > 0,
    tickForSelection: ({ context, event }) =>
      event.type === 'PRICE_TICK' &&
      context.selection !== null &&
      event.selectionId === context.selection.selectionId &&
      (event.rate === null || rateFits(context.selection, event.rate)),
    // The transport turns a 2xx `status: false` into a refusal; this keeps a slip safe if one slips through.
    betAccepted: (_, params: { answer: BetAnswer }) => params.answer.status !== false,
  },
  delays: {
    betDelay: ({ context }) => context.delayMs,
  },
}).createMachine({
  id: 'betSlip',
  context: emptySlip,
  initial: 'empty',
  on: {
    PRICES_STALE: { actions: 'setStale' },
    DISMISS_NOTICE: { actions: 'dismissNotice' },
  },
  states: {
    empty: {
      on: {
        SELECT: { target: 'editing', actions: ['takeSelection', 'recomputeMargins'] },
        // "Pick a stake, click a price": a chip picked first waits here for the click.
        CHIP: { actions: 'setStake' },
        SET_STAKE: { actions: 'setStake' },
      },
    },

    editing: {
      on: {
        SELECT: { target: 'editing', actions: ['takeSelection', 'recomputeMargins'] },
        SET_STAKE: { actions: ['setStake', 'recomputeMargins'] },
        CHIP: { actions: ['setStake', 'recomputeMargins'] },
        SET_RATE: { guard: 'rateEditable', actions: ['setRate', 'recomputeMargins'] },
        PRICE_TICK: { guard: 'tickForSelection', actions: 'rememberTick' },
        CANCEL: { target: 'empty', actions: [HAND_OFF_NOTICE, 'clearSlip'] },
        CONFIRM: [
          { guard: 'stakeOutOfLimits', actions: showRefusalOf(({ context }: { context: BetSlipContext }) => stakeError(context)) },
          { guard: 'pricesStale', actions: showRefusal(BET_SLIP_TEXT.stale) },
          { target: 'awaitingDelay', actions: ['clearError', 'startConfirmation'] },
        ],
      },
    },

    // From here until the answer the bet is committed: CONFIRM, SELECT, CANCEL and edits are
    // ignored, so a double click never sends twice and a click elsewhere never drops the bet.
    awaitingDelay: {
      after: { betDelay: 'checkingRate' },
      on: {
        PRICE_TICK: { guard: 'tickForSelection', actions: 'rememberTick' },
      },
    },

    /** The rate may have moved during the delay: compare the confirmed rate with the one on offer. */
    checkingRate: {
      always: [
        {
          // Prices that went stale during the delay cannot vouch for the rate.
          guard: 'pricesStale',
          target: 'editing',
          actions: showRefusal(BET_SLIP_TEXT.stale),
        },
        {
          guard: 'rateChanged',
          target: 'editing',
          actions: ['adoptLatestRate', 'recomputeMargins', ...showRefusal(BET_SLIP_TEXT.rateChanged)],
        },
        { target: 'placing' },
      ],
    },

    placing: {
      invoke: {
        src: 'placeBet',
        // Built here, as the state is entered, so placeTime is the moment of sending.
        input: ({ context, self }) =>
          withClientRef(
            buildBetPayload({ selection: selectionOf(context), stake: context.stake }, new Date(clockNow(self.system)).toISOString()),
            confirmationOf(context).clientRef,
          ),
        onDone: [
          {
            guard: { type: 'betAccepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'empty',
            actions: [
              {
                type: 'afterBetPlaced',
                params: ({ context, event }) => ({ selection: selectionOf(context), answer: event.output }),
              },
              {
                type: 'toast',
                params: ({ event }) => ({ kind: 'success' as const, text: event.output.message || BET_SLIP_TEXT.placed }),
              },
              'supersedeNotice',
              HAND_OFF_NOTICE,
              'clearSlip',
            ],
          },
          {
            target: 'editing',
            actions: [
              'supersedeNotice',
              'forgetUnresolved',
              ...showRefusalOf(({ event }: { event: { output: BetAnswer } }) => event.output.message || BET_SLIP_TEXT.failed),
            ],
          },
        ],
        onError: [
          {
            // The bet may stand: find out from the match's bets before the player can send again.
            guard: ({ event }) => outcomeUnknown(event.error),
            target: 'resolving',
            actions: 'keepUnresolved',
          },
          { target: 'editing', actions: ['supersedeNotice', 'forgetUnresolved', ...showCallRefusal(BET_SLIP_TEXT.failed)] },
        ],
      },
      on: {
        PRICE_TICK: { guard: 'tickForSelection', actions: 'rememberTick' },
      },
    },

    /** The answer was lost: the match's bets reload and say whether the exchange placed the bet. */
    resolving: {
      invoke: {
        src: 'resolveBet',
        input: ({ context }) => ({ clientRef: confirmationOf(context).clientRef }),
        onDone: [
          {
            guard: ({ event }) => event.output === 'placed',
            target: 'empty',
            actions: [
              {
                type: 'afterBetPlaced',
                params: ({ context }) => ({ selection: selectionOf(context), answer: { status: true, message: '' } }),
              },
              { type: 'toast', params: { kind: 'success', text: BET_SLIP_TEXT.lostPlaced } },
              // The slip closes: the outcome stays in the match's Open Bets until dismissed.
              {
                type: 'keepNotice',
                params: ({ context }) => ({ kind: 'success' as const, text: BET_SLIP_TEXT.lostPlaced, matchId: selectionOf(context).matchId }),
              },
              'supersedeNotice',
              HAND_OFF_NOTICE,
              'clearSlip',
            ],
          },
          {
            guard: ({ event }) => event.output === 'notPlaced',
            target: 'editing',
            actions: [
              'supersedeNotice',
              { type: 'showError', params: { message: BET_SLIP_TEXT.lostNotPlaced } },
              { type: 'toast', params: { kind: 'info', text: BET_SLIP_TEXT.lostNotPlaced } },
            ],
          },
          { target: 'editing', actions: UNKNOWN_OUTCOME },
        ],
        onError: { target: 'editing', actions: UNKNOWN_OUTCOME },
      },
      on: {
        PRICE_TICK: { guard: 'tickForSelection', actions: 'rememberTick' },
      },
    },
  },
});

function stakeError(context: BetSlipContext): string {
  return validateStake(context.stake, context.limits) ?? '';
}

function confirmationOf(context: BetSlipContext): { clientRef: string; confirmedAt: number } {
  if (context.confirmation === null) throw new Error('bet slip: no confirmation while placing');
  return context.confirmation;
}

export interface SlipPreview {
  /** What the player wins (P) if the bet wins and loses (L) if it loses. */
  profit: number;
  loss: number;
  /** Projected profit or loss per runner of the market with this slip added to the player's bets. */
  byRunner: Record<string, number>;
}

/**
 * The P and L the slip shows, and the per-runner projection the market rows show while the slip
 * is open. `bets` are the player's matched bets in the same market (none by default).
 */
export function slipPreview(
  context: Pick<BetSlipContext, 'selection' | 'stake'>,
  bets: readonly ProjectionBet[] = [],
): SlipPreview | null {
  const s = context.selection;
  if (s === null) return null;
  const margins = slipMargins(s, context.stake);
  const ids = s.runners.map((r) => String(r.selectionId));
  return {
    profit: margins.favourMargin,
    loss: margins.againstMargin,
    byRunner: projectWithPending(bets, ids, { selectionId: s.selectionId, side: s.side, margins }),
  };
}
