// Outcomes about money that stay until the player dismisses them (a lost answer found placed, a bet resolved after a reload, an outcome nobody could tell): shown in the match's Open Bets, or the shell's where that match is not on screen.
import { bind } from '@react-rxjs/core';
import { BehaviorSubject, Observable, combineLatest, defer, distinctUntilChanged, finalize, map } from 'rxjs';
import type { ToastKind } from './toasts';

export interface BetNotice {
  id: string;
  kind: ToastKind;
  text: string;
  /** The match the bet was on: its page's Open Bets shows the notice. */
  matchId: string;
}

export type NewBetNotice = Omit<BetNotice, 'id'>;

const sameIds = (a: readonly BetNotice[], b: readonly BetNotice[]) => a.length === b.length && a.every((n, i) => n.id === b[i]?.id);

export function createBetNotices() {
  const notices = new BehaviorSubject<readonly BetNotice[]>([]);
  /** How many Open Bets of each match are on screen now. */
  const shown = new BehaviorSubject<ReadonlyMap<string, number>>(new Map());
  let next = 0;

  const keep = (notice: NewBetNotice): void => {
    next += 1;
    notices.next([...notices.value, { ...notice, id: `bet-notice-${next}` }]);
  };
  const dismiss = (id: string): void => notices.next(notices.value.filter((n) => n.id !== id));

  const count = (matchId: string, by: number) => {
    const m = new Map(shown.value);
    const n = (m.get(matchId) ?? 0) + by;
    if (n > 0) m.set(matchId, n);
    else m.delete(matchId);
    shown.next(m);
  };

  /** The notices of one match; while subscribed, the match counts as shown, so the shell's list leaves them out. */
  const matchNotices$ = (matchId: string): Observable<readonly BetNotice[]> =>
    defer(() => {
      count(matchId, 1);
      return notices.pipe(
        map((all) => all.filter((n) => n.matchId === matchId)),
        distinctUntilChanged(sameIds),
        finalize(() => count(matchId, -1)),
      );
    });

  /** The notices of matches whose Open Bets is not on screen (the shell's Open Bets shows them). */
  const otherNotices$: Observable<readonly BetNotice[]> = combineLatest([notices, shown]).pipe(
    map(([all, on]) => all.filter((n) => !on.has(n.matchId))),
    distinctUntilChanged(sameIds),
  );

  return { keep, dismiss, notices$: notices.asObservable(), matchNotices$, otherNotices$ };
}

export type BetNotices = ReturnType<typeof createBetNotices>;

/** The app's notices. */
export const betNotices: BetNotices = createBetNotices();

export const [useMatchNotices] = bind((matchId: string) => betNotices.matchNotices$(matchId), []);
export const [useOtherNotices] = bind(betNotices.otherNotices$, []);
