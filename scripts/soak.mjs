// npm run soak [-- --minutes N]: the thirty-minute soak (tests/e2e/soak.spec.ts) on the built app against the simulated exchange; prints its report.
import { spawnSync } from 'node:child_process';

const at = process.argv.indexOf('--minutes');
const minutes = at > 0 ? Number(process.argv[at + 1]) : 30;
if (!Number.isFinite(minutes) || minutes <= 0) {
  console.error('usage: npm run soak -- --minutes N');
  process.exit(2);
}
const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/soak.spec.ts', '--project=soak', '--retries=0', '--reporter=list'], {
  stdio: 'inherit',
  env: { ...process.env, SOAK_MINUTES: String(minutes) },
});
process.exit(run.status ?? 1);
