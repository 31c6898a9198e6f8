// The frames' bound hooks and their query parameters: a frame reads id, or event_id with sport_id (plus an optional eventName).
import { bind } from '@react-rxjs/core';
import { startFeed, liveFeed$, type LiveFeed } from '../../../streams/frames/scoreFrameFeed';

export interface FrameParams {
  /** The match id. */
  id: string;
  /** The sport id; a bare id frame is shown as soccer would be. */
  sportId: string;
  eventName: string;
}

export function frameParams(search: URLSearchParams): FrameParams {
  return {
    id: search.get('id') ?? search.get('event_id') ?? '',
    sportId: search.get('sport_id') ?? '',
    eventName: search.get('eventName') ?? '',
  };
}

/** The simulated feed of one match; the first state is there at once (no blank frame). */
export const [useLiveFeed] = bind(
  (sportId: string, id: string, eventName: string) => liveFeed$(sportId, id, eventName),
  (sportId: string, id: string, eventName: string): LiveFeed => startFeed(sportId, id, eventName).feed,
);
