// The domain's stake limits and bet delay (GET /get-min-max/{domainId}), loaded once per domain and shared.
import { bind } from '@react-rxjs/core';
import { Observable, catchError, distinctUntilChanged, map, of, switchMap } from 'rxjs';
import type { Limits } from '../../src/api/contract';
import { DEFAULT_BET_DELAY_MS, DEFAULT_LIMITS } from '../../src/domain/constants';
import { marketApi } from './api';
import { domainId$ } from '../domainConfig';
import { describeError } from '../../src/api/errors';

/** What applies until the domain's limits arrive, or when they cannot be loaded (spec section 5 defaults). */
export const FALLBACK_LIMITS: Limits = {
  oddsMin: DEFAULT_LIMITS.oddsMin,
  oddsMax: DEFAULT_LIMITS.oddsMax,
  bookmakerMin: DEFAULT_LIMITS.bookmakerMin,
  bookmakerMax: DEFAULT_LIMITS.bookmakerMax,
  fancyMin: DEFAULT_LIMITS.fancyMin,
  fancyMax: DEFAULT_LIMITS.fancyMax,
  delay: DEFAULT_BET_DELAY_MS / 1000,
  advanceBetLock: false,
};

export interface LimitsDeps {
  domainId: Observable<string>;
  fetchLimits: (domainId: string) => Observable<Limits>;
}

export function createLimits(deps: LimitsDeps) {
  /**
   * The domain's own limits; null until they arrive or when they cannot be loaded. A failed load
   * is only logged (spec section 8): the server checks the stake again on every bet, so a wrong
   * bound here costs a refusal, not a wrong bet.
   */
  const [useConfiguredLimits, configuredLimits$] = bind(
    deps.domainId.pipe(
      distinctUntilChanged(),
      switchMap((id) =>
        deps.fetchLimits(id).pipe(
          catchError((err: unknown) => {
            console.warn(`[limits] load failed, using the defaults: ${describeError(err)}`);
            return of(null);
          }),
        ),
      ),
    ),
    null as Limits | null,
  );
  /** The limits in force: the domain's, else the spec's defaults. */
  const [useLimits, limits$] = bind(configuredLimits$.pipe(map((l) => l ?? FALLBACK_LIMITS)), FALLBACK_LIMITS);
  return { useLimits, limits$, useConfiguredLimits, configuredLimits$ };
}

export const { useLimits, limits$, useConfiguredLimits, configuredLimits$ } = createLimits({
  domainId: domainId$,
  fetchLimits: (id) => marketApi.limits(id),
});
