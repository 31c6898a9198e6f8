// The bet slip machine under test: its effects as spies, every placeBet and resolveBet answered by hand, on a simulated clock.
import { vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { BetAnswer, BetPayload } from '../../src/api/contract';
import type { LostBetOutcome } from '../../src/domain/betConfirmation';
import { betSlipMachine, type AfterBetPlacedParams, type BetSlipEvent, type KeepNoticeParams } from '../../machines/betSlip.machine';
import type { ToastParams } from '../../machines/effects';
import { deferred, type Deferred } from './deferred';

/** A started slip whose clock stands at `t0`. */
export function startBetSlip(t0: number) {
  const answers: Deferred<BetAnswer>[] = [];
  const placeBet = vi.fn<(payload: BetPayload) => Promise<BetAnswer>>(() => {
    const d = deferred<BetAnswer>();
    answers.push(d);
    return d.promise;
  });
  const toast = vi.fn<(p: ToastParams) => void>();
  const afterBetPlaced = vi.fn<(p: AfterBetPlacedParams) => void>();
  const keepNotice = vi.fn<(p: KeepNoticeParams | null) => void>();
  const resolutions: Deferred<LostBetOutcome>[] = [];
  const resolveBet = vi.fn<(input: { clientRef: string }) => Promise<LostBetOutcome>>(() => {
    const d = deferred<LostBetOutcome>();
    resolutions.push(d);
    return d.promise;
  });
  const machine = betSlipMachine.provide({
    actors: {
      placeBet: fromPromise(({ input }) => placeBet(input)),
      resolveBet: fromPromise(({ input }) => resolveBet(input)),
    },
    actions: {
      toast: (_, params) => toast(params),
      afterBetPlaced: (_, params) => afterBetPlaced(params),
      keepNotice: (_, params) => keepNotice(params),
    },
  });
  const clock = new SimulatedClock();
  clock.set(t0);
  const actor = createActor(machine, { clock }).start();
  const send = (e: BetSlipEvent) => actor.send(e);
  const snap = () => actor.getSnapshot();
  /** The answer of the n-th placeBet call. */
  const answer = (n = 0) => {
    const d = answers[n];
    if (!d) throw new Error(`placeBet was called ${answers.length} times`);
    return d;
  };
  /** The outcome of the n-th resolveBet call. */
  const resolution = (n = 0) => {
    const d = resolutions[n];
    if (!d) throw new Error(`resolveBet was called ${resolutions.length} times`);
    return d;
  };
  /** The notices handed to the match's Open Bets (null calls: nothing was left on the slip). */
  const keptNotices = () => keepNotice.mock.calls.map(([p]) => p).filter((p) => p !== null);
  return { actor, clock, send, snap, placeBet, toast, afterBetPlaced, keepNotice, keptNotices, resolveBet, answers, answer, resolution };
}
