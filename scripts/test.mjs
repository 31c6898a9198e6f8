// `npm test`: every test, Vitest's and Playwright's, side by side instead of one after the other.
// The journeys keep a 2-core machine about nine tenths busy for ten minutes (they wait on poll periods
// and casino rounds as well as work); Vitest's minute and a half of work fits in the rest, so the
// whole command takes about as long as the journeys alone (docs/testing.md, Time budget).
// Playwright prints as it goes; Vitest's report is printed in one piece when it ends, so the two do
// not interleave line by line. The exit code is non-zero when either fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const bin = (pkg, file) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

/** Runs a Node CLI; `capture` collects its output instead of printing it. */
function run(name, script, args, capture) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Vitest's colours survive the capture when the terminal has them.
      env: capture && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    const chunks = [];
    if (capture) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code, signal) => {
      if (capture) process.stdout.write(`\n===== ${name} =====\n${Buffer.concat(chunks).toString()}\n===== end of ${name} (exit ${code ?? signal}) =====\n\n`);
      resolve(code ?? 1);
    });
  });
}

const [journeys, unit] = await Promise.all([
  run('Playwright', bin('@playwright/test', 'cli.js'), ['test'], false),
  run('Vitest', bin('vitest', 'vitest.mjs'), ['run'], true),
]);
process.exit(unit || journeys);
