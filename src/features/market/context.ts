// What every piece of the market page shares: the match key, the slip actor and the price-click handler (all stable for the page's life).
import { createContext, useContext } from 'react';
import type { AppSlipActor, SlipCell, SlipPage } from '../../../streams/market/betSlip';
import type { MatchKey } from '../../../streams/market/matchKey';

export interface MarketPageContext {
  key: MatchKey;
  matchId: string;
  /** The URL's inplay flag (the list's reading when the match was opened). */
  urlInPlay: boolean;
  slip: AppSlipActor;
  /** Opens the slip under the clicked price's row; stable, so cells never re-render for it. */
  openSlip: (cell: SlipCell) => void;
  /** What a slip needs of the page, read at the moment of asking (event, sport, in-play, limits). */
  slipPage: () => SlipPage;
}

export const MarketContext = createContext<MarketPageContext | null>(null);

/** What a follow star needs of the match; its own context, so the name arriving late re-renders only the stars. */
export interface FollowMatchInfo {
  eventId: string;
  legueId: string;
  matchId: string;
  eventName: string;
  openDate: string;
}

export const FollowMatchContext = createContext<FollowMatchInfo | null>(null);

export function useMarketPage(): MarketPageContext {
  const page = useContext(MarketContext);
  if (!page) throw new Error('useMarketPage outside the market page');
  return page;
}
