// Walks every transition of the exchange bet slip on a simulated clock: edits, margins, limits, delay, rate check, placing.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { BetAnswer, BetPayload } from '../../src/api/contract';
import { ApiError } from '../../src/api/errors';
import { DEFAULT_BET_DELAY_MS } from '../../src/domain/constants';
import {
  BET_SLIP_TEXT,
  betSlipMachine,
  slipPreview,
  type BetSlipEvent,
} from '../../machines/betSlip.machine';
import { buildBetPayload } from '../../machines/betPayload';
import type { FancySelection, PriceSelection, StakeLimits } from '../../machines/betSelection';
import { startBetSlip } from './betSlipActor';
import { ODDS, RUNNERS } from './selections';

const T0 = Date.parse('2026-11-22T14:30:00.000Z');
const LIMITS: StakeLimits = { min: 100, max: 100_000 };

const BOOKMAKER: PriceSelection = {
  ...ODDS,
  kind: 'BOOKMAKER',
  marketId: 'bm-9001',
  market: 'Bookmaker',
  selectionId: '22',
  runnerName: 'Australia',
  oddsReq: 45,
};

const FANCY: FancySelection = {
  kind: 'FANCY',
  sportsName: 'Cricket',
  event: 'India v Australia',
  eventId: '4',
  legueId: '101',
  matchId: '9001',
  marketId: 'ignored-for-fancy',
  market: '6 over runs IND',
  selectionId: '501',
  runnerName: '6 over runs IND',
  side: 'back',
  runners: [{ selectionId: '501', runnerName: '6 over runs IND' }],
  inPlay: true,
  price: 52,
  size: 90,
  backSize: 90,
  laySize: 110,
};

const start = () => startBetSlip(T0);

type Started = ReturnType<typeof start>;

function select(t: Started, selection: PriceSelection | FancySelection, more: Partial<Extract<BetSlipEvent, { type: 'SELECT' }>> = {}) {
  t.send({ type: 'SELECT', selection, limits: LIMITS, stake: 100, ...more });
}

/** An ODDS bet confirmed and sent, whose answer is then lost: the slip is resolving it. */
async function answerLost(failure: ApiError): Promise<Started> {
  const t = start();
  select(t, ODDS);
  confirmAndWait(t);
  t.answer(0).reject(failure);
  await waitFor(t.actor, (s) => s.matches('resolving'));
  return t;
}

/** Confirms and lets the default delay pass: the slip is placing. */
function confirmAndWait(t: Started) {
  t.send({ type: 'CONFIRM' });
  t.clock.increment(t.snap().context.delayMs);
}

describe('betSlip: selecting', () => {
  it('starts empty, SELECT opens the slip with the clicked rate, limits, delay and margins', () => {
    const t = start();
    expect(t.snap().value).toBe('empty');
    expect(slipPreview(t.snap().context)).toBeNull();

    select(t, ODDS, { delaySeconds: 3 });
    const { value, context } = t.snap();
    expect(value).toBe('editing');
    expect(context).toMatchObject({
      selection: ODDS,
      stake: 100,
      limits: LIMITS,
      delayMs: 3000,
      latest: { oddsReq: 1.85 },
      margins: { favourMargin: 85, againstMargin: 100 },
      error: null,
    });
  });

  it('without a configured delay the default bet delay applies', () => {
    const t = start();
    select(t, ODDS);
    expect(t.snap().context.delayMs).toBe(DEFAULT_BET_DELAY_MS);
  });

  it('a chip picked before the click pre-fills the stake; a SELECT stake wins over it', () => {
    const t = start();
    t.send({ type: 'CHIP', stake: 500 });
    expect(t.snap().value).toBe('empty');
    t.send({ type: 'SELECT', selection: ODDS, limits: LIMITS });
    expect(t.snap().context.stake).toBe(500);
    expect(t.snap().context.margins).toEqual({ favourMargin: 425, againstMargin: 500 });

    t.send({ type: 'CANCEL' });
    t.send({ type: 'SET_STAKE', stake: 300 });
    select(t, ODDS, { stake: 1000 });
    expect(t.snap().context.stake).toBe(1000);
  });

  it('SELECT another price while editing opens the slip anew and keeps the typed stake', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'SET_STAKE', stake: 50 });
    t.send({ type: 'CONFIRM' }); // below the minimum: a message to clear
    expect(t.snap().context.error).toBe(BET_SLIP_TEXT.belowMin);
    t.send({ type: 'SET_STAKE', stake: 250 });
    t.send({ type: 'PRICE_TICK', selectionId: '11', rate: { oddsReq: 1.9 } });

    const australia: PriceSelection = { ...ODDS, selectionId: '22', runnerName: 'Australia', oddsReq: 2.1 };
    t.send({ type: 'SELECT', selection: australia, limits: { min: 200, max: 50_000 } });
    const { value, context } = t.snap();
    expect(value).toBe('editing');
    expect(context).toMatchObject({
      selection: australia,
      latest: { oddsReq: 2.1 },
      stake: 250,
      limits: { min: 200, max: 50_000 },
      error: null,
      margins: { favourMargin: 275, againstMargin: 250 },
    });
  });

  it('CANCEL clears the slip', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'CANCEL' });
    expect(t.snap().value).toBe('empty');
    expect(t.snap().context).toMatchObject({ selection: null, stake: 0, margins: { favourMargin: 0, againstMargin: 0 } });
  });

  it('edits and confirms mean nothing on an empty slip', () => {
    const t = start();
    t.send({ type: 'SET_RATE', rate: 2 });
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'PRICE_TICK', selectionId: '11', rate: { oddsReq: 2 } });
    t.send({ type: 'CANCEL' });
    t.clock.increment(10_000);
    expect(t.snap().value).toBe('empty');
    expect(t.placeBet).not.toHaveBeenCalled();
  });
});

