// The cash-out machine: review, confirm the hedge shown, place its bets one after another, stop at a refusal, close.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { HedgeBet } from '../../src/domain/cashOut';
import { cashOutMachine } from '../../machines/cashOut.machine';
import { deferred, type Deferred } from './deferred';

const BACK_B: HedgeBet = { selectionId: 'B', side: 'back', price: 2, stake: 1500 };
const LAY_C: HedgeBet = { selectionId: 'C', side: 'lay', price: 3.1, stake: 200 };

function start() {
  const calls: { bet: HedgeBet; answer: Deferred<void> }[] = [];
  const machine = cashOutMachine.provide({
    actors: {
      placeHedgeBet: fromPromise<void, { bet: HedgeBet }>(({ input }) => {
        const answer = deferred<void>();
        calls.push({ bet: input.bet, answer });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, calls, settle };
}

describe('cashOutMachine', () => {
  it('places the confirmed bets in order, one at a time, then is done', async () => {
    const { actor, calls, settle } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'CONFIRM', bets: [BACK_B] });
    expect(actor.getSnapshot().value).toBe('closed');

    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    // An empty hedge is nothing to confirm.
    actor.send({ type: 'CONFIRM', bets: [] });
    expect(actor.getSnapshot().value).toBe('reviewing');

    actor.send({ type: 'CONFIRM', bets: [BACK_B, LAY_C] });
    expect(actor.getSnapshot().value).toBe('placing');
    expect(calls.map((c) => c.bet)).toEqual([BACK_B]);
    // Committed: closing or confirming again does nothing while a bet is in flight.
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'CONFIRM', bets: [BACK_B] });
    expect(actor.getSnapshot().value).toBe('placing');
    expect(calls).toHaveLength(1);

    calls[0]!.answer.resolve();
    await settle();
    expect(actor.getSnapshot().context.placed).toBe(1);
    expect(calls.map((c) => c.bet)).toEqual([BACK_B, LAY_C]);
    calls[1]!.answer.resolve();
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.placed).toBe(2);

    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it("stops at the first refusal with the slip's message; the bets before it stand; review again starts afresh", async () => {
    const { actor, calls, settle } = start();
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONFIRM', bets: [BACK_B, LAY_C] });
    calls[0]!.answer.resolve();
    await settle();
    calls[1]!.answer.reject(new Error('Bet rate changed!'));
    await settle();
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(actor.getSnapshot().context).toMatchObject({ placed: 1, error: 'Bet rate changed!' });
    expect(calls).toHaveLength(2);

    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context).toMatchObject({ bets: [], placed: 0, error: null });

    actor.send({ type: 'CONFIRM', bets: [LAY_C] });
    calls[2]!.answer.reject('Insufficient balance');
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Insufficient balance');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closing a review places nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toHaveLength(0);
  });
});
