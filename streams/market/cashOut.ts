// Cash out per market: the hedge of the player's matched bets at the prices on offer now (src/domain/cashOut.ts), and its bets placed through bet slips.
import { bind } from '@react-rxjs/core';
import { Observable, combineLatest, distinctUntilChanged, filter, firstValueFrom, from, map } from 'rxjs';
import { createActor, fromPromise } from 'xstate';
import type { Bet, BookmakerMarket, ExchangeMarket, Limits } from '../../src/api/contract';
import { hasPrice, isBookmakerOpen, isBookmakerRunnerActive, isMarketOpen, isRunnerActive } from '../../src/domain/bettable';
import { exchangeCell } from '../../src/domain/ladder';
import { cashOut, type CashOut, type CashOutKind, type CashOutRunner, type CashOutUnavailable, type HedgeBet } from '../../src/domain/cashOut';
import { projectSelections } from '../../src/domain/projection';
import { RATE_CHANGED_MESSAGE } from '../../src/domain/rateCheck';
import { marketStakeLimits } from '../../src/domain/stakeLimits';
import { cashOutMachine } from '../../machines/cashOut.machine';
import { inspected } from '../../machines/tools/inspection';
import { appClock } from '../scheduler';
import { betSlip, type BetSlip, type SlipCell, type SlipPage } from './betSlip';
import { bookmaker } from './bookmaker';
import { sameJson } from './equality';
import { eventInPlay$ } from './inPlay';
import { limits$ } from './limits';
import { marketOdds } from './marketOdds';
import { marketBets$ } from './matchBets';
import { slipCellStale$ } from './staleness';
import type { MatchKey } from './matchKey';

/** One market of a match page that can be cashed out. */
export interface CashOutMarket {
  key: MatchKey;
  matchId: string;
  kind: CashOutKind;
  marketId: string;
  urlInPlay: boolean;
}

/** A market as the cash out reads it: open or not, its runners' best prices, its own stake bounds. */
interface PricedMarket {
  open: boolean;
  runners: CashOutRunner[];
  bounds: { min: number | null; max: number | null } | null;
}

/** The price a runner that takes bets offers on one side; nothing for a runner that does not, or an empty cell. */
const offered = (active: boolean, p: number | undefined): number | undefined => (active && hasPrice(p) ? p : undefined);

/** An exchange market's runners at back1 and lay1, open and active by the table's rule (src/domain/bettable.ts). */
function pricedOddsMarket(market: ExchangeMarket | undefined): PricedMarket | null {
  if (!market) return null;
  return {
    open: isMarketOpen(market.status),
    runners: market.runners.map((r) => {
      const active = isRunnerActive(r.status);
      return {
        selectionId: r.selectionId,
        back: offered(active, exchangeCell(r, 'back1')?.price),
        lay: offered(active, exchangeCell(r, 'lay1')?.price),
      };
    }),
    bounds: null,
  };
}

/** A bookmaker market's runners at their one price a side (per 100), open and active by the table's rule. */
function pricedBookmakerMarket(market: BookmakerMarket | undefined): PricedMarket | null {
  if (!market) return null;
  return {
    open: isBookmakerOpen(market.status),
    runners: market.runners.map((r) => {
      const active = isBookmakerRunnerActive(r.status);
      return { selectionId: r.selectionId, back: offered(active, r.backPrice), lay: offered(active, r.layPrice) };
    }),
    bounds: { min: market.min ?? null, max: market.max ?? null },
  };
}

export interface CashOutDeps {
  /** The player's matched bets in one market of a match. */
  marketBets: (matchId: string, marketId: string) => Observable<Bet[]>;
  /** The market's runners and best prices now (null while the market is not listed). */
  market: (m: CashOutMarket) => Observable<PricedMarket | null>;
  limits: Observable<Limits>;
  inPlay: (key: MatchKey, urlInPlay: boolean) => Observable<boolean>;
  /** Whether the market's prices are stale (no answer for two poll periods, streams/market/staleness.ts). */
  stale: (m: CashOutMarket) => Observable<boolean>;
}

/** What the Cash Out button shows: the amount it locks in, or why it cannot be pressed. */
export type CashOutButton = { state: 'ready'; amount: number } | { state: 'flat'; amount: number } | { state: 'unavailable'; reason: Exclude<CashOutUnavailable, 'noBets'> };