describe('betSlip: margins follow every stake and rate change', () => {
  it('match odds, back: (odds - 1) x stake won, stake lost', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'SET_STAKE', stake: 200 });
    expect(t.snap().context.margins).toEqual({ favourMargin: 170, againstMargin: 200 });
    t.send({ type: 'SET_RATE', rate: 3.25 });
    expect(t.snap().context.selection).toMatchObject({ oddsReq: 3.25 });
    expect(t.snap().context.margins).toEqual({ favourMargin: 450, againstMargin: 200 });
  });

  it('match odds, lay: stake won, (odds - 1) x stake lost', () => {
    const t = start();
    select(t, { ...ODDS, side: 'lay', oddsReq: 2.5 });
    expect(t.snap().context.margins).toEqual({ favourMargin: 100, againstMargin: 150 });
    t.send({ type: 'SET_STAKE', stake: 333 });
    expect(t.snap().context.margins).toEqual({ favourMargin: 333, againstMargin: 499.5 });
  });

  it('match odds below 1 take 0.1 off instead of 1', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'SET_RATE', rate: 0.5 });
    expect(t.snap().context.margins).toEqual({ favourMargin: 40, againstMargin: 100 });
  });

  it('bookmaker rates are per 100, back and lay', () => {
    const t = start();
    select(t, BOOKMAKER, { stake: 1000 });
    expect(t.snap().context.margins).toEqual({ favourMargin: 450, againstMargin: 1000 });
    select(t, { ...BOOKMAKER, side: 'lay', oddsReq: 47 }, { stake: 1000 });
    expect(t.snap().context.margins).toEqual({ favourMargin: 1000, againstMargin: 470 });
  });

  it('fancy pays size / 100, back and lay, and its line cannot be edited', () => {
    const t = start();
    select(t, FANCY, { stake: 500 });
    expect(t.snap().context.margins).toEqual({ favourMargin: 450, againstMargin: 500 });
    t.send({ type: 'SET_RATE', rate: 60 });
    expect(t.snap().context.selection).toMatchObject({ price: 52, size: 90 });
    select(t, { ...FANCY, side: 'lay', price: 53, size: 110 }, { stake: 500 });
    expect(t.snap().context.margins).toEqual({ favourMargin: 500, againstMargin: 550 });
  });

  it('a quick-stake chip sets the stake and the margins', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'CHIP', stake: 5000 });
    expect(t.snap().context.stake).toBe(5000);
    expect(t.snap().context.margins).toEqual({ favourMargin: 4250, againstMargin: 5000 });
  });

  it('stakes are whole and never negative; unreadable rates are ignored', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'SET_STAKE', stake: 150.9 });
    expect(t.snap().context.stake).toBe(150);
    t.send({ type: 'SET_STAKE', stake: -20 });
    expect(t.snap().context.stake).toBe(0);
    t.send({ type: 'SET_STAKE', stake: Number.NaN });
    expect(t.snap().context.stake).toBe(0);
    t.send({ type: 'SET_RATE', rate: Number.NaN });
    t.send({ type: 'SET_RATE', rate: 0 });
    expect(t.snap().context.selection).toMatchObject({ oddsReq: 1.85 });
  });
});

