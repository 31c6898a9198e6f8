// The one Chromium every browser run uses (Playwright configs, the bench, the replay check, the soak): its path and flags.
// Plain JavaScript so that Node runs it as it is (tests/bench, scripts); tests/chromium.d.mts types it for TypeScript.
import { DEBIAN_CHROMIUM, ensureChromiumOrExit, plannedChromiumPath, systemProbes } from '../scripts/chromium-resolve.mjs';

/** knip (`npm run lint`) loads playwright.config.ts only to read its test folder: lint neither installs a browser nor stops for one. */
const readsConfigOnly = /(^|[\\/])knip([\\/]|\.js$|$)/.test(process.argv[1] ?? '');

/**
 * Resolved once, when this module loads: CHROMIUM_PATH if set (it must be an executable file), else Debian's headless
 * shell /usr/bin/chromium-headless-shell, else its full /usr/bin/chromium, else Playwright's own browser; with none,
 * one is installed (saying so on stderr), and when none can be, the process stops with one message naming the command
 * to run (scripts/chromium-resolve.mjs).
 */
export const CHROMIUM_PATH = readsConfigOnly ? plannedChromiumPath(systemProbes()) : ensureChromiumOrExit();

/**
 * The bench's browser: it measures what a player's browser does, so the full Chromium when Debian's is there rather
 * than the headless shell the journeys run on (CHROMIUM_PATH, when set, still wins).
 */
export const PLAYER_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (systemProbes().isExecutable(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : CHROMIUM_PATH);

/** No sandbox, GPU or QUIC, and none of the background traffic that would show in the bench's request counts. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for it. */
export const CHROMIUM = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
