import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// One data folder per run, so two runs on one machine never delete each other's database or outbox;
// set in the environment so the test workers (which re-read this file) agree on it.
const dataDir = (process.env.E2E_DATA_DIR ??= `test-results/e2e-data-${process.pid}`);
process.env.E2E_OUTBOX ??= `${process.cwd()}/${dataDir}/outbox`;
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Journeys run against the real server (fresh embedded database with the demo data) in Debian's Chromium.
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 }, browserName: 'chromium' } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && tsx --tsconfig apps/server/tsconfig.json apps/server/src/server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PASSWORD_HASH_COST: '12',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
    },
  },
});
