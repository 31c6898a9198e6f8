// The one Chromium every browser run uses (Playwright configs, the bench, the replay check, the soak): its path and flags.
// Plain JavaScript so that Node runs it as it is (tests/bench, scripts); tests/chromium.d.mts types it for TypeScript.
import { ensureChromiumOrExit, plannedChromiumPath, systemProbes } from '../scripts/chromium-resolve.mjs';

/** knip (`npm run lint`) loads playwright.config.ts only to read its test folder: lint neither installs a browser nor stops for one. */
const readsConfigOnly = /(^|[\\/])knip([\\/]|\.js$|$)/.test(process.argv[1] ?? '');

/**
 * Resolved once, when this module loads: CHROMIUM_PATH if set (it must be an executable file), else Debian's
 * /usr/bin/chromium, else Playwright's own browser; with none, one is installed (saying so on stderr), and when none
 * can be, the process stops with one message naming the command to run (scripts/chromium-resolve.mjs).
 */
export const CHROMIUM_PATH = readsConfigOnly ? plannedChromiumPath(systemProbes()) : ensureChromiumOrExit();

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
