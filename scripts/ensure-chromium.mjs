// npm test's first step: finds the Chromium the browser tests use, or installs one, before anything else runs
// (scripts/chromium-resolve.mjs says where it looks and how it installs). Prints the path on stderr; exits 1 with
// one message naming the command to run when there is none and none can be installed.
import { ensureChromiumOrExit } from './chromium-resolve.mjs';

// upgrade: as root on Debian with only the full Chromium, the lighter headless shell is installed first (once, here).
console.error(`Browser tests use ${ensureChromiumOrExit({ upgrade: true })}`);
