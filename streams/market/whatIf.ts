// What-if on a market page: the price (or Cash Out button) the player points at, held here for the page, and each runner's profit or loss if that bet (or that cash out) were placed.
import { bind } from '@react-rxjs/core';
import { BehaviorSubject, Observable, combineLatest, defer, distinctUntilChanged, from, map, of, startWith, switchMap } from 'rxjs';
import type { CashOut } from '../../src/domain/cashOut';
import { cellSide } from '../../src/domain/ladder';
import { whatIfProjection, whatIfStake } from '../../src/domain/margins';
import type { ProjectionBet } from '../../src/domain/projection';
import type { StreamedRate } from '../../machines/betSelection';
import { oneClickStake$ } from '../oneClick';
import { stakes$ } from '../stakes';
import { appLookup, appRateOf, cellId, type AppSlipActor, type CellInfo, type SlipCell } from './betSlip';
import { appCashOut, cashOutArgs, type CashOutMarket } from './cashOut';
import { marketBets$ } from './matchBets';

/** What the player points at: a price cell (hovered or focused) or a market's Cash Out button. */
type Aim = { kind: 'cell'; cell: SlipCell } | { kind: 'cashOut'; market: CashOutMarket };

/** One runner's figure: what it would show if the aimed bet were placed, or after the cash out. */
export interface WhatIfFigure {
  amount: number;
  of: 'bet' | 'cashOut';
}

interface WhatIfDeps {
  rateOf: (cell: SlipCell) => Observable<StreamedRate | null>;
  lookup: (cell: SlipCell) => CellInfo | null;
  marketBets: (matchId: string, marketId: string) => Observable<readonly ProjectionBet[]>;
  /** The quick stakes: the first is the default when the slip has no stake. */
  stakes: Observable<readonly { stakeValue: number }[]>;
  /** The stake a click places at once with one-click on (null: a click opens the slip): then the what-if's stake. */
  clickStake: Observable<number | null>;
  cashOut: (m: CashOutMarket) => Observable<CashOut | null>;
}

const aimId = (a: Aim): string => (a.kind === 'cell' ? cellId(a.cell) : `CASHOUT|${a.market.key}|${a.market.marketId}`);

const sameFigure = (a: WhatIfFigure | null, b: WhatIfFigure | null): boolean =>
  a === b || (a !== null && b !== null && a.amount === b.amount && a.of === b.of);

export function createWhatIf(deps: WhatIfDeps) {
  const aimed = new BehaviorSubject<Aim | null>(null);

  /** A price hovered or focused, or the Cash Out button: the rows show what it would do. */
  const aim = (a: Aim): void => {
    if (aimed.value === null || aimId(aimed.value) !== aimId(a)) aimed.next(a);
  };
  /** The pointer or focus left it; another aim taken since is kept. */
  const release = (a: Aim): void => {
    if (aimed.value !== null && aimId(aimed.value) === aimId(a)) aimed.next(null);
  };
  /** The page closes: nothing is aimed at. */
  const clear = (): void => {
    if (aimed.value !== null) aimed.next(null);
  };

  /**
   * The stake a click would bet: with one-click on, the one-click stake (a click places it at once);
   * else the slip's stake, or the first quick stake while the slip has none.
   */
  const stake$ = (slip: AppSlipActor): Observable<number> =>
    // An actor tells its changes, not its present: start from its snapshot.
    combineLatest([
      defer(() => from(slip).pipe(startWith(slip.getSnapshot()))).pipe(map((s) => s.context.stake)),
      deps.stakes,
      deps.clickStake,
    ]).pipe(
      map(([stake, stakes, oneClick]) => oneClick ?? whatIfStake(stake, stakes)),
      distinctUntilChanged(),
    );

  /** Every runner's figure in a market for the aim, or null when the aim is elsewhere. */
  const marketFigures = (a: Aim, slip: AppSlipActor, matchId: string, marketId: string): Observable<Record<string, number> | null> => {
    if (a.kind === 'cashOut') {
      if (a.market.marketId !== marketId) return of(null);
      return deps.cashOut(a.market).pipe(map((c) => (c?.kind === 'hedge' ? c.after : null)));
    }
    const cell = a.cell;
    if ((cell.kind !== 'ODDS' && cell.kind !== 'BOOKMAKER') || cell.marketId !== marketId) return of(null);
    const info = deps.lookup(cell);
    if (!info) return of(null);
    const ids = info.runners.map((r) => String(r.selectionId));
    const side = cell.kind === 'ODDS' ? cellSide(cell.level) : cell.side;
    return combineLatest([deps.rateOf(cell), stake$(slip), deps.marketBets(matchId, marketId)]).pipe(
      map(([rate, stake, bets]) =>
        rate && 'oddsReq' in rate ? whatIfProjection({ kind: cell.kind, side, price: rate.oddsReq, stake }, cell.selectionId, ids, bets) : null,
      ),
    );
  };

  /** One runner's what-if figure: a row wakes only when its own figure changes, never while nothing is aimed at. */
  const [useWhatIf, whatIf$] = bind(
    (slip: AppSlipActor, matchId: string, marketId: string, selectionId: string): Observable<WhatIfFigure | null> =>
      aimed.pipe(
        switchMap((a) =>
          a === null
            ? of(null)
            : marketFigures(a, slip, matchId, marketId).pipe(
                map((figures): WhatIfFigure | null => {
                  const amount = figures?.[selectionId];
                  return amount === undefined ? null : { amount, of: a.kind === 'cashOut' ? 'cashOut' : 'bet' };
                }),
              ),
        ),
        distinctUntilChanged(sameFigure),
      ),
    null,
  );

  return { aim, release, clear, aimed$: aimed.asObservable(), useWhatIf, whatIf$ };
}

export type WhatIf = ReturnType<typeof createWhatIf>;

/** The app's what-if: the one-click stake while on, else the page's slip stake (or the first quick stake), the prices on screen, the match's bets. */
export const whatIf: WhatIf = createWhatIf({
  rateOf: appRateOf,
  lookup: appLookup,
  marketBets: (matchId, marketId) => marketBets$(matchId, marketId),
  stakes: stakes$,
  clickStake: oneClickStake$,
  cashOut: (m) => appCashOut.cashOut$(...cashOutArgs(m)),
});
