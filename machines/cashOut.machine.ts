// Cash out of one market: review the hedge bets, confirm, place them one after another, each as its own bet slip confirmation.
import { assign, fromPromise, setup } from 'xstate';
import type { HedgeBet } from '../src/domain/cashOut';
import { notProvided } from './effects';

export interface CashOutContext {
  /** The hedge as the player confirmed it: placed in this order, at these prices and stakes. */
  bets: HedgeBet[];
  /** How many of `bets` the exchange has placed. */
  placed: number;
  /** Why placing stopped (the slip's refusal: 'Bet rate changed!', a stake limit, the exchange's message). */
  error: string | null;
}

export type CashOutEvent =
  /** The Cash Out button: the dialog opens on the hedge as it stands now (it keeps following prices). */
  | { type: 'REVIEW' }
  /** Confirm: the hedge shown at this moment is the one placed. */
  | { type: 'CONFIRM'; bets: HedgeBet[] }
  | { type: 'CLOSE' };

export const cashOutMachine = setup({
  types: {
    context: {} as CashOutContext,
    events: {} as CashOutEvent,
  },
  actors: {
    /**
     * One hedge bet through a bet slip (delay, rate check, limits, clientRef); resolves once the
     * exchange placed it, rejects with the message the slip showed when it did not.
     */
    placeHedgeBet: fromPromise<void, { bet: HedgeBet }>(async () => notProvided('placeHedgeBet')),
  },
  actions: {
    takeBets: assign(({ event }) => (event.type === 'CONFIRM' ? { bets: event.bets, placed: 0, error: null } : {})),
    countPlaced: assign({ placed: ({ context }) => context.placed + 1 }),
    keepError: assign({ error: (_, params: { message: string }) => params.message }),
    reset: assign({ bets: [], placed: 0, error: null }),
  },
  guards: {
    hasBets: ({ event }) => event.type === 'CONFIRM' && event.bets.length > 0,
    allPlaced: ({ context }) => context.placed >= context.bets.length,
  },
}).createMachine({
  id: 'cashOut',
  context: { bets: [], placed: 0, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { REVIEW: { target: 'reviewing', actions: 'reset' } },
    },
    reviewing: {
      on: {
        CONFIRM: { guard: 'hasBets', target: 'placing', actions: 'takeBets' },
        CLOSE: 'closed',
      },
    },
    // Committed: the dialog cannot be closed or confirmed again until the last bet has an answer.
    placing: {
      invoke: {
        src: 'placeHedgeBet',
        input: ({ context }) => ({ bet: context.bets[context.placed] as HedgeBet }),
        onDone: { target: 'next', actions: 'countPlaced' },
        onError: {
          target: 'stopped',
          actions: {
            type: 'keepError',
            params: ({ event }) => ({ message: event.error instanceof Error ? event.error.message : String(event.error) }),
          },
        },
      },
    },
    next: {
      always: [{ guard: 'allPlaced', target: 'done' }, { target: 'placing' }],
    },
    done: {
      on: { CLOSE: 'closed' },
    },
    /** A bet was refused: those before it stand; the player reviews the hedge as it is now. */
    stopped: {
      on: { CLOSE: 'closed', REVIEW: { target: 'reviewing', actions: 'reset' } },
    },
  },
});
