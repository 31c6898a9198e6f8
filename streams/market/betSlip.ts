// The app's exchange bet slip: the slip machine with its effects wired (place via the API; after a bet, reload the match's bets and the header) and the price ticks its rate check reads.
import { bind } from '@react-rxjs/core';
import {
  BehaviorSubject,
  EMPTY,
  Observable,
  combineLatest,
  distinctUntilChanged,
  first,
  firstValueFrom,
  from,
  map,
  merge,
  switchMap,
  type Subscription,
} from 'rxjs';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { BetAnswer, BetPayload, Limits, RunnerRef } from '../../src/api/contract';
import type { WithClientRef } from '../../src/api/clientRef';
import type { LostBetOutcome } from '../../src/domain/betConfirmation';
import {
  fancyRowStatus,
  hasPrice,
  isBookmakerOpen,
  isBookmakerRunnerActive,
  isFancyRowOpen,
  isMarketOpen,
  isRaceOpen,
  isRunnerActive,
} from '../../src/domain/bettable';
import { fancyMarketId } from '../../src/domain/fancy';
import { cellSide, exchangeCell } from '../../src/domain/ladder';
import { marketStakeLimits, type StakeKind } from '../../src/domain/stakeLimits';
import { betSlipMachine, type BetSlipEvent, type KeepNoticeParams } from '../../machines/betSlip.machine';
import { sameRate, type BetSelection, type StreamedRate } from '../../machines/betSelection';
import { betNotices } from '../betNotices';
import { betPlacement } from '../betPlacement';
import { refreshHeader } from '../header';
import { showToast, type ToastKind } from '../toasts';
import { horseOdds, type HorseOdds } from '../horse/odds';
import { bookmaker, bookmakerCell } from './bookmaker';
import { fancy, fancyCell } from './fancy';
import { LADDER_LEVELS, marketOdds, type LadderLevel, type Side } from './marketOdds';
import { matchRefOf, type MatchKey } from './matchKey';
import { reloadMatchBets } from './matchBets';
import { latest } from './snapshot';
import { slipCellStale$ } from './staleness';

/** The price cell a slip was opened from: its stream feeds the slip's rate check. */
export type SlipCell =
  | { kind: 'ODDS'; key: MatchKey; marketId: string; selectionId: string; level: LadderLevel }
  | { kind: 'BOOKMAKER'; key: MatchKey; marketId: string; selectionId: string; side: Side }
  | { kind: 'FANCY'; key: MatchKey; selectionId: string; side: Side }
  /** A horse race's cell: the key's matchId is the race's gmid. */
  | { kind: 'HORSE'; key: MatchKey; marketId: string; selectionId: string; level: LadderLevel };

export type SelectEvent = Extract<BetSlipEvent, { type: 'SELECT' }>;

/** A cell's identity as a string (per-key streams are keyed by strings). */
export function cellId(cell: SlipCell): string {
  switch (cell.kind) {
    case 'ODDS':
      return `ODDS|${cell.key}|${cell.marketId}|${cell.selectionId}|${cell.level}`;
    case 'BOOKMAKER':
      return `BOOKMAKER|${cell.key}|${cell.marketId}|${cell.selectionId}|${cell.side}`;
    case 'FANCY':
      return `FANCY|${cell.key}|${cell.selectionId}|${cell.side}`;
    case 'HORSE':
      return `HORSE|${cell.key}|${cell.marketId}|${cell.selectionId}|${cell.level}`;
  }
}

const isLevel = (s: string | undefined): s is LadderLevel => s !== undefined && (LADDER_LEVELS as readonly string[]).includes(s);
const isSide = (s: string | undefined): s is Side => s === 'back' || s === 'lay';

/** A cell back from its `cellId` (the keyboard reads it off the focused price); null for anything else. */
export function parseCellId(id: string): SlipCell | null {
  const [kind, key, a, b, c, ...rest] = id.split('|');
  if (!key || !a || !b || rest.length > 0) return null;
  switch (kind) {
    case 'ODDS':
    case 'HORSE':
      return isLevel(c) ? { kind, key, marketId: a, selectionId: b, level: c } : null;
    case 'BOOKMAKER':
      return isSide(c) ? { kind, key, marketId: a, selectionId: b, side: c } : null;
    case 'FANCY':
      return c === undefined && isSide(b) ? { kind, key, selectionId: a, side: b } : null;
    default:
      return null;
  }
}

