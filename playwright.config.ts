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
  // Debian's launcher turns GPU rasterization on; with no GPU that means emulating one (SwiftShader) for every
  // paint. Plain software rasterization does the same work for far less CPU.
  '--disable-gpu-rasterization',
];

// Journeys run against the real server (fresh embedded database with the demo data) in Debian's Chromium.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // scripts/run-e2e.sh gives each shard its own artifacts folder and report.
  outputDir: process.env.E2E_ARTIFACTS ?? './test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous: two shards share two cores, and a long journey on a busy machine is slow, not wrong.
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json' }]],
  // Shards share two cores: a busy machine is slow, not wrong.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Journeys take the screenshots worth looking at themselves (helpers.snap); failures get one more.
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // A click on a button that stays disabled fails in 30 s with its reason, instead of using up the test.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
      // Playwright keeps shared memory in files under /tmp; Debian's launcher adds the flag back by itself
      // where /dev/shm is too small, so elsewhere it is left to the faster /dev/shm.
      ignoreDefaultArgs: ['--disable-dev-shm-usage'],
    },
  },
  projects: [
    {
      name: 'phone',
      // A phone's layout, touch and user agent, drawn at one device pixel per CSS pixel: Pixel 7's 2.6 paints
      // seven times the pixels, which on two shared cores made every journey slower without testing more.
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        browserName: 'chromium',
      },
    },
    {
      name: 'desktop',
      // Every journey runs on the phone; the laptop repeats those tagged LAPTOP (e2e/helpers.ts), whose layout
      // differs there, which keeps CI within its time.
      grep: /@laptop/,
      use: { viewport: { width: 1366, height: 900 }, browserName: 'chromium' },
    },
  ],
  webServer: {
    command: `node scripts/build.mjs --if-stale server && rm -rf ${dataDir} && node apps/server/dist/server.js`,
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
      // Journeys leave orders unanswered for the whole run (see e2e/global-setup.ts): none is cancelled meanwhile.
      UNANSWERED_ORDER_CANCEL_MINUTES: '1440',
    },
  },
});
