// The live odds of the followed markets (the Multi Markets page): the market page's per-market,
// per-runner, per-cell streams, one poll per followed match asking for its followed markets only.
// A module of its own so that the home page, whose rows show follow stars, does not carry the polls.
import type { Observable, SchedulerLike } from 'rxjs';
import type { ExchangeMarket } from '../src/api/contract';
import { api } from './api';
import { marketGate$ } from './market/gate';
import { createMarketOdds, type MarketOdds } from './market/marketOdds';
import type { MatchRef } from './market/matchKey';
import { multiMarket, type MultiMarket } from './multiMarket';
import { toastError } from './toasts';

export interface MultiMarketOddsDeps {
  fetchOdds: (ref: MatchRef, marketIds: string[]) => Observable<ExchangeMarket[]>;
  /** Odds polls run only while true (the market gate: logged in, visible, online). */
  when: Observable<boolean>;
  scheduler?: SchedulerLike;
  toast?: (text: string) => void;
}

export function createMultiMarketOdds(followed: Pick<MultiMarket, 'followedIdsOf'>, deps: MultiMarketOddsDeps): MarketOdds {
  return createMarketOdds({
    fetchOdds: deps.fetchOdds,
    marketIds: followed.followedIdsOf,
    when: deps.when,
    scheduler: deps.scheduler,
    toast: deps.toast,
  });
}

/** The app's followed markets' odds. */
export const multiMarketOdds: MarketOdds = createMultiMarketOdds(multiMarket, {
  fetchOdds: (ref, ids) => api.marketOdds(ref.eventId, ref.legueId, ref.matchId, ids),
  when: marketGate$,
  toast: toastError,
});
