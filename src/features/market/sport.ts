// Sport ids to the names bets carry and the Game Details banner each sport shows.
import { SPORT } from '../../domain/constants';

const NAMES: Record<string, string> = {
  [SPORT.cricket]: 'Cricket',
  [SPORT.soccer]: 'Soccer',
  [SPORT.tennis]: 'Tennis',
  [SPORT.horseRacing]: 'Horse Racing',
};

/** The payload's sportsName; a sport the client does not know is named by its id. */
export const sportName = (sportId: string): string => NAMES[sportId] ?? sportId;

/** Spec: 4 cricket, 2 tennis, 10 horse racing, otherwise soccer. */
export function bannerOf(sportId: string): string {
  if (sportId === SPORT.cricket) return '/assets/banners/cricket.svg';
  if (sportId === SPORT.tennis) return '/assets/banners/tennis.svg';
  if (sportId === SPORT.horseRacing) return '/assets/banners/horse-racing.svg';
  return '/assets/banners/soccer.svg';
}

/** Live Score applies to cricket, soccer and tennis; Live Match to every sport. */
export const hasLiveScore = (sportId: string): boolean =>
  sportId === SPORT.cricket || sportId === SPORT.soccer || sportId === SPORT.tennis;
