// Bookmaker markets of one match, polled every BOOKMAKER_POLL_MS, split into per-market, per-runner and per-cell streams.
import { bind } from '@react-rxjs/core';
import { Observable, distinctUntilChanged, map, tap, type SchedulerLike } from 'rxjs';
import type { BookmakerMarket, BookmakerRunner, PriceSize } from '../../src/api/contract';
import { BOOKMAKER_POLL_MS } from '../../src/domain/constants';
import { cellChanged } from '../../src/domain/ladder';
import { marketApi } from './api';
import { poll, pollByKey } from '../poll';
import { sameFields, sameList } from './equality';
import { trackFailures } from './failures';
import { withFlash } from './flash';
import { marketGate$ } from './gate';
import type { CellView, Side } from './marketOdds';
import { matchRefOf, type MatchKey, type MatchRef } from './matchKey';

export interface BookmakerMarketMeta {
  marketId: string;
  marketName: string;
  status: string;
  /** The market's own stake bounds when the server sends them. */
  min: number | null;
  max: number | null;
}

export interface BookmakerRunnerMeta {
  selectionId: string;
  runnerName: string;
  status: string;
}

export interface BookmakerDeps {
  fetchBookmaker: (ref: MatchRef) => Observable<BookmakerMarket[]>;
  when: Observable<boolean>;
  scheduler?: SchedulerLike;
}

interface BookmakerIndex {
  order: string[];
  markets: Map<string, { market: BookmakerMarket; runners: Map<string, BookmakerRunner> }>;
}

function indexBookmaker(markets: BookmakerMarket[]): BookmakerIndex {
  const index: BookmakerIndex = { order: [], markets: new Map() };
  for (const market of markets) {
    index.order.push(market.marketId);
    index.markets.set(market.marketId, { market, runners: new Map(market.runners.map((r) => [r.selectionId, r])) });
  }
  return index;
}

/** A bookmaker runner has one price a side (per 100): back at backPrice/backSize, lay at layPrice/laySize. */
export const bookmakerCell = (r: BookmakerRunner, side: Side): PriceSize =>
  side === 'back' ? { price: r.backPrice, size: r.backSize } : { price: r.layPrice, size: r.laySize };

export function createBookmaker(deps: BookmakerDeps) {
  // Spec section 8 names only fancy and market-odds failures for a toast; these are logged.
  const bookmaker$ = pollByKey((key: MatchKey) => {
    const ref = matchRefOf(key);
    const failures = trackFailures('Bookmaker');
    return poll(() => deps.fetchBookmaker(ref).pipe(tap(failures.answered)), {
      periodMs: BOOKMAKER_POLL_MS,
      when: deps.when,
      scheduler: deps.scheduler,
      name: `bookmaker ${key}`,
      onError: failures.failed,
    });
  });

  const [, index$] = bind((key: MatchKey) => bookmaker$(key).pipe(map(indexBookmaker)));

  /** The match's bookmaker markets in the server's order; null until the first answer. */
  const [useBookmakerMarketIds, bookmakerMarketIds$] = bind(
    (key: MatchKey) =>
      index$(key).pipe(
        map((ix): string[] | null => ix.order),
        distinctUntilChanged((a: string[] | null, b: string[] | null) => a !== null && b !== null && sameList(a, b)),
      ),
    null,
  );

  const [useBookmakerMarket, bookmakerMarket$] = bind(
    (key: MatchKey, marketId: string) =>
      index$(key).pipe(
        map((ix): BookmakerMarketMeta | null => {
          const m = ix.markets.get(marketId)?.market;
          return m
            ? { marketId, marketName: m.marketName, status: m.status, min: m.min ?? null, max: m.max ?? null }
            : null;
        }),
        distinctUntilChanged(sameFields),
      ),
    null,
  );

  const [useBookmakerRunnerIds, bookmakerRunnerIds$] = bind(
    (key: MatchKey, marketId: string) =>
      index$(key).pipe(
        map((ix) => ix.markets.get(marketId)?.market.runners.map((r) => r.selectionId) ?? []),
        distinctUntilChanged<string[]>(sameList),
      ),
    [] as string[],
  );

  const [useBookmakerRunner, bookmakerRunner$] = bind(
    (key: MatchKey, marketId: string, selectionId: string) =>
      index$(key).pipe(
        map((ix): BookmakerRunnerMeta | null => {
          const r = ix.markets.get(marketId)?.runners.get(selectionId);
          return r ? { selectionId, runnerName: r.runnerName, status: r.status } : null;
        }),
        distinctUntilChanged(sameFields),
      ),
    null,
  );

  /** A runner's name alone (null while it is not listed): its row does not follow its status. */
  const [useBookmakerRunnerName, bookmakerRunnerName$] = bind(
    (key: MatchKey, marketId: string, selectionId: string) =>
      bookmakerRunner$(key, marketId, selectionId).pipe(
        map((r) => r?.runnerName ?? null),
        distinctUntilChanged(),
      ),
    null,
  );

  const [useBookmakerCell, bookmakerCell$] = bind(
    (key: MatchKey, marketId: string, selectionId: string, side: Side) =>
      index$(key).pipe(
        map((ix) => {
          const r = ix.markets.get(marketId)?.runners.get(selectionId);
          return r ? bookmakerCell(r, side) : null;
        }),
        withFlash<PriceSize | null>({ changed: cellChanged }),
      ),
    (): CellView => ({ value: null, flash: 0 }),
  );

  return {
    bookmaker$,
    useBookmakerMarketIds,
    bookmakerMarketIds$,
    useBookmakerMarket,
    bookmakerMarket$,
    useBookmakerRunnerIds,
    bookmakerRunnerIds$,
    useBookmakerRunner,
    bookmakerRunner$,
    useBookmakerRunnerName,
    bookmakerRunnerName$,
    useBookmakerCell,
    bookmakerCell$,
  };
}

export type Bookmaker = ReturnType<typeof createBookmaker>;

/** The app's bookmaker streams. */
export const bookmaker: Bookmaker = createBookmaker({
  fetchBookmaker: (ref) => marketApi.bookmakerOdds(ref.eventId, ref.legueId, ref.matchId),
  when: marketGate$,
});