describe('betSlip: stake limits', () => {
  it('below the minimum: "Minimum stake limit exceeded!", no request, the slip stays', () => {
    const t = start();
    select(t, ODDS, { stake: 99 });
    t.send({ type: 'CONFIRM' });
    t.clock.increment(10_000);
    expect(t.snap().value).toBe('editing');
    expect(t.snap().context.error).toBe('Minimum stake limit exceeded!');
    expect(t.toast).toHaveBeenCalledExactlyOnceWith({ kind: 'error', text: 'Minimum stake limit exceeded!' });
    expect(t.placeBet).not.toHaveBeenCalled();
  });

  it('above the maximum: "Maximum stake limit exceeded!", no request', () => {
    const t = start();
    select(t, ODDS, { stake: 100_001 });
    t.send({ type: 'CONFIRM' });
    t.clock.increment(10_000);
    expect(t.snap().value).toBe('editing');
    expect(t.snap().context.error).toBe('Maximum stake limit exceeded!');
    expect(t.toast).toHaveBeenCalledExactlyOnceWith({ kind: 'error', text: 'Maximum stake limit exceeded!' });
    expect(t.placeBet).not.toHaveBeenCalled();
  });

  it('the advance bet lock (1 - 0) refuses any stake as above the maximum', () => {
    const t = start();
    select(t, ODDS, { stake: 100, limits: { min: 1, max: 0 } });
    t.send({ type: 'CONFIRM' });
    expect(t.snap().context.error).toBe(BET_SLIP_TEXT.aboveMax);
    expect(t.placeBet).not.toHaveBeenCalled();
  });

  it('the limits themselves are accepted, and an edit clears the message', () => {
    const t = start();
    select(t, ODDS, { stake: 10 });
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'SET_STAKE', stake: 100 });
    expect(t.snap().context.error).toBeNull();
    t.send({ type: 'CONFIRM' });
    expect(t.snap().value).toBe('awaitingDelay');

    const u = start();
    select(u, ODDS, { stake: 100_000 });
    u.send({ type: 'CONFIRM' });
    expect(u.snap().value).toBe('awaitingDelay');
  });
});

describe('betSlip: the bet delay on the machine clock', () => {
  it('nothing is sent before the delay has passed, then exactly one request', () => {
    const t = start();
    select(t, ODDS, { delaySeconds: 2 });
    t.send({ type: 'CONFIRM' });
    expect(t.snap().value).toBe('awaitingDelay');

    t.clock.increment(1999);
    expect(t.snap().value).toBe('awaitingDelay');
    expect(t.placeBet).not.toHaveBeenCalled();

    t.clock.increment(1);
    expect(t.snap().value).toBe('placing');
    expect(t.placeBet).toHaveBeenCalledTimes(1);
  });

  it('placeTime is the clock time as the request leaves', () => {
    const t = start();
    select(t, ODDS, { delaySeconds: 1.5 });
    t.send({ type: 'CONFIRM' });
    t.clock.increment(1500);
    expect(t.placeBet.mock.calls[0]?.[0].placeTime).toBe('2026-11-22T14:30:01.500Z');
  });

  it('the default delay is 100 ms', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'CONFIRM' });
    t.clock.increment(DEFAULT_BET_DELAY_MS - 1);
    expect(t.placeBet).not.toHaveBeenCalled();
    t.clock.increment(1);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
    expect(t.placeBet.mock.calls[0]?.[0].placeTime).toBe('2026-11-22T14:30:00.100Z');
  });

  it('a double confirm (or a triple) sends exactly one bet', async () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'CONFIRM' }); // awaitingDelay
    t.clock.increment(50);
    t.send({ type: 'CONFIRM' });
    t.clock.increment(50);
    expect(t.snap().value).toBe('placing');
    t.send({ type: 'CONFIRM' }); // placing
    t.clock.increment(10_000);
    expect(t.placeBet).toHaveBeenCalledTimes(1);

    t.answer().resolve({ status: true, message: 'Bet placed.', betId: 'b1' });
    await waitFor(t.actor, (s) => s.matches('empty'));
    expect(t.placeBet).toHaveBeenCalledTimes(1);
  });

  it('edits, SELECT and CANCEL during the delay are ignored: a confirmed bet goes through', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'SET_STAKE', stake: 9999 });
    t.send({ type: 'CHIP', stake: 5000 });
    t.send({ type: 'SET_RATE', rate: 9 });
    t.send({ type: 'SELECT', selection: BOOKMAKER, limits: LIMITS });
    t.send({ type: 'CANCEL' });
    expect(t.snap().value).toBe('awaitingDelay');
    t.clock.increment(DEFAULT_BET_DELAY_MS);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
    expect(t.placeBet.mock.calls[0]?.[0]).toMatchObject({ selectionId: '11', stake: 100, oddsReq: 1.85 });
  });
});

