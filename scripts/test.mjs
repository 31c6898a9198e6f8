// `npm test`: finds or installs the browser (scripts/chromium-resolve.mjs), runs Vitest, then the Playwright journeys.
// The journeys' two servers (tests/e2eServers.mjs: the production build previewed, the dev server) start while Vitest
// runs, in cores Vitest leaves idle, instead of after it: about 15 s of the journeys' start (docs/testing.md).
// Their output is shown only when one fails to start. Arguments go to Playwright (`npm test -- --reporter=list,json`).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { E2E_SERVERS } from '../tests/e2eServers.mjs';
import { ensureChromiumOrExit } from './chromium-resolve.mjs';

const require = createRequire(import.meta.url);

/** A package's command-line script, run by this Node. */
function binOf(pkg, name) {
  const manifest = require(`${pkg}/package.json`);
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  return join(dirname(require.resolve(`${pkg}/package.json`)), bin);
}

const run = (args, env = process.env) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });

const answers = async (url) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
};

// upgrade: as root on Debian with only the full Chromium, the lighter headless shell is installed first (once, here).
console.error(`Browser tests use ${ensureChromiumOrExit({ upgrade: true })}`);

// A server already answering on a port is Playwright's to reuse or refuse (its config says which); only free ports are started here.
const started = [];
for (const server of E2E_SERVERS) {
  if (await answers(server.url)) continue;
  const child = spawn(server.command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (c) => output.push(c));
  child.stderr.on('data', (c) => output.push(c));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  started.push({ ...server, child, output, exited });
}
const stopServers = () => {
  for (const { child } of started) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopServers(), process.exit(130)));

const unit = await run([binOf('vitest', 'vitest'), 'run']);
if (unit !== 0) {
  stopServers();
  process.exit(unit);
}

// Each started server answers, or the run stops with what it printed.
for (const server of started) {
  const deadline = Date.now() + server.timeout;
  let exited = null;
  void server.exited.then((code) => (exited = code));
  while (!(await answers(server.url))) {
    if (exited !== null || Date.now() > deadline) {
      process.stderr.write(Buffer.concat(server.output));
      console.error(`The journeys' ${server.name} server (${server.command}) ${exited !== null ? `exited with ${exited}` : 'did not answer in time'}.`);
      stopServers();
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

const journeys = await run([binOf('@playwright/test', 'playwright'), 'test', ...process.argv.slice(2)], {
  ...process.env,
  ...(started.length > 0 && { E2E_SERVERS_STARTED: '1' }),
});
stopServers();
process.exit(journeys);
