import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './tests/chromium.mjs';

// Journeys in Debian's Chromium against the built app on the embedded simulated exchange.
// E2E_PORT and E2E_OUT_DIR let several checkouts or runs share one machine without colliding.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
export default defineConfig({
  testDir: 'tests/e2e',
  // Development-server journeys (the machine inspector) run under playwright.dev.config.ts.
  testIgnore: ['**/inspector*.spec.ts'],
  timeout: 60_000,
  fullyParallel: false,
  // Two browsers at once on CI (each context has its own simulated exchange in its service worker); E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1)),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: CHROMIUM,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx vite build --outDir ${OUT_DIR} --emptyOutDir && npx vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
