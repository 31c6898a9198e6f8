// A T20 cricket match: ball-by-ball innings from the seed, its exchange markets and fancy sessions.
import { hash, hashFrom, rand01, rand01From } from '../rng';
import { MINUTE, clamp, logistic, type MarketDef, type SessionDef } from '../model';
import { DRAW, NO, YES, marketId, normalise, teamRunner, type BuildContext, type Built } from './common';

export const BALL_MS = 45_000;
const BALLS = 120;
const INNINGS2_OFFSET = 105 * MINUTE;
const CRICKET_DURATION = 200 * MINUTE;
const TOSS_BEFORE = 30 * MINUTE;
const RUNS_PER_BALL = 1.45;

interface Ball {
  runs: number;
  wicket: boolean;
}
interface Innings {
  /** 0 = home bats, 1 = away bats. */
  side: 0 | 1;
  startMs: number;
  balls: Ball[];
}

const RUN_TABLE = [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4, 4, 4, 6, 6];

function innings(seed: number, matchId: string, n: number, side: 0 | 1, startMs: number): Innings {
  const balls: Ball[] = [];
  let wickets = 0;
  const ball = hashFrom(seed, matchId, 'ball', n);
  const wicketDraw = rand01From(seed, matchId, 'wicket', n);
  for (let i = 0; i < BALLS; i++) {
    const runs = RUN_TABLE[ball(i) % RUN_TABLE.length] ?? 0;
    // Nine wickets at most: the innings always lasts its 20 overs, so every session settles on time.
    const wicket = wickets < 9 && wicketDraw(i) < 0.045;
    if (wicket) wickets++;
    balls.push({ runs: wicket ? 0 : runs, wicket });
  }
  return { side, startMs, balls };
}

const ballsDone = (inn: Innings, t: number) => clamp(Math.floor((t - inn.startMs) / BALL_MS), 0, BALLS);
/** Runs off the first `n` balls (a loop, not a slice: every odds answer of a cricket match asks this). */
const runsAfter = (inn: Innings, n: number) => {
  let runs = 0;
  for (let i = 0; i < n && i < inn.balls.length; i++) runs += (inn.balls[i] as Ball).runs;
  return runs;
};
const total = (inn: Innings) => runsAfter(inn, BALLS);
const firstWicket = (inn: Innings) => inn.balls.findIndex((b) => b.wicket);

