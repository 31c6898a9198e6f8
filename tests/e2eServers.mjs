// The journeys' two servers, for playwright.config.ts and `npm test` (scripts/test.mjs), which starts them while Vitest
// runs: the production build previewed on E2E_PORT (4173), the dev server on E2E_DEV_PORT (5175). E2E_PORT, E2E_DEV_PORT
// and E2E_OUT_DIR let several checkouts or runs share one machine without colliding.
const port = Number(process.env.E2E_PORT ?? 4173);
const devPort = Number(process.env.E2E_DEV_PORT ?? 5175);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

/** Each server's command, the address that answers once it is up, and how long it may take. */
export const E2E_SERVERS = [
  {
    name: 'build',
    command: `npx vite build --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    timeout: 180_000,
  },
  { name: 'dev', command: `npx vite --port ${devPort} --strictPort`, url: `http://127.0.0.1:${devPort}`, timeout: 120_000 },
];
