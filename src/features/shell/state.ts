// The shell's bound hooks: each reads one stream for the header, menus, ticker, carousel and panels.
import { bind } from '@react-rxjs/core';
import { distinctUntilChanged } from 'rxjs';
import type { Bet, Competition, Game, LiveTrade, Match } from '../../api/contract';
import { header } from '../../../streams/headerInstance';
import { LOADING, visibleSports$, type Loadable } from '../../../streams/navigation';
import { bannerCarousel, banners$, newsText$ } from '../../../streams/notices';
import { marketBets$, openBetMarkets$, type OpenBetMarket } from '../../../streams/openBets';
import { competitionEvents$, competitions$ } from '../../../streams/sportsMenu';
import { sameJson } from '../../../streams/market/equality';


/** openingBalance - exposure; null until both figures have arrived. */
export const [useBalance] = bind<number | null>(header.balance$, null);
export const [useExposure] = bind<number | null>(header.exposure$, null);
// The live trades and the open-bet markets are answered afresh every 20 s: an answer that reads as
// the last one renders nothing (the dialogs and the desktop panel that show them stay asleep).
export const [useLiveTrades] = bind<LiveTrade[] | null>(header.liveTrades$.pipe(distinctUntilChanged<LiveTrade[]>(sameJson)), null);

// The bound states (second element) are what the hooks read: while something holds them (the home
// page's first calls, src/app/firstCalls.ts), a first render reads their current value instead of
// the default, and does not render again, synchronously, when it subscribes after commit.
export const [useVisibleSports, visibleSportsState$] = bind<Loadable<Game[]>>(visibleSports$, LOADING);

/** null: no ticker (logged out); '' : logged in with no news. */
export const [useNewsText] = bind<string | null>(newsText$, null);
export const [useBanners, bannersState$] = bind<string[] | null>(banners$, null);
export const [useBannerIndex] = bind(bannerCarousel.index$, 0);

export const [useCompetitions] = bind(
  (eventId: string): ReturnType<typeof competitions$> => competitions$(eventId),
  LOADING as Loadable<Competition[]>,
);
export const [useCompetitionEvents] = bind(
  (eventId: string, competitionId: string) => competitionEvents$(eventId, competitionId),
  LOADING as Loadable<Match[]>,
);

export const [useOpenBetMarkets] = bind<OpenBetMarket[] | null>(openBetMarkets$.pipe(distinctUntilChanged<OpenBetMarket[]>(sameJson)), null);
export const [useMarketBets] = bind((key: string) => marketBets$(key), LOADING as Loadable<Bet[]>);