export function createCashOut(deps: CashOutDeps) {
  /** The market's cash out as prices and bets stand now; null while the player has no bets in it. */
  const [useCashOut, cashOut$] = bind(
    (key: MatchKey, matchId: string, kind: CashOutKind, marketId: string, urlInPlay: boolean): Observable<CashOut | null> => {
      const m: CashOutMarket = { key, matchId, kind, marketId, urlInPlay };
      return combineLatest([deps.marketBets(m.matchId, m.marketId), deps.market(m), deps.limits, deps.inPlay(m.key, m.urlInPlay), deps.stale(m)]).pipe(
        map(([bets, market, limits, inPlay, stale]): CashOut | null => {
          if (bets.length === 0 || market === null) return null;
          const ids = market.runners.map((r) => r.selectionId);
          return cashOut({
            kind: m.kind,
            projection: projectSelections(bets, ids),
            runners: market.runners,
            limits: marketStakeLimits(m.kind === 'ODDS' ? 'odds' : 'bookmaker', limits, inPlay, market.bounds),
            open: market.open,
            // Stale prices give no figure: the amount would be computed from prices no longer on offer.
            stale,
          });
        }),
        distinctUntilChanged(sameJson),
      );
    },
    null,
  );

  /** The button's one figure: a price tick that leaves the locked-in amount unchanged renders nothing. */
  const [useCashOutButton, cashOutButton$] = bind(
    (key: MatchKey, matchId: string, kind: CashOutKind, marketId: string, urlInPlay: boolean): Observable<CashOutButton | null> =>
      cashOut$(key, matchId, kind, marketId, urlInPlay).pipe(
        map((c): CashOutButton | null => {
          if (c === null) return null;
          if (c.kind === 'hedge') return { state: 'ready', amount: c.amount };
          if (c.kind === 'flat') return { state: 'flat', amount: c.amount };
          return c.reason === 'noBets' ? null : { state: 'unavailable', reason: c.reason };
        }),
        distinctUntilChanged(sameJson),
      ),
    null,
  );

  return { useCashOut, cashOut$, useCashOutButton, cashOutButton$ };
}

/** The cash out's streams by market: their keys are the market's parts, so one market shares one stream. */
export function cashOutArgs(m: CashOutMarket): [MatchKey, string, CashOutKind, string, boolean] {
  return [m.key, m.matchId, m.kind, m.marketId, m.urlInPlay];
}

export const appCashOut = createCashOut({
  marketBets: (matchId, marketId) => marketBets$(matchId, marketId),
  market: (m) =>
    m.kind === 'ODDS'
      ? marketOdds.odds$(m.key).pipe(map((markets) => pricedOddsMarket(markets.find((x) => x.marketId === m.marketId))))
      : bookmaker.bookmaker$(m.key).pipe(map((markets) => pricedBookmakerMarket(markets.find((x) => x.marketId === m.marketId)))),
  limits: limits$,
  inPlay: (key, urlInPlay) => eventInPlay$(key, urlInPlay),
  stale: (m) => slipCellStale$(m),
});

/** The cell a hedge bet is placed at: back1 or lay1 of an exchange runner, a side of a bookmaker runner. */
function hedgeCell(m: Pick<CashOutMarket, 'key' | 'kind' | 'marketId'>, bet: HedgeBet): SlipCell {
  return m.kind === 'ODDS'
    ? { kind: 'ODDS', key: m.key, marketId: m.marketId, selectionId: bet.selectionId, level: bet.side === 'back' ? 'back1' : 'lay1' }
    : { kind: 'BOOKMAKER', key: m.key, marketId: m.marketId, selectionId: bet.selectionId, side: bet.side };
}

/**
 * The hedge's price is gone (the runner suspended or its cell emptied) before its slip could open:
 * a vanished price is a changed rate (docs/choices.md), so the slip's own message, not a copy of it.
 */
const NO_PRICE = RATE_CHANGED_MESSAGE;

/**
 * Places one hedge bet through a bet slip of its own: opened on the hedge's cell at the price the
 * dialog showed, with the hedge's stake, then confirmed. The slip does the rest as for any bet
 * (bet delay, 'Bet rate changed!' when the price moved, stake limits, one clientRef). Resolves when
 * the slip empties after a placement; rejects with the slip's message when it stops at a refusal.
 */
export async function placeHedgeBet(slips: BetSlip, m: Pick<CashOutMarket, 'key' | 'kind' | 'marketId'>, bet: HedgeBet, page: SlipPage): Promise<void> {
  const actor = inspected(createActor(slips.machine, { clock: appClock }));
  actor.start();
  const ticks = slips.forwardPriceTicks(actor);
  try {
    if (!slips.openSlip(actor, hedgeCell(m, bet), { ...page, stake: bet.stake })) throw new Error(NO_PRICE);
    actor.send({ type: 'SET_RATE', rate: bet.price });
    actor.send({ type: 'CONFIRM' });
    const refusedAtOnce = actor.getSnapshot();
    if (refusedAtOnce.matches('editing')) throw new Error(refusedAtOnce.context.error ?? NO_PRICE);
    // Past the confirmation the slip either empties (placed) or returns to editing with its refusal.
    const end = await firstValueFrom(
      from(actor).pipe(
        filter((s) => s.matches('empty') || s.matches('editing')),
      ),
    );
    // 'Could not tell' is the slip's notice: it stops the cash out, and moves to Open Bets with the slip.
    if (end.matches('editing')) throw new Error(end.context.error ?? end.context.notice?.text ?? NO_PRICE);
  } finally {
    ticks.unsubscribe();
    slips.keepNoticeOnClose(actor);
    actor.stop();
  }
}

/** A cash-out machine wired to the app's slips; `page` says what a slip needs of the page at each bet. */
export function cashOutMachineFor(m: CashOutMarket, page: () => SlipPage, slips: BetSlip = betSlip) {
  return cashOutMachine.provide({
    actors: {
      placeHedgeBet: fromPromise<void, { bet: HedgeBet }>(({ input }) => placeHedgeBet(slips, m, input.bet, page())),
    },
  });
}

export const { useCashOut, useCashOutButton, cashOutButton$ } = appCashOut;
