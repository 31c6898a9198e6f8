// The bet slip machine's horse racing use on a simulated clock: horse stake limits and messages, the settings delay, 'Bet rate changed!', the HORSE payload, refusals and the reloads after a bet.
import { describe, expect, it } from 'vitest';
import type { HorseBetPayload, Limits } from '../../src/api/contract';
import { ApiError } from '../../src/api/errors';
import { DEFAULT_BET_DELAY_MS } from '../../src/domain/constants';
import { stakeLimitsFor } from '../../src/domain/stakeLimits';
import { BET_SLIP_TEXT } from '../../machines/betSlip.machine';
import type { PriceSelection } from '../../machines/betSelection';
import { startBetSlip } from './betSlipActor';

const T0 = Date.parse('2026-11-24T05:30:00.000Z');

const FIELD = [
  { selectionId: '700101', runnerName: 'Copper Falcon' },
  { selectionId: '700102', runnerName: 'Velvet Sonnet' },
  { selectionId: '700103', runnerName: 'Iron Harbour' },
  { selectionId: '700104', runnerName: 'Swift Orchid' },
];

const HORSE: PriceSelection = {
  kind: 'HORSE',
  sportsName: 'Horse Racing',
  event: 'Kempton Park',
  eventId: '10',
  legueId: '1',
  matchId: '700100',
  marketId: '1.700100',
  market: 'Win',
  selectionId: '700102',
  runnerName: 'Velvet Sonnet',
  side: 'back',
  runners: FIELD,
  inPlay: false,
  oddsReq: 4.6,
};

const LIMITS: Limits = {
  oddsMin: 0,
  oddsMax: 0,
  bookmakerMin: 100,
  bookmakerMax: 300_000,
  fancyMin: 100,
  fancyMax: 300_000,
  delay: 2,
  advanceBetLock: false,
};

const start = () => startBetSlip(T0);

type Started = ReturnType<typeof start>;

/** A click on a horse price as the page makes it: horse stake limits of the domain, its delay. */
function select(t: Started, limits: Limits, selection: PriceSelection = HORSE, stake = 100) {
  t.send({ type: 'SELECT', selection, limits: stakeLimitsFor('horse', limits, false), delaySeconds: limits.delay, stake });
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('bet slip, horse racing: stake limits', () => {
  it('defaults to 100 - 100000 when oddsMin and oddsMax are missing, and says which bound a stake breaks', () => {
    const t = start();
    select(t, LIMITS, HORSE, 99);
    expect(t.snap().context.limits).toEqual({ min: 100, max: 100_000 });
    t.send({ type: 'CONFIRM' });
    expect(t.snap().value).toBe('editing');
    expect(t.snap().context.error).toBe(BET_SLIP_TEXT.belowMin);
    expect(t.toast).toHaveBeenLastCalledWith({ kind: 'error', text: 'Minimum stake limit exceeded!' });

    t.send({ type: 'SET_STAKE', stake: 100_001 });
    t.send({ type: 'CONFIRM' });
    expect(t.snap().context.error).toBe(BET_SLIP_TEXT.aboveMax);
    expect(t.toast).toHaveBeenLastCalledWith({ kind: 'error', text: 'Maximum stake limit exceeded!' });
    t.clock.increment(10_000);
    expect(t.placeBet).not.toHaveBeenCalled();
  });

  it("takes the domain's oddsMin and oddsMax", () => {
    const t = start();
    select(t, { ...LIMITS, oddsMin: 50, oddsMax: 2000 }, HORSE, 50);
    expect(t.snap().context.limits).toEqual({ min: 50, max: 2000 });
    t.send({ type: 'CONFIRM' });
    expect(t.snap().value).toBe('awaitingDelay');
  });

  it('under the advance bet lock the bounds are 1 and 0: every stake is refused with the maximum message', () => {
    const t = start();
    // The horse rule applies the lock whatever the race's state.
    t.send({ type: 'SELECT', selection: { ...HORSE, inPlay: true }, limits: stakeLimitsFor('horse', { ...LIMITS, advanceBetLock: true }, true), stake: 1 });
    expect(t.snap().context.limits).toEqual({ min: 1, max: 0 });
    t.send({ type: 'CONFIRM' });
    expect(t.snap().context.error).toBe(BET_SLIP_TEXT.aboveMax);
    t.send({ type: 'SET_STAKE', stake: 0 });
    t.send({ type: 'CONFIRM' });
    expect(t.snap().context.error).toBe(BET_SLIP_TEXT.belowMin);
    t.clock.increment(10_000);
    expect(t.placeBet).not.toHaveBeenCalled();
  });
});

describe('bet slip, horse racing: delay and rate check', () => {
  it("waits the settings' delay in seconds before sending", () => {
    const t = start();
    select(t, LIMITS);
    t.send({ type: 'CONFIRM' });
    t.clock.increment(1_999);
    expect(t.snap().value).toBe('awaitingDelay');
    expect(t.placeBet).not.toHaveBeenCalled();
    t.clock.increment(1);
    expect(t.snap().value).toBe('placing');
    expect(t.placeBet).toHaveBeenCalledTimes(1);
  });

  it('without a delay in the settings it waits 100 ms', () => {
    const t = start();
    const { delay: _, ...noDelay } = LIMITS;
    t.send({ type: 'SELECT', selection: HORSE, limits: stakeLimitsFor('horse', noDelay, false), stake: 100 });
    expect(t.snap().context.delayMs).toBe(DEFAULT_BET_DELAY_MS);
    t.send({ type: 'CONFIRM' });
    t.clock.increment(99);
    expect(t.placeBet).not.toHaveBeenCalled();
    t.clock.increment(1);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
  });

  it("odds that moved since the selection give 'Bet rate changed!' and no bet; the slip offers the new odds", () => {
    const t = start();
    select(t, LIMITS);
    t.send({ type: 'CONFIRM' });
    t.clock.increment(1_000);
    t.send({ type: 'PRICE_TICK', selectionId: HORSE.selectionId, rate: { oddsReq: 4.8 } });
    t.clock.increment(1_000);
    expect(t.placeBet).not.toHaveBeenCalled();
    expect(t.snap().value).toBe('editing');
    expect(t.snap().context.error).toBe('Bet rate changed!');
    expect(t.toast).toHaveBeenLastCalledWith({ kind: 'error', text: 'Bet rate changed!' });
    expect(t.snap().context.selection).toMatchObject({ kind: 'HORSE', oddsReq: 4.8 });

    // Confirming again at the odds now on offer sends the bet.
    t.send({ type: 'CONFIRM' });
    t.clock.increment(2_000);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
    expect(t.placeBet.mock.calls[0]![0]).toMatchObject({ markettype: 'HORSE', oddsReq: 4.8 });
  });

  it("another runner's tick does not count as this selection's odds moving", () => {
    const t = start();
    select(t, LIMITS);
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'PRICE_TICK', selectionId: '700101', rate: { oddsReq: 9.9 } });
    t.clock.increment(2_000);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
  });
});

