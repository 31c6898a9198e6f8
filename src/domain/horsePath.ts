// The horse race market page's address (spec: the race market page).

/** A race as its time button opens it: the ids of the market URL and what the page shows before its data. */
export interface RaceRef {
  eventId: string;
  legueId: string;
  gmid: string;
  eventName: string;
  stime: string;
}

/**
 * /HorseMarket/{eventId}/{legueId}/{gmid}?sportsName=horse&eventName=&gameTime= (spec: eventName is
 * the second query parameter, so the order matters).
 */
export function horseMarketPath(r: RaceRef): string {
  const q = new URLSearchParams();
  q.set('sportsName', 'horse');
  q.set('eventName', r.eventName);
  q.set('gameTime', r.stime);
  return `/HorseMarket/${encodeURIComponent(r.eventId)}/${encodeURIComponent(r.legueId)}/${encodeURIComponent(r.gmid)}?${q.toString()}`;
}
