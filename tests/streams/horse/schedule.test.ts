// The horse schedule streams in virtual time: the 60 s poll and its gate, closed races dropped, time buttons that wake only on a change of state, and the 200 ms race opening.
import { afterEach, describe, expect, it } from 'vitest';
import { BehaviorSubject, of, throwError, type Observable, type Subscription } from 'rxjs';
import type { Country } from '../../../src/api/contract';
import { HORSE_OPEN_DELAY_MS, HORSE_SCHEDULE_POLL_MS } from '../../../src/domain/constants';
import { createHorseSchedule, horseMarketPath } from '../../../streams/horse/schedule';
import { setAppScheduler } from '../../../streams/scheduler';
import { virtualClock } from '../market/virtualClock';

const MIN = 60_000;
/** The virtual clock starts at 0: start times are ISO strings of instants on it. */
const at = (ms: number) => new Date(ms).toISOString();

function country(cname: string, cid: string, meetings: { ename: string; races: [string, number, string][] }[]): Country {
  return {
    cname,
    cid,
    children: meetings.map((m) => ({
      ename: m.ename,
      children: m.races.map(([gmid, startMs, status]) => ({ etid: '10', gmid, stime: at(startMs), gOdds: { status } })),
    })),
  };
}

const SCHEDULE: Country[] = [
  country('GB', '1', [
    { ename: 'Kempton Park', races: [['501', -40 * MIN, 'CLOSED'], ['502', 12 * MIN, 'OPEN'], ['503', 50 * MIN, 'OPEN']] },
    { ename: 'York', races: [['511', -90 * MIN, 'CLOSED'], ['512', -60 * MIN, 'CLOSED']] },
  ]),
  country('IRE', '2', [{ ename: 'Galway', races: [['601', 20 * MIN, 'SUSPENDED']] }]),
  country('FRA', '3', [{ ename: 'Deauville', races: [['701', -30 * MIN, 'CLOSED']] }]),
];

function setup(script: (Country[] | Error)[], gateOpen = true) {
  const clock = virtualClock();
  const calls: number[] = [];
  const fetchSchedule = (): Observable<Country[]> => {
    calls.push(clock.now());
    const answer = script[Math.min(calls.length - 1, script.length - 1)]!;
    return answer instanceof Error ? throwError(() => answer) : of(answer);
  };
  const gate = new BehaviorSubject(gateOpen);
  const schedule = createHorseSchedule({ fetchSchedule, when: gate });
  const subs: Subscription[] = [];
  const record = <T>(source: Observable<T>): T[] => {
    const seen: T[] = [];
    subs.push(source.subscribe((v) => seen.push(v)));
    return seen;
  };
  return { clock, calls, gate, schedule, record, close: () => subs.forEach((s) => s.unsubscribe()) };
}

afterEach(() => setAppScheduler(null));

describe('horse schedule poll', () => {
  it('polls every 60 s while shown and visible; drops closed races and meetings and countries left empty', () => {
    const t = setup([SCHEDULE], false);
    const states = t.record(t.schedule.scheduleState$);
    t.clock.advanceTo(10_000);
    expect(t.calls).toEqual([]);
    t.gate.next(true);
    t.clock.advanceTo(10_000 + 2 * HORSE_SCHEDULE_POLL_MS);
    expect(t.calls).toEqual([10_000, 70_000, 130_000]);

    const last = states[states.length - 1]!;
    expect(last.state).toBe('ready');
    if (last.state !== 'ready') return;
    expect(last.value.map((c) => c.cname)).toEqual(['GB', 'IRE']);
    expect(last.value[0]!.children.map((m) => m.ename)).toEqual(['Kempton Park']);
    expect(last.value[0]!.children[0]!.children.map((r) => r.gmid)).toEqual(['502', '503']);

    t.close();
    t.clock.advanceBy(5 * HORSE_SCHEDULE_POLL_MS);
    expect(t.calls).toHaveLength(3);
  });

  it('a failed first round reads as failed; a later failure keeps the last good schedule', () => {
    const bad = setup([new Error('502')]);
    const badStates = bad.record(bad.schedule.scheduleState$);
    bad.clock.advanceTo(0);
    expect(badStates.map((s) => s.state)).toEqual(['loading', 'failed']);
    bad.close();

    const t = setup([SCHEDULE, new Error('502')]);
    const states = t.record(t.schedule.scheduleState$);
    t.clock.advanceTo(HORSE_SCHEDULE_POLL_MS);
    expect(states.map((s) => s.state)).toEqual(['loading', 'ready']);
    t.close();
  });
});

