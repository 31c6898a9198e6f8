// Horse racing's calls (the schedule, a race's odds): a module of their own, loaded with its screens
// (streams/horse/api.ts), not with the home page.
import * as v from 'valibot';
import { Observable, map } from 'rxjs';
import { Country, HorseMarket } from './horseContract';
import type { ApiClient } from './client';
import { get } from './endpoints';
import { dataOnce as dataOf } from './envelopes';

// Inner shapes of the two answers, built once (see envelopes.ts).
const HorseSchedule = v.object({ t1: v.array(Country) });
const HorseMarkets = v.object({ data: v.array(HorseMarket) });

export function createHorseEndpoints(client: ApiClient) {
  const { call } = client;
  return {
    horseSchedule: (): Observable<Country[]> =>
      call('horseSchedule', get('/v2/list/horseRace'), dataOf(HorseSchedule)).pipe(
        map((b) => b.data.t1),
      ),

    horseOdds: (gmid: string): Observable<HorseMarket[]> =>
      call(
        'horseOdds',
        get(`/v2/get-horse-odds?gmid=${encodeURIComponent(gmid)}`),
        dataOf(HorseMarkets),
      ).pipe(map((b) => b.data.data)),
  };
}
