// The live odds of the followed markets (the Multi Markets page): the market page's per-market,
// per-runner, per-cell streams, one poll per followed match asking for its followed markets only.
// A module of its own so that the home page, whose rows show follow stars, does not carry the polls.
import { marketApi } from './market/api';
import { marketGate$ } from './market/gate';
import { createMarketOdds, type MarketOdds, type MarketOddsDeps } from './market/marketOdds';
import { multiMarket, type MultiMarket } from './multiMarket';
import { toastError } from './toasts';

/** The market page's odds streams, over the markets the player follows in each match. */
export function createMultiMarketOdds(followed: Pick<MultiMarket, 'followedIdsOf'>, deps: Omit<MarketOddsDeps, 'marketIds'>): MarketOdds {
  return createMarketOdds({ ...deps, marketIds: followed.followedIdsOf });
}

/** The app's followed markets' odds. */
export const multiMarketOdds: MarketOdds = createMultiMarketOdds(multiMarket, {
  fetchOdds: (ref, ids) => marketApi.marketOdds(ref.eventId, ref.legueId, ref.matchId, ids),
  when: marketGate$,
  toast: toastError,
});
