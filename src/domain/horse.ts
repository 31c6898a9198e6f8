// Horse racing schedule rules: the race time button's state, which races and meetings show, country chips and flags.
import { addMinutes, isValid, subMinutes } from 'date-fns';
import { parseApiDate } from './dates';
import type { Country, HorseRace } from '../api/contract';
import { HORSE_BLINK_MIN, HORSE_LIVE_LOOKAHEAD_MIN, HORSE_LIVE_WINDOW_MIN } from './constants';

type ClockColour = 'red' | 'green';

export interface RaceButtonState {
  /** Clickable and shown as live. */
  live: boolean;
  clock: ClockColour;
  blink: boolean;
}

const status = (race: Pick<HorseRace, 'gOdds'>): string => race.gOdds.status.trim().toUpperCase();

const isRaceClosed = (race: Pick<HorseRace, 'gOdds'>): boolean => status(race) === 'CLOSED';

/**
 * Live when start - 20 min is not later than now + 10 min (the race is at most 30 minutes off)
 * and the race is neither CLOSED nor SUSPENDED. The clock is red while SUSPENDED. It blinks when
 * less than 5 minutes remain, including a race past its start time that is not yet closed.
 */
export function raceButtonState(race: Pick<HorseRace, 'stime' | 'gOdds'>, now: Date | number): RaceButtonState {
  const s = status(race);
  const clock: ClockColour = s === 'SUSPENDED' ? 'red' : 'green';
  const start = parseApiDate(race.stime);
  if (!isValid(start)) return { live: false, clock, blink: false };
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const inWindow = subMinutes(start, HORSE_LIVE_WINDOW_MIN).getTime() <= addMinutes(nowMs, HORSE_LIVE_LOOKAHEAD_MIN).getTime();
  const live = inWindow && s !== 'CLOSED' && s !== 'SUSPENDED';
  const blink = start.getTime() - nowMs < HORSE_BLINK_MIN * 60_000;
  return { live, clock, blink };
}

/**
 * The schedule as listed: closed races dropped, meetings with no race left dropped, and countries
 * with no meeting left dropped too (an empty country heading has nothing to show).
 */
export function visibleSchedule(countries: readonly Country[]): Country[] {
  return countries
    .map((c) => ({
      ...c,
      children: c.children
        .map((e) => ({ ...e, children: e.children.filter((r) => !isRaceClosed(r)) }))
        .filter((e) => e.children.length > 0),
    }))
    .filter((c) => c.children.length > 0);
}

export const ALL_COUNTRIES = 'ALL';

/** ALL, then each country name once, in schedule order. */
export function countryChips(countries: readonly Pick<Country, 'cname'>[]): string[] {
  return [ALL_COUNTRIES, ...new Set(countries.map((c) => c.cname))];
}

export function filterByCountry<T extends Pick<Country, 'cname'>>(countries: readonly T[], chip: string): T[] {
  return chip === ALL_COUNTRIES ? [...countries] : countries.filter((c) => c.cname === chip);
}

const FLAGS: Record<string, string> = {
  GB: 'gb',
  FRA: 'fr',
  FR: 'fr',
  USA: 'us',
  US: 'us',
  AU: 'au',
  IRE: 'ie',
  IE: 'ie',
  RSA: 'za',
  ZA: 'za',
  NZ: 'nz',
  IN: 'in',
  HK: 'hk',
};

/** The ISO 3166 alpha-2 code (lower case) of a country chip's flag, or null for a country without one. */
export function flagCode(country: string): string | null {
  return FLAGS[country.trim().toUpperCase()] ?? null;
}

// ---------- the countdown to the off ----------

/** '12:04' under an hour, '1h 05m' beyond; null once the start time has passed. */
export function countdownText(ms: number): string | null {
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? `${h}h ${String(m).padStart(2, '0')}m` : `${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
}

/**
 * The race's name on its market page. The specification reads it from the URL's second query
 * parameter (the race link is built as ?sportsName=horse&eventName=...&gameTime=); a link whose
 * parameters come in another order still finds `eventName` by name.
 */
export function raceNameOf(search: URLSearchParams): string {
  const named = search.get('eventName');
  if (named !== null) return named;
  return [...search.values()][1] ?? '';
}

// ---------- the race market page's address ----------

// In a module of its own: the live trades' links (home page chunk) need only this, not the rest.
export { horseMarketPath, type RaceRef } from './horsePath';

/** A race's start time as the schedule lists it, or null when the schedule does not list it. */
export function raceStartOf(countries: readonly Country[], gmid: string): string | null {
  for (const c of countries) for (const m of c.children) for (const r of m.children) if (r.gmid === gmid) return r.stime;
  return null;
}
