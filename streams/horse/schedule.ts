// The horse racing schedule (GET /v2/list/horseRace every HORSE_SCHEDULE_POLL_MS), each race's time-button state on a one-second clock, and the 200 ms race opening.
import { bind } from '@react-rxjs/core';
import {
  Observable,
  ReplaySubject,
  Subject,
  defer,
  distinctUntilChanged,
  map,
  merge,
  share,
  startWith,
  switchMap,
  timer,
  type SchedulerLike,
} from 'rxjs';
import type { Country, HorseRace } from '../../src/api/contract';
import { HORSE_OPEN_DELAY_MS, HORSE_SCHEDULE_POLL_MS } from '../../src/domain/constants';
import { horseMarketPath, raceButtonState, raceStartOf, visibleSchedule, type RaceButtonState, type RaceRef } from '../../src/domain/horse';

export { horseMarketPath, type RaceRef };
import { horseApi } from './api';
import { and, online$, visible$ } from '../conditions';
import { sameFields } from '../market/equality';
import { LOADING, type Loadable } from '../navigation';
import { poll } from '../poll';
import { appScheduler } from '../scheduler';
import { describeError } from '../../src/api/errors';

/** The clock the buttons read: now, then every second (a button turns live or starts blinking within a second). */
const CLOCK_TICK_MS = 1_000;

export interface HorseScheduleDeps {
  fetchSchedule: () => Observable<Country[]>;
  /** Polls only while true (page visible, online). */
  when: Observable<boolean>;
  scheduler?: SchedulerLike;
}

export function createHorseSchedule(deps: HorseScheduleDeps) {
  const scheduler = () => deps.scheduler ?? appScheduler();

  /**
   * Loading until the first answer, then ready with closed races and all-closed meetings dropped.
   * Failures are only logged (spec section 8): a later failure keeps the last good schedule on
   * screen, and only a first round that fails reads as failed.
   */
  const [useSchedule, scheduleState$] = bind(
    defer(() => {
      let answered = false;
      const firstFailed = new Subject<Loadable<Country[]>>();
      const answers$ = poll(deps.fetchSchedule, {
        periodMs: HORSE_SCHEDULE_POLL_MS,
        when: deps.when,
        scheduler: deps.scheduler,
        name: 'horse schedule',
        onError: (err) => {
          console.warn(`[poll horse schedule] round failed: ${describeError(err)}`);
          if (!answered) firstFailed.next({ state: 'failed' });
        },
      }).pipe(
        map((countries): Loadable<Country[]> => {
          answered = true;
          return { state: 'ready', value: visibleSchedule(countries) };
        }),
      );
      return merge(answers$, firstFailed);
    }),
    LOADING as Loadable<Country[]>,
  );

  /**
   * Now (synchronously, so a stream subscribed to it has its state at once), then every second;
   * one timer for every button on screen.
   */
  const clock$: Observable<number> = defer(() => {
    const s = scheduler();
    return timer(CLOCK_TICK_MS, CLOCK_TICK_MS, s).pipe(
      map(() => s.now()),
      startWith(s.now()),
    );
    // Replayed: a button mounting between ticks has its state at once; dropped with the last button.
  }).pipe(share({ connector: () => new ReplaySubject<number>(1), resetOnRefCountZero: true }));

  /** A race's button: emits only when live, clock colour or blink changes, so a second's tick wakes nobody else. */
  const [useRaceButton, raceButton$] = bind(
    (stime: string, status: string) =>
      clock$.pipe(
        map((now): RaceButtonState => raceButtonState({ stime, gOdds: { status } } satisfies Pick<HorseRace, 'stime' | 'gOdds'>, now)),
        distinctUntilChanged(sameFields),
      ),
    // The hooks need a value before the stream is subscribed: the same rule at the scheduler's now.
    (stime: string, status: string): RaceButtonState => raceButtonState({ stime, gOdds: { status } }, scheduler().now()),
  );

  /** Milliseconds to a start time, every second (the market page's countdown to the off). */
  const [useMsToStart, msToStart$] = bind(
    (stime: string) => clock$.pipe(map((now) => Date.parse(stime) - now)),
    (stime: string) => Date.parse(stime) - scheduler().now(),
  );

  /** A race's start from the schedule, for a race page opened without gameTime (a link from the exposure list). */
  const [useRaceStart, raceStart$] = bind(
    (gmid: string) =>
      scheduleState$.pipe(
        map((s) => (s.state === 'ready' ? raceStartOf(s.value, gmid) : null)),
        distinctUntilChanged(),
      ),
    null as string | null,
  );

  const opens = new Subject<RaceRef>();

  /** A time button was pressed: the race opens HORSE_OPEN_DELAY_MS later (a second press restarts the wait). */
  const openRace = (race: RaceRef): void => opens.next(race);

  /** The paths to go to, each HORSE_OPEN_DELAY_MS after its press. */
  const raceOpenings$: Observable<string> = opens.pipe(
    switchMap((race) => timer(HORSE_OPEN_DELAY_MS, scheduler()).pipe(map(() => horseMarketPath(race)))),
    share(),
  );

  return { useSchedule, scheduleState$, useRaceStart, raceStart$, clock$, useRaceButton, raceButton$, useMsToStart, msToStart$, openRace, raceOpenings$ };
}

export type HorseSchedule = ReturnType<typeof createHorseSchedule>;

export const horseSchedule: HorseSchedule = createHorseSchedule({
  fetchSchedule: () => horseApi.horseSchedule(),
  when: and(visible$, online$),
});
