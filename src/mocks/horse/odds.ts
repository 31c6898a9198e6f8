// Horse race Win markets: runners, a price ladder that drifts second by second, and the declared winner.
import { TICKS } from '../world/prices';
import { hash, rand01, valueNoise } from '../world/rng';
import { raceStatus, type Race, type RaceStatus } from './schedule';

/** Index of the highest ladder price (the sports markets' ladder, 1.01 to 1000) not above `price`. */
function ladderIndexAtOrBelow(price: number): number {
  let lo = 0;
  let hi = TICKS.length - 1;
  if (price <= (TICKS[0] ?? 1.01)) return 0;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if ((TICKS[mid] ?? Infinity) <= price + 1e-9) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const FIRST = ['Silver', 'Golden', 'Midnight', 'Royal', 'Desert', 'Northern', 'Crimson', 'Lucky', 'Storm', 'Velvet', 'Iron', 'Wild', 'Summer', 'Copper', 'Blue', 'Secret', 'Noble', 'Swift', 'Dancing', 'Highland'];
const SECOND = ['Comet', 'Arrow', 'Legend', 'Duchess', 'Thunder', 'Whisper', 'Falcon', 'Empire', 'Spirit', 'Monarch', 'Rhythm', 'Harbour', 'Mirage', 'Baron', 'Lantern', 'Voyager', 'Sonnet', 'Tempest', 'Orchid', 'Rocket'];

export interface Runner {
  sid: string;
  name: string;
  /** Relative strength: win chances are strengths over their sum. */
  strength: number;
}

export function runnersOf(seed: number, race: Race): Runner[] {
  const count = 6 + (hash(seed, 'field', race.gmid) % 7);
  const base = 100_000 + (hash(seed, 'sid', race.gmid) % 800_000);
  const used = new Set<string>();
  const out: Runner[] = [];
  for (let i = 0; i < count; i++) {
    let k = hash(seed, 'horse-name', race.gmid, i);
    let name = '';
    // Names are unique within a race; a clash moves to the next pair.
    do {
      name = `${FIRST[k % FIRST.length] ?? 'Bay'} ${SECOND[Math.floor(k / FIRST.length) % SECOND.length] ?? 'Star'}`;
      k++;
    } while (used.has(name));
    used.add(name);
    out.push({ sid: String(base + i), name, strength: Math.exp(1.6 * (rand01(seed, 'strength', race.gmid, i) - 0.5) * 2) });
  }
  return out;
}

/** Prices wander between random knots this many seconds apart... */
const DRIFT_KNOT_S = 60;
/** ...and are quoted afresh every this many seconds, as a book is re-priced, so a player's price holds through a bet delay more often than not. */
const PRICE_STEP_S = 10;

/** Win chances at a moment; they stop moving when the race is off. */
function chancesAt(seed: number, race: Race, runners: readonly Runner[], now: number): number[] {
  const second = Math.floor(Math.min(now, race.startMs) / 1000);
  const step = Math.floor(second / PRICE_STEP_S) * PRICE_STEP_S;
  const w = runners.map((r) => r.strength * Math.exp(0.35 * valueNoise(step / DRIFT_KNOT_S, seed, 'wander', race.gmid, r.sid)));
  const sum = w.reduce((s, x) => s + x, 0);
  return w.map((x) => x / sum);
}

type OddsName = 'back3' | 'back2' | 'back1' | 'lay1' | 'lay2' | 'lay3';
export interface Quote {
  sid: string;
  name: string;
  cells: Record<OddsName, { odds: number; size: number }>;
}

/**
 * The ladder around each runner's fair price: best back a little under it (the book is over 100%),
 * best lay one tick above (two for long shots), then two more levels each way. Sizes change every
 * second, deeper levels hold more money.
 */
export function quotesAt(seed: number, race: Race, now: number): Quote[] {
  const runners = runnersOf(seed, race);
  const chances = chancesAt(seed, race, runners, now);
  const second = Math.floor(Math.min(now, race.startMs) / 1000);
  return runners.map((r, i) => {
    const fair = 1 / (chances[i] ?? 1);
    const b1 = Math.min(ladderIndexAtOrBelow(fair * 0.97), TICKS.length - 6);
    const l1 = b1 + (fair > 20 ? 2 : 1);
    const at = (idx: number): number => TICKS[Math.max(0, Math.min(idx, TICKS.length - 1))] ?? 1000;
    const size = (level: string, depth: number): number =>
      Math.round((20 + 1500 * (chances[i] ?? 0)) * depth * (0.5 + rand01(seed, 'size', race.gmid, r.sid, level, second)));
    return {
      sid: r.sid,
      name: r.name,
      cells: {
        back3: { odds: at(b1 - 2), size: size('b3', 3) },
        back2: { odds: at(b1 - 1), size: size('b2', 2) },
        back1: { odds: at(b1), size: size('b1', 1) },
        lay1: { odds: at(l1), size: size('l1', 1) },
        lay2: { odds: at(l1 + 1), size: size('l2', 2) },
        lay3: { odds: at(l1 + 2), size: size('l3', 3) },
      },
    };
  });
}

/** The winner, drawn once by the chances at the off. */
export function winnerOf(seed: number, race: Race): string {
  const runners = runnersOf(seed, race);
  const chances = chancesAt(seed, race, runners, race.startMs);
  let u = rand01(seed, 'winner', race.gmid);
  for (let i = 0; i < runners.length; i++) {
    u -= chances[i] ?? 0;
    if (u < 0) return runners[i]?.sid ?? '';
  }
  return runners[runners.length - 1]?.sid ?? '';
}

export interface HorseMarketBody {
  mid: string;
  mname: string;
  status: RaceStatus;
  section: { nat: string; sid: string; odds: { oname: OddsName; odds: number | string; size: number | string }[] }[];
}

export const winMarketId = (race: Race): string => `1.${race.gmid}`;

const ONAMES: readonly OddsName[] = ['back3', 'back2', 'back1', 'lay1', 'lay2', 'lay3'];

/** `/v2/get-horse-odds` body; every other runner's numbers travel as numeric strings, as the contract allows. */
export function horseMarketsAt(seed: number, race: Race, now: number): HorseMarketBody[] {
  const section = quotesAt(seed, race, now).map((q, i) => ({
    nat: q.name,
    sid: q.sid,
    odds: ONAMES.map((oname) => {
      const { odds, size } = q.cells[oname];
      return i % 2 === 1 ? { oname, odds: String(odds), size: String(size) } : { oname, odds, size };
    }),
  }));
  return [{ mid: winMarketId(race), mname: 'Win', status: raceStatus(race, now), section }];
}