describe('bet slip, horse racing: placing', () => {
  it('sends the HORSE payload: runnersCount, runners, margins and the latest margins at the odds on confirm', async () => {
    const t = start();
    select(t, LIMITS, HORSE, 250);
    t.send({ type: 'CONFIRM' });
    t.clock.increment(2_000);
    const back = t.placeBet.mock.calls[0]![0] as HorseBetPayload;
    expect(back).toEqual({
      eventId: '10',
      legueId: '1',
      matchId: '700100',
      marketId: '1.700100',
      sportsName: 'Horse Racing',
      event: 'Kempton Park',
      market: 'Win',
      markettype: 'HORSE',
      selection: 'Velvet Sonnet',
      selectionId: '700102',
      type: 'back',
      oddsReq: 4.6,
      runners: FIELD,
      runnersCount: 4,
      stake: 250,
      placeTime: new Date(T0 + 2_000).toISOString(),
      favourMargin: 900,
      againstMargin: 250,
      latestFavourMargin: 900,
      latestAgainstMargin: 250,
      clientRef: expect.any(String),
    });

    t.answers[0]!.resolve({ status: true, message: 'Bet placed successfully' });
    await flush();
    expect(t.snap().value).toBe('empty');
    expect(t.afterBetPlaced).toHaveBeenCalledTimes(1);
    expect(t.afterBetPlaced.mock.calls[0]![0].selection).toMatchObject({ kind: 'HORSE', matchId: '700100' });
    expect(t.toast).toHaveBeenLastCalledWith({ kind: 'success', text: 'Bet placed successfully' });
  });

  it('a lay wins the stake and risks (odds - 1) x stake', () => {
    const t = start();
    select(t, LIMITS, { ...HORSE, side: 'lay', oddsReq: 5.1 }, 200);
    t.send({ type: 'CONFIRM' });
    t.clock.increment(2_000);
    expect(t.placeBet.mock.calls[0]![0]).toMatchObject({
      type: 'lay',
      oddsReq: 5.1,
      favourMargin: 200,
      againstMargin: 820,
      latestFavourMargin: 200,
      latestAgainstMargin: 820,
    });
  });

  it("a refusal shows the server's message and keeps the slip for another try; nothing is reloaded", async () => {
    const t = start();
    select(t, LIMITS);
    t.send({ type: 'CONFIRM' });
    t.clock.increment(2_000);
    t.answers[0]!.reject(new ApiError('refused', 'placeBet', { status: 400, serverMessage: 'Market suspended' }));
    await flush();
    expect(t.snap().value).toBe('editing');
    expect(t.snap().context.error).toBe('Market suspended');
    expect(t.toast).toHaveBeenLastCalledWith({ kind: 'error', text: 'Market suspended' });
    expect(t.afterBetPlaced).not.toHaveBeenCalled();
  });

  it('a double confirm while the bet is on its way sends it once', () => {
    const t = start();
    select(t, LIMITS);
    t.send({ type: 'CONFIRM' });
    t.send({ type: 'CONFIRM' });
    t.clock.increment(2_000);
    t.send({ type: 'CONFIRM' });
    t.clock.increment(2_000);
    expect(t.placeBet).toHaveBeenCalledTimes(1);
  });
});
