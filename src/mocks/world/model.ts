// Shared shapes of the simulated sports world: teams, matches and the markets a match offers.

export interface Team {
  name: string;
  /** Short code used in fancy session names ('IND'). */
  code: string;
  /** Strength in [-1, 1]; only skews prices, the result comes from the simulation. */
  rating: number;
  selectionId: string;
}

export interface RunnerDef {
  selectionId: string;
  runnerName: string;
  /** A runner withdrawn before the start: shown REMOVED, cannot win, takes no bets. */
  removed?: { adjustmentFactor: number; removalDate: string };
}

export interface MarketDef {
  marketId: string;
  marketName: string;
  runners: RunnerDef[];
  /** When the result is known and bets settle (the market is CLOSED from then on). */
  closesAt: number;
  /** The winning selectionId, or null when the market is void. */
  winner: string | null;
  /** Fair win probabilities of the runners that are not removed, in their order, at time t. */
  probs(t: number): number[];
  /** Matched volume when the market closes. */
  volume: number;
  /** Text kept on settled bets ('India won', 'Over 2.5 Goals'). */
  resultText: string;
  /** Take bets before the start only (the toss). */
  preMatchOnly?: boolean;
  /** Never opens (an outright shown in lists only). */
  alwaysSuspended?: boolean;
}

/** A cricket fancy session: runs after a number of balls, or at the fall of the first wicket. */
export interface SessionDef {
  selectionId: string;
  name: string;
  gtype: string;
  innings: 0 | 1;
  inningsStartMs: number;
  kind: 'balls' | 'firstWicket';
  /** Balls of the innings the session covers ('6 Over Runs' is 36; '0.1 Over Runs' is 1). */
  balls: number;
  settlesAt: number;
  result: number;
  /** Runs already scored and balls bowled at t, for the line. */
  progress(t: number): { runs: number; balls: number; started: boolean };
  /** Expected runs at settlement before anything is bowled. */
  expected: number;
}

interface BookmakerDef {
  marketId: string;
  marketName: string;
  /** Index into the match markets whose runners and probabilities it quotes. */
  source: MarketDef;
}

export interface MatchDef {
  matchId: string;
  sportId: string;
  sportName: string;
  competitionId: string;
  competitionName: string;
  eventName: string;
  startMs: number;
  endMs: number;
  home: Team;
  away: Team;
  markets: MarketDef[];
  bookmaker?: BookmakerDef;
  sessions: SessionDef[];
  /** Moments the market suspends briefly in play (a wicket, a goal). */
  incidents: number[];
  /** Marked so the list must hide it ('Tournament Winner', blank market name). */
  listMarketName: string;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
export const logistic = (x: number) => 1 / (1 + Math.exp(-x));
