// Which Chromium the browser runs use, and installing one when there is none (issue 30, item 1).
// findChromium is the pure decision over injectable probes (tests/scripts/chromiumResolve.test.ts covers every
// branch); ensureChromium carries it out; systemProbes are the real machine. tests/chromium.mjs resolves the path
// once per process through ensureChromiumOrExit (plannedChromiumPath for knip, which only reads playwright.config.ts),
// and `npm test` (scripts/test.mjs) resolves it first.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

/**
 * Debian's old headless shell (package chromium-headless-shell): the first choice when CHROMIUM_PATH is unset, and what
 * is installed when it is missing. It is Chromium's engine without the browser around it, as Playwright's own headless
 * runs use: the journeys cost about 40 % less CPU on it than on the full browser (docs/testing.md).
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's full browser: used when the shell is missing and cannot be installed. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const APT = {
  name: 'apt',
  what: "Debian's chromium-headless-shell package",
  commands: [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'chromium-headless-shell'],
  ],
};
const PLAYWRIGHT = {
  name: 'playwright',
  what: "Playwright's Chromium",
  commands: [['npx', 'playwright', 'install', 'chromium']],
};

/** The one command a person runs to get a browser, named in the failure message. */
const manualCommand = (p) =>
  p.isDebian() ? 'sudo apt-get update && sudo apt-get install -y chromium-headless-shell' : 'npx playwright install chromium';

const noBrowserMessage = (p, tried) =>
  `No Chromium for the browser tests: none at ${DEBIAN_HEADLESS_SHELL}, ${DEBIAN_CHROMIUM}${tried ? ` or ${tried}` : ''}, and none could be installed here. ` +
  `Install one with \`${manualCommand(p)}\` (or set CHROMIUM_PATH to a Chromium executable), then run the command again.`;

/**
 * Where the browser is, or how to get one. Probes:
 * - env: the CHROMIUM_PATH variable (undefined or '' when unset)
 * - isExecutable(path): a file the user may execute
 * - playwrightPath(): where Playwright's own Chromium lives (or would, once installed); undefined if unknown
 * - isRoot(), isDebian(), hasCommand(name): what may install one
 *
 * Returns { kind: 'found', path, source }, { kind: 'install', installers, fallback } (each installer { name, what,
 * commands, path }, to try in order; `fallback`, a browser already there to use if they all fail) or { kind: 'fail',
 * message }. An explicit CHROMIUM_PATH that is not an executable file fails: no fallback.
 *
 * Order: CHROMIUM_PATH; Debian's headless shell; installing that shell (as root on Debian) even when a full Chromium is
 * there, since it is the cheaper browser to run the journeys on; Debian's full Chromium; Playwright's own, or installing it.
 */
export function findChromium(p) {
  if (p.env) {
    if (p.isExecutable(p.env)) return { kind: 'found', path: p.env, source: 'CHROMIUM_PATH' };
    return {
      kind: 'fail',
      message:
        `CHROMIUM_PATH is ${JSON.stringify(p.env)}, which is not an executable file. ` +
        `Point it at a Chromium (for example \`CHROMIUM_PATH=${DEBIAN_CHROMIUM} npm test\`) or unset it ` +
        `(\`unset CHROMIUM_PATH\`) to let the tests find or install one.`,
    };
  }
  if (p.isExecutable(DEBIAN_HEADLESS_SHELL)) return { kind: 'found', path: DEBIAN_HEADLESS_SHELL, source: 'debian-headless-shell' };
  const managed = p.playwrightPath();
  const present = p.isExecutable(DEBIAN_CHROMIUM)
    ? { kind: 'found', path: DEBIAN_CHROMIUM, source: 'debian' }
    : managed && p.isExecutable(managed)
      ? { kind: 'found', path: managed, source: 'playwright' }
      : undefined;
  const installers = [];
  if (p.isRoot() && p.isDebian() && p.hasCommand('apt-get')) installers.push({ ...APT, path: DEBIAN_HEADLESS_SHELL });
  if (!present && managed && p.hasCommand('npx')) installers.push({ ...PLAYWRIGHT, path: managed });
  if (installers.length > 0) return { kind: 'install', installers, ...(present && { fallback: present.path }) };
  if (present) return present;
  return { kind: 'fail', message: noBrowserMessage(p, managed) };
}

/** The path a run will use, without installing or failing: the browser found or there to fall back on, else where the first installer puts one. */
export function plannedChromiumPath(p) {
  const d = findChromium(p);
  if (d.kind === 'found') return d.path;
  if (d.kind === 'install') return d.fallback ?? d.installers[0].path;
  return p.env || DEBIAN_CHROMIUM;
}

export class ChromiumError extends Error {}

/**
 * The browser's path, installing one when there is none. `run(command)` runs an installer command and returns its
 * exit status; `say(line)` tells the user (stderr). Throws a ChromiumError with the one message to show.
 * `upgrade`: with a full Chromium already there, install the headless shell all the same (npm test's first step does,
 * once); without it, the browser there is used as it is (every process that loads tests/chromium.mjs).
 */
export function ensureChromium({ probes, run, say, upgrade = false }) {
  const first = findChromium(probes);
  if (first.kind === 'found') return first.path;
  if (first.kind === 'fail') throw new ChromiumError(first.message);
  if (first.fallback && !upgrade) return first.fallback;
  for (const installer of first.installers) {
    const line = installer.commands.map((c) => c.join(' ')).join(' && ');
    say(
      first.fallback
        ? `Installing ${installer.what} for the browser tests (${line}): it runs them on less CPU than ${first.fallback}...`
        : `No Chromium for the browser tests: installing ${installer.what} (${line})...`,
    );
    const ok = installer.commands.every((c) => run(c) === 0);
    if (ok && probes.isExecutable(installer.path)) {
      say(`Chromium installed: ${installer.path}`);
      return installer.path;
    }
    say(`Installing ${installer.what} did not give a Chromium${ok ? ` at ${installer.path}` : ''}.`);
  }
  if (first.fallback) {
    say(`Browser tests use ${first.fallback}.`);
    return first.fallback;
  }
  throw new ChromiumError(noBrowserMessage(probes, probes.playwrightPath()));
}

const isExecutable = (path) => {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The real machine: the environment, the file system, the user, and Playwright's browser registry. */
export function systemProbes(env = process.env) {
  return {
    env: env.CHROMIUM_PATH,
    isExecutable,
    playwrightPath: () => {
      try {
        return createRequire(import.meta.url)('@playwright/test').chromium.executablePath() || undefined;
      } catch {
        return undefined;
      }
    },
    isRoot: () => process.getuid?.() === 0,
    isDebian: () => existsSync('/etc/debian_version'),
    hasCommand: (name) => (env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && isExecutable(join(dir, name))),
  };
}

/** Runs an installer command with its output on stderr (stdout stays the caller's). */
const runOnStderr = ([command, ...args]) =>
  spawnSync(command, args, { stdio: ['ignore', 2, 2], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status ?? 1;

/** ensureChromium on this machine; on failure prints the one message and exits 1. */
export function ensureChromiumOrExit({ upgrade = false } = {}) {
  try {
    return ensureChromium({ probes: systemProbes(), run: runOnStderr, say: (line) => console.error(line), upgrade });
  } catch (e) {
    if (!(e instanceof ChromiumError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}