describe('betSlip on the default clock', () => {
  it('waits the delay on real timers and stamps placeTime with the real time', () => {
    vi.useFakeTimers({ now: T0 });
    try {
      const placeBet = vi.fn<(p: BetPayload) => Promise<BetAnswer>>(() => new Promise(() => {}));
      const actor = createActor(
        betSlipMachine.provide({
          actors: { placeBet: fromPromise(({ input }) => placeBet(input)) },
          actions: { toast: () => {}, afterBetPlaced: () => {} },
        }),
      ).start();
      actor.send({ type: 'SELECT', selection: ODDS, limits: LIMITS, stake: 100, delaySeconds: 1 });
      actor.send({ type: 'CONFIRM' });
      vi.advanceTimersByTime(999);
      expect(placeBet).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(placeBet.mock.calls[0]?.[0].placeTime).toBe('2026-11-22T14:30:01.000Z');
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('betSlip: the rate check after the delay', () => {
  it('a rate that moved during the delay: "Bet rate changed!", no request, the slip shows the new rate', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'PRICE_TICK', selectionId: '11', rate: { oddsReq: 1.9 } });
    t.clock.increment(DEFAULT_BET_DELAY_MS);

    expect(t.snap().value).toBe('editing');
    expect(t.placeBet).not.toHaveBeenCalled();
    expect(t.toast).toHaveBeenCalledExactlyOnceWith({ kind: 'error', text: 'Bet rate changed!' });
    expect(t.snap().context.error).toBe('Bet rate changed!');
    expect(t.snap().context.selection).toMatchObject({ oddsReq: 1.9 });
    expect(t.snap().context.margins).toEqual({ favourMargin: 90, againstMargin: 100 });

    // Confirming again takes the rate now on offer.
    confirmAndWait(t);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
    expect(t.placeBet.mock.calls[0]?.[0]).toMatchObject({ oddsReq: 1.9, favourMargin: 90 });
  });

  it('a rate that moved while editing is caught at confirm time too', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'PRICE_TICK', selectionId: '11', rate: { oddsReq: 1.8 } });
    expect(t.snap().context.latest).toEqual({ oddsReq: 1.8 });
    confirmAndWait(t);
    expect(t.snap().value).toBe('editing');
    expect(t.placeBet).not.toHaveBeenCalled();
  });

  it('a rate typed by the player away from the one on offer is a changed rate', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'SET_RATE', rate: 2 });
    confirmAndWait(t);
    expect(t.snap().context.error).toBe(BET_SLIP_TEXT.rateChanged);
    expect(t.snap().context.selection).toMatchObject({ oddsReq: 1.85 });
    expect(t.placeBet).not.toHaveBeenCalled();
  });

  it('a tick that comes back to the chosen rate before the delay ends lets the bet through', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'PRICE_TICK', selectionId: '11', rate: { oddsReq: 1.9 } });
    t.send({ type: 'PRICE_TICK', selectionId: '11', rate: { oddsReq: 1.85 } });
    t.clock.increment(DEFAULT_BET_DELAY_MS);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
  });

  it('ticks for another runner, or of the wrong shape, are ignored', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'PRICE_TICK', selectionId: '22', rate: { oddsReq: 5 } });
    t.send({ type: 'PRICE_TICK', selectionId: '11', rate: { price: 52, size: 90 } });
    t.clock.increment(DEFAULT_BET_DELAY_MS);
    expect(t.snap().context.latest).toEqual({ oddsReq: 1.85 });
    expect(t.placeBet).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the line (price)', { price: 53, size: 90 }],
    ['the rate (size)', { price: 52, size: 85 }],
  ])('fancy: a change of %s alone is a changed rate', (_what, rate) => {
    const t = start();
    select(t, FANCY);
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'PRICE_TICK', selectionId: '501', rate });
    t.clock.increment(DEFAULT_BET_DELAY_MS);
    expect(t.snap().value).toBe('editing');
    expect(t.snap().context.error).toBe('Bet rate changed!');
    expect(t.snap().context.selection).toMatchObject({ ...rate, backSize: rate.size, laySize: 110 });
    expect(t.placeBet).not.toHaveBeenCalled();
  });

  it('fancy: the same line and rate go through', () => {
    const t = start();
    select(t, FANCY);
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'PRICE_TICK', selectionId: '501', rate: { price: 52, size: 90 } });
    t.clock.increment(DEFAULT_BET_DELAY_MS);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
  });
});