export function buildCricket(ctx: BuildContext): Built {
  const { seed, matchId, startMs, home, away } = ctx;
  const teams = [home, away] as const;
  const tossWinner: 0 | 1 = rand01(seed, matchId, 'toss') < 0.5 ? 0 : 1;
  const batsFirst: 0 | 1 = rand01(seed, matchId, 'elect') < 0.6 ? tossWinner : ((1 - tossWinner) as 0 | 1);
  const first = innings(seed, matchId, 0, batsFirst, startMs);
  const second = innings(seed, matchId, 1, (1 - batsFirst) as 0 | 1, startMs + INNINGS2_OFFSET);
  // No ties: the chasing side scrambles one more run off the last ball.
  if (total(first) === total(second)) {
    const last = second.balls[BALLS - 1];
    if (last) second.balls[BALLS - 1] = { runs: last.runs + 1, wicket: false };
  }
  const winnerSide: 0 | 1 = total(second) > total(first) ? second.side : first.side;
  const endMs = startMs + CRICKET_DURATION;
  const rpb = (side: 0 | 1) => RUNS_PER_BALL * (1 + 0.06 * teams[side].rating);

  /** Probability that the side batting first wins, from the score so far and what is left. */
  const pFirst = (t: number): number => {
    const b1 = ballsDone(first, t);
    const b2 = ballsDone(second, t);
    const proj1 = runsAfter(first, b1) + (BALLS - b1) * rpb(first.side);
    const proj2 = runsAfter(second, b2) + (BALLS - b2) * rpb(second.side);
    // Wide enough that a chase stays a contest until its last overs.
    const sigma = 4 + 2.2 * Math.sqrt(2 * BALLS - b1 - b2);
    return logistic((1.7 * (proj1 - proj2)) / sigma);
  };
  const pHome = (t: number) => (first.side === 0 ? pFirst(t) : 1 - pFirst(t));

  const withDraw = hash(seed, matchId, 'removed-draw') % 4 === 0;
  const winnerTeam = teams[winnerSide];
  const markets: MarketDef[] = [
    {
      marketId: marketId(matchId, 0),
      marketName: 'Match Odds',
      runners: [
        teamRunner(home),
        teamRunner(away),
        ...(withDraw
          ? [{ ...DRAW, removed: { adjustmentFactor: 3.2, removalDate: new Date(startMs - 2 * 60 * MINUTE).toISOString() } }]
          : []),
      ],
      closesAt: endMs,
      winner: winnerTeam.selectionId,
      probs: (t) => normalise([pHome(t), 1 - pHome(t)]),
      volume: 400_000 + (hash(seed, matchId, 'vol') % 4_000_000),
      resultText: `${winnerTeam.name} won`,
    },
    {
      marketId: marketId(matchId, 1),
      marketName: 'Tied Match',
      runners: [YES, NO],
      closesAt: endMs,
      winner: NO.selectionId,
      probs: () => normalise([0.025, 0.975]),
      volume: 20_000 + (hash(seed, matchId, 'vol-tie') % 80_000),
      resultText: 'Not tied',
    },
    {
      marketId: marketId(matchId, 2),
      marketName: 'To Win the Toss',
      runners: [teamRunner(home), teamRunner(away)],
      closesAt: startMs - TOSS_BEFORE,
      winner: teams[tossWinner].selectionId,
      probs: () => [0.5, 0.5],
      volume: 10_000 + (hash(seed, matchId, 'vol-toss') % 50_000),
      resultText: `${teams[tossWinner].name} won the toss`,
      preMatchOnly: true,
    },
    {
      marketId: marketId(matchId, 3),
      marketName: 'Completed Match',
      runners: [YES, NO],
      closesAt: endMs,
      winner: YES.selectionId,
      probs: () => normalise([0.95, 0.05]),
      volume: 15_000 + (hash(seed, matchId, 'vol-complete') % 60_000),
      resultText: 'Match completed',
    },
  ];

  const sessions: SessionDef[] = [];
  const code = (inn: Innings) => teams[inn.side].code;
  const add = (name: string, inn: Innings, n: 0 | 1, kind: SessionDef['kind'], balls: number, gtype = 'session') => {
    const fw = firstWicket(inn);
    const endBall = kind === 'firstWicket' ? (fw >= 0 ? fw + 1 : BALLS) : balls;
    const expected =
      kind === 'firstWicket' ? Math.round(28 * (1 + 0.1 * teams[inn.side].rating)) : Math.round(balls * rpb(inn.side));
    sessions.push({
      // No leading zero: the id also travels as a JSON number.
      selectionId: `${(Number(matchId) % 9000) + 1000}${String(sessions.length + 1).padStart(2, '0')}`,
      name,
      gtype,
      innings: n,
      inningsStartMs: inn.startMs,
      kind,
      balls,
      settlesAt: inn.startMs + endBall * BALL_MS,
      result: runsAfter(inn, endBall),
      expected,
      progress: (t) => {
        const b = Math.min(ballsDone(inn, t), endBall);
        return { runs: runsAfter(inn, b), balls: b, started: t >= inn.startMs };
      },
    });
  };
  add(`0.1 Over Runs ${code(first)}`, first, 0, 'balls', 1);
  add(`6 Over Runs ${code(first)}`, first, 0, 'balls', 36);
  add(`10 Over Runs ${code(first)}`, first, 0, 'balls', 60);
  add(`15 Over Runs ${code(first)}`, first, 0, 'balls', 90);
  add(`20 Over Runs ${code(first)}`, first, 0, 'balls', 120);
  add(`Fall of 1st Wkt ${code(first)}`, first, 0, 'firstWicket', 0);
  add(`6 Over Runs ${code(second)}`, second, 1, 'balls', 36);
  add(`10 Over Runs ${code(second)}`, second, 1, 'balls', 60);
  add(`Fall of 1st Wkt ${code(second)}`, second, 1, 'firstWicket', 0);
  // Rows the client must hide: a decimal over, a 'no boundaries' line and a non-session type.
  add(`1.5 Over Runs ${code(first)}`, first, 0, 'balls', 11);
  add(`8 Over no boundaries ${code(first)}`, first, 0, 'balls', 48);
  add(`12 Over Runs ${code(first)}`, first, 0, 'balls', 72, 'khado');

  const incidents = [first, second].flatMap((inn) =>
    inn.balls.flatMap((b, i) => (b.wicket ? [inn.startMs + (i + 1) * BALL_MS] : [])),
  );
  return { endMs, markets, sessions, incidents, hasBookmaker: true };
}
