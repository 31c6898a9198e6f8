// The shell's bound hooks: each reads one stream for the header, menus, ticker, carousel and panels.
// (A player's figures and open bets: LoggedInActions.tsx and OpenBets.tsx, which load with a player's shell.)
import { bind } from '@react-rxjs/core';
import type { Competition, Game, Match } from '../../api/contract';
import { LOADING, visibleSports$, type Loadable } from '../../../streams/navigation';
import { bannerCarousel, banners$, newsText$ } from '../../../streams/notices';
import { competitionEvents$, competitions$ } from '../../../streams/sportsMenu';

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

