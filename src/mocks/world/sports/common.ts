// Helpers shared by the sport simulations: ids and the fixed runners every exchange uses.
import type { MarketDef, RunnerDef, SessionDef, Team } from '../model';

export interface BuildContext {
  seed: number;
  matchId: string;
  startMs: number;
  home: Team;
  away: Team;
}

export interface Built {
  endMs: number;
  markets: MarketDef[];
  sessions: SessionDef[];
  incidents: number[];
  hasBookmaker: boolean;
}

export const marketId = (matchId: string, index: number) => `1.${matchId}${String(index).padStart(2, '0')}`;

export const YES: RunnerDef = { selectionId: '37302', runnerName: 'Yes' };
export const NO: RunnerDef = { selectionId: '37303', runnerName: 'No' };
export const DRAW: RunnerDef = { selectionId: '60443', runnerName: 'The Draw' };

export const teamRunner = (t: Team): RunnerDef => ({ selectionId: t.selectionId, runnerName: t.name });

/** Probabilities kept inside (0.002, 0.97) and summing to 1, so every price has a three-level ladder. */
export function normalise(ps: number[]): number[] {
  const clipped = ps.map((p) => Math.min(0.97, Math.max(0.002, p)));
  const sum = clipped.reduce((a, b) => a + b, 0);
  return clipped.map((p) => p / sum);
}
