// Records the replay fixtures (tests/replay/fixtures/*.ndjson) from the simulated exchange: `npm run replay:fixtures`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
const build = base.projects?.find((p) => p.name === 'build');

export default defineConfig({
  ...base,
  testDir: '.',
  timeout: 300_000,
  retries: 0,
  projects: [{ ...build, testIgnore: undefined }],
  webServer: { ...server!, cwd: root },
});
