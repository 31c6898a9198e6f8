// The app's slip wiring: a click opens the machine with the cell's selection and bounds, the cell's price reaches it as PRICE_TICK, a placed bet runs the after-bet effects.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, of, throwError, type Observable } from 'rxjs';
import { ApiError } from '../../../src/api/errors';
import { createActor } from 'xstate';
import type { BetAnswer, BetPayload, Limits } from '../../../src/api/contract';
import type { BetSelection, StreamedRate } from '../../../machines/betSelection';
import { createBetSlip, selectionFor, type CellInfo, type SlipCell } from '../../../streams/market/betSlip';
import { FALLBACK_LIMITS } from '../../../streams/market/limits';
import { LOST_BET_TEXT, type LostBetOutcome } from '../../../src/domain/betConfirmation';
import { STALE_PRICES_TEXT } from '../../../src/domain/staleness';
import { KEY, matchOddsInfo, pageOf } from './slipFixtures';

const CELL: SlipCell = { kind: 'ODDS', key: KEY, marketId: '1.1', selectionId: '11', level: 'back1' };
const INFO: CellInfo = matchOddsInfo({ inPlay: false, rate: { oddsReq: 1.9 } });
const PAGE = pageOf(false, 0);

function wire(
  rate$: Observable<StreamedRate | null>,
  answer: BetAnswer | Error = { status: true, message: 'ok', betId: 'b1' },
  more: { stale$?: Observable<boolean>; outcome?: LostBetOutcome } = {},
) {
  const placed: BetPayload[] = [];
  const after = vi.fn<(selection: BetSelection) => void>();
  const toast = vi.fn<(kind: string, text: string) => void>();
  const keepNotice = vi.fn<(notice: { kind: string; text: string; matchId: string }) => void>();
  const slip = createBetSlip({
    placeBet: (p) => {
      placed.push(p);
      return answer instanceof Error ? throwError(() => answer) : of(answer);
    },
    resolveBet: () => Promise.resolve(more.outcome ?? 'placed'),
    staleOf: () => more.stale$ ?? of(false),
    afterBetPlaced: after,
    toast,
    keepNotice,
    rateOf: () => rate$,
    lookup: (cell) =>
      cell.selectionId !== '11' ? null : cell.kind === 'BOOKMAKER' ? { ...INFO, marketId: 'bm1', bounds: { min: 500, max: null } } : INFO,
  });
  const actor = createActor(slip.machine).start();
  const ticks = slip.forwardPriceTicks(actor);
  return { slip, actor, placed, after, toast, keepNotice, stop: () => (ticks.unsubscribe(), actor.stop()) };
}

afterEach(() => vi.useRealTimers());

