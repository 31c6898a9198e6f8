// Walks every transition of the casino round machine on a simulated clock: round states, new round, offline, slip edits and idle close, chip tray, stake rules, one request per confirm.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { BetAnswer, CasinoBetPayload } from '../../src/api/contract';
import { ApiError } from '../../src/api/errors';
import { gameListTable, genericTable, type CasinoTableRecord } from '../../src/domain/casinoTables';
import { CASINO_SLIP_IDLE_MS } from '../../src/domain/constants';
import {
  CASINO_TEXT,
  casinoRoundMachine,
  placeBetDisabled,
  roundProjection,
  type CasinoRoundEvent,
  type RoundOutcome,
} from '../../machines/casinoRound.machine';
import type { ToastParams } from '../../machines/effects';

const T0 = Date.parse('2026-11-22T14:30:00.000Z');
const TEEN = gameListTable('20 20 TEENPATTI') as CasinoTableRecord;
const DT = gameListTable('DRAGON TIGER') as CasinoTableRecord;
const FAST = gameListTable('FAST DRAGON TIGER') as CasinoTableRecord;
const REF = { eventId: '113', legueId: '11301', matchId: '1130100', marketId: '113.1130100', event: '20 20 TEENPATTI' };

const outcomes = (open = true): RoundOutcome[] => [
  { sid: '1', name: 'Player A', rate: 1.98, open },
  { sid: '3', name: 'Player B', rate: 1.98, open },
];
const data = (mid: string, autotime: number, open = true): CasinoRoundEvent => ({ type: 'DATA', mid, autotime, outcomes: outcomes(open) });

