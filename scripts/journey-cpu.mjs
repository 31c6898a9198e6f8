// Sums the journeys' 'browser-cpu' annotations (E2E_CPU=1, tests/e2e/fixtures.ts) of a Playwright JSON report by file.
// Usage: E2E_CPU=1 PLAYWRIGHT_JSON_OUTPUT_NAME=r.json npx playwright test --reporter=list,json && node scripts/journey-cpu.mjs r.json
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? 'report.json', 'utf8'));
const rows = [];
const walk = (suite, file) => {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests)
      for (const r of t.results) {
        const cpu = (r.annotations ?? t.annotations ?? []).find((a) => a.type === 'browser-cpu');
        rows.push({ file: file ?? suite.file, title: spec.title, cpu: cpu ? Number(cpu.description) : NaN, wall: r.duration / 1000 });
      }
  for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
};
for (const s of report.suites) walk(s);
const byFile = new Map();
for (const r of rows) {
  const f = byFile.get(r.file) ?? { cpu: 0, wall: 0, n: 0 };
  f.cpu += Number.isFinite(r.cpu) ? r.cpu : 0;
  f.wall += r.wall;
  f.n += 1;
  byFile.set(r.file, f);
}
const total = [...byFile.values()].reduce((a, f) => a + f.cpu, 0);
console.info('file'.padEnd(34), 'tests', 'browser CPU s', 'worker s');
for (const [file, f] of [...byFile].sort((a, b) => b[1].cpu - a[1].cpu))
  console.info(file.padEnd(34), String(f.n).padStart(5), f.cpu.toFixed(0).padStart(13), f.wall.toFixed(0).padStart(8));
console.info('total'.padEnd(34), String(rows.length).padStart(5), total.toFixed(0).padStart(13));
console.info('\nmost costly journeys:');
for (const r of rows.filter((x) => Number.isFinite(x.cpu)).sort((a, b) => b.cpu - a.cpu).slice(0, 15))
  console.info(`${r.cpu.toFixed(0).padStart(5)} s  ${r.file} :: ${r.title.slice(0, 110)}`);
