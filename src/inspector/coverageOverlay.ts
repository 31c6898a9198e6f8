// The transitions the machine tests took, for the chart's overlay: the runs the last test run wrote, else the committed baseline.
import baseline from '../../machines/tools/coverage.baseline.json';
import type { CoverageBaseline, CoverageRun } from '../../machines/tools/coverage';

const runs = import.meta.glob<CoverageRun>('../../coverage/machines/runs/*.json', { eager: true, import: 'default' });

export interface CoverageOverlay {
  /** 'tests' when runs of the machine tests are on disk, 'baseline' when only the committed figures are. */
  source: 'tests' | 'baseline';
  covered: ReadonlyMap<string, ReadonlySet<string>>;
}

export function loadCoverage(): CoverageOverlay {
  const found = Object.values(runs);
  const covered = new Map<string, Set<string>>();
  if (found.length > 0) {
    for (const run of found) {
      for (const [id, m] of Object.entries(run.machines)) {
        const set = covered.get(id) ?? new Set<string>();
        m.transitions.forEach((t) => set.add(t));
        covered.set(id, set);
      }
    }
    return { source: 'tests', covered };
  }
  for (const [id, m] of Object.entries(baseline as CoverageBaseline)) covered.set(id, new Set(m.covered));
  return { source: 'baseline', covered };
}