function start(record: CasinoTableRecord = TEEN, answer: (p: CasinoBetPayload) => Promise<BetAnswer> = async () => ({ status: true, message: 'Bet placed' })) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const toasts: ToastParams[] = [];
  const after = vi.fn<(p: { matchId: string }) => void>();
  const sent: CasinoBetPayload[] = [];
  const machine = casinoRoundMachine.provide({
    actors: {
      placeBet: fromPromise<BetAnswer, CasinoBetPayload>(({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
    actions: {
      toast: (_, p) => toasts.push(p),
      afterBetPlaced: (_, p) => after(p),
    },
  });
  const actor = createActor(machine, { clock, input: { record, ref: { ...REF, event: record.id }, loggedIn: true, online: true } });
  actor.start();
  return { actor, clock, toasts, after, sent };
}

const roundState = (a: ReturnType<typeof start>['actor']) => (a.getSnapshot().value as { round: string }).round;
const betState = (a: ReturnType<typeof start>['actor']) => (a.getSnapshot().value as { bet: string }).bet;

describe('round states', () => {
  it('loads, opens, self-suspends below 6 s (20-20 Teenpatti), suspends by gstatus, closes and shows the result', () => {
    const { actor } = start();
    expect(roundState(actor)).toBe('loading');
    actor.send(data('m1', 20));
    expect(roundState(actor)).toBe('open');
    actor.send(data('m1', 5));
    expect(roundState(actor)).toBe('selfSuspended');
    actor.send(data('m1', 4, false));
    expect(roundState(actor)).toBe('selfSuspended');
    actor.send(data('m1', 0, false));
    expect(roundState(actor)).toBe('closed');
    actor.send({ type: 'RESULT', mid: 'older' });
    expect(roundState(actor)).toBe('closed');
    actor.send({ type: 'RESULT', mid: 'm1' });
    expect(roundState(actor)).toBe('result');
    actor.send(data('m1', 0, false));
    expect(roundState(actor)).toBe('result');
    actor.send(data('m2', 25));
    expect(roundState(actor)).toBe('open');
  });

  it('a table without self-suspension stays open below 6 s and is suspended by gstatus 0, then declared', () => {
    const { actor } = start(DT);
    actor.send({ type: 'DATA', mid: 'd1', autotime: 5, outcomes: outcomes(true) });
    expect(roundState(actor)).toBe('open');
    actor.send({ type: 'DATA', mid: 'd1', autotime: 3, outcomes: outcomes(false) });
    expect(roundState(actor)).toBe('suspended');
    actor.send({ type: 'RESULT', mid: 'd1' });
    expect(roundState(actor)).toBe('result');
  });

  it('a failed data poll makes the table unavailable until a poll succeeds', () => {
    const { actor } = start();
    actor.send(data('m1', 20));
    actor.send({ type: 'DATA_FAILED' });
    expect(roundState(actor)).toBe('unavailable');
    actor.send({ type: 'SELECT', sid: '1' });
    expect(betState(actor)).toBe('editing');
    actor.send({ type: 'CHIP', value: 500 });
    expect(placeBetDisabled(actor.getSnapshot().context)).toBe(true);
    actor.send(data('m1', 19));
    expect(roundState(actor)).toBe('open');
    expect(placeBetDisabled(actor.getSnapshot().context)).toBe(false);
  });

  it('going offline suspends and resets the selection; online again follows the feed', () => {
    const { actor } = start();
    actor.send(data('m1', 20));
    actor.send({ type: 'SELECT', sid: '1' });
    actor.send({ type: 'OFFLINE' });
    expect(roundState(actor)).toBe('offline');
    expect(betState(actor)).toBe('idle');
    expect(actor.getSnapshot().context.slip).toBeNull();
    actor.send(data('m1', 19));
    expect(roundState(actor)).toBe('offline');
    actor.send({ type: 'ONLINE' });
    expect(roundState(actor)).toBe('open');
  });

  it('a new round (another mid, or the countdown back at 25) clears the stored bets and the open slip', () => {
    const { actor } = start();
    actor.send(data('m1', 20));
    actor.send({ type: 'BETS', bets: [
      { selectionId: '1', type: 'back', favourMargin: 98, againstMargin: 100, roundId: 'm1' },
      { selectionId: '3', type: 'back', favourMargin: 98, againstMargin: 100, roundId: 'm0' },
    ] });
    expect(actor.getSnapshot().context.roundBets).toHaveLength(1);
    expect(roundProjection(actor.getSnapshot().context)).toEqual({ '1': 98, '3': -100 });
    actor.send({ type: 'SELECT', sid: '3' });
    actor.send(data('m1', 10));
    actor.send(data('m1', 25));
    expect(actor.getSnapshot().context.roundBets).toEqual([]);
    expect(betState(actor)).toBe('idle');
    actor.send({ type: 'BETS', bets: [{ selectionId: '1', type: 'back', favourMargin: 98, againstMargin: 100, roundId: 'm1' }] });
    actor.send(data('m2', 24));
    expect(actor.getSnapshot().context.roundBets).toEqual([]);
  });
});

describe('bets listed before the round is known', () => {
  it('keeps bets that answer before the first round data, then shows those of that round (a table opened mid-round)', () => {
    const { actor } = start();
    actor.send({ type: 'BETS', bets: [
      { selectionId: '1', type: 'back', favourMargin: 98, againstMargin: 100, roundId: 'm1' },
      { selectionId: '3', type: 'back', favourMargin: 98, againstMargin: 100, roundId: 'm0' },
    ] });
    expect(roundState(actor)).toBe('loading');
    actor.send(data('m1', 20));
    expect(actor.getSnapshot().context.roundBets).toEqual([
      { selectionId: '1', type: 'back', favourMargin: 98, againstMargin: 100, roundId: 'm1' },
    ]);
    expect(roundProjection(actor.getSnapshot().context)).toEqual({ '1': 98, '3': -100 });
    // Held bets are used once: the next round starts empty.
    actor.send(data('m2', 25));
    expect(actor.getSnapshot().context.roundBets).toEqual([]);
  });

  it('the newest list before the round wins, and a list of another round shows nothing', () => {
    const { actor } = start();
    actor.send({ type: 'BETS', bets: [{ selectionId: '3', type: 'back', favourMargin: 98, againstMargin: 100, roundId: 'm1' }] });
    actor.send({ type: 'BETS', bets: [{ selectionId: '1', type: 'back', favourMargin: 98, againstMargin: 100, roundId: 'm0' }] });
    actor.send(data('m1', 20));
    expect(actor.getSnapshot().context.roundBets).toEqual([]);
  });
});

describe('tap-on-odds slip', () => {
  it('opens under an open outcome only, and shows P on it and L on the others once staked', () => {
    const { actor } = start();
    actor.send({ type: 'SELECT', sid: '1' });
    expect(betState(actor)).toBe('editing'); // nothing on show yet: the slip opens, Place Bet stays off
    expect(placeBetDisabled(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'CANCEL' });
    actor.send(data('m1', 20));
    actor.send({ type: 'SELECT', sid: '1' });
    actor.send({ type: 'CHIP', value: 200 });
    expect(roundProjection(actor.getSnapshot().context)).toEqual({ '1': 196, '3': -200 });
    actor.send({ type: 'SELECT', sid: '3' });
    expect(actor.getSnapshot().context.slip?.name).toBe('Player B');
    actor.send({ type: 'SELECT', sid: 'nope' });
    expect(actor.getSnapshot().context.slip?.sid).toBe('3');
  });

  it('an anonymous visitor gets no slip', () => {
    const { actor } = start();
    actor.send({ type: 'LOGGED_IN', value: false });
    actor.send(data('m1', 20));
    actor.send({ type: 'SELECT', sid: '1' });
    expect(betState(actor)).toBe('idle');
  });

  it('double and half truncate, steppers move by 0.01 and never reach 0.01', () => {
    const { actor } = start();
    actor.send(data('m1', 20));
    actor.send({ type: 'SELECT', sid: '1' });
    actor.send({ type: 'SET_STAKE', stake: 75.9 });
    expect(actor.getSnapshot().context.stake).toBe(75);
    actor.send({ type: 'HALF' });
    expect(actor.getSnapshot().context.stake).toBe(37);
    actor.send({ type: 'DOUBLE' });
    expect(actor.getSnapshot().context.stake).toBe(74);
    actor.send({ type: 'RATE_UP' });
    expect(actor.getSnapshot().context.slip?.rate).toBe(1.99);
    for (let i = 0; i < 300; i++) actor.send({ type: 'RATE_DOWN' });
    expect(actor.getSnapshot().context.slip?.rate).toBe(0.02);
  });

  it('closes after 10 s without a touch; each touch restarts the wait', () => {
    const { actor, clock } = start();
    actor.send(data('m1', 20));
    actor.send({ type: 'SELECT', sid: '1' });
    clock.increment(CASINO_SLIP_IDLE_MS - 1);
    actor.send({ type: 'CHIP', value: 100 });
    clock.increment(CASINO_SLIP_IDLE_MS - 1);
    expect(betState(actor)).toBe('editing');
    clock.increment(1);
    expect(betState(actor)).toBe('idle');
    expect(actor.getSnapshot().context.slip).toBeNull();
  });

  it('each stake message stops the bet with no request', () => {
    const { actor, toasts, sent } = start();
    actor.send(data('m1', 20));
    actor.send({ type: 'SELECT', sid: '1' });
    actor.send({ type: 'SET_STAKE', stake: 99 });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SET_STAKE', stake: 5001 });
    actor.send({ type: 'CONFIRM' });
    expect(toasts.map((t) => t.text)).toEqual(['Minimum stake limit exceeded!', 'Maximum stake limit exceeded!']);
    expect(actor.getSnapshot().context.error).toBe('Maximum stake limit exceeded!');
    expect(betState(actor)).toBe('editing');
    expect(sent).toEqual([]);
  });

  it('Place Bet does nothing when logged out, with no stake, or on a suspended outcome', () => {
    const { actor, sent } = start();
    actor.send(data('m1', 20));
    actor.send({ type: 'SELECT', sid: '1' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SET_STAKE', stake: 100 });
    actor.send({ type: 'LOGGED_IN', value: false });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'LOGGED_IN', value: true });
    actor.send(data('m1', 7, false));
    actor.send({ type: 'CONFIRM' });
    expect(sent).toEqual([]);
    expect(betState(actor)).toBe('editing');
  });

  it('one confirm sends one request with the casino payload, then reloads and clears', async () => {
    let resolve: (a: BetAnswer) => void = () => {};
    const { actor, sent, after, toasts } = start(TEEN, () => new Promise((r) => (resolve = r)));
    actor.send(data('m1', 20));
    actor.send({ type: 'SELECT', sid: '3' });
    actor.send({ type: 'SET_STAKE', stake: 500 });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SELECT', sid: '1' });
    expect(betState(actor)).toBe('placing');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      ...REF,
      event: '20 20 TEENPATTI',
      roundId: 'm1',
      sportsName: 'Casino',
      markettype: 'Casino',
      market: 'Casino',
      selection: 'Player B',
      selectionId: '3',
      type: 'back',
      oddsReq: 1.98,
      runners: [
        { selectionId: '1', runnerName: 'Player A' },
        { selectionId: '3', runnerName: 'Player B' },
      ],
      runnersCount: 2,
      stake: 500,
      placeTime: new Date(T0).toISOString(),
      favourMargin: 490,
      againstMargin: 500,
    });
    resolve({ status: true, message: 'Bet placed' });
    await waitFor(actor, (s) => (s.value as { bet: string }).bet === 'idle');
    expect(after).toHaveBeenCalledWith({ matchId: REF.matchId });
    expect(toasts).toEqual([{ kind: 'success', text: 'Bet placed' }]);
    expect(actor.getSnapshot().context.slip).toBeNull();
  });

  it('a refusal keeps the slip with the server message; a lost answer closes it and reloads', async () => {
    const refused = start(TEEN, async () => {
      throw new ApiError('refused', 'Odds changed', { serverMessage: 'Odds changed' });
    });
    refused.actor.send(data('m1', 20));
    refused.actor.send({ type: 'SELECT', sid: '1' });
    refused.actor.send({ type: 'SET_STAKE', stake: 100 });
    refused.actor.send({ type: 'CONFIRM' });
    await waitFor(refused.actor, (s) => (s.value as { bet: string }).bet === 'editing');
    expect(refused.toasts.at(-1)).toEqual({ kind: 'error', text: 'Odds changed' });
    expect(refused.after).not.toHaveBeenCalled();

    const lost = start(TEEN, async () => {
      throw new ApiError('timeout', 'timed out');
    });
    lost.actor.send(data('m1', 20));
    lost.actor.send({ type: 'SELECT', sid: '1' });
    lost.actor.send({ type: 'SET_STAKE', stake: 100 });
    lost.actor.send({ type: 'CONFIRM' });
    await waitFor(lost.actor, (s) => (s.value as { bet: string }).bet === 'idle');
    expect(lost.toasts.at(-1)).toEqual({ kind: 'error', text: CASINO_TEXT.unconfirmed });
    expect(lost.after).toHaveBeenCalledTimes(1);
  });
});

describe('chip tray', () => {
  it('a chip then an open outcome places at once; the chip stays picked', async () => {
    const { actor, sent } = start(FAST);
    actor.send(data('f1', 15));
    actor.send({ type: 'SELECT', sid: '1' });
    expect(sent).toEqual([]);
    actor.send({ type: 'CHIP', value: 200 });
    actor.send({ type: 'SELECT', sid: '3' });
    expect(sent.map((p) => [p.selectionId, p.stake, p.favourMargin, p.againstMargin])).toEqual([['3', 200, 196, 200]]);
    await waitFor(actor, (s) => (s.value as { bet: string }).bet === 'idle');
    expect(actor.getSnapshot().context.chip).toBe(200);
    expect(actor.getSnapshot().context.slip).toBeNull();
  });

  it('a chip below the minimum is refused with its message; a suspended outcome takes nothing', async () => {
    const { actor, sent, toasts } = start(FAST);
    actor.send(data('f1', 15));
    actor.send({ type: 'CHIP', value: 50 });
    actor.send({ type: 'SELECT', sid: '1' });
    expect(toasts).toEqual([{ kind: 'error', text: 'Minimum stake limit exceeded!' }]);
    expect(betState(actor)).toBe('idle');
    actor.send({ type: 'CHIP', value: 100 });
    actor.send(data('f1', 4, false));
    actor.send({ type: 'SELECT', sid: '1' });
    expect(sent).toEqual([]);
  });

  it('a refused chip-tray bet goes back to the tray', async () => {
    const { actor, toasts } = start(FAST, async () => {
      throw new ApiError('refused', 'Round closed', { serverMessage: 'Round closed' });
    });
    actor.send(data('f1', 15));
    actor.send({ type: 'CHIP', value: 100 });
    actor.send({ type: 'SELECT', sid: '1' });
    await waitFor(actor, (s) => (s.value as { bet: string }).bet === 'idle');
    expect(toasts.at(-1)).toEqual({ kind: 'error', text: 'Round closed' });
  });
});

describe('records', () => {
  it('every generic table resets at its family second and only teen20 suspends itself', () => {
    expect(genericTable('teen20')?.selfSuspendBelow).toBe(6);
    expect(genericTable('dt20')?.resetAt).toBe(19);
    expect(genericTable('Teen')?.resetAt).toBe(25);
  });
});
