import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './tests/chromium.mjs';
import { E2E_SERVERS } from './tests/e2eServers.mjs';

// Journeys in Debian's Chromium: project `build` against the built app on the embedded simulated
// exchange, project `dev` (the machine inspector, which exists only in development builds) against
// the development server (tests/e2eServers.mjs: their commands, ports and addresses).
const BUILD_URL = E2E_SERVERS.find((s) => s.name === 'build')!.url;
const DEV_URL = E2E_SERVERS.find((s) => s.name === 'dev')!.url;
const DEV_JOURNEYS = ['**/inspector*.spec.ts'];
/** The two-minute soak: dispatched first, so it runs beside the other journeys instead of after them. */
const FIRST_JOURNEYS = ['**/soak.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  // A journey waits for a state of the page or the exchange, never for the wall clock (docs/testing.md,
  // "Waiting without the wall clock"), so its time-out is only the bound on a journey that is broken:
  // 180 s, which a healthy journey on a 2-core machine at load 20 does not come near.
  timeout: 180_000,
  // 0: an assertion, like an action, waits as long as the test's own time-out allows (a test that sets a
  // longer one, a round-long casino journey, gets it for its assertions too). No journey names a shorter wait.
  expect: { timeout: 0 },
  // Every journey is independent (its own context, session and simulated world), so the tests of a file
  // spread over the workers too; a file whose tests share state says `mode: 'serial'` (replay-har).
  fullyParallel: true,
  // Three browsers at once, on CI and off it: the journeys wait on real poll periods and casino rounds,
  // so three keep a 2-core machine busy where two left it waiting; four were faster still but pushed the
  // load past 20 and journeys with 45 s deadlines failed (docs/testing.md). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // Retries on CI only: a journey that fails on a developer's machine says so at once. The suite is meant
  // to pass without them (issue 30): a retry that saves a run is a flake to find, not a fix.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    trace: 'off',
    // V8's optimizing tiers (Maglev, TurboFan) compile hot code in the background for pages that live for minutes; a
    // journey's page lives seconds and never pays that back: a page load and ten seconds of a market page cost about a
    // tenth less CPU without them (docs/testing.md). The same engine, the same code run by its baseline tiers; the bench
    // (tests/bench) keeps them, as a player's browser does.
    launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, '--js-flags=--no-maglev --no-turbofan'] },
    // The app honours the player's reduced-motion setting (news ticker, carousel, price flashes,
    // spinners), and an endless animation keeps a headless browser compositing 60 frames a second:
    // a logged-in market page costs 14 % of a core with motion, 8 % without. A journey that is about
    // motion asks for it with `page.emulateMedia({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
  },
  // `dev` first: its round-long casino journey then runs beside the others instead of after them.
  projects: [
    {
      name: 'soak',
      testMatch: FIRST_JOURNEYS,
      use: { ...devices['Desktop Chrome'], baseURL: BUILD_URL },
    },
    {
      name: 'dev',
      testMatch: DEV_JOURNEYS,
      // The inspector journeys follow a casino round and a bet's delay on the dev server's unbundled modules.
      timeout: 300_000,
      use: { ...devices['Desktop Chrome'], baseURL: DEV_URL },
    },
    {
      name: 'build',
      testIgnore: [...DEV_JOURNEYS, ...FIRST_JOURNEYS],
      use: { ...devices['Desktop Chrome'], baseURL: BUILD_URL },
    },
  ],
  // Started here, unless `npm test` started them while Vitest ran (E2E_SERVERS_STARTED: reused then, on CI too).
  // Without CI, servers already up on those ports are reused.
  webServer: E2E_SERVERS.map(({ command, url, timeout }) => ({
    command,
    url,
    timeout,
    reuseExistingServer: !process.env.CI || process.env.E2E_SERVERS_STARTED === '1',
  })),
});