describe('time buttons', () => {
  it('a race turns live 30 minutes before the off, blinks under 5 minutes, and wakes its button only on those changes', () => {
    const t = setup([SCHEDULE]);
    const start = at(40 * MIN);
    t.clock.advanceTo(10 * MIN - 2_000);
    const states = t.record(t.schedule.raceButton$(start, 'OPEN'));
    expect(states).toEqual([{ live: false, clock: 'green', blink: false }]);
    t.clock.advanceTo(10 * MIN);
    expect(states).toEqual([
      { live: false, clock: 'green', blink: false },
      { live: true, clock: 'green', blink: false },
    ]);
    // A minute of one-second ticks that change nothing wakes nobody.
    t.clock.advanceTo(11 * MIN);
    expect(states).toHaveLength(2);
    t.close();

    const u = setup([SCHEDULE]);
    u.clock.advanceTo(35 * MIN - 2_000);
    const later = u.record(u.schedule.raceButton$(start, 'OPEN'));
    u.clock.advanceTo(35 * MIN + 1_000);
    expect(later).toEqual([
      { live: true, clock: 'green', blink: false },
      { live: true, clock: 'green', blink: true },
    ]);
    u.close();
  });

  it('a suspended race is never live and shows a red clock', () => {
    const t = setup([SCHEDULE]);
    const states = t.record(t.schedule.raceButton$(at(3 * MIN), 'SUSPENDED'));
    t.clock.advanceTo(0);
    expect(states).toEqual([{ live: false, clock: 'red', blink: true }]);
    t.close();
  });

  it('the countdown to the off counts down every second', () => {
    const t = setup([SCHEDULE]);
    const left = t.record(t.schedule.msToStart$(at(2 * MIN)));
    t.clock.advanceTo(3_000);
    expect(left).toEqual([2 * MIN, 2 * MIN - 1_000, 2 * MIN - 2_000, 2 * MIN - 3_000]);
    // A button mounting between two ticks has its state at once (no blank render waiting for the clock).
    t.clock.advanceTo(3_500);
    const late = t.record(t.schedule.raceButton$(at(20 * MIN), 'OPEN'));
    expect(late).toEqual([{ live: true, clock: 'green', blink: false }]);
    t.close();
  });
});

describe('opening a race', () => {
  const race = { eventId: '10', legueId: '1', gmid: '502', eventName: 'Kempton Park', stime: at(12 * MIN) };

  it('opens 200 ms after the press, not before; a second press restarts the wait for the race pressed last', () => {
    const t = setup([SCHEDULE]);
    const opened = t.record(t.schedule.raceOpenings$);
    t.clock.advanceTo(1_000);
    t.schedule.openRace(race);
    t.clock.advanceTo(1_000 + HORSE_OPEN_DELAY_MS - 1);
    expect(opened).toEqual([]);
    t.clock.advanceTo(1_000 + HORSE_OPEN_DELAY_MS);
    expect(opened).toEqual([horseMarketPath(race)]);

    t.schedule.openRace(race);
    t.clock.advanceBy(100);
    const other = { ...race, gmid: '503', stime: at(50 * MIN) };
    t.schedule.openRace(other);
    t.clock.advanceBy(HORSE_OPEN_DELAY_MS);
    expect(opened).toEqual([horseMarketPath(race), horseMarketPath(other)]);
    t.close();
  });
});
