// One-click placement's own guard: while a one-click bet from a price is on its way, a second press on that price (a held
// key's repeat that got through, a second click, the same price in another slip) sends nothing; once answered, the next press is the next bet.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, Subject, of } from 'rxjs';
import { createActor } from 'xstate';
import type { BetAnswer, BetPayload } from '../../../src/api/contract';
import type { StreamedRate } from '../../../machines/betSelection';
import { createBetSlip, type SlipCell } from '../../../streams/market/betSlip';
import { KEY, matchOddsInfo, pageOf } from './slipFixtures';

const BACK_INDIA: SlipCell = { kind: 'ODDS', key: KEY, marketId: '1.1', selectionId: '11', level: 'back1' };
const LAY_INDIA: SlipCell = { ...BACK_INDIA, level: 'lay1' };
/** A bet delay of one second: the bet is on its way from the press until the exchange answers. */
const PAGE = { ...pageOf(true, 1), stake: 200 };

function wire() {
  const sent: BetPayload[] = [];
  const answers: Subject<BetAnswer>[] = [];
  const slips = createBetSlip({
    placeBet: (p) => {
      sent.push(p);
      const answer = new Subject<BetAnswer>();
      answers.push(answer);
      return answer;
    },
    resolveBet: () => Promise.resolve('placed'),
    staleOf: () => of(false),
    afterBetPlaced: () => {},
    toast: () => {},
    keepNotice: () => {},
    rateOf: () => new BehaviorSubject<StreamedRate | null>({ oddsReq: 2 }),
    lookup: () => matchOddsInfo({ inPlay: true }),
  });
  const slip = () => {
    const actor = createActor(slips.machine).start();
    slips.forwardPriceTicks(actor);
    return actor;
  };
  const answer = (i: number) => {
    answers[i]?.next({ status: true, message: 'Bet placed', betId: `b${i}` });
    answers[i]?.complete();
  };
  return { slips, slip, sent, answer };
}

afterEach(() => vi.useRealTimers());

describe('one-click placement guard', () => {
  it('a second press on the same price while its bet is in the delay or awaiting the answer sends nothing; once answered, the next press is the next bet', async () => {
    vi.useFakeTimers();
    const { slips, slip, sent, answer } = wire();
    const actor = slip();
    expect(slips.placeAtOnce(actor, BACK_INDIA, PAGE)).toBe(true);
    // In the bet delay: pressed again (a held Enter's repeat, a double click).
    expect(slips.placeAtOnce(actor, BACK_INDIA, PAGE)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    // Sent, the answer not yet in: pressed again.
    expect(slips.placeAtOnce(actor, BACK_INDIA, PAGE)).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
    answer(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    // Answered: a new press is a new bet, with its own clientRef.
    expect(slips.placeAtOnce(actor, BACK_INDIA, PAGE)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
    expect((sent[1] as { clientRef: string }).clientRef).not.toBe((sent[0] as { clientRef: string }).clientRef);
  });

  it("the same price in another slip (a second mount of the page) waits for the first's answer; another price does not", async () => {
    vi.useFakeTimers();
    const { slips, slip, sent, answer } = wire();
    const first = slip();
    const second = slip();
    expect(slips.placeAtOnce(first, BACK_INDIA, PAGE)).toBe(true);
    expect(slips.placeAtOnce(second, BACK_INDIA, PAGE)).toBe(false);
    expect(slips.placeAtOnce(second, LAY_INDIA, PAGE)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((p) => p.type)).toEqual(['back', 'lay']);
    answer(0);
    await vi.advanceTimersByTimeAsync(0);
    answer(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(slips.placeAtOnce(second, BACK_INDIA, PAGE)).toBe(true);
  });

  it('a refusal at once (under the minimum stake) leaves nothing in flight; a page closed mid-bet frees its price', async () => {
    vi.useFakeTimers();
    const { slips, slip, sent } = wire();
    const actor = slip();
    expect(slips.placeAtOnce(actor, BACK_INDIA, { ...PAGE, stake: 5 })).toBe(true);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(slips.placeAtOnce(actor, BACK_INDIA, PAGE)).toBe(true);
    actor.stop();
    expect(slips.placeAtOnce(slip(), BACK_INDIA, PAGE)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
  });
});
