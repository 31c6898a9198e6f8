import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Journeys that need the development server: the machine inspector exists only in development
// builds. E2E_DEV_PORT lets several checkouts share one machine.
const PORT = Number(process.env.E2E_DEV_PORT ?? 5175);
export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: ['**/inspector*.spec.ts'],
  timeout: 240_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `npx vite --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