/** What a click needs to know beyond the cell: read from the streams at the moment of the click. */
export interface CellInfo {
  marketId: string;
  market: string;
  runnerName: string;
  runners: RunnerRef[];
  /** The market's own in-play flag, when it has one (exchange odds). */
  inPlay?: boolean;
  rate: { oddsReq: number } | { price: number; size: number; backSize: number; laySize: number };
  /** The market's own stake bounds (a bookmaker may send min and max). */
  bounds?: { min: number | null; max: number | null };
}

/** The page around the click: the match, its state and the domain's limits. */
export interface SlipPage {
  event: string;
  sportsName: string;
  /** The match is in play (URL flag or any market in play). */
  inPlay: boolean;
  limits: Limits;
  /** A quick stake picked for this click; without it the slip keeps its stake. */
  stake?: number;
}

const STAKE_KIND: Record<SlipCell['kind'], StakeKind> = { ODDS: 'odds', BOOKMAKER: 'bookmaker', FANCY: 'fancy', HORSE: 'horse' };

/** The machine's selection for a clicked cell. */
export function selectionFor(cell: SlipCell, info: CellInfo, page: SlipPage): BetSelection {
  const ref = matchRefOf(cell.key);
  const base = {
    sportsName: page.sportsName,
    event: page.event,
    ...ref,
    marketId: info.marketId,
    market: info.market,
    selectionId: cell.selectionId,
    runnerName: info.runnerName,
    side: cell.kind === 'ODDS' || cell.kind === 'HORSE' ? cellSide(cell.level) : cell.side,
    runners: info.runners,
    inPlay: page.inPlay || info.inPlay === true,
  };
  if (cell.kind === 'FANCY') {
    if (!('price' in info.rate)) throw new Error('a fancy cell is priced by a runs line and a rate');
    const { price, size, backSize, laySize } = info.rate;
    return { ...base, kind: 'FANCY', price, size, backSize, laySize };
  }
  if (!('oddsReq' in info.rate)) throw new Error(`a ${cell.kind} cell is priced by oddsReq`);
  return { ...base, kind: cell.kind, oddsReq: info.rate.oddsReq };
}

export interface BetSlipDeps {
  /** POST /bet/save2, at most once per `clientRef` (streams/betPlacement.ts). */
  placeBet: (payload: WithClientRef<BetPayload>) => Observable<BetAnswer>;
  /** After a lost answer: whether the exchange placed the confirmation with this ref. */
  resolveBet: (clientRef: string) => Promise<LostBetOutcome>;
  /** Reload the match's bets, live bets and exposure (after a bet, or a lost answer found placed). */
  afterBetPlaced: (selection: BetSelection) => void;
  toast: (kind: ToastKind, text: string) => void;
  /** An outcome about money the match's Open Bets keeps until the player dismisses it (streams/betNotices.ts). */
  keepNotice: (notice: KeepNoticeParams) => void;
  /** The rate on offer now at a cell; null while the cell is empty. */
  rateOf: (cell: SlipCell) => Observable<StreamedRate | null>;
  /** The cell's market, runner and rate as on screen now; null when it cannot be bet on now (no price, or covered). */
  lookup: (cell: SlipCell) => CellInfo | null;
  /** Whether the prices of the cell's market are stale (streams/market/staleness.ts). */
  staleOf: (cell: SlipCell) => Observable<boolean>;
}