describe('betSlip: placing', () => {
  it('success: afterBetPlaced reloads, the server message is toasted and the slip clears', async () => {
    const t = start();
    select(t, ODDS);
    confirmAndWait(t);
    t.answer().resolve({ status: true, message: 'Bet Placed Successfully', betId: 'b1' });
    await waitFor(t.actor, (s) => s.matches('empty'));

    expect(t.afterBetPlaced).toHaveBeenCalledExactlyOnceWith({
      selection: ODDS,
      answer: { status: true, message: 'Bet Placed Successfully', betId: 'b1' },
    });
    expect(t.toast).toHaveBeenCalledExactlyOnceWith({ kind: 'success', text: 'Bet Placed Successfully' });
    expect(t.snap().context).toMatchObject({ selection: null, stake: 0, latest: null, error: null });
  });

  it('a success without a message still tells the player', async () => {
    const t = start();
    select(t, ODDS);
    confirmAndWait(t);
    t.answer().resolve({ status: true, message: '' });
    await waitFor(t.actor, (s) => s.matches('empty'));
    expect(t.toast).toHaveBeenCalledExactlyOnceWith({ kind: 'success', text: BET_SLIP_TEXT.placed });
  });

  it('a refusal keeps the slip and shows the server message', async () => {
    const t = start();
    select(t, ODDS, { stake: 700 });
    confirmAndWait(t);
    t.answer().reject(new ApiError('refused', 'placeBet', { status: 400, serverMessage: 'Insufficient balance' }));
    await waitFor(t.actor, (s) => s.matches('editing'));

    expect(t.snap().context).toMatchObject({ selection: ODDS, stake: 700, error: 'Insufficient balance' });
    expect(t.toast).toHaveBeenCalledExactlyOnceWith({ kind: 'error', text: 'Insufficient balance' });
    expect(t.afterBetPlaced).not.toHaveBeenCalled();
  });

  it('a 2xx answer with status false is a refusal too', async () => {
    const t = start();
    select(t, ODDS);
    confirmAndWait(t);
    t.answer().resolve({ status: false, message: 'Market suspended' });
    await waitFor(t.actor, (s) => s.matches('editing'));
    expect(t.snap().context.error).toBe('Market suspended');
    expect(t.afterBetPlaced).not.toHaveBeenCalled();
  });

  it('an error raised before anything was sent keeps the slip with a readable message', async () => {
    const t = start();
    select(t, ODDS);
    confirmAndWait(t);
    t.answer().reject(new TypeError('boom'));
    await waitFor(t.actor, (s) => s.matches('editing'));
    expect(t.toast).toHaveBeenCalledExactlyOnceWith({ kind: 'error', text: BET_SLIP_TEXT.failed });
    expect(t.snap().context.selection).toEqual(ODDS);
    expect(t.resolveBet).not.toHaveBeenCalled();
  });

  const LOST: [string, ApiError][] = [
    ['a timeout', new ApiError('timeout', 'placeBet')],
    ['a dropped connection', new ApiError('network', 'placeBet')],
    ['a server fault', new ApiError('server', 'placeBet', { status: 500 })],
    ['a garbled answer', new ApiError('malformed', 'placeBet', { issues: 'status: expected boolean' })],
  ];

  it.each(LOST)('%s may have placed the bet: the slip resolves it from the bets before anything else is sent', async (_name, failure) => {
    const t = start();
    select(t, ODDS);
    confirmAndWait(t);
    const ref = t.placeBet.mock.calls[0]?.[0].clientRef;
    t.answer().reject(failure);
    await waitFor(t.actor, (s) => s.matches('resolving'));
    expect(t.resolveBet).toHaveBeenCalledExactlyOnceWith({ clientRef: ref });
    // While it resolves, a confirm sends nothing.
    t.send({ type: 'CONFIRM' });
    t.clock.increment(1_000);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
    t.resolution().resolve('placed');
    await waitFor(t.actor, (s) => s.matches('empty'));
    expect(t.toast).toHaveBeenCalledExactlyOnceWith({ kind: 'success', text: BET_SLIP_TEXT.lostPlaced });
    expect(t.afterBetPlaced).toHaveBeenCalledTimes(1);
    expect(t.snap().context.selection).toBeNull();
  });

  it('a lost answer found not placed keeps the slip; confirming the same bet again resends its clientRef', async () => {
    const t = await answerLost(new ApiError('timeout', 'placeBet'));
    t.resolution().resolve('notPlaced');
    await waitFor(t.actor, (s) => s.matches('editing'));
    expect(t.snap().context.error).toBe(BET_SLIP_TEXT.lostNotPlaced);
    expect(t.toast).toHaveBeenCalledWith({ kind: 'info', text: BET_SLIP_TEXT.lostNotPlaced });
    confirmAndWait(t);
    expect(t.placeBet).toHaveBeenCalledTimes(2);
    const [first, second] = t.placeBet.mock.calls.map(([p]) => p.clientRef);
    expect(second).toBe(first);
  });

  it('bets that cannot be loaded leave the outcome unknown: the slip says so and keeps the ref for a resend', async () => {
    const t = await answerLost(new ApiError('network', 'placeBet'));
    t.resolution().reject(new Error('offline'));
    await waitFor(t.actor, (s) => s.matches('editing'));
    expect(t.snap().context.notice).toMatchObject({ kind: 'warning', text: BET_SLIP_TEXT.lostUnknown });
    expect(t.toast).toHaveBeenCalledWith({ kind: 'error', text: BET_SLIP_TEXT.lostUnknown });
    confirmAndWait(t);
    expect(t.placeBet).toHaveBeenCalledTimes(2);
    const [first, second] = t.placeBet.mock.calls.map(([p]) => p.clientRef);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
  });

  it('a resend refused before sending for a moved rate stays the same bet: confirming at the new rate resends the first clientRef', async () => {
    const t = await answerLost(new ApiError('network', 'placeBet'));
    t.resolution().resolve('unknown');
    await waitFor(t.actor, (s) => s.matches('editing'));
    // The resend meets a moved price after the delay: refused before anything is sent.
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'PRICE_TICK', selectionId: '11', rate: { oddsReq: 1.9 } });
    t.clock.increment(t.snap().context.delayMs);
    expect(t.snap().context.error).toBe(BET_SLIP_TEXT.rateChanged);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
    // Confirmed again at the rate now on offer: the exchange sees the first ref, so it places the bet at most once.
    confirmAndWait(t);
    expect(t.placeBet).toHaveBeenCalledTimes(2);
    expect(t.placeBet.mock.calls[1]?.[0]).toMatchObject({ oddsReq: 1.9 });
    expect(t.placeBet.mock.calls[1]?.[0].clientRef).toBe(t.placeBet.mock.calls[0]?.[0].clientRef);
  });

  it('once the exchange answers the resend, the ref is spent: the next confirmation gets a new one', async () => {
    const t = await answerLost(new ApiError('network', 'placeBet'));
    t.resolution().resolve('unknown');
    await waitFor(t.actor, (s) => s.matches('editing'));
    confirmAndWait(t);
    t.answer(1).reject(new ApiError('refused', 'placeBet', { serverMessage: 'Insufficient balance' }));
    await waitFor(t.actor, (s) => s.matches('editing') && s.context.error === 'Insufficient balance');
    // The exchange answered the resend: the 'could not tell' notice about it is replaced by that answer.
    expect(t.snap().context.notice).toBeNull();
    confirmAndWait(t);
    expect(t.placeBet).toHaveBeenCalledTimes(3);
    const refs = t.placeBet.mock.calls.map(([p]) => p.clientRef);
    expect(refs[1]).toBe(refs[0]);
    expect(refs[2]).not.toBe(refs[0]);
  });

  it('after a lost answer, a changed bet (another stake) is a new confirmation with a new clientRef', async () => {
    const t = await answerLost(new ApiError('timeout', 'placeBet'));
    t.resolution().resolve('unknown');
    await waitFor(t.actor, (s) => s.matches('editing'));
    t.send({ type: 'SET_STAKE', stake: 300 });
    confirmAndWait(t);
    // A second request went out, with the new stake, under another ref.
    expect(t.placeBet).toHaveBeenCalledTimes(2);
    const [first, second] = t.placeBet.mock.calls.map(([p]) => p);
    expect(second).toMatchObject({ stake: 300, clientRef: expect.any(String) });
    expect(second?.clientRef).not.toBe(first?.clientRef);
  });

  it('the kept slip can be confirmed again after a failure', async () => {
    const t = start();
    select(t, ODDS);
    confirmAndWait(t);
    t.answer(0).reject(new ApiError('refused', 'placeBet', { serverMessage: 'Odds changed' }));
    await waitFor(t.actor, (s) => s.matches('editing'));
    confirmAndWait(t);
    expect(t.placeBet).toHaveBeenCalledTimes(2);
    t.answer(1).resolve({ status: true, message: 'ok' });
    await waitFor(t.actor, (s) => s.matches('empty'));
  });

  it('SELECT, CANCEL and edits while placing are ignored and the in-flight bet is kept', async () => {
    const t = start();
    select(t, ODDS);
    confirmAndWait(t);
    t.send({ type: 'SELECT', selection: FANCY, limits: LIMITS, stake: 100 });
    t.send({ type: 'CANCEL' });
    t.send({ type: 'SET_STAKE', stake: 1 });
    t.send({ type: 'PRICE_TICK', selectionId: '11', rate: { oddsReq: 1.7 } }); // still followed
    expect(t.snap().value).toBe('placing');
    expect(t.snap().context.latest).toEqual({ oddsReq: 1.7 });
    expect(t.snap().context.selection).toEqual(ODDS);

    t.answer().resolve({ status: true, message: 'ok' });
    await waitFor(t.actor, (s) => s.matches('empty'));
    expect(t.afterBetPlaced.mock.calls[0]?.[0].selection).toEqual(ODDS);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
  });
});

