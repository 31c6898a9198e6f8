// A soccer match: goals minute by minute from the seed, priced in play with Poisson odds on what is left.
import { hash, rand01From } from '../rng';
import { MINUTE, clamp, type MarketDef } from '../model';
import { DRAW, NO, YES, marketId, normalise, teamRunner, type BuildContext, type Built } from './common';

const SOCCER_DURATION = 110 * MINUTE;
const HALF_TIME_AT = 45 * MINUTE;
const SECOND_HALF_AT = 60 * MINUTE;

/** Match minute (0..90) at time t: the clock stops at half time. */
function minuteAt(startMs: number, t: number): number {
  const e = t - startMs;
  if (e <= 0) return 0;
  if (e < HALF_TIME_AT) return e / MINUTE;
  if (e < SECOND_HALF_AT) return 45;
  return Math.min(90, 45 + (e - SECOND_HALF_AT) / MINUTE);
}
const timeOfMinute = (startMs: number, m: number) =>
  m <= 45 ? startMs + m * MINUTE : startMs + SECOND_HALF_AT + (m - 45) * MINUTE;

function poisson(mu: number, max = 10): number[] {
  const out: number[] = [];
  let p = Math.exp(-mu);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * mu) / (k + 1);
  }
  return out;
}

export function buildSoccer(ctx: BuildContext): Built {
  const { seed, matchId, startMs, home, away } = ctx;
  const lambdaH = 1.45 * Math.exp(0.35 * (home.rating - away.rating));
  const lambdaA = 1.15 * Math.exp(0.35 * (away.rating - home.rating));
  const goals: { minute: number; side: 0 | 1 }[] = [];
  const homeGoal = rand01From(seed, matchId, 'goal-h');
  const awayGoal = rand01From(seed, matchId, 'goal-a');
  for (let m = 0; m < 90; m++) {
    if (homeGoal(m) < lambdaH / 90) goals.push({ minute: m + 0.5, side: 0 });
    if (awayGoal(m) < lambdaA / 90) goals.push({ minute: m + 0.5, side: 1 });
  }
  const scoreAt = (m: number) => ({
    h: goals.filter((g) => g.side === 0 && g.minute <= m).length,
    a: goals.filter((g) => g.side === 1 && g.minute <= m).length,
  });
  const final = scoreAt(90);
  const endMs = startMs + SOCCER_DURATION;

  const outlook = (t: number) => {
    const m = minuteAt(startMs, t);
    const left = (90 - m) / 90;
    return { ...scoreAt(m), ph: poisson(lambdaH * left), pa: poisson(lambdaA * left) };
  };
  const matchOdds = (t: number) => {
    const { h, a, ph, pa } = outlook(t);
    let win = 0;
    let draw = 0;
    let lose = 0;
    ph.forEach((x, i) =>
      pa.forEach((y, j) => {
        const d = h + i - (a + j);
        if (d > 0) win += x * y;
        else if (d === 0) draw += x * y;
        else lose += x * y;
      }),
    );
    return normalise([win, lose, draw]);
  };
  const overUnder = (t: number) => {
    const { h, a, ph, pa } = outlook(t);
    let under = 0;
    ph.forEach((x, i) => pa.forEach((y, j) => (h + a + i + j <= 2 ? (under += x * y) : undefined)));
    return normalise([under, 1 - under]);
  };
  const btts = (t: number) => {
    const { h, a, ph, pa } = outlook(t);
    const homeScores = h > 0 ? 1 : 1 - (ph[0] ?? 0);
    const awayScores = a > 0 ? 1 : 1 - (pa[0] ?? 0);
    const yes = clamp(homeScores * awayScores, 0, 1);
    return normalise([yes, 1 - yes]);
  };

  const winner = final.h > final.a ? home : final.a > final.h ? away : null;
  const score = `${final.h}-${final.a}`;
  const volume = 300_000 + (hash(seed, matchId, 'vol') % 6_000_000);
  const markets: MarketDef[] = [
    {
      marketId: marketId(matchId, 0),
      marketName: 'Match Odds',
      runners: [teamRunner(home), teamRunner(away), DRAW],
      closesAt: endMs,
      winner: winner ? winner.selectionId : DRAW.selectionId,
      probs: matchOdds,
      volume,
      resultText: winner ? `${winner.name} won ${score}` : `Draw ${score}`,
    },
    {
      marketId: marketId(matchId, 1),
      marketName: 'Over/Under 2.5 Goals',
      runners: [
        { selectionId: '47972', runnerName: 'Under 2.5 Goals' },
        { selectionId: '47973', runnerName: 'Over 2.5 Goals' },
      ],
      closesAt: endMs,
      winner: final.h + final.a > 2.5 ? '47973' : '47972',
      probs: overUnder,
      volume: Math.round(volume * 0.4),
      resultText: `${final.h + final.a} goals`,
    },
    {
      marketId: marketId(matchId, 2),
      marketName: 'Both teams to Score?',
      runners: [YES, NO],
      closesAt: endMs,
      winner: final.h > 0 && final.a > 0 ? YES.selectionId : NO.selectionId,
      probs: btts,
      volume: Math.round(volume * 0.15),
      resultText: `Final score ${score}`,
    },
  ];
  const incidents = goals.map((g) => timeOfMinute(startMs, g.minute));
  return { endMs, markets, sessions: [], incidents, hasBookmaker: false };
}
