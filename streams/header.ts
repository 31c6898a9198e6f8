// The logged-in header figures (user, exposure, live trades, main balance), each polled every 20 s.
import { Observable, Subject, combineLatest, distinctUntilChanged, map, tap, type SchedulerLike } from 'rxjs';
import type { LiveTrade, User } from '../src/api/contract';
import { HEADER_POLL_MS } from '../src/domain/constants';
import { mainBalance } from '../src/domain/format';
import { poll } from './poll';

export interface HeaderDeps {
  fetchUser: () => Observable<User>;
  fetchExposure: () => Observable<number>;
  fetchLiveTrades: () => Observable<LiveTrade[]>;
  /** Poll only while true: logged in (and, in the app, page visible and online). */
  when: Observable<boolean>;
  /** Each emission runs an immediate round of all three calls (refresh button, after a bet). */
  refresh$: Observable<unknown>;
  scheduler?: SchedulerLike;
  /**
   * Called once per fresh user answer (not once per subscriber), so the session store can keep
   * the stored user (openingBalance, exposureLimit) in step with the server.
   */
  onUser?: (user: User) => void;
  /** Replaces the default console.warn of a failed round. */
  onError?: (err: unknown) => void;
}

export interface HeaderPolls {
  user$: Observable<User>;
  exposure$: Observable<number>;
  liveTrades$: Observable<LiveTrade[]>;
  /** openingBalance minus exposure, unrounded: the view formats it to 2 decimals. */
  balance$: Observable<number>;
}

export function createHeaderPolls(deps: HeaderDeps): HeaderPolls {
  const { when, refresh$: trigger, scheduler, onError, onUser } = deps;
  const common = { periodMs: HEADER_POLL_MS, when, trigger, scheduler, onError };

  // Three independent polls, not one forkJoin: the spec skips "a poll" while it runs, and one slow
  // or failing call must not hold back or blank the other two figures.
  const user$ = poll(() => (onUser ? deps.fetchUser().pipe(tap(onUser)) : deps.fetchUser()), {
    ...common,
    name: 'header user',
  });
  const exposure$ = poll(deps.fetchExposure, { ...common, name: 'header exposure' });
  const liveTrades$ = poll(deps.fetchLiveTrades, { ...common, name: 'header live trades' });

  // Derived from the two shared polls, so it adds no request of its own.
  const balance$ = combineLatest([user$, exposure$]).pipe(
    map(([user, exposure]) => mainBalance(user.openingBalance, exposure)),
    distinctUntilChanged(),
  );

  return { user$, exposure$, liveTrades$, balance$ };
}

const refreshes = new Subject<void>();

/** Emits on every `refreshHeader()`; the app's header polls use it as their trigger. */
export const headerRefresh$: Observable<void> = refreshes.asObservable();

/** Asks for an immediate header round: the header's refresh button and a successful bet call it. */
export function refreshHeader(): void {
  refreshes.next();
}
