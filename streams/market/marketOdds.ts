// Exchange market odds of one match, polled every ODDS_POLL_MS, split into per-market, per-runner and per-cell streams.
import { bind } from '@react-rxjs/core';
import {
  EMPTY,
  Observable,
  ReplaySubject,
  catchError,
  defer,
  distinctUntilChanged,
  filter,
  map,
  of,
  share,
  switchMap,
  take,
  tap,
  type SchedulerLike,
} from 'rxjs';
import type { ExchangeMarket, ExchangeRunner, PriceSize } from '../../src/api/contract';
import { ODDS_POLL_MS, REFETCH_EXCLUDED_EVENT_ID } from '../../src/domain/constants';
import { formatMatchedMillions } from '../../src/domain/format';
import { CELL_ORDER, cellChanged, exchangeCell, type CellKey } from '../../src/domain/ladder';
import { marketApi } from './api';
import { poll, pollByKey } from '../poll';
import { toastError } from '../toasts';
import { sameFields, sameList } from './equality';
import { trackFailures } from './failures';
import { withFlash, type Flashing } from './flash';
import { marketGate$ } from './gate';
import { marketIds$ } from './match';
import { matchRefOf, type MatchKey, type MatchRef } from './matchKey';

/** The six ladder cells of a runner row, left to right; level 1 is the best price. */
export type LadderLevel = CellKey;
export const LADDER_LEVELS: readonly LadderLevel[] = CELL_ORDER;

export type Side = 'back' | 'lay';

export interface OddsMarketMeta {
  marketId: string;
  marketName: string;
  status: string;
  inplay: boolean;
}

export interface OddsRunnerMeta {
  selectionId: string;
  runnerName: string;
  status: string;
  adjustmentFactor: number | null;
  removalDate: string | null;
}

export type CellView = Flashing<PriceSize | null>;

export interface MarketOddsDeps {
  fetchOdds: (ref: MatchRef, marketIds: string[]) => Observable<ExchangeMarket[]>;
  /** The markets of the match to poll; an empty list polls nothing. */
  marketIds: (key: MatchKey) => Observable<string[]>;
  /** Polls only while true (logged in, page visible, online). */
  when: Observable<boolean>;
  scheduler?: SchedulerLike;
  /** Error toast, raised once per outage. */
  toast?: (text: string) => void;
}

/**
 * Spec section 9: 'Event id 135 is excluded from the refetch condition.' The periodic refetch of
 * a match's markets is the odds poll; a match of event 135 has its markets loaded once when the
 * page opens (once the gate allows) and is not polled after that.
 */
export const refetchesMarkets = (eventId: string): boolean => eventId !== REFETCH_EXCLUDED_EVENT_ID;

interface IndexedMarket {
  market: ExchangeMarket;
  runners: Map<string, ExchangeRunner>;
}
interface OddsIndex {
  order: string[];
  markets: Map<string, IndexedMarket>;
}

function indexOdds(markets: ExchangeMarket[]): OddsIndex {
  const index: OddsIndex = { order: [], markets: new Map() };
  for (const market of markets) {
    index.order.push(market.marketId);
    index.markets.set(market.marketId, {
      market,
      runners: new Map(market.runners.map((r) => [r.selectionId, r])),
    });
  }
  return index;
}

/** Fetches once the gate opens and never again while subscribed (a match of the excluded event). */
function loadOnce<T>(fetch: () => Observable<T>, when: Observable<boolean>, onError: (err: unknown) => void) {
  return when.pipe(
    filter(Boolean),
    take(1),
    switchMap(() =>
      defer(fetch).pipe(
        catchError((err: unknown) => {
          onError(err);
          return EMPTY;
        }),
      ),
    ),
  );
}

