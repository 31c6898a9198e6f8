// A best-of-three tennis match: set winners from the seed, prices from the sets won and the set in play.
import { hash, rand01 } from '../rng';
import { MINUTE, logistic, type MarketDef } from '../model';
import { marketId, normalise, teamRunner, type BuildContext, type Built } from './common';

const SET_MS = 40 * MINUTE;

/** Chance the first player wins a best-of-three from (a, b) sets, winning each set with q. */
function fromSets(a: number, b: number, q: number): number {
  if (a >= 2) return 1;
  if (b >= 2) return 0;
  return q * fromSets(a + 1, b, q) + (1 - q) * fromSets(a, b + 1, q);
}

export function buildTennis(ctx: BuildContext): Built {
  const { seed, matchId, startMs, home, away } = ctx;
  const q = logistic(1.4 * (home.rating - away.rating));
  const sets: (0 | 1)[] = [];
  let a = 0;
  let b = 0;
  while (a < 2 && b < 2) {
    const w: 0 | 1 = rand01(seed, matchId, 'set', sets.length) < q ? 0 : 1;
    sets.push(w);
    if (w === 0) a++;
    else b++;
  }
  const endMs = startMs + sets.length * SET_MS + 5 * MINUTE;

  /** Chance the home player takes set `i` given how far into it we are (it leans to the real winner). */
  const setChance = (i: number, t: number) => {
    const f = Math.min(1, Math.max(0, (t - startMs - i * SET_MS) / SET_MS));
    const target = sets[i] === 0 ? 1 : 0;
    return q + (target - q) * f * f;
  };
  const matchChance = (t: number) => {
    const done = Math.max(0, Math.min(sets.length, Math.floor((t - startMs) / SET_MS)));
    const won = sets.slice(0, done);
    const sa = won.filter((w) => w === 0).length;
    const sb = won.length - sa;
    if (done >= sets.length) return sa > sb ? 1 : 0;
    const ps = setChance(done, t);
    return ps * fromSets(sa + 1, sb, q) + (1 - ps) * fromSets(sa, sb + 1, q);
  };
  const winner = a > b ? home : away;
  const set1 = sets[0] === 0 ? home : away;
  const volume = 100_000 + (hash(seed, matchId, 'vol') % 2_000_000);
  const markets: MarketDef[] = [
    {
      marketId: marketId(matchId, 0),
      marketName: 'Match Odds',
      runners: [teamRunner(home), teamRunner(away)],
      closesAt: endMs,
      winner: winner.selectionId,
      probs: (t) => normalise([matchChance(t), 1 - matchChance(t)]),
      volume,
      resultText: `${winner.name} won ${a}-${b}`,
    },
    {
      marketId: marketId(matchId, 1),
      marketName: 'Set 1 Winner',
      runners: [teamRunner(home), teamRunner(away)],
      closesAt: startMs + SET_MS,
      winner: set1.selectionId,
      probs: (t) => normalise([setChance(0, t), 1 - setChance(0, t)]),
      volume: Math.round(volume * 0.2),
      resultText: `${set1.name} won set 1`,
    },
  ];
  const incidents = sets.map((_, i) => startMs + (i + 1) * SET_MS);
  return { endMs, markets, sessions: [], incidents, hasBookmaker: false };
}
