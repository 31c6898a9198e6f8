// Cash out streams: the market's hedge from its bets and prices, a button that moves only with its amount, and each hedge bet placed through a bet slip (delay, rate check, limits, clientRef).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, Subject, of, type Observable } from 'rxjs';
import type { Bet, BetAnswer, BetPayload, Limits } from '../../../src/api/contract';
import type { StreamedRate } from '../../../machines/betSelection';
import { createBetSlip, type CellInfo } from '../../../streams/market/betSlip';
import { createCashOut, placeHedgeBet, type CashOutButton } from '../../../streams/market/cashOut';
import { FALLBACK_LIMITS } from '../../../streams/market/limits';
import { betMargins } from '../../../src/domain/margins';
import { KEY, matchOddsInfo, pageOf } from './slipFixtures';
import { virtualClock } from './virtualClock';
import { withIsStaleData } from '../../../streams/staleness';
import { ODDS_POLL_MS } from '../../../src/domain/constants';
import { staleAfterMs } from '../../../src/domain/staleness';
import type { CashOutRunner, HedgeBet } from '../../../src/domain/cashOut';

const MARKET = { key: KEY, kind: 'ODDS' as const, marketId: '1.1' };
const INFO: CellInfo = matchOddsInfo({ inPlay: true });
const PAGE = pageOf(true, 1);
const LAY_INDIA: HedgeBet = { selectionId: '11', side: 'lay', price: 2, stake: 1500 };

function slips(rate$: Observable<StreamedRate | null>) {
  const placed: BetPayload[] = [];
  const slip = createBetSlip({
    placeBet: (p) => {
      placed.push(p);
      return of<BetAnswer>({ status: true, message: 'Bet placed', betId: `b${placed.length}` });
    },
    resolveBet: () => Promise.resolve('placed'),
    staleOf: () => of(false),
    afterBetPlaced: () => {},
    toast: () => {},
    keepNotice: () => {},
    rateOf: () => rate$,
    lookup: (cell) => (cell.selectionId === '11' ? { ...INFO, rate: { oddsReq: 2 } } : null),
  });
  return { slip, placed };
}

afterEach(() => vi.useRealTimers());