export function createMarketOdds(deps: MarketOddsDeps) {
  /** Every answer of the match's odds poll; one poll per match however many cells listen. */
  const odds$ = pollByKey((key: MatchKey): Observable<ExchangeMarket[]> => {
    const ref = matchRefOf(key);
    const failures = trackFailures('Market odds', deps.toast);
    const fetchFor = (ids: string[]) => () => deps.fetchOdds(ref, ids).pipe(tap(failures.answered));
    return deps.marketIds(key).pipe(
      distinctUntilChanged<string[]>(sameList),
      switchMap((ids) => {
        if (ids.length === 0) return of([]);
        if (!refetchesMarkets(ref.eventId)) return loadOnce(fetchFor(ids), deps.when, failures.failed);
        return poll(fetchFor(ids), {
          periodMs: ODDS_POLL_MS,
          when: deps.when,
          scheduler: deps.scheduler,
          name: `odds ${key}`,
          onError: failures.failed,
        });
      }),
      // Kept across a gate-off so a hidden tab shows its last prices; dropped with the last listener.
      share({ connector: () => new ReplaySubject<ExchangeMarket[]>(1), resetOnRefCountZero: true }),
    );
  });

  const [, index$] = bind((key: MatchKey) => odds$(key).pipe(map(indexOdds)));

  /** The match's markets in the server's order; null until the first answer. */
  const [useOddsMarketIds, oddsMarketIds$] = bind(
    (key: MatchKey) =>
      index$(key).pipe(
        map((ix): string[] | null => ix.order),
        distinctUntilChanged((a: string[] | null, b: string[] | null) => a !== null && b !== null && sameList(a, b)),
      ),
    null,
  );

  const [useOddsMarket, oddsMarket$] = bind(
    (key: MatchKey, marketId: string) =>
      index$(key).pipe(
        map((ix): OddsMarketMeta | null => {
          const m = ix.markets.get(marketId)?.market;
          return m ? { marketId, marketName: m.marketName, status: m.status, inplay: m.inplay } : null;
        }),
        distinctUntilChanged(sameFields),
      ),
    null,
  );

  /** The status of the match's first market (Game Details); null until known. */
  const [useFirstMarketStatus, firstMarketStatus$] = bind(
    (key: MatchKey) =>
      index$(key).pipe(
        map((ix) => {
          const first = ix.order[0];
          return first === undefined ? null : (ix.markets.get(first)?.market.status ?? null);
        }),
        distinctUntilChanged(),
      ),
    null,
  );

  /** Whether any of the match's markets is in play (stake bounds of bookmaker and fancy bets). */
  const [useMatchInPlay, matchInPlay$] = bind(
    (key: MatchKey) =>
      index$(key).pipe(
        map((ix) => ix.order.some((id) => ix.markets.get(id)?.market.inplay === true)),
        distinctUntilChanged(),
      ),
    false,
  );

  const [useTotalMatched, totalMatched$] = bind(
    (key: MatchKey, marketId: string) =>
      index$(key).pipe(
        map((ix) => ix.markets.get(marketId)?.market.totalMatched ?? null),
        distinctUntilChanged(),
      ),
    null,
  );

  /** 'Matched' as shown (millions): a total that moves within the shown figure renders nothing. */
  const [useMatchedText, matchedText$] = bind(
    (key: MatchKey, marketId: string) =>
      totalMatched$(key, marketId).pipe(
        map((total) => (total === null ? null : formatMatchedMillions(total))),
        distinctUntilChanged(),
      ),
    null,
  );

  const [useOddsRunnerIds, oddsRunnerIds$] = bind(
    (key: MatchKey, marketId: string) =>
      index$(key).pipe(
        map((ix) => ix.markets.get(marketId)?.market.runners.map((r) => r.selectionId) ?? []),
        distinctUntilChanged<string[]>(sameList),
      ),
    [] as string[],
  );

  const [useOddsRunner, oddsRunner$] = bind(
    (key: MatchKey, marketId: string, selectionId: string) =>
      index$(key).pipe(
        map((ix): OddsRunnerMeta | null => {
          const r = ix.markets.get(marketId)?.runners.get(selectionId);
          return r
            ? {
                selectionId,
                runnerName: r.runnerName,
                status: r.status,
                adjustmentFactor: r.adjustmentFactor ?? null,
                removalDate: r.removalDate ?? null,
              }
            : null;
        }),
        distinctUntilChanged(sameFields),
      ),
    null,
  );

  /** A runner's name alone (null while it is not listed): its row does not follow its status, its cover does. */
  const [useOddsRunnerName, oddsRunnerName$] = bind(
    (key: MatchKey, marketId: string, selectionId: string) =>
      oddsRunner$(key, marketId, selectionId).pipe(
        map((r) => r?.runnerName ?? null),
        distinctUntilChanged(),
      ),
    null,
  );

  /** One ladder cell: emits only when its own price or size changes, once per change (the count restarts the CSS flash). */
  const [useOddsCell, oddsCell$] = bind(
    (key: MatchKey, marketId: string, selectionId: string, level: LadderLevel) =>
      index$(key).pipe(
        map((ix) => {
          const r = ix.markets.get(marketId)?.runners.get(selectionId);
          return r ? exchangeCell(r, level) : null;
        }),
        withFlash<PriceSize | null>({ changed: cellChanged }),
      ),
    (): CellView => ({ value: null, flash: 0 }),
  );

  return {
    odds$,
    useOddsMarketIds,
    oddsMarketIds$,
    useOddsMarket,
    oddsMarket$,
    useFirstMarketStatus,
    firstMarketStatus$,
    useMatchInPlay,
    matchInPlay$,
    useTotalMatched,
    useMatchedText,
    matchedText$,
    totalMatched$,
    useOddsRunnerIds,
    oddsRunnerIds$,
    useOddsRunner,
    oddsRunner$,
    useOddsRunnerName,
    oddsRunnerName$,
    useOddsCell,
    oddsCell$,
  };
}

export type MarketOdds = ReturnType<typeof createMarketOdds>;

/** The app's market odds streams. */
export const marketOdds: MarketOdds = createMarketOdds({
  fetchOdds: (ref, ids) => marketApi.marketOdds(ref.eventId, ref.legueId, ref.matchId, ids),
  marketIds: marketIds$,
  when: marketGate$,
  toast: toastError,
});
