/// <reference types="vitest/config" />
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { cspPlugin } from './src/security/csp';
import { earlyCallsPlugin } from './src/app/earlyCallsPlugin';
import { previewAssetsPlugin } from './src/app/previewAssetsPlugin';
import { reactRouterForProduction } from './src/app/reactRouterPlugin';

/**
 * A build pointed at a real operator (VITE_API_BASE) opens the connection to its API from the
 * HTML, while the scripts download: the first calls then skip DNS, TCP and TLS.
 */
function preconnectApi(apiBase: string | undefined): Plugin {
  return {
    name: 'preconnect-api',
    transformIndexHtml(html) {
      if (!apiBase) return html;
      const origin = new URL(apiBase, 'http://localhost').origin;
      return html.replace('</title>', `</title>\n    <link rel="preconnect" href="${origin}" crossorigin />`);
    },
  };
}

/** Modules the frames' entry shares with the app's (their own dependencies follow them into that chunk). */
const FRAME_SHARED = /node_modules[\\/](react|react-dom|scheduler|rxjs|@react-rxjs[\\/]core|@linaria[\\/](core|react))[\\/]|src[\\/](theme[\\/]global|domain[\\/]constants|security[\\/]frameSandbox|features[\\/]frames[\\/]paths)\.ts$|streams[\\/]scheduler\.ts$/;
/** The frames' own modules: never in the app's chunk. */
const FRAME_ONLY = /src[\\/]features[\\/]frames[\\/]|streams[\\/]frames[\\/]/;

// Vitest's setup files of both projects (tests/setup.ts: every test; the other: the machine tests' coverage).
// Given per project, not at the top: a project's list is appended to the top one's, and the dom project's
// own setup (tests/dom.setup.ts) must run before these.
const SETUP_FILES = ['tests/setup.ts', 'tests/machineCoverage.setup.ts'];