describe('betSlip: outcomes about money stay until read (issue 17, item 6)', () => {
  it("'could not tell' stays on the slip through edits and time until the player dismisses it", async () => {
    const t = await answerLost(new ApiError('network', 'placeBet'));
    t.resolution().resolve('unknown');
    await waitFor(t.actor, (s) => s.matches('editing'));
    t.send({ type: 'SET_STAKE', stake: 300 });
    t.send({ type: 'SELECT', selection: ODDS, limits: LIMITS });
    t.clock.increment(60_000);
    expect(t.snap().context.notice).toMatchObject({ kind: 'warning', text: BET_SLIP_TEXT.lostUnknown });
    t.send({ type: 'DISMISS_NOTICE' });
    expect(t.snap().context.notice).toBeNull();
    t.send({ type: 'CANCEL' });
    expect(t.keptNotices()).toEqual([]);
  });

  it("a slip closed with 'could not tell' unread hands it to the match's Open Bets", async () => {
    const t = await answerLost(new ApiError('timeout', 'placeBet'));
    t.resolution().reject(new Error('offline'));
    await waitFor(t.actor, (s) => s.matches('editing'));
    t.send({ type: 'CANCEL' });
    expect(t.snap().value).toBe('empty');
    expect(t.keptNotices()).toEqual([{ kind: 'warning', text: BET_SLIP_TEXT.lostUnknown, matchId: '9001' }]);
  });

  it("a lost answer found placed closes the slip and keeps 'placed' for the match's Open Bets; the 'could not tell' of that bet is replaced", async () => {
    const t = await answerLost(new ApiError('network', 'placeBet'));
    t.resolution(0).resolve('unknown');
    await waitFor(t.actor, (s) => s.matches('editing'));
    // The resend is lost too, and this time the bets say it was placed.
    confirmAndWait(t);
    t.answer(1).reject(new ApiError('network', 'placeBet'));
    await waitFor(t.actor, (s) => s.matches('resolving'));
    t.resolution(1).resolve('placed');
    await waitFor(t.actor, (s) => s.matches('empty'));
    expect(t.keptNotices()).toEqual([{ kind: 'success', text: BET_SLIP_TEXT.lostPlaced, matchId: '9001' }]);
  });

  it("another bet placed while a 'could not tell' is unread: the slip closes and the notice moves to Open Bets", async () => {
    const t = await answerLost(new ApiError('network', 'placeBet'));
    t.resolution().resolve('unknown');
    await waitFor(t.actor, (s) => s.matches('editing'));
    t.send({ type: 'SET_STAKE', stake: 300 }); // another bet: a new confirmation
    confirmAndWait(t);
    t.answer(1).resolve({ status: true, message: 'Bet placed' });
    await waitFor(t.actor, (s) => s.matches('empty'));
    expect(t.keptNotices()).toEqual([{ kind: 'warning', text: BET_SLIP_TEXT.lostUnknown, matchId: '9001' }]);
  });
});