describe('bet slip wiring', () => {
  it('builds the selection of a clicked cell from the match, market and runner', () => {
    const s = selectionFor(CELL, INFO, PAGE);
    expect(s).toMatchObject({
      kind: 'ODDS',
      eventId: '4',
      legueId: '101',
      matchId: '9001',
      marketId: '1.1',
      market: 'Match Odds',
      selectionId: '11',
      runnerName: 'India',
      side: 'back',
      oddsReq: 1.9,
      event: 'India v Australia',
      sportsName: 'Cricket',
      inPlay: false,
    });
    const fancy = selectionFor(
      { kind: 'FANCY', key: KEY, selectionId: 'f1', side: 'lay' },
      { ...INFO, marketId: '4-101-9001', rate: { price: 50, size: 100, backSize: 90, laySize: 100 } },
      PAGE,
    );
    expect(fancy).toMatchObject({ kind: 'FANCY', side: 'lay', price: 50, size: 100, backSize: 90, laySize: 100 });
  });

  it('opens with the bounds of the market kind (the advance lock before the off) and the domain delay', () => {
    const t = wire(of({ oddsReq: 1.9 }));
    const locked: Limits = { ...FALLBACK_LIMITS, advanceBetLock: true, delay: 2 };
    expect(t.slip.openSlip(t.actor, CELL, { ...PAGE, limits: locked })).toBe(true);
    expect(t.actor.getSnapshot().context).toMatchObject({ limits: { min: 1, max: 0 }, delayMs: 2000 });
    t.slip.openSlip(t.actor, { kind: 'BOOKMAKER', key: KEY, marketId: 'bm1', selectionId: '11', side: 'back' }, { ...PAGE, inPlay: true });
    // the bookmaker's own minimum narrows the domain's bounds
    expect(t.actor.getSnapshot().context.limits).toEqual({ min: 500, max: 300_000 });
    expect(t.slip.openSlip(t.actor, { ...CELL, selectionId: 'gone' }, PAGE)).toBe(false);
    t.stop();
  });

  it("forwards the clicked cell's price as PRICE_TICK while the slip is open, so a move is caught at confirm", async () => {
    const rate$ = new BehaviorSubject<StreamedRate | null>({ oddsReq: 1.9 });
    const t = wire(rate$);
    t.slip.openSlip(t.actor, CELL, PAGE);
    t.actor.send({ type: 'SET_STAKE', stake: 100 });
    rate$.next(null); // an emptied cell says the price is gone
    expect(t.actor.getSnapshot().context.latest).toBeNull();
    rate$.next({ oddsReq: 2.0 });
    expect(t.actor.getSnapshot().context.latest).toEqual({ oddsReq: 2.0 });
    t.actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(t.actor.getSnapshot().context.error).toBe('Bet rate changed!'));
    expect(t.placed).toEqual([]);
    expect(t.toast).toHaveBeenCalledWith('error', 'Bet rate changed!');
    t.stop();
  });

  it('places through the API and runs the after-bet effects (reload bets, refresh the header)', async () => {
    const t = wire(of({ oddsReq: 1.9 }));
    t.slip.openSlip(t.actor, CELL, PAGE);
    t.actor.send({ type: 'SET_STAKE', stake: 250 });
    t.actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(t.actor.getSnapshot().value).toBe('empty'));
    expect(t.placed).toHaveLength(1);
    expect(t.placed[0]).toMatchObject({ markettype: 'ODDS', oddsReq: 1.9, stake: 250, favourMargin: 225, againstMargin: 250 });
    expect(t.after).toHaveBeenCalledWith(expect.objectContaining({ matchId: '9001', selectionId: '11' }));
    expect(t.toast).toHaveBeenCalledWith('success', 'ok');
    t.stop();
  });

  it('a lost answer is resolved from the bets: found placed, the after-bet reloads run and the player is told', async () => {
    const t = wire(of({ oddsReq: 1.9 }), new ApiError('timeout', 'placeBet'), { outcome: 'placed' });
    t.slip.openSlip(t.actor, CELL, PAGE);
    t.actor.send({ type: 'SET_STAKE', stake: 250 });
    t.actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(t.actor.getSnapshot().value).toBe('empty'));
    expect(t.placed).toHaveLength(1);
    expect(t.after).toHaveBeenCalledWith(expect.objectContaining({ matchId: '9001', selectionId: '11' }));
    expect(t.toast).toHaveBeenCalledWith('success', LOST_BET_TEXT.placed);
    // The slip closed: the outcome stays in the match's Open Bets until the player dismisses it.
    expect(t.keepNotice).toHaveBeenCalledExactlyOnceWith({ kind: 'success', text: LOST_BET_TEXT.placed, matchId: '9001' });
    t.stop();
  });

  it("forwards the market's staleness: stale prices do not confirm, fresh ones do", async () => {
    const stale$ = new BehaviorSubject(true);
    const t = wire(of({ oddsReq: 1.9 }), undefined, { stale$ });
    t.slip.openSlip(t.actor, CELL, PAGE);
    t.actor.send({ type: 'SET_STAKE', stake: 250 });
    t.actor.send({ type: 'CONFIRM' });
    expect(t.actor.getSnapshot().context.error).toBe(STALE_PRICES_TEXT);
    stale$.next(false);
    t.actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(t.actor.getSnapshot().value).toBe('empty'));
    expect(t.placed).toHaveLength(1);
    t.stop();
  });

});

describe('bookmaker bounds only narrow the domain limits (issue 10, item 6)', () => {
  const BM: SlipCell = { kind: 'BOOKMAKER', key: KEY, marketId: 'bm1', selectionId: '11', side: 'back' };
  function bookmakerWire(bounds: { min: number | null; max: number | null }) {
    const slip = createBetSlip({
      placeBet: () => of({ status: true, message: 'ok' }),
      resolveBet: () => Promise.resolve('placed'),
      staleOf: () => of(false),
      afterBetPlaced: () => {},
      toast: () => {},
      keepNotice: () => {},
      rateOf: () => of({ oddsReq: 45 }),
      lookup: () => ({ ...INFO, marketId: 'bm1', rate: { oddsReq: 45 }, bounds }),
    });
    const actor = createActor(slip.machine).start();
    return { slip, actor };
  }

  it('a market minimum below the domain minimum does not let a smaller stake through', () => {
    const { slip, actor } = bookmakerWire({ min: 10, max: 1_000_000 });
    const limits: Limits = { ...FALLBACK_LIMITS, bookmakerMin: 100, bookmakerMax: 300_000, delay: 0 };
    slip.openSlip(actor, BM, { ...PAGE, inPlay: true, limits });
    expect(actor.getSnapshot().context.limits).toEqual({ min: 100, max: 300_000 });
    actor.send({ type: 'SET_STAKE', stake: 50 });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.error).toBe('Minimum stake limit exceeded!');
    actor.stop();
  });

  it('a market maximum below the domain maximum narrows it', () => {
    const { slip, actor } = bookmakerWire({ min: null, max: 5_000 });
    slip.openSlip(actor, BM, { ...PAGE, inPlay: true });
    expect(actor.getSnapshot().context.limits).toEqual({ min: 100, max: 5_000 });
    actor.stop();
  });
});
