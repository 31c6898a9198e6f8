// Horse racing schedule rules.
import { describe, expect, it } from 'vitest';
import type { Country } from '../../src/api/contract';
import {
  countdownText,
  countryChips,
  filterByCountry,
  flagCode,
  horseMarketPath,
  raceButtonState,
  raceNameOf,
  raceStartOf,
  visibleSchedule,
} from '../../src/domain/horse';
import { tradePath } from '../../src/features/shell/links';

const now = new Date('2026-11-22T12:00:00.000Z');
const race = (minutesFromNow: number, status = 'OPEN') => ({
  stime: new Date(now.getTime() + minutesFromNow * 60_000).toISOString(),
  gOdds: { status },
});

describe('raceButtonState', () => {
  it('live when starting within 30 minutes (start - 20 <= now + 10)', () => {
    expect(raceButtonState(race(30), now).live).toBe(true);
    expect(raceButtonState(race(31), now).live).toBe(false);
    expect(raceButtonState(race(10), now).live).toBe(true);
    expect(raceButtonState(race(-2), now).live).toBe(true);
  });
  it('never live when CLOSED or SUSPENDED', () => {
    expect(raceButtonState(race(5, 'SUSPENDED'), now).live).toBe(false);
    expect(raceButtonState(race(5, 'CLOSED'), now).live).toBe(false);
  });
  it('clock red when SUSPENDED, else green', () => {
    expect(raceButtonState(race(60, 'SUSPENDED'), now).clock).toBe('red');
    expect(raceButtonState(race(60), now).clock).toBe('green');
    expect(raceButtonState(race(60, 'CLOSED'), now).clock).toBe('green');
  });
  it('blinks under 5 minutes to start', () => {
    expect(raceButtonState(race(5), now).blink).toBe(false);
    expect(raceButtonState(race(4.9), now).blink).toBe(true);
    expect(raceButtonState(race(-1), now).blink).toBe(true);
  });
  it('accepts a timestamp and survives a bad start time', () => {
    expect(raceButtonState(race(10), now.getTime()).live).toBe(true);
    expect(raceButtonState({ stime: 'later', gOdds: { status: 'OPEN' } }, now)).toEqual({ live: false, clock: 'green', blink: false });
  });
});

const schedule: Country[] = [
  {
    cname: 'GB',
    cid: '1',
    children: [
      { ename: 'Ascot', children: [{ etid: '10', gmid: '1', ...race(10) }, { etid: '10', gmid: '2', ...race(-10, 'CLOSED') }] },
      { ename: 'York', children: [{ etid: '10', gmid: '3', ...race(-30, 'CLOSED') }] },
    ],
  },
  { cname: 'IRE', cid: '2', children: [{ ename: 'Galway', children: [{ etid: '10', gmid: '4', ...race(-30, 'CLOSED') }] }] },
  { cname: 'GB', cid: '1', children: [{ ename: 'Kempton', children: [{ etid: '10', gmid: '5', ...race(40, 'SUSPENDED') }] }] },
];

describe('visibleSchedule', () => {
  it('drops closed races, all-closed meetings and emptied countries', () => {
    const v = visibleSchedule(schedule);
    expect(v.map((c) => [c.cname, c.children.map((e) => [e.ename, e.children.map((r) => r.gmid)])])).toEqual([
      ['GB', [['Ascot', ['1']]]],
      ['GB', [['Kempton', ['5']]]],
    ]);
  });
});

describe('country chips and filter', () => {
  it('ALL plus each country once', () => {
    expect(countryChips(schedule)).toEqual(['ALL', 'GB', 'IRE']);
  });
  it('filters by chip', () => {
    expect(filterByCountry(schedule, 'IRE').map((c) => c.cid)).toEqual(['2']);
    expect(filterByCountry(schedule, 'ALL')).toHaveLength(3);
  });
});

describe('flagCode', () => {
  it('maps the listed names and codes', () => {
    expect(['GB', 'FRA', 'FR', 'USA', 'US', 'AU', 'IRE', 'IE', 'RSA', 'NZ', 'IN', 'ZA', 'HK'].map(flagCode)).toEqual([
      'gb',
      'fr',
      'fr',
      'us',
      'us',
      'au',
      'ie',
      'ie',
      'za',
      'nz',
      'in',
      'za',
      'hk',
    ]);
  });
  it('ignores case; unknown countries have no flag', () => {
    expect(flagCode('ire')).toBe('ie');
    expect(flagCode('JPN')).toBeNull();
  });
});

describe('countdown to the off', () => {
  it('counts down in minutes and seconds under an hour, hours and minutes beyond; nothing once started', () => {
    expect(countdownText(4 * 60_000 + 5_900)).toBe('04:05');
    expect(countdownText(3 * 3_600_000 + 7 * 60_000)).toBe('3h 07m');
    expect(countdownText(0)).toBeNull();
    expect(countdownText(-1)).toBeNull();
    expect(countdownText(Number.NaN)).toBeNull();
  });
});

describe('the race market page address', () => {
  const ref = { eventId: '10', legueId: '7', gmid: '12345', eventName: 'Sha Tin & Co', stime: '2026-11-22T12:05:00.000Z' };

  it('is /HorseMarket/{eventId}/{legueId}/{gmid} with sportsName, eventName and gameTime in that order', () => {
    const url = new URL(horseMarketPath(ref), 'http://x');
    expect(url.pathname).toBe('/HorseMarket/10/7/12345');
    expect([...url.searchParams.entries()]).toEqual([
      ['sportsName', 'horse'],
      ['eventName', 'Sha Tin & Co'],
      ['gameTime', ref.stime],
    ]);
  });

  it('the page reads the race name from the eventName parameter, else the second parameter', () => {
    expect(raceNameOf(new URL(horseMarketPath(ref), 'http://x').searchParams)).toBe('Sha Tin & Co');
    expect(raceNameOf(new URLSearchParams('sportsName=horse&name=Ascot&gameTime=x'))).toBe('Ascot');
    expect(raceNameOf(new URLSearchParams(''))).toBe('');
  });

  it('a horse live trade links to its race page; others keep theirs', () => {
    expect(tradePath({ eventId: '10', legueId: '7', matchId: '12345', event: 'Ascot' })).toBe('/HorseMarket/10/7/12345?sportsName=horse&eventName=Ascot&gameTime=');
    expect(tradePath({ eventId: '4', legueId: '1', matchId: '9' })).toBe('/fullmarket/4/1/9');
  });

  it('finds a listed race\'s start by its id', () => {
    const countries: Country[] = [
      { cname: 'GB', cid: '1', children: [{ ename: 'Ascot', children: [{ etid: '10', gmid: '55', stime: ref.stime, gOdds: { status: 'OPEN' } }] }] },
    ];
    expect(raceStartOf(countries, '55')).toBe(ref.stime);
    expect(raceStartOf(countries, '56')).toBeNull();
  });
});
