// The horse slip's rate check after the bet delay, in virtual time: a race that suspends, goes off or closes during the delay with prices still showing gives 'Bet rate changed!' and sends nothing (issue 17, item 4).
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, of, type Observable } from 'rxjs';
import { SimulatedClock, createActor } from 'xstate';
import { type BetPayload, type Limits } from '../../../src/api/contract';
import { HorseMarket as HorseMarketSchema, type HorseMarket } from '../../../src/api/horseContract';
import { RATE_CHANGED_MESSAGE } from '../../../src/domain/rateCheck';
import { createHorseOdds } from '../../../streams/horse/odds';
import { createBetSlip, horseRateOf, type CellInfo, type SlipCell } from '../../../streams/market/betSlip';
import { FALLBACK_LIMITS } from '../../../streams/market/limits';
import { setAppScheduler } from '../../../streams/scheduler';
import { virtualClock } from './virtualClock';

const GMID = '830105';
const MID = '1.830105';
const CELL: Extract<SlipCell, { kind: 'HORSE' }> = { kind: 'HORSE', key: `10/8301/${GMID}`, marketId: MID, selectionId: '1', level: 'back1' };
const INFO: CellInfo = {
  marketId: MID,
  market: 'Win',
  runnerName: 'Copper Falcon',
  runners: [
    { selectionId: '1', runnerName: 'Copper Falcon' },
    { selectionId: '2', runnerName: 'Velvet Sonnet' },
  ],
  rate: { oddsReq: 4.6 },
};
const LIMITS: Limits = { ...FALLBACK_LIMITS, delay: 2 };
const PAGE = { event: 'Kempton Park', sportsName: 'Horse Racing', inPlay: false, limits: LIMITS, stake: 100 };

/** The Win market with both runners priced as on screen; only the market's status moves. */
const race = (status: string): HorseMarket =>
  v.parse(HorseMarketSchema, {
    mid: MID,
    mname: 'Win',
    status,
    section: [
      { nat: 'Copper Falcon', sid: '1', odds: [{ oname: 'back1', odds: 4.6, size: 100 }, { oname: 'lay1', odds: 4.7, size: 90 }] },
      { nat: 'Velvet Sonnet', sid: '2', odds: [{ oname: 'back1', odds: 3.1, size: 55 }, { oname: 'lay1', odds: 3.2, size: 40 }] },
    ],
  });

function setup() {
  const rx = virtualClock();
  const answer = new BehaviorSubject<HorseMarket[]>([race('OPEN')]);
  const odds = createHorseOdds({ fetchOdds: (): Observable<HorseMarket[]> => of(answer.value), when: of(true) });
  const placed: BetPayload[] = [];
  const toast = vi.fn<(kind: string, text: string) => void>();
  const slip = createBetSlip({
    placeBet: (p) => {
      placed.push(p);
      return of({ status: true, message: 'Bet placed' });
    },
    resolveBet: () => Promise.resolve('placed'),
    staleOf: () => of(false),
    afterBetPlaced: () => {},
    toast,
    keepNotice: () => {},
    rateOf: (cell) => (cell.kind === 'HORSE' ? horseRateOf(odds, cell) : of(null)),
    lookup: () => INFO,
  });
  const clock = new SimulatedClock();
  clock.set(0);
  const actor = createActor(slip.machine, { clock }).start();
  const ticks = slip.forwardPriceTicks(actor);
  return { rx, clock, answer, slip, actor, placed, toast, stop: () => (ticks.unsubscribe(), actor.stop()) };
}

afterEach(() => setAppScheduler(null));

describe('horse slip: the race changes state during the bet delay', () => {
  it.each(['SUSPENDED', 'IN PLAY', 'CLOSED'])('a race %s during the delay with prices still showing: Bet rate changed!, no request', (status) => {
    const t = setup();
    t.slip.openSlip(t.actor, CELL, PAGE);
    t.rx.advanceTo(0);
    expect(t.actor.getSnapshot().context.latest).toEqual({ oddsReq: 4.6 });
    t.actor.send({ type: 'CONFIRM' });
    expect(t.actor.getSnapshot().value).toBe('awaitingDelay');

    t.answer.next([race(status)]); // the next 2 s poll: same prices, the market no longer OPEN
    t.rx.advanceTo(2_000);
    t.clock.increment(2_000);

    expect(t.actor.getSnapshot().context.error).toBe(RATE_CHANGED_MESSAGE);
    expect(t.toast).toHaveBeenCalledWith('error', RATE_CHANGED_MESSAGE);
    expect(t.placed).toEqual([]);
    t.stop();
  });

  it('a race still OPEN at the same price after the delay is sent once', async () => {
    const t = setup();
    t.slip.openSlip(t.actor, CELL, PAGE);
    t.rx.advanceTo(0);
    t.actor.send({ type: 'CONFIRM' });
    t.rx.advanceTo(2_000);
    t.clock.increment(2_000);
    await vi.waitFor(() => expect(t.actor.getSnapshot().value).toBe('empty'));
    expect(t.placed).toHaveLength(1);
    expect(t.placed[0]).toMatchObject({ markettype: 'HORSE', oddsReq: 4.6, stake: 100 });
    t.stop();
  });
});
