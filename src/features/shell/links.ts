// Where the shell's links go: a live trade's market or casino table, and the account menu's pages.
import type { LiveTrade } from '../../api/contract';
import { SPORT } from '../../domain/constants';
import { horseMarketPath } from '../../domain/horsePath';
import { fullmarketUrl } from '../../domain/matchLists';

/**
 * A live trade's screen: casino rounds open their table, horse races their race page, everything
 * else its market page. Bets of the generic launcher carry its casinoType as both legueId and
 * matchId (its route names neither), so they lead back to /play-casino-new.
 */
export const tradePath = (t: Pick<LiveTrade, 'eventId' | 'legueId' | 'matchId'> & Partial<Pick<LiveTrade, 'event'>>): string => {
  if (t.eventId === SPORT.casino)
    return t.legueId === t.matchId
      ? `/play-casino-new/${SPORT.casino}/${encodeURIComponent(t.matchId)}`
      : `/casino/${SPORT.casino}/${t.legueId}/${t.matchId}`;
  if (t.eventId === SPORT.horseRacing)
    return horseMarketPath({ eventId: t.eventId, legueId: t.legueId, gmid: t.matchId, eventName: t.event ?? '', stime: '' });
  return fullmarketUrl({ eventId: t.eventId, competitionId: t.legueId, matchId: t.matchId });
};

export interface AccountLink {
  label: string;
  to: string;
}

/** The menu modal's pages, in the spec's order (Logout follows them). */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { label: 'My Profile', to: '/profile' },
  { label: 'Account Statement', to: '/accountstatement' },
  { label: 'Bet History', to: '/betshistory' },
  { label: 'Profit & Loss', to: '/profitloss' },
  { label: 'Password History', to: '/passwordhistory' },
  { label: 'Activity Log', to: '/loginactivity' },
];