describe('placeHedgeBet', () => {
  it('places the hedge bet at the price shown with its stake and a clientRef, after the bet delay', async () => {
    vi.useFakeTimers();
    const { slip, placed } = slips(new BehaviorSubject<StreamedRate | null>({ oddsReq: 2 }));
    const done = placeHedgeBet(slip, MARKET, LAY_INDIA, PAGE);
    await vi.advanceTimersByTimeAsync(999);
    expect(placed).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ selectionId: '11', type: 'lay', oddsReq: 2, stake: 1500, markettype: 'ODDS' });
    expect(typeof (placed[0] as { clientRef?: string }).clientRef).toBe('string');
  });

  it("a price that moves during the delay stops it with 'Bet rate changed!' and sends nothing", async () => {
    vi.useFakeTimers();
    const rate$ = new BehaviorSubject<StreamedRate | null>({ oddsReq: 2 });
    const { slip, placed } = slips(rate$);
    const done = placeHedgeBet(slip, MARKET, LAY_INDIA, PAGE);
    const outcome = done.then(
      () => 'placed',
      (e: Error) => e.message,
    );
    rate$.next({ oddsReq: 2.1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toBe('Bet rate changed!');
    expect(placed).toHaveLength(0);
  });

  it('a price that is no longer the one the dialog showed is refused after the delay', async () => {
    vi.useFakeTimers();
    const { slip, placed } = slips(new BehaviorSubject<StreamedRate | null>({ oddsReq: 2 }));
    const outcome = placeHedgeBet(slip, MARKET, { ...LAY_INDIA, price: 1.9 }, PAGE).then(
      () => 'placed',
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toBe('Bet rate changed!');
    expect(placed).toHaveLength(0);
  });

  it('a suspended runner (no price to open the slip on) and a stake under the minimum are refused at once', async () => {
    const { slip, placed } = slips(new BehaviorSubject<StreamedRate | null>(null));
    await expect(placeHedgeBet(slip, MARKET, { ...LAY_INDIA, selectionId: '22' }, PAGE)).rejects.toThrow('Bet rate changed!');
    await expect(placeHedgeBet(slip, MARKET, { ...LAY_INDIA, stake: 50 }, PAGE)).rejects.toThrow('Minimum stake limit exceeded!');
    expect(placed).toHaveLength(0);
  });
});

const bet = (selectionId: string, side: 'back' | 'lay', price: number, stake: number): Bet =>
  ({ betId: `${selectionId}${side}${price}`, marketId: '1.1', selectionId, type: side, ...betMargins('ODDS', side, price, stake) }) as unknown as Bet;

describe('cash out streams', () => {
  function wire(bets: Bet[], limits: Partial<Limits> = {}, stale: Observable<boolean> = of(false)) {
    const market$ = new Subject<{ open: boolean; runners: CashOutRunner[]; bounds: null }>();
    const c = createCashOut({
      marketBets: () => of(bets),
      market: () => market$,
      limits: of({ ...FALLBACK_LIMITS, ...limits }),
      inPlay: () => of(true),
      stale: () => stale,
    });
    const buttons: (CashOutButton | null)[] = [];
    const sub = c.cashOutButton$(KEY, '9001', 'ODDS', '1.1', true).subscribe((b) => buttons.push(b));
    const prices = (india: [number, number], australia: [number, number], open = true) =>
      market$.next({
        open,
        runners: [
          { selectionId: '11', back: india[0], lay: india[1] },
          { selectionId: '22', back: australia[0], lay: australia[1] },
        ],
        bounds: null,
      });
    // The bound stream starts from its default (null) before the first prices.
    expect(buttons).toEqual([null]);
    buttons.length = 0;
    return { buttons, prices, market$, stop: () => sub.unsubscribe() };
  }

  it('shows the amount a back locks in once its price shortens, and moves only when that amount does', () => {
    const t = wire([bet('11', 'back', 3, 1000)]);
    t.prices([1.98, 2], [2, 2.04]);
    expect(t.buttons).toEqual([{ state: 'ready', amount: 500 }]);
    // A tick elsewhere on the ladder that leaves the hedge's amount as it was: no new value.
    t.prices([1.98, 2], [1.99, 2.04]);
    expect(t.buttons).toHaveLength(1);
    t.prices([2.5, 2.52], [1.6, 1.62]);
    expect(t.buttons).toHaveLength(2);
    expect(t.buttons[1]).toMatchObject({ state: 'ready' });
    t.stop();
  });

  it('under a minimum the best hedge breaks, offers the next best that keeps it; says why when none does, or when suspended', () => {
    const t = wire([bet('11', 'back', 3, 1000)], { oddsMin: 2000 });
    // The best, lay India 1500 (or back Australia 1500) for 500, is under 2000: back both, India at 2000, for 480.
    t.prices([1.98, 2], [2, 2.04]);
    expect(t.buttons.at(-1)).toEqual({ state: 'ready', amount: 480 });
    t.prices([1.98, 2], [2, 2.04], false);
    expect(t.buttons.at(-1)).toEqual({ state: 'unavailable', reason: 'suspended' });
    t.stop();
    const capped = wire([bet('11', 'back', 3, 1000)], { oddsMax: 400 });
    capped.prices([1.98, 2], [2, 2.04]);
    expect(capped.buttons.at(-1)).toEqual({ state: 'unavailable', reason: 'aboveMax' });
    capped.stop();
  });

  it('offers no figure while the prices are stale (two poll periods without an answer), on virtual time', () => {
    const clock = virtualClock();
    const stale$ = new BehaviorSubject<boolean>(false);
    const t = wire([bet('11', 'back', 3, 1000)], {}, stale$);
    const staleness = t.market$.pipe(withIsStaleData(ODDS_POLL_MS, { scheduler: clock.scheduler })).subscribe((s) => stale$.next(s.stale));
    t.prices([1.98, 2], [2, 2.04]);
    expect(t.buttons.at(-1)).toEqual({ state: 'ready', amount: 500 });
    // No answer for two periods: the last prices are no longer on offer, so no amount from them.
    clock.advanceBy(staleAfterMs(ODDS_POLL_MS) - 1);
    expect(t.buttons.at(-1)).toEqual({ state: 'ready', amount: 500 });
    clock.advanceBy(1);
    expect(t.buttons.at(-1)).toEqual({ state: 'unavailable', reason: 'stale' });
    // The next answer brings the figure back.
    t.prices([1.98, 2], [2, 2.04]);
    expect(t.buttons.at(-1)).toEqual({ state: 'ready', amount: 500 });
    staleness.unsubscribe();
    t.stop();
  });

  it('shows nothing without bets in the market', () => {
    const t = wire([]);
    t.prices([1.98, 2], [2, 2.04]);
    t.prices([2.5, 2.52], [1.6, 1.62]);
    expect(t.buttons).toEqual([]);
    t.stop();
  });
});