describe('betSlip: payloads of contract section 5', () => {
  const placeTime = '2026-11-22T14:30:00.100Z';
  const common = {
    eventId: '4',
    legueId: '101',
    matchId: '9001',
    sportsName: 'Cricket',
    event: 'India v Australia',
    type: 'back',
    runners: RUNNERS,
    runnersCount: 3,
    stake: 100,
    placeTime,
    clientRef: expect.stringMatching(/^[0-9a-f-]{36}$/),
  };

  async function sentPayload(selection: PriceSelection | FancySelection, stake = 100): Promise<BetPayload> {
    const t = start();
    select(t, selection, { stake });
    confirmAndWait(t);
    const payload = t.placeBet.mock.calls[0]?.[0];
    if (!payload) throw new Error('no bet sent');
    return payload;
  }

  it('ODDS', async () => {
    const payload = await sentPayload(ODDS);
    expect(payload).toStrictEqual({
      ...common,
      marketId: '1.234',
      markettype: 'ODDS',
      market: 'Match Odds',
      selection: 'India',
      selectionId: '11',
      oddsReq: 1.85,
      favourMargin: 85,
      againstMargin: 100,
    });
  });

  it('BOOKMAKER (lay)', async () => {
    const payload = await sentPayload({ ...BOOKMAKER, side: 'lay' }, 1000);
    expect(payload).toStrictEqual({
      ...common,
      type: 'lay',
      stake: 1000,
      marketId: 'bm-9001',
      markettype: 'BOOKMAKER',
      market: 'Bookmaker',
      selection: 'Australia',
      selectionId: '22',
      oddsReq: 45,
      favourMargin: 1000,
      againstMargin: 450,
    });
  });

  it('FANCY: price, size, backSize, laySize instead of oddsReq, and the event-league-match marketId', async () => {
    const payload = await sentPayload(FANCY, 500);
    expect(payload).toStrictEqual({
      ...common,
      runners: [{ selectionId: '501', runnerName: '6 over runs IND' }],
      runnersCount: 1,
      stake: 500,
      marketId: '4-101-9001',
      markettype: 'FANCY',
      market: '6 over runs IND',
      selection: '6 over runs IND',
      selectionId: '501',
      price: 52,
      size: 90,
      backSize: 90,
      laySize: 110,
      favourMargin: 450,
      againstMargin: 500,
    });
    expect(payload).not.toHaveProperty('oddsReq');
  });

  it('buildBetPayload keeps only selectionId and runnerName of each runner and rounds margins to 2 decimals', () => {
    const richRunners = RUNNERS.map((r) => ({ ...r, status: 'ACTIVE', ex: {} }));
    const payload = buildBetPayload({ selection: { ...ODDS, runners: richRunners, oddsReq: 1.333 }, stake: 7 }, placeTime);
    expect(payload.runners).toStrictEqual(RUNNERS);
    expect(payload).toMatchObject({ favourMargin: 2.33, againstMargin: 7 });
  });
});

