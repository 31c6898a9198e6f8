// Fancy (session) rows of one match, polled every FANCY_POLL_MS, split into per-row and per-cell streams.
import { bind } from '@react-rxjs/core';
import { Observable, distinctUntilChanged, map, tap, type SchedulerLike } from 'rxjs';
import type { FancyRow, PriceSize } from '../../src/api/contract';
import { fancyRowStatus } from '../../src/domain/bettable';
import { FANCY_POLL_MS } from '../../src/domain/constants';
import { cellChanged } from '../../src/domain/ladder';
import { isFancyVisible } from '../../src/domain/fancy';
import { marketApi } from './api';
import { poll, pollByKey } from '../poll';
import { toastError } from '../toasts';
import { sameFields, sameList } from './equality';
import { trackFailures } from './failures';
import { withFlash } from './flash';
import { marketGate$ } from './gate';
import type { CellView, Side } from './marketOdds';
import { matchRefOf, type MatchKey, type MatchRef } from './matchKey';

export type FancyTab = 'all' | 'session';
export const FANCY_TABS: readonly FancyTab[] = ['all', 'session'];

export interface FancyRowMeta {
  selectionId: string;
  runnerName: string;
  gtype: string;
  /** The row's status, trimmed (fancyRowStatus): '' when the row is open; otherwise the text of its dark overlay. */
  gameStatus: string;
}

export interface FancyDeps {
  fetchFancy: (ref: MatchRef) => Observable<FancyRow[]>;
  /** Whether a row is listed under a tab (the spec's hiding rules). */
  shows: (row: FancyRow, tab: FancyTab) => boolean;
  when: Observable<boolean>;
  scheduler?: SchedulerLike;
  toast?: (text: string) => void;
}

/** Price is the runs line, size the rate per 100: back (Yes) at BackPrice1/BackSize1, lay (No) at LayPrice1/LaySize1. */
export const fancyCell = (row: FancyRow, side: Side): PriceSize =>
  side === 'back' ? { price: row.BackPrice1, size: row.BackSize1 } : { price: row.LayPrice1, size: row.LaySize1 };

export function createFancy(deps: FancyDeps) {
  const fancy$ = pollByKey((key: MatchKey) => {
    const ref = matchRefOf(key);
    const failures = trackFailures('Fancy', deps.toast);
    return poll(() => deps.fetchFancy(ref).pipe(tap(failures.answered)), {
      periodMs: FANCY_POLL_MS,
      when: deps.when,
      scheduler: deps.scheduler,
      name: `fancy ${key}`,
      onError: failures.failed,
    });
  });

  const [, index$] = bind((key: MatchKey) =>
    fancy$(key).pipe(map((rows) => ({ rows, byId: new Map(rows.map((r) => [r.SelectionId, r])) }))),
  );

  /** The ids of the rows a tab lists, in the server's order; null until the first answer. */
  const [useFancyRowIds, fancyRowIds$] = bind(
    (key: MatchKey, tab: FancyTab) =>
      index$(key).pipe(
        map((ix): string[] | null => ix.rows.filter((r) => deps.shows(r, tab)).map((r) => r.SelectionId)),
        distinctUntilChanged((a: string[] | null, b: string[] | null) => a !== null && b !== null && sameList(a, b)),
      ),
    null,
  );

  /** Whether any row is listed at all: the block shows or not, and a row joining does not re-render it. */
  const [useHasFancyRows, hasFancyRows$] = bind(
    (key: MatchKey) =>
      fancyRowIds$(key, 'all').pipe(
        map((ids) => (ids?.length ?? 0) > 0),
        distinctUntilChanged(),
      ),
    false,
  );

  const [useFancyRow, fancyRow$] = bind(
    (key: MatchKey, selectionId: string) =>
      index$(key).pipe(
        map((ix): FancyRowMeta | null => {
          const r = ix.byId.get(selectionId);
          return r ? { selectionId, runnerName: r.RunnerName, gtype: r.gtype, gameStatus: fancyRowStatus(r) } : null;
        }),
        distinctUntilChanged(sameFields),
      ),
    null,
  );

  /** A row's name alone (null while it is not listed): the row does not follow its status, its cover does. */
  const [useFancyRowName, fancyRowName$] = bind(
    (key: MatchKey, selectionId: string) =>
      fancyRow$(key, selectionId).pipe(
        map((r) => r?.runnerName ?? null),
        distinctUntilChanged(),
      ),
    null,
  );

  const [useFancyCell, fancyCell$] = bind(
    (key: MatchKey, selectionId: string, side: Side) =>
      index$(key).pipe(
        map((ix) => {
          const r = ix.byId.get(selectionId);
          return r ? fancyCell(r, side) : null;
        }),
        withFlash<PriceSize | null>({ changed: cellChanged }),
      ),
    (): CellView => ({ value: null, flash: 0 }),
  );

  return { fancy$, useFancyRowIds, fancyRowIds$, useHasFancyRows, hasFancyRows$, useFancyRow, fancyRow$, useFancyRowName, fancyRowName$, useFancyCell, fancyCell$ };
}

export type Fancy = ReturnType<typeof createFancy>;

/**
 * Spec section 5 hides every row that is not of type session, so the two sub-tabs list the same
 * rows today; Session is kept as the filter on gtype the tab names, should the rule ever relax.
 */
export const showsFancyRow = (row: FancyRow, tab: FancyTab): boolean =>
  isFancyVisible(row) && (tab === 'all' || row.gtype === 'session');

/** The app's fancy streams. */
export const fancy: Fancy = createFancy({
  fetchFancy: (ref) => marketApi.fancy(ref.eventId, ref.legueId, ref.matchId),
  shows: showsFancyRow,
  when: marketGate$,
  toast: toastError,
});
