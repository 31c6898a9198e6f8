// knip: an export, a file or a dependency no product code uses fails `npm run lint`. `npm run lint`
// runs `knip --production`: tests do not count as users (an export only a test imports is dead code
// the test keeps alive). Entries ending in '!' are the product's; the others are development tools.
import type { KnipConfig } from 'knip';

import { KEPT_EXPORTS } from './knip.kept';

const config: KnipConfig = {
  // vite.config.ts is an entry of its own (above): its plugins are product code, which the Vite plugin would not follow in production mode.
  vite: false,
  // Test harnesses that live beside the code they start (moving them is issue 18's item 4): the simulated
  // exchange's Node server for Vitest, and the replay tools' Node-side barrel (tests and bench).
  ignoreFiles: ['src/mocks/node.ts', 'src/replay/index.ts'],
  entry: [
    // index.html's app and the early script the Vite plugin builds and inlines into its head.
    'src/main.tsx!',
    'src/app/earlyEntry.ts!',
    // inspector.html: the machine inspector's own page (development builds).
    'src/inspector/standalone.tsx!',
    // The build itself: its plugins (CSP, early script) are product code.
    'vite.config.ts!',
    // npm scripts; two load TypeScript modules through Vite's runnerImport, which knip cannot follow:
    'scripts/*.mjs!',
    'machines/tools/coverage.ts!', // scripts/machines-coverage.mjs
    'src/inspector/export/docs.ts!', // scripts/machines-docs.mjs
    // The bench (npm run bench) loads its backend through Vite's ssrLoadModule.
    'tests/bench/*.mjs',
    'tests/bench/backend.ts',
  ],
  // The build tools are development dependencies by design; the npm scripts run them.
  ignoreBinaries: ['vite'],
  // The design's one pattern, said once: an export its own module uses is live code that tests may also
  // reach. A stream's create*(deps) factory the module calls once with the app's dependencies (tests call
  // it with fakes and a virtual clock), that factory's Deps type, a storage key or text constant the module
  // reads and tests follow. An export that only tests use, and its module does not, still fails.
  ignoreExportsUsedInFile: true,
  // Drops the KEPT_EXPORTS (knip.kept.ts: what a framework or the simulated exchange's test hook needs, at
  // most 20, each with its reason) and nothing else from the report; fails on an entry nothing needs.
  preprocessor: './scripts/knip-kept.mjs',
  preprocessorOptions: { kept: KEPT_EXPORTS },
  project: ['src/**/*.{ts,tsx}!', 'streams/**/*.ts!', 'machines/**/*.ts!', 'scripts/**/*.mjs!', 'tests/**/*.{ts,tsx,mjs,mts}'],
};

export default config;
