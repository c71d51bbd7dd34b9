import { defineConfig, devices } from '@playwright/test';
import { DEMO_DATA_DATED_AT_VARIABLE } from './tests/e2e/support/demo-data-day';

const port = Number(process.env.E2E_PORT ?? 4310);
// Chosen once here, before the server and the workers start, which inherit it; the workers load this file again.
process.env[DEMO_DATA_DATED_AT_VARIABLE] ??= new Date().toISOString();
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // One retry on CI only: a browser context that once took over 30 s to close on a loaded machine must not sink the run;
  // a real failure fails twice, and the report names every retried test as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/support/serve-fresh.ts',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), LOG_LEVEL: 'warn', [DEMO_DATA_DATED_AT_VARIABLE]: process.env[DEMO_DATA_DATED_AT_VARIABLE] },
  },
});