export function createBetSlip(deps: BetSlipDeps) {
  const machine = betSlipMachine.provide({
    actors: {
      // Not aborted when the page closes: a bet the server may already be placing should still
      // reach the after-bet reloads rather than vanish from the player's view.
      placeBet: fromPromise<BetAnswer, WithClientRef<BetPayload>>(({ input }) => firstValueFrom(deps.placeBet(input))),
      resolveBet: fromPromise<LostBetOutcome, { clientRef: string }>(({ input }) => deps.resolveBet(input.clientRef)),
    },
    actions: {
      toast: (_, params) => deps.toast(params.kind, params.text),
      afterBetPlaced: (_, params) => deps.afterBetPlaced(params.selection),
      keepNotice: (_, params) => {
        if (params) deps.keepNotice(params);
      },
    },
  });

  type SlipActor = ActorRefFrom<typeof machine>;
  const clicked = new WeakMap<SlipActor, BehaviorSubject<SlipCell | null>>();
  const cellOf = (actor: SlipActor) => {
    let cell = clicked.get(actor);
    if (!cell) {
      cell = new BehaviorSubject<SlipCell | null>(null);
      clicked.set(actor, cell);
    }
    return cell;
  };

  /** Opens (or moves) the slip to a clicked price and starts following that cell's price. */
  const selectCell = (actor: SlipActor, cell: SlipCell, event: Omit<SelectEvent, 'type'>): void => {
    actor.send({ type: 'SELECT', ...event });
    cellOf(actor).next(cell);
  };

  /**
   * A click on a price: the slip opens under that row with the clicked rate, the stake bounds of
   * the market kind (advance lock included) and the domain's bet delay. A cell with no price
   * opens nothing.
   */
  const openSlip = (actor: SlipActor, cell: SlipCell, page: SlipPage): boolean => {
    const info = deps.lookup(cell);
    if (!info) return false;
    const selection = selectionFor(cell, info, page);
    // A market's own bounds may only narrow the domain's (never under the advance lock).
    const limits = marketStakeLimits(STAKE_KIND[cell.kind], page.limits, selection.inPlay, info.bounds);
    selectCell(actor, cell, {
      selection,
      limits,
      delaySeconds: page.limits.delay,
      ...(page.stake !== undefined && { stake: page.stake }),
    });
    return true;
  };

  /** The prices (by cellId) a one-click bet is on its way from, across every slip of this factory. */
  const oneClickInFlight = new Set<string>();

  /**
   * One-click betting: the clicked price opens the slip with `page.stake` and is confirmed at once,
   * so it goes through the same delay, rate check, limits and clientRef as any bet. A click while
   * a bet is on its way (or on a cell with no price) does nothing: one click, at most one bet.
   */
  const placeAtOnce = (actor: SlipActor, cell: SlipCell, page: SlipPage & { stake: number }): boolean => {
    const id = cellId(cell);
    // A one-click bet from this price still on its way (from any slip): a second press sends nothing.
    if (oneClickInFlight.has(id)) return false;
    const now = actor.getSnapshot();
    if (!now.matches('empty') && !now.matches('editing')) return false;
    if (!openSlip(actor, cell, page)) return false;
    actor.send({ type: 'CONFIRM' });
    // Refused at once (stake limits, stale prices): nothing is on its way.
    if (actor.getSnapshot().matches('editing')) return true;
    oneClickInFlight.add(id);
    // Answered (placed: the slip empties; refused or not placed: back to editing), or the page gone.
    const answered = from(actor)
      .pipe(first((s) => s.matches('empty') || s.matches('editing'), null))
      .subscribe({ complete: () => oneClickInFlight.delete(id), error: () => oneClickInFlight.delete(id) });
    if (answered.closed) oneClickInFlight.delete(id);
    return true;
  };

  /** The cell the open slip was opened from; null while the slip is empty. */
  const openCell$ = (actor: SlipActor): Observable<SlipCell | null> =>
    combineLatest([
      cellOf(actor),
      from(actor).pipe(
        map((snapshot) => snapshot.context.selection !== null),
        distinctUntilChanged(),
      ),
    ]).pipe(
      map(([cell, open]) => (open ? cell : null)),
      distinctUntilChanged(),
    );

  /** Whether a cell (by `cellId`) is the one the open slip came from: the ladder marks it. */
  const [useIsOpenCell] = bind(
    (actor: SlipActor, id: string) =>
      openCell$(actor).pipe(
        map((cell) => cell !== null && cellId(cell) === id),
        distinctUntilChanged(),
      ),
    false,
  );

  /**
   * Sends the clicked cell's rate to the slip as PRICE_TICK for as long as the slip holds a
   * selection, so the check after the bet delay compares with the price on screen; an emptied
   * cell (runner suspended, ladder emptied) sends null, which the check counts as changed. The
   * market's staleness goes along as PRICES_STALE, so stale prices cannot be confirmed.
   */
  const forwardPriceTicks = (actor: SlipActor): Subscription =>
    openCell$(actor)
      .pipe(
        switchMap((cell): Observable<BetSlipEvent> =>
          cell
            ? merge(
                deps.rateOf(cell).pipe(
                  distinctUntilChanged((a, b) => (a === null || b === null ? a === b : sameRate(a, b))),
                  map((rate): BetSlipEvent => ({ type: 'PRICE_TICK', selectionId: cell.selectionId, rate })),
                ),
                deps.staleOf(cell).pipe(
                  distinctUntilChanged(),
                  map((stale): BetSlipEvent => ({ type: 'PRICES_STALE', stale })),
                ),
              )
            : EMPTY,
        ),
      )
      .subscribe((event) => actor.send(event));

  /**
   * The page closing with a notice still on the slip: it moves to the match's Open Bets, so an
   * outcome about money is not lost with the page. Call once, when the page's slip stops.
   */
  const keepNoticeOnClose = (actor: SlipActor): void => {
    const { notice, selection } = actor.getSnapshot().context;
    if (notice && selection) deps.keepNotice({ kind: notice.kind, text: notice.text, matchId: selection.matchId });
  };

  return { machine, openSlip, placeAtOnce, selectCell, forwardPriceTicks, keepNoticeOnClose, openCell$, useIsOpenCell };
}

