// The horse racing schedule: meetings and races laid out around the world's start, pure functions of (seed, anchor, time).
import { hash } from '../world/rng';

/** A race is off at its start time and its result is declared this long after. */
export const RACE_RUN_MS = 3 * 60_000;
/** The card repeats in cycles: every cycle brings a fresh set of meetings. */
const CYCLE_MS = 6 * 60 * 60_000;
/** Meetings stay listed this long after their last race is declared (the client hides them: all closed). */
const KEEP_CLOSED_MS = 90 * 60_000;
/** Meetings are listed once their first race is at most this far ahead. */
const LOOKAHEAD_MS = 8 * 60 * 60_000;
const MINUTE = 60_000;
const FIVE_MINUTES = 5 * MINUTE;

const HORSE_EVENT_ID = '10';

export type RaceStatus = 'OPEN' | 'SUSPENDED' | 'CLOSED';

interface CountryDef {
  cname: string;
  cid: string;
  /** Meetings per cycle. */
  slots: number;
  /** Races every `every` cycles (Hong Kong races on fewer days). */
  every: 1 | 2;
  /** At least (4 / every) x slots venues, so no venue repeats among the cycles on show. */
  venues: readonly string[];
}

const COUNTRIES: readonly CountryDef[] = [
  { cname: 'GB', cid: '1', slots: 2, every: 1, venues: ['Ascot', 'Newmarket', 'Cheltenham', 'Kempton Park', 'York', 'Doncaster', 'Sandown Park', 'Goodwood', 'Haydock Park', 'Lingfield Park'] },
  { cname: 'IRE', cid: '2', slots: 1, every: 1, venues: ['Leopardstown', 'Curragh', 'Punchestown', 'Fairyhouse', 'Galway', 'Dundalk'] },
  { cname: 'FRA', cid: '3', slots: 1, every: 1, venues: ['ParisLongchamp', 'Chantilly', 'Deauville', 'Saint-Cloud', 'Auteuil'] },
  { cname: 'USA', cid: '4', slots: 2, every: 1, venues: ['Churchill Downs', 'Belmont Park', 'Santa Anita', 'Gulfstream Park', 'Aqueduct', 'Saratoga', 'Keeneland', 'Del Mar', 'Pimlico'] },
  { cname: 'AU', cid: '5', slots: 2, every: 1, venues: ['Flemington', 'Randwick', 'Caulfield', 'Moonee Valley', 'Eagle Farm', 'Rosehill', 'Doomben', 'Morphettville'] },
  { cname: 'RSA', cid: '6', slots: 1, every: 1, venues: ['Kenilworth', 'Turffontein', 'Greyville', 'Fairview', 'Scottsville'] },
  { cname: 'NZ', cid: '7', slots: 1, every: 1, venues: ['Ellerslie', 'Trentham', 'Riccarton', 'Te Rapa'] },
  { cname: 'IN', cid: '8', slots: 1, every: 1, venues: ['Mahalaxmi', 'Kolkata', 'Mysore', 'Hyderabad', 'Bangalore', 'Pune'] },
  { cname: 'HK', cid: '9', slots: 1, every: 2, venues: ['Sha Tin', 'Happy Valley'] },
];

/**
 * The sprint card: an all-weather meeting racing every four minutes round the clock, so at any
 * moment some race is off within five minutes (the schedule's blinking button). It lists only a
 * window around now, as a rolling card does, rather than its ninety races of the cycle.
 */
const SPRINT = { cname: 'GB', venue: 'Wolverhampton Sprints', spacingMin: 4, pastMin: 20, aheadMin: 45 } as const;

/**
 * Every (country, slot) pair has a fixed index: a race id carries it. The sprint card comes last,
 * so the other meetings keep their indices.
 */
const SLOTS: readonly { country: CountryDef; slot: number; sprint?: true }[] = [
  ...COUNTRIES.flatMap((country) => Array.from({ length: country.slots }, (_, slot) => ({ country, slot }))),
  ...COUNTRIES.filter((c) => c.cname === SPRINT.cname).map((country) => ({ country, slot: country.slots, sprint: true as const })),
];

export interface Race {
  gmid: string;
  meeting: Meeting;
  index: number;
  startMs: number;
  /** Held before the off (a stalls problem): SUSPENDED until it runs. */
  held: boolean;
}

interface Meeting {
  cycle: number;
  slotIndex: number;
  cname: string;
  cid: string;
  ename: string;
  races: Race[];
}

/** Cycles start on the world's start time (to the five minutes below it), so a fresh world opens mid-card. */
const phaseOf = (anchorMs: number): number => (Math.floor(anchorMs / FIVE_MINUTES) * FIVE_MINUTES) % CYCLE_MS;
const cycleAt = (anchorMs: number, now: number): number => Math.floor((now - phaseOf(anchorMs)) / CYCLE_MS);
const cycleStart = (anchorMs: number, cycle: number): number => cycle * CYCLE_MS + phaseOf(anchorMs);

/** The meeting (among those racing in this cycle) whose last race is held. */
function heldSlot(seed: number, cycle: number): number {
  const racing = SLOTS.flatMap((s, i) => (cycle % s.country.every === 0 && !s.sprint ? [i] : []));
  return racing[hash(seed, 'held-meeting', cycle) % racing.length] ?? -1;
}

