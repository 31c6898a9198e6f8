// Horse race markets of one race (GET /v2/get-horse-odds?gmid=), polled every HORSE_ODDS_POLL_MS, split into per-market, per-runner and per-cell streams.
import { bind } from '@react-rxjs/core';
import { Observable, Subject, distinctUntilChanged, filter, map, merge, type SchedulerLike } from 'rxjs';
import type { HorseMarket, PriceSize } from '../../src/api/contract';
import { horseMarketStatus, horseRunnerStatus, type HorseRunnerStatus } from '../../src/domain/bettable';
import { HORSE_ODDS_POLL_MS } from '../../src/domain/constants';
import { CELL_ORDER, cellChanged, horseCells, type CellKey } from '../../src/domain/ladder';
import { horseApi } from './api';
import { poll, pollByKey } from '../poll';
import { sameFields, sameList } from '../market/equality';
import { withFlash, type Flashing } from '../market/flash';
import { marketGate$ } from '../market/gate';
import { describeError } from '../../src/api/errors';

export type HorseCellView = Flashing<PriceSize | null>;

export interface HorseMarketMeta {
  marketId: string;
  marketName: string;
  /** The market's status as sent, upper case; OPEN when the server sent none. */
  status: string;
}

export interface HorseRunnerMeta {
  selectionId: string;
  runnerName: string;
  /** The contract's horse runner carries no status of its own: read from its prices (horseRunnerStatus). */
  status: HorseRunnerStatus;
}

interface IndexedRunner {
  selectionId: string;
  runnerName: string;
  cells: Record<CellKey, PriceSize | null>;
}

interface IndexedHorseMarket {
  meta: HorseMarketMeta;
  runnerIds: string[];
  runners: Map<string, IndexedRunner>;
}

interface HorseOddsIndex {
  order: string[];
  markets: Map<string, IndexedHorseMarket>;
}

/** The poll's answer indexed by market and runner, cells read by `oname` (numeric strings already numbers). */
function indexHorseOdds(markets: readonly HorseMarket[]): HorseOddsIndex {
  const index: HorseOddsIndex = { order: [], markets: new Map() };
  for (const m of markets) {
    const runners = new Map<string, IndexedRunner>();
    for (const r of m.section) {
      const cells = {} as Record<CellKey, PriceSize | null>;
      for (const c of horseCells(r.odds)) cells[c.key] = c.price === null ? null : { price: c.price, size: c.size ?? 0 };
      runners.set(r.sid, { selectionId: r.sid, runnerName: r.nat, cells });
    }
    index.order.push(m.mid);
    index.markets.set(m.mid, {
      meta: { marketId: m.mid, marketName: m.mname, status: horseMarketStatus(m.status) },
      runnerIds: [...runners.keys()],
      runners,
    });
  }
  return index;
}

const traded = (r: IndexedRunner): boolean => CELL_ORDER.some((k) => r.cells[k] !== null);

export interface HorseOddsDeps {
  fetchOdds: (gmid: string) => Observable<HorseMarket[]>;
  /** Polls only while true (logged in, page visible, online); a closed page is simply not subscribed. */
  when: Observable<boolean>;
  scheduler?: SchedulerLike;
}

export function createHorseOdds(deps: HorseOddsDeps) {
  const failures = new Subject<string>();

  /** Every answer of a race's odds poll: one poll per race however many cells listen. Failures are only logged (spec section 8). */
  const odds$ = pollByKey(
    (gmid: string): Observable<HorseMarket[]> =>
      poll(() => deps.fetchOdds(gmid), {
        periodMs: HORSE_ODDS_POLL_MS,
        when: deps.when,
        scheduler: deps.scheduler,
        name: `horse odds ${gmid}`,
        onError: (err) => {
          console.warn(`[poll horse odds ${gmid}] round failed: ${describeError(err)}`);
          failures.next(gmid);
        },
      }),
  );

  /**
   * Whether the race's last round failed (false again with the next answer). The page shows no
   * message for it (spec section 8: logged only); it only stops waiting for a first answer.
   */
  const [useOddsFailing, oddsFailing$] = bind(
    (gmid: string) =>
      merge(
        failures.pipe(
          filter((g) => g === gmid),
          map(() => true),
        ),
        odds$(gmid).pipe(map(() => false)),
      ).pipe(distinctUntilChanged()),
    false,
  );

  const [, index$] = bind((gmid: string) => odds$(gmid).pipe(map(indexHorseOdds)));

  /** The race's markets in the server's order; null until the first answer. */
  const [useHorseMarketIds, horseMarketIds$] = bind(
    (gmid: string) =>
      index$(gmid).pipe(
        map((ix): string[] | null => ix.order),
        distinctUntilChanged((a: string[] | null, b: string[] | null) => a !== null && b !== null && sameList(a, b)),
      ),
    null,
  );

  const [useHorseMarket, horseMarket$] = bind(
    (gmid: string, marketId: string) =>
      index$(gmid).pipe(
        map((ix): HorseMarketMeta | null => ix.markets.get(marketId)?.meta ?? null),
        distinctUntilChanged(sameFields),
      ),
    null,
  );

  /** The status of the race's first market (the race header's badge); null until known. */
  const [useRaceStatus, raceStatus$] = bind(
    (gmid: string) =>
      index$(gmid).pipe(
        map((ix) => {
          const first = ix.order[0];
          return first === undefined ? null : (ix.markets.get(first)?.meta.status ?? null);
        }),
        distinctUntilChanged(),
      ),
    null,
  );

  const [useHorseRunnerIds, horseRunnerIds$] = bind(
    (gmid: string, marketId: string) =>
      index$(gmid).pipe(
        map((ix) => ix.markets.get(marketId)?.runnerIds ?? []),
        distinctUntilChanged<string[]>(sameList),
      ),
    [] as string[],
  );

  const [useHorseRunner, horseRunner$] = bind(
    (gmid: string, marketId: string, selectionId: string) =>
      index$(gmid).pipe(
        map((ix): HorseRunnerMeta | null => {
          const r = ix.markets.get(marketId)?.runners.get(selectionId);
          return r ? { selectionId, runnerName: r.runnerName, status: horseRunnerStatus(traded(r)) } : null;
        }),
        distinctUntilChanged(sameFields),
      ),
    null,
  );

  /** One price cell: emits only when its own odds or size change, once per change (the count restarts the CSS flash). */
  const [useHorseCell, horseCell$] = bind(
    (gmid: string, marketId: string, selectionId: string, level: CellKey) =>
      index$(gmid).pipe(
        map((ix) => ix.markets.get(marketId)?.runners.get(selectionId)?.cells[level] ?? null),
        withFlash<PriceSize | null>({ changed: cellChanged }),
      ),
    (): HorseCellView => ({ value: null, flash: 0 }),
  );

  return {
    odds$,
    index$,
    useOddsFailing,
    oddsFailing$,
    useHorseMarketIds,
    horseMarketIds$,
    useHorseMarket,
    horseMarket$,
    useRaceStatus,
    raceStatus$,
    useHorseRunnerIds,
    horseRunnerIds$,
    useHorseRunner,
    horseRunner$,
    useHorseCell,
    horseCell$,
  };
}

export type HorseOdds = ReturnType<typeof createHorseOdds>;

/** The app's horse odds: logged in, page visible and online (the market page's gate). */
export const horseOdds: HorseOdds = createHorseOdds({
  fetchOdds: (gmid) => horseApi.horseOdds(gmid),
  when: marketGate$,
});
