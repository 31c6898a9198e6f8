// npm run machines:coverage: runs the machine tests (tests/machines), prints transition and state coverage per machine, and fails when one falls below machines/tools/coverage.baseline.json.
//
//   npm run machines:coverage               run the tests, print, compare with the baseline
//   npm run machines:coverage -- --no-run   use the runs already in coverage/machines/runs
//   npm run machines:coverage -- --update   also write today's figures as the new baseline
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const { module: cov } = await runnerImport(join(ROOT, 'machines/tools/coverage.ts'), { root: ROOT, configFile: false, logLevel: 'error' });
const RUNS = join(ROOT, cov.COVERAGE_RUNS_DIR);
const BASELINE = join(ROOT, cov.COVERAGE_BASELINE);

if (!args.has('--no-run')) {
  rmSync(RUNS, { recursive: true, force: true });
  const vitest = spawnSync(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', 'tests/machines'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  // oxlint-disable-next-line no-control-regex -- colour codes out of vitest's summary
  const out = `${vitest.stdout}${vitest.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
  if (vitest.status !== 0) {
    console.error(out);
    console.error('machine tests failed: no coverage figures');
    process.exit(1);
  }
  console.info(out.split('\n').filter((l) => /^\s*(Test Files|Tests)\s/.test(l)).join('\n'));
}

const runs = existsSync(RUNS)
  ? readdirSync(RUNS).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(RUNS, f), 'utf8')))
  : [];
const report = cov.coverageReport(runs);
const baseline = existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, 'utf8')) : {};

const rows = report.map((m) => [
  m.id,
  `${m.transitions.covered}/${m.transitions.total}`,
  `${m.transitions.percent.toFixed(1)}%`,
  `${m.states.covered}/${m.states.total}`,
  baseline[m.id] ? `${baseline[m.id].percent.toFixed(1)}%` : 'new',
]);
const head = ['machine', 'transitions', 'covered', 'states', 'committed'];
const widths = head.map((_, i) => Math.max(...[head, ...rows].map((r) => r[i].length)));
const line = (r) => '  ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.info(`\nMachine coverage (${runs.length} test file(s) with machine actors)\n`);
console.info(line(head));
console.info('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
rows.forEach((r) => console.info(line(r)));
for (const m of report) {
  if (m.never.length === 0) continue;
  console.info(`\n  ${m.id}: never taken`);
  for (const t of m.never) console.info(`    ${t.source} --${t.label}${t.guard ? ` [${t.guard}]` : ''}--> ${t.targets.join(', ') || '(stays)'}`);
}

if (args.has('--update')) {
  writeFileSync(BASELINE, `${JSON.stringify(cov.toBaseline(report), null, 2)}\n`);
  console.info(`\nwrote ${cov.COVERAGE_BASELINE}`);
} else {
  const problems = cov.regressions(report, baseline);
  if (problems.length > 0) {
    console.error(`\nCoverage fell below what is committed (${cov.COVERAGE_BASELINE}):`);
    problems.forEach((p) => console.error(`  ${p}`));
    process.exit(1);
  }
  const fresh = report.filter((m) => !baseline[m.id]).map((m) => m.id);
  if (fresh.length) console.info(`\nNo committed figure yet for ${fresh.join(', ')}: run with --update and commit ${cov.COVERAGE_BASELINE}.`);
}
