// @vitest-environment node
// Coverage figures per machine from the tests' runs, and the committed floor they must not fall below.
import { describe, expect, it } from 'vitest';
import { coverageReport, regressions, toBaseline, type CoverageRun } from '../../machines/tools/coverage';
import { describeMachine } from '../../machines/tools/graph';
import { MACHINES } from '../../machines/tools/registry';
import baseline from '../../machines/tools/coverage.baseline.json';

const betSlip = MACHINES.filter((m) => m.id === 'betSlip');
const graph = describeMachine(betSlip[0]!.machine);
const all = graph.transitions.map((t) => t.id);
const stateCount = graph.states.filter((s) => s.parent !== null).length;
const run = (transitions: string[]): CoverageRun => ({ file: 't', machines: { betSlip: { transitions, states: ['betSlip.empty'] } } });

describe('machine coverage', () => {
  it('counts the transitions taken over every transition @xstate/graph lists, across runs', () => {
    const [m] = coverageReport([run(all.slice(0, 3)), run(all.slice(2, 5))], betSlip);
    expect(m!.transitions).toEqual({ covered: 5, total: all.length, percent: Math.round((5 / all.length) * 1000) / 10 });
    expect(m!.states).toEqual({ covered: 1, total: stateCount, percent: Math.round((1 / stateCount) * 1000) / 10 });
    expect(m!.never.map((t) => t.id)).toEqual(all.slice(5));
  });

  it('fails a machine whose coverage fell below the baseline and names what is no longer taken', () => {
    const floor = toBaseline(coverageReport([run(all)], betSlip));
    const report = coverageReport([run(all.slice(1))], betSlip);
    expect(regressions(report, floor)).toEqual([expect.stringContaining(`no longer taken: ${all[0]}`)]);
    expect(regressions(coverageReport([run(all)], betSlip), floor)).toEqual([]);
  });

  it('commits figures only for machines that exist, each no higher than the transitions it lists', () => {
    const ids = MACHINES.map((m) => m.id);
    for (const [id, floor] of Object.entries(baseline)) {
      expect(ids).toContain(id);
      const total = describeMachine(MACHINES.find((m) => m.id === id)!.machine).transitions.length;
      expect(floor.percent).toBeCloseTo(Math.round((floor.covered.length / total) * 1000) / 10, 5);
    }
  });
});