describe('slipPreview', () => {
  it('shows P and L and the projection per runner', () => {
    const t = start();
    select(t, ODDS);
    expect(slipPreview(t.snap().context)).toEqual({
      profit: 85,
      loss: 100,
      byRunner: { '11': 85, '22': -100, '33': -100 },
    });
  });

  it('adds the slip to the player\'s matched bets of the market', () => {
    const t = start();
    select(t, { ...ODDS, side: 'lay', oddsReq: 3 });
    const matched = [{ selectionId: '22', type: 'back' as const, favourMargin: 150, againstMargin: 100 }];
    expect(slipPreview(t.snap().context, matched)).toEqual({
      profit: 100,
      loss: 200,
      byRunner: { '11': -300, '22': 250, '33': 0 },
    });
  });
});

describe('betSlip without its effects provided', () => {
  it('fails loudly when confirming instead of silently dropping the bet', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(betSlipMachine, { clock });
    actor.subscribe({ error: () => {} });
    actor.start();
    actor.send({ type: 'SELECT', selection: ODDS, limits: LIMITS, stake: 1 });
    actor.send({ type: 'CONFIRM' });
    // The minimum message's toast is the first effect used.
    expect(actor.getSnapshot().status).toBe('error');
    await expect(waitFor(actor, (s) => s.matches('empty'))).rejects.toThrow("machine effect 'toast' was not provided");
  });
});

describe('betSlip: one clientRef per confirmation (contract section 5)', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('every payload carries a UUID clientRef; two confirmations carry two refs', async () => {
    const t = start();
    select(t, ODDS);
    confirmAndWait(t);
    t.answer(0).resolve({ status: true, message: 'ok' });
    await waitFor(t.actor, (s) => s.matches('empty'));
    select(t, ODDS);
    confirmAndWait(t);
    const [a, b] = t.placeBet.mock.calls.map(([p]) => p.clientRef);
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(b).not.toBe(a);
  });

  it('a refusal is an answer: confirming again is a new confirmation with a new ref', async () => {
    const t = start();
    select(t, ODDS);
    confirmAndWait(t);
    t.answer(0).reject(new ApiError('refused', 'placeBet', { serverMessage: 'Odds changed' }));
    await waitFor(t.actor, (s) => s.matches('editing'));
    confirmAndWait(t);
    expect(t.placeBet).toHaveBeenCalledTimes(2);
    const [first, second] = t.placeBet.mock.calls.map(([p]) => p.clientRef);
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
  });
});

describe('betSlip: stale prices (issue 10, item 3)', () => {
  it('will not confirm on stale prices, and confirms once fresh prices arrive', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'PRICES_STALE', stale: true });
    t.send({ type: 'CONFIRM' });
    expect(t.snap().value).toBe('editing');
    expect(t.snap().context.error).toBe(BET_SLIP_TEXT.stale);
    expect(t.toast).toHaveBeenCalledWith({ kind: 'error', text: BET_SLIP_TEXT.stale });
    t.clock.increment(10_000);
    expect(t.placeBet).not.toHaveBeenCalled();

    t.send({ type: 'PRICES_STALE', stale: false });
    confirmAndWait(t);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
  });

  it('prices going stale during the bet delay stop the bet', () => {
    const t = start();
    select(t, ODDS, { delaySeconds: 1 });
    t.send({ type: 'CONFIRM' });
    t.clock.increment(500);
    t.send({ type: 'PRICES_STALE', stale: true });
    t.clock.increment(500);
    expect(t.snap().value).toBe('editing');
    expect(t.snap().context.error).toBe(BET_SLIP_TEXT.stale);
    expect(t.placeBet).not.toHaveBeenCalled();
  });
});

describe('betSlip: a price that vanishes during the delay (issue 10, item 6)', () => {
  it.each([
    ['match odds', ODDS],
    ['bookmaker', BOOKMAKER],
    ['fancy', FANCY],
  ] as const)('%s: the cell emptied (runner suspended, ladder emptied) counts as changed: no bet', (_name, selection) => {
    const t = start();
    select(t, selection);
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'PRICE_TICK', selectionId: selection.selectionId, rate: null });
    t.clock.increment(DEFAULT_BET_DELAY_MS);
    expect(t.snap().value).toBe('editing');
    expect(t.snap().context.error).toBe(BET_SLIP_TEXT.rateChanged);
    expect(t.toast).toHaveBeenCalledWith({ kind: 'error', text: 'Bet rate changed!' });
    expect(t.placeBet).not.toHaveBeenCalled();
  });

  it('a price that vanishes and comes back at the chosen rate before the delay ends goes through', () => {
    const t = start();
    select(t, ODDS);
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'PRICE_TICK', selectionId: '11', rate: null });
    t.send({ type: 'PRICE_TICK', selectionId: '11', rate: { oddsReq: 1.85 } });
    t.clock.increment(DEFAULT_BET_DELAY_MS);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
  });
});
