// npm run soak [-- --minutes N] [-- --mutation double-send]: the thirty-minute soak (tests/e2e/soak.spec.ts) on the built app against the simulated exchange; prints its report.
// --mutation builds the client with VITE_TEST_MUTATION (docs/testing.md, Mutations) in a folder and on a port of its own, never a server already running.
import { spawnSync } from 'node:child_process';

const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const minutes = Number(arg('--minutes') ?? 30);
const mutation = arg('--mutation');
if (!Number.isFinite(minutes) || minutes <= 0 || (mutation !== undefined && mutation !== 'double-send')) {
  console.error('usage: npm run soak -- [--minutes N] [--mutation double-send]');
  process.exit(2);
}
const mutated = mutation
  ? {
      VITE_TEST_MUTATION: mutation,
      E2E_OUT_DIR: process.env.E2E_OUT_DIR ?? `dist-mutation-${mutation}`,
      E2E_PORT: process.env.E2E_PORT ?? '4391',
      E2E_DEV_PORT: process.env.E2E_DEV_PORT ?? '4392',
      // CI: Playwright builds and starts its own server, and stops if the port is taken, instead of reusing a normal build there.
      CI: '1',
    }
  : {};
const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/soak.spec.ts', '--project=soak', '--retries=0', '--reporter=list'], {
  stdio: 'inherit',
  env: { ...process.env, ...mutated, SOAK_MINUTES: String(minutes) },
});
process.exit(run.status ?? 1);
