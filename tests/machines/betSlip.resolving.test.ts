// The bet slip while it resolves a lost answer: price ticks keep arriving and are kept, so a resend after "not placed" is checked against the newest rate.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { BetAnswer, BetPayload } from '../../src/api/contract';
import { ApiError } from '../../src/api/errors';
import { DEFAULT_BET_DELAY_MS } from '../../src/domain/constants';
import type { LostBetOutcome } from '../../src/domain/betConfirmation';
import { betSlipMachine } from '../../machines/betSlip.machine';
import { ODDS } from './selections';

describe('betSlip: resolving a lost answer', () => {
  it('keeps the price ticks of its selection, so the resend after "not placed" meets the rate check', async () => {
    let finish!: (o: LostBetOutcome) => void;
    const placeBet = vi.fn<(p: BetPayload) => Promise<BetAnswer>>(() => Promise.reject(new ApiError('timeout', 'placeBet')));
    const machine = betSlipMachine.provide({
      actors: {
        placeBet: fromPromise(({ input }) => placeBet(input)),
        resolveBet: fromPromise<LostBetOutcome, { clientRef: string }>(() => new Promise((res) => (finish = res))),
      },
      actions: { toast: () => undefined, afterBetPlaced: () => undefined },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'SELECT', selection: ODDS, limits: { min: 100, max: 100_000 }, stake: 100 });
    actor.send({ type: 'CONFIRM' });
    clock.increment(DEFAULT_BET_DELAY_MS);
    await waitFor(actor, (s) => s.matches('resolving'));

    // Another runner's tick is not the slip's; its own is kept.
    actor.send({ type: 'PRICE_TICK', selectionId: '22', rate: { oddsReq: 3 } });
    actor.send({ type: 'PRICE_TICK', selectionId: '11', rate: { oddsReq: 1.9 } });
    expect(actor.getSnapshot().context.latest).toEqual({ oddsReq: 1.9 });

    finish('notPlaced');
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'CONFIRM' });
    clock.increment(DEFAULT_BET_DELAY_MS);
    // The rate moved while the outcome was unknown: no second request at the old rate.
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Bet rate changed!');
    expect(placeBet).toHaveBeenCalledTimes(1);
  });
});
