// The sports menu: its Quick Links, and the All Sports drill-down (sport -> competitions -> events).
import { Observable, defer, map } from 'rxjs';
import type { Competition, Match } from '../src/api/contract';
import { api } from './api';
import { loadable, type Loadable } from './navigation';

export interface QuickLink {
  label: string;
  to: string;
}

/** The spec's Quick Links, in its order and spelling. */
export const QUICK_LINKS: readonly QuickLink[] = [
  { label: 'In-play', to: '/inplay' },
  { label: 'Multi Markets', to: '/multimarket' },
  { label: 'Cricket', to: '/cricket' },
  { label: 'Soccer', to: '/soccer' },
  { label: 'Tennis', to: '/tennis' },
];

export interface MenuDeps {
  fetchCompetitions: (eventId: string) => Observable<Competition[]>;
  fetchMatches: (eventId: string, competitionId: string) => Observable<Match[]>;
}

/** Events of a competition in start order; declared (settled) events are not offered. */
const menuEvents = (matches: readonly Match[]): Match[] =>
  matches.filter((m) => !m.declared).sort((a, b) => a.openDate.localeCompare(b.openDate));

const byCompetitionName = (list: readonly Competition[]): Competition[] =>
  [...list].sort((a, b) => a.competitionName.localeCompare(b.competitionName));

function createSportsMenu(deps: MenuDeps) {
  /** Competitions of one sport, fetched when a sport is opened. */
  const competitions$ = (eventId: string): Observable<Loadable<Competition[]>> =>
    loadable(defer(() => deps.fetchCompetitions(eventId)).pipe(map(byCompetitionName)), 'sports menu competitions');

  /** Events of one competition, fetched when the competition is opened. */
  const competitionEvents$ = (eventId: string, competitionId: string): Observable<Loadable<Match[]>> =>
    loadable(defer(() => deps.fetchMatches(eventId, competitionId)).pipe(map(menuEvents)), 'sports menu events');

  return { competitions$, competitionEvents$ };
}

export const { competitions$, competitionEvents$ } = createSportsMenu({
  fetchCompetitions: (eventId) => api.competitions(eventId),
  fetchMatches: (eventId, competitionId) => api.matches(eventId, competitionId),
});
