// Names one match of the exchange (sport, competition, match ids) as the string key every per-match stream is cached by.

/** The three ids of a fullmarket URL, named as the contract names them. */
export interface MatchRef {
  /** The sport id (Cricket 4, Soccer 1, Tennis 2, ...). */
  eventId: string;
  /** The competition. */
  legueId: string;
  matchId: string;
}

/** `eventId/legueId/matchId`: a string, so per-key caches (pollByKey, state) compare it by value. */
export type MatchKey = string;

export const matchKey = (ref: MatchRef): MatchKey => `${ref.eventId}/${ref.legueId}/${ref.matchId}`;

export function matchRefOf(key: MatchKey): MatchRef {
  const [eventId = '', legueId = '', matchId = ''] = key.split('/');
  return { eventId, legueId, matchId };
}