/**
 * Race ids are cycle x 10000 + slot x 100 + race index, so an id alone finds its race.
 * In every cycle one meeting holds its last race; it starts at least 100 minutes into the cycle,
 * so the next cycle's held race is always ahead and listed: there is always a SUSPENDED race on show.
 */
function meetingOf(seed: number, anchorMs: number, cycle: number, slotIndex: number): Meeting | null {
  const slot = SLOTS[slotIndex];
  if (!slot || cycle < 0) return null;
  const { country } = slot;
  if (slot.sprint) return sprintMeeting(anchorMs, cycle, slotIndex, country);
  if (cycle % country.every !== 0) return null;
  const round = Math.floor(cycle / country.every);
  const ename = country.venues[(round * country.slots + slot.slot) % country.venues.length] ?? country.cname;
  const h = hash(seed, 'meeting', cycle, slotIndex);
  const count = 6 + (h % 4);
  const spacingMin = 20 + 5 * ((h >>> 4) % 4);
  const holdsLast = heldSlot(seed, cycle) === slotIndex;
  const offsetMin = holdsLast ? 5 * ((h >>> 8) % 24) : -120 + 5 * ((h >>> 8) % 48);
  const first = cycleStart(anchorMs, cycle) + offsetMin * MINUTE;
  const heldIndex = holdsLast ? count - 1 : (h >>> 16) % 5 === 0 ? (h >>> 20) % count : -1;
  const meeting: Meeting = { cycle, slotIndex, cname: country.cname, cid: country.cid, ename, races: [] };
  for (let index = 0; index < count; index++) {
    meeting.races.push({
      gmid: String(cycle * 10_000 + slotIndex * 100 + index),
      meeting,
      index,
      startMs: first + index * spacingMin * MINUTE,
      held: index === heldIndex,
    });
  }
  return meeting;
}

/** The sprint card of a cycle: a race every four minutes from the cycle's start to its end, none held. */
function sprintMeeting(anchorMs: number, cycle: number, slotIndex: number, country: CountryDef): Meeting {
  const meeting: Meeting = { cycle, slotIndex, cname: country.cname, cid: country.cid, ename: SPRINT.venue, races: [] };
  const count = CYCLE_MS / (SPRINT.spacingMin * MINUTE);
  const first = cycleStart(anchorMs, cycle);
  for (let index = 0; index < count; index++)
    meeting.races.push({
      gmid: String(cycle * 10_000 + slotIndex * 100 + index),
      meeting,
      index,
      startMs: first + index * SPRINT.spacingMin * MINUTE,
      held: false,
    });
  return meeting;
}

/** The races a meeting lists at `now`: all of them, but only a window around now of the sprint card. */
function listedRaces(m: Meeting, now: number): Race[] {
  if (SLOTS[m.slotIndex]?.sprint !== true) return m.races;
  return m.races.filter((r) => r.startMs >= now - SPRINT.pastMin * MINUTE && r.startMs <= now + SPRINT.aheadMin * MINUTE);
}

export function raceByGmid(seed: number, anchorMs: number, gmid: string): Race | null {
  if (!/^\d{5,}$/.test(gmid)) return null;
  const n = Number(gmid);
  const meeting = meetingOf(seed, anchorMs, Math.floor(n / 10_000), Math.floor((n % 10_000) / 100));
  return meeting?.races[n % 100] ?? null;
}

export function raceStatus(race: Race, now: number): RaceStatus {
  if (now >= race.startMs + RACE_RUN_MS) return 'CLOSED';
  if (now >= race.startMs || race.held) return 'SUSPENDED';
  return 'OPEN';
}

/** Meetings on show at `now`: recently finished ones, running ones and those starting within the lookahead. */
function meetingsAt(seed: number, anchorMs: number, now: number): Meeting[] {
  const current = cycleAt(anchorMs, now);
  const out: Meeting[] = [];
  for (let cycle = current - 1; cycle <= current + 2; cycle++)
    for (let slotIndex = 0; slotIndex < SLOTS.length; slotIndex++) {
      const m = meetingOf(seed, anchorMs, cycle, slotIndex);
      const first = m?.races[0];
      const last = m?.races[m.races.length - 1];
      if (!m || !first || !last) continue;
      if (last.startMs + RACE_RUN_MS >= now - KEEP_CLOSED_MS && first.startMs <= now + LOOKAHEAD_MS) out.push(m);
    }
  return out.sort((a, b) => (a.races[0]?.startMs ?? 0) - (b.races[0]?.startMs ?? 0));
}

export interface CountryBody {
  cname: string;
  cid: string;
  children: { ename: string; children: { etid: string; gmid: string; stime: string; gOdds: { status: RaceStatus } }[] }[];
}

/** `/v2/list/horseRace` t1: countries in a fixed order, meetings by first race; stime is ISO 8601 UTC. */
export function scheduleAt(seed: number, anchorMs: number, now: number): CountryBody[] {
  const meetings = meetingsAt(seed, anchorMs, now);
  return COUNTRIES.map((c) => ({
    cname: c.cname,
    cid: c.cid,
    children: meetings
      .filter((m) => m.cname === c.cname && listedRaces(m, now).length > 0)
      .map((m) => ({
        ename: m.ename,
        children: listedRaces(m, now).map((r) => ({
          etid: HORSE_EVENT_ID,
          gmid: r.gmid,
          stime: new Date(r.startMs).toISOString(),
          gOdds: { status: raceStatus(r, now) },
        })),
      })),
  })).filter((c) => c.children.length > 0);
}