// One config for the dev server, the build and Vitest. Linaria styles are extracted to CSS by wyw-in-js.
export default defineConfig(({ command, mode }) => {
  // Before the CSP plugin: the policy allows the early script it puts inline, by its hash.
  const early = earlyCallsPlugin(import.meta.dirname);
  return {
    plugins: [
      preconnectApi(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE),
      react(),
      reactRouterForProduction(),
      // The first screen's calls, started by a tiny script of their own while the app downloads (src/app/earlyCalls.ts).
      early,
      // The production build's Content-Security-Policy (src/security/csp.ts), from the same env the app reads.
      cspPlugin(() => {
        const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
        return {
          apiBase: env.VITE_API_BASE,
          ipLookupUrl: env.VITE_IP_LOOKUP_URL,
          casinoPlayerUrl: env.VITE_CASINO_PLAYER_URL,
          videoTablesUrl: env.VITE_VIDEO_TABLES_URL,
          scriptHashes: early.scriptHashes(),
        };
      }),
      // `vite preview`: the build's files compressed once, not on every request (after the policy's headers are set).
      previewAssetsPlugin(),
      // Vitest skips the extraction: jsdom lays nothing out and Vitest loads no CSS, and linaria's runtime under
      // NODE_ENV=test gives each styled component a class of its own. Vitest's transforms: 46 -> 14 s without wyw's Babel pass.
      ...(mode === 'test'
        ? []
        : [
            wyw({
              include: ['**/src/**/*.{ts,tsx}'],
              babelOptions: {
                presets: ['@babel/preset-typescript', '@babel/preset-react'],
              },
            }),
          ]),
    ],
    resolve: {
      // The build takes RxJS' ES2015 modules instead of its ES5 ones: real classes and spreads
      // instead of tslib's helpers, less code to download and run on the home page. (The dev server
      // and Vitest keep the default, so tests never load two copies of RxJS.)
      ...(command === 'build' ? { conditions: ['es2015', ...defaultClientConditions] } : {}),
      alias: {
        // linaria's attribute filter, which the app's styled elements never need (src/theme/allPropsValid.ts).
        '@emotion/is-prop-valid': new URL('./src/theme/allPropsValid.ts', import.meta.url).pathname,
        '@streams': new URL('./streams', import.meta.url).pathname,
        '@machines': new URL('./machines', import.meta.url).pathname,
      },
    },
    build: {
      // No modulepreload polyfill in the entry: every browser the app supports (Chrome 66+, Safari 17+,
      // Firefox 115+) preloads modules itself, and one that does not only loads them a little later.
      modulePreload: { polyfill: false },
      // Every module the entry imports statically (the home page: React, the router, the transport,
      // the shell) goes into one chunk instead of Rolldown's ~45 shared ones: no import/export glue
      // between them and one gzip dictionary, 15 kB less on the wire for the same code. Lazy screens
      // and dialogs keep their own chunks and import what they share from this one.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // What the app's entry shares with the frames' own entry (src/features/frames/entry.tsx: React, RxJS,
              // the styles' runtime, the page-wide styles), so a page's frame loads this and its views, never the app.
              { name: 'react', tags: ['$initial'], priority: 1, test: FRAME_SHARED },
              { name: 'home', tags: ['$initial'], test: (id: string) => !FRAME_ONLY.test(id) },
              // The desktop header's inline login and the sign-in view it shares with the login modal: one chunk, loaded on first need.
              { name: 'login', test: /src[\\/]features[\\/]auth[\\/](LoginForm|SignInView)\.tsx$/ },
              // The casino game list and calls, which the lobby and the table pages share.
              { name: 'casino-games', test: /streams[\\/]casino[\\/](games|api)\.ts$|src[\\/]api[\\/]casino(Endpoints|Contract)\.ts$|src[\\/]domain[\\/]casinoTableIndex\.ts$/ },
              // The casino lobby's own modules (the home page shows it under the list): one file instead of three.
              {
                name: 'lobby',
                test: /src[\\/]features[\\/]casino[\\/]lobby[\\/](CasinoLobby|LobbyCard|LoadFailed|state)\.tsx?$|src[\\/]domain[\\/]casinoLobby\.ts$|streams[\\/]casino[\\/](lobby|catalogues)\.ts$/,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173, host: '127.0.0.1' },
    preview: { port: 4173, host: '127.0.0.1' },
    test: {
      exclude: ['tests/e2e/**', 'node_modules/**'],
      restoreMocks: true,
      // A bound for a stuck test, not a wait: on a 2-core machine under load (issue 30: the suite passes beside two
      // busy loops) a component test's real-time MSW answers can take seconds. Tests wait on virtual time.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // Both cores: Vitest's own default is one worker fewer than the cores, one worker on a 2-core machine.
      maxWorkers: 2,
      // Worker threads, not child processes: a file's set-up and imports cost less (node project 52 -> 40 s, 97 -> 74 CPU-s;
      // dom 67 -> 62 s). No test relies on a process of its own (each thread has its own process.env copy).
      pool: 'threads',
      // Components (.tsx) run in jsdom; rules, streams, machines and the simulated exchange (.ts) in plain
      // Node, which spares each file jsdom's start-up (about half a second a file). A .ts test that needs
      // the DOM says so in its first line: `// @vitest-environment jsdom` (docs/testing.md).
      //
      // Neither project isolates its files (`isolate: false`): a worker runs file after file in one module
      // graph (and, for dom, one jsdom window) instead of a new worker for each. The dom files each need a
      // fresh app (its streams are module-level singletons): tests/dom.setup.ts, which runs first, evaluates
      // the app's own modules afresh and resets the window before each file, while the packages (React,
      // RxJS, MSW, Testing Library) stay loaded. dom 68 -> 26 to 30 s, node 32 -> 18 s (docs/testing.md).
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            isolate: false,
            setupFiles: ['tests/dom.setup.ts', ...SETUP_FILES],
            include: ['tests/**/*.test.tsx'],
          },
        },
        { extends: true, test: { name: 'node', environment: 'node', isolate: false, setupFiles: SETUP_FILES, include: ['tests/**/*.test.ts'] } },
      ],
    },
  };
});