export type BetSlip = ReturnType<typeof createBetSlip>;
export type AppSlipActor = ActorRefFrom<BetSlip['machine']>;

/** Whether a market kind's market and runner take bets, by their statuses (src/domain/bettable.ts). */
interface BettableRule {
  market: (status: string) => boolean;
  runner: (status: string) => boolean;
}

const ODDS_RULE: BettableRule = { market: isMarketOpen, runner: isRunnerActive };
const BOOKMAKER_RULE: BettableRule = { market: isBookmakerOpen, runner: isBookmakerRunnerActive };
const HORSE_RULE: BettableRule = { market: isRaceOpen, runner: isRunnerActive };

/** A priced cell's `oddsReq` while its market and runner take bets by `rule`, else null. */
function oddsWhileOpen(
  rule: BettableRule,
  cell$: Observable<{ value: { price: number } | null }>,
  market$: Observable<{ status: string } | null>,
  runner$: Observable<{ status: string } | null>,
): Observable<StreamedRate | null> {
  return combineLatest([cell$, market$, runner$]).pipe(
    map(([{ value }, market, runner]) =>
      market && runner && rule.market(market.status) && rule.runner(runner.status) && hasPrice(value?.price) ? { oddsReq: value.price } : null,
    ),
  );
}

/**
 * The app's rate of a cell, read from the same per-cell streams the ladder shows; null while the
 * cell offers nothing to bet at: no price, or a market, runner or fancy row that takes no bets
 * now (src/domain/bettable.ts: the same rule as the tables' covers and Cash Out).
 */
export function appRateOf(cell: SlipCell): Observable<StreamedRate | null> {
  switch (cell.kind) {
    case 'ODDS':
      return oddsWhileOpen(
        ODDS_RULE,
        marketOdds.oddsCell$(cell.key, cell.marketId, cell.selectionId, cell.level),
        marketOdds.oddsMarket$(cell.key, cell.marketId),
        marketOdds.oddsRunner$(cell.key, cell.marketId, cell.selectionId),
      );
    case 'BOOKMAKER':
      return oddsWhileOpen(
        BOOKMAKER_RULE,
        bookmaker.bookmakerCell$(cell.key, cell.marketId, cell.selectionId, cell.side),
        bookmaker.bookmakerMarket$(cell.key, cell.marketId),
        bookmaker.bookmakerRunner$(cell.key, cell.marketId, cell.selectionId),
      );
    case 'FANCY':
      return combineLatest([fancy.fancyCell$(cell.key, cell.selectionId, cell.side), fancy.fancyRow$(cell.key, cell.selectionId)]).pipe(
        map(([{ value }, row]) =>
          row && isFancyRowOpen(row.gameStatus) && value && hasPrice(value.price) ? { price: value.price, size: value.size } : null,
        ),
      );
    case 'HORSE':
      return horseRateOf(horseOdds, cell);
  }
}

/**
 * A horse cell's rate, with the market-open test exchange odds get: a race that suspends, goes
 * off or closes during the bet delay reads null (so 'Bet rate changed!') even with prices showing.
 */
