// The In Play / Today / Tommorow match lists: which matches show, in what order and groups, and what a click stores and opens.
import { addDays, isSameDay, isValid } from 'date-fns';
import { parseApiDate } from './dates';
import type { ExchangeMarket, Game, Match, MarketRef } from '../api/contract';

export type MatchTab = 'inplay' | 'today' | 'tomorrow';

/** Tab labels exactly as the spec writes them. */
export const MATCH_TAB_LABELS: Record<MatchTab, string> = { inplay: 'In Play', today: 'Today', tomorrow: 'Tommorow' };

type Dated = Pick<Match, 'openDate'>;

const openDateOf = (m: Dated): Date | null => {
  const d = parseApiDate(m.openDate);
  return isValid(d) ? d : null;
};

/** In play is read from the first match-odds market, not from the match's own flag. */
export function isInPlay(match: Pick<Match, 'matchOdds'>): boolean {
  return match.matchOdds[0]?.inplay === true;
}

/** Same calendar date as `now`, in local time. */
export function opensToday(match: Dated, now: Date | number): boolean {
  const d = openDateOf(match);
  return d !== null && isSameDay(d, now);
}

/** Same calendar date as the day after `now`, in local time. */
export function opensTomorrow(match: Dated, now: Date | number): boolean {
  const d = openDateOf(match);
  return d !== null && isSameDay(d, addDays(now, 1));
}

/** Not listed: a winner (outright) market, a match without a market name, or a declared match. */
export function isHiddenMatch(match: Pick<Match, 'marketName' | 'declared'>): boolean {
  const name = match.marketName.trim();
  return name === '' || name.toLowerCase().includes('winner') || match.declared;
}

/** Earliest first; matches with an unreadable openDate go last, ties keep their order. */
export function sortByOpenDate<T extends Dated>(matches: readonly T[]): T[] {
  const key = (m: T) => openDateOf(m)?.getTime() ?? Number.POSITIVE_INFINITY;
  return [...matches].sort((a, b) => key(a) - key(b));
}

type Listed = Pick<Match, 'openDate' | 'marketName' | 'declared' | 'matchOdds'>;

/** The matches a tab lists, shown ones only, sorted by openDate. */
export function matchesForTab<T extends Listed>(matches: readonly T[], tab: MatchTab, now: Date | number): T[] {
  const inTab = (m: T) => (tab === 'inplay' ? isInPlay(m) : tab === 'today' ? opensToday(m, now) : opensTomorrow(m, now));
  return sortByOpenDate(matches.filter((m) => !isHiddenMatch(m) && inTab(m)));
}

export interface SportGroup<T> {
  /** The sport id (a match's eventId, a game's eventTypeId). */
  sportId: string;
  sportName: string;
  matches: T[];
}

/**
 * One collapsible group per sport, in the games list's order; sports the list does not know come
 * after, named by their id. Matches keep their order inside a group.
 */
export function groupBySport<T extends Pick<Match, 'eventId'>>(
  matches: readonly T[],
  games: readonly Pick<Game, 'eventTypeId' | 'name'>[],
): SportGroup<T>[] {
  const groups = new Map<string, SportGroup<T>>();
  for (const g of games) groups.set(String(g.eventTypeId), { sportId: String(g.eventTypeId), sportName: g.name, matches: [] });
  for (const m of matches) {
    const id = String(m.eventId);
    const group = groups.get(id) ?? { sportId: id, sportName: id, matches: [] };
    group.matches.push(m);
    groups.set(id, group);
  }
  return [...groups.values()].filter((g) => g.matches.length > 0);
}

const STORED_MARKET = /tie|toss|complete/i;

/** Stored on click: "Match Odds" itself and the tie, toss and completed-match markets. */
export function isStoredMarket(market: Pick<MarketRef, 'marketName'>): boolean {
  const name = market.marketName.trim();
  return name.toLowerCase() === 'match odds' || STORED_MARKET.test(name);
}

export function marketsToStore<T extends Pick<MarketRef, 'marketName'>>(markets: readonly T[]): T[] {
  return markets.filter(isStoredMarket);
}

export interface FullmarketParams {
  eventId: string;
  competitionId: string;
  matchId: string;
  /** The match's openDate, passed on as shown. */
  gameTime?: string;
  eventName?: string;
  inplay?: boolean;
}

/**
 * The one builder of a market page link: `/fullmarket/{eventId}/{competitionId}/{matchId}?gameTime=&eventName=&inplay=`,
 * every part encoded with encodeURIComponent; a query part not given is left out (no query at all: the bare path).
 */
export function fullmarketUrl(p: FullmarketParams): string {
  const path = [p.eventId, p.competitionId, p.matchId].map((s) => encodeURIComponent(String(s))).join('/');
  const query: string[] = [];
  if (p.gameTime !== undefined) query.push(`gameTime=${encodeURIComponent(p.gameTime)}`);
  if (p.eventName !== undefined) query.push(`eventName=${encodeURIComponent(p.eventName)}`);
  if (p.inplay !== undefined) query.push(`inplay=${encodeURIComponent(String(p.inplay))}`);
  return `/fullmarket/${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/** The fullmarket link of a listed match (in play as the list reads it). */
export function fullmarketUrlOf(match: Pick<Match, 'eventId' | 'competitionId' | 'matchId' | 'openDate' | 'eventName' | 'matchOdds'>): string {
  return fullmarketUrl({
    eventId: match.eventId,
    competitionId: match.competitionId,
    matchId: match.matchId,
    gameTime: match.openDate,
    eventName: match.eventName,
    inplay: isInPlay(match),
  });
}

export interface RunnerBest {
  selectionId: string;
  runnerName: string;
  /** null when nothing is offered on that side. */
  back: number | null;
  lay: number | null;
}

/** Each runner's best back and lay in the match's first match-odds market (lists show these, not random numbers). */
export function bestBackLay(match: { matchOdds: readonly Pick<ExchangeMarket, 'runners'>[] }): RunnerBest[] {
  const market = match.matchOdds[0];
  if (!market) return [];
  return market.runners.map((r) => ({
    selectionId: String(r.selectionId),
    runnerName: r.runnerName,
    back: r.ex.availableToBack[0]?.price ?? null,
    lay: r.ex.availableToLay[0]?.price ?? null,
  }));
}

/** The visited-match list: an entry with the same matchUrl replaces the old one in place, a new one is appended. */
export function upsertByMatchUrl<T extends { matchUrl: string }>(entries: readonly T[], entry: T): T[] {
  const i = entries.findIndex((e) => e.matchUrl === entry.matchUrl);
  if (i === -1) return [...entries, entry];
  const next = [...entries];
  next[i] = entry;
  return next;
}
