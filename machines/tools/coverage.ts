// Transition and state coverage of every machine: what the tests' runs took (coverage/machines/runs/*.json) against the definitions @xstate/graph lists.
import { describeMachine, type TransitionInfo } from './graph';
import { MACHINES, type RegisteredMachine } from './registry';

/** What one test file's actors took, per machine id. */
export interface CoverageRun {
  file: string;
  machines: Record<string, { transitions: string[]; states: string[] }>;
}

export interface Figure {
  covered: number;
  total: number;
  percent: number;
}

export interface MachineCoverage {
  id: string;
  file: string;
  transitions: Figure;
  states: Figure;
  covered: string[];
  never: TransitionInfo[];
}

/** The committed floor: per machine, its transition coverage and the transitions covered. */
export type CoverageBaseline = Record<string, { transitions: string; percent: number; covered: string[] }>;

export const COVERAGE_RUNS_DIR = 'coverage/machines/runs';
export const COVERAGE_BASELINE = 'machines/tools/coverage.baseline.json';

const figure = (covered: number, total: number): Figure => ({
  covered,
  total,
  percent: total === 0 ? 100 : Math.round((covered / total) * 1000) / 10,
});

export function mergeRuns(runs: readonly CoverageRun[]): Map<string, { transitions: Set<string>; states: Set<string> }> {
  const merged = new Map<string, { transitions: Set<string>; states: Set<string> }>();
  for (const run of runs) {
    for (const [id, taken] of Object.entries(run.machines)) {
      const m = merged.get(id) ?? { transitions: new Set<string>(), states: new Set<string>() };
      taken.transitions.forEach((t) => m.transitions.add(t));
      taken.states.forEach((s) => m.states.add(s));
      merged.set(id, m);
    }
  }
  return merged;
}

export function coverageReport(runs: readonly CoverageRun[], machines: readonly RegisteredMachine[] = MACHINES): MachineCoverage[] {
  const merged = mergeRuns(runs);
  return machines.map(({ id, file, machine }) => {
    const graph = describeMachine(machine);
    const taken = merged.get(id) ?? { transitions: new Set<string>(), states: new Set<string>() };
    const covered = graph.transitions.filter((t) => taken.transitions.has(t.id));
    const states = graph.states.filter((s) => s.parent !== null);
    return {
      id,
      file,
      transitions: figure(covered.length, graph.transitions.length),
      states: figure(states.filter((s) => taken.states.has(s.id)).length, states.length),
      covered: covered.map((t) => t.id),
      never: graph.transitions.filter((t) => !taken.transitions.has(t.id)),
    };
  });
}

export function toBaseline(report: readonly MachineCoverage[]): CoverageBaseline {
  return Object.fromEntries(
    report.map((m) => [m.id, { transitions: `${m.transitions.covered}/${m.transitions.total}`, percent: m.transitions.percent, covered: m.covered }]),
  );
}

/** Machines whose transition coverage fell below the committed figure, with why. */
export function regressions(report: readonly MachineCoverage[], baseline: CoverageBaseline): string[] {
  const out: string[] = [];
  for (const [id, floor] of Object.entries(baseline)) {
    const now = report.find((m) => m.id === id);
    if (!now) out.push(`${id}: in the baseline but no longer in machines/`);
    else if (now.transitions.percent < floor.percent) {
      const lost = floor.covered.filter((t) => !now.covered.includes(t));
      out.push(`${id}: ${now.transitions.percent}% < ${floor.percent}% committed${lost.length ? ` (no longer taken: ${lost.join(', ')})` : ''}`);
    }
  }
  return out;
}