export function horseRateOf(
  odds: Pick<HorseOdds, 'horseCell$' | 'horseMarket$' | 'horseRunner$'>,
  cell: Extract<SlipCell, { kind: 'HORSE' }>,
): Observable<StreamedRate | null> {
  const gmid = matchRefOf(cell.key).matchId;
  return oddsWhileOpen(
    HORSE_RULE,
    odds.horseCell$(gmid, cell.marketId, cell.selectionId, cell.level),
    odds.horseMarket$(gmid, cell.marketId),
    odds.horseRunner$(gmid, cell.marketId, cell.selectionId),
  );
}

const runnerRefs = (runners: readonly { selectionId: string; runnerName: string }[]): RunnerRef[] =>
  runners.map((r) => ({ selectionId: r.selectionId, runnerName: r.runnerName }));

/** The app's view of a clicked cell, from the answers the page's polls hold now. */
export function appLookup(cell: SlipCell): CellInfo | null {
  switch (cell.kind) {
    case 'ODDS': {
      const market = latest(marketOdds.odds$(cell.key))?.find((m) => m.marketId === cell.marketId);
      const runner = market?.runners.find((r) => r.selectionId === cell.selectionId);
      const at = runner ? exchangeCell(runner, cell.level) : null;
      if (!market || !runner || !at || !hasPrice(at.price) || !ODDS_RULE.market(market.status) || !ODDS_RULE.runner(runner.status)) return null;
      return {
        marketId: market.marketId,
        market: market.marketName,
        runnerName: runner.runnerName,
        runners: runnerRefs(market.runners),
        inPlay: market.inplay,
        rate: { oddsReq: at.price },
      };
    }
    case 'BOOKMAKER': {
      const market = latest(bookmaker.bookmaker$(cell.key))?.find((m) => m.marketId === cell.marketId);
      const runner = market?.runners.find((r) => r.selectionId === cell.selectionId);
      const at = runner ? bookmakerCell(runner, cell.side) : null;
      if (!market || !runner || !at || !hasPrice(at.price) || !BOOKMAKER_RULE.market(market.status) || !BOOKMAKER_RULE.runner(runner.status)) return null;
      return {
        marketId: market.marketId,
        market: market.marketName,
        runnerName: runner.runnerName,
        runners: runnerRefs(market.runners),
        rate: { oddsReq: at.price },
        bounds: { min: market.min ?? null, max: market.max ?? null },
      };
    }
    case 'FANCY': {
      const row = latest(fancy.fancy$(cell.key))?.find((r) => r.SelectionId === cell.selectionId);
      if (!row || !isFancyRowOpen(fancyRowStatus(row))) return null;
      const at = fancyCell(row, cell.side);
      if (!hasPrice(at.price)) return null;
      const ref = matchRefOf(cell.key);
      return {
        marketId: fancyMarketId(ref.eventId, ref.legueId, ref.matchId),
        market: row.RunnerName,
        runnerName: row.RunnerName,
        runners: [{ selectionId: row.SelectionId, runnerName: row.RunnerName }],
        rate: { price: at.price, size: at.size, backSize: row.BackSize1, laySize: row.LaySize1 },
      };
    }
    case 'HORSE': {
      const index = latest(horseOdds.index$(matchRefOf(cell.key).matchId));
      const market = index?.markets.get(cell.marketId);
      const at = market?.runners.get(cell.selectionId)?.cells[cell.level] ?? null;
      if (!market || !at || !hasPrice(at.price) || !HORSE_RULE.market(market.meta.status)) return null;
      const runners = market.runnerIds.flatMap((id) => {
        const r = market.runners.get(id);
        return r ? [{ selectionId: r.selectionId, runnerName: r.runnerName }] : [];
      });
      return {
        marketId: market.meta.marketId,
        market: market.meta.marketName,
        runnerName: market.runners.get(cell.selectionId)?.runnerName ?? '',
        runners,
        rate: { oddsReq: at.price },
      };
    }
  }
}

/** The app's slip: bets go to POST /bet/save2; a placed bet reloads the match's bets and the header figures. */
export const betSlip: BetSlip = createBetSlip({
  placeBet: (payload) => betPlacement.placeBet(payload),
  resolveBet: (clientRef) => betPlacement.resolve(clientRef),
  staleOf: slipCellStale$,
  afterBetPlaced: (selection) => {
    reloadMatchBets(selection.matchId);
    refreshHeader();
  },
  toast: showToast,
  keepNotice: (notice) => betNotices.keep(notice),
  rateOf: appRateOf,
  lookup: appLookup,
});
