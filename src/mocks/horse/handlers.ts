// MSW handlers of the horse racing calls (contract section 3, Horse racing): the schedule and a race's odds.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { horseMarketsAt } from './odds';
import { raceByGmid, scheduleAt } from './schedule';

/** What the handlers read from the world: its seed, the time the schedule is laid around, its clock, the session check. */
export interface HorseDeps {
  seed: number;
  anchorMs: number;
  now: () => number;
  /** Throws the 401 answer for a token the exchange does not know; anonymous calls pass. */
  checkSession?: (request: Request) => void;
}

export function horseHandlers({ seed, anchorMs, now, checkSession = () => {} }: HorseDeps): HttpHandler[] {
  return [
    http.get('*/v2/list/horseRace', ({ request }) => {
      checkSession(request);
      return HttpResponse.json({ data: { t1: scheduleAt(seed, anchorMs, now()) } });
    }),

    http.get('*/v2/get-horse-odds', ({ request }) => {
      checkSession(request);
      const gmid = new URL(request.url).searchParams.get('gmid') ?? '';
      const race = raceByGmid(seed, anchorMs, gmid);
      if (!race) return HttpResponse.json({ status: false, message: 'Market not found' }, { status: 404 });
      return HttpResponse.json({ data: { data: horseMarketsAt(seed, race, now()) } });
    }),
  ];
}
