import { defineConfig, devices, type TraceMode } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH, freePort } from './test/chromium';

/**
 * Browser tests run against the real server on a free port with a fresh PGlite database.
 * The config is evaluated again in every worker, so the chosen port and folder are passed on
 * through the environment.
 */
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'depot-e2e-'));
  process.env.E2E_DATA_DIR_MADE = '1';
}
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'test/e2e',
  globalTeardown: './test/e2e-teardown.ts',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : 'list',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // Off unless asked for (PW_TRACE=retain-on-failure): recording a trace (a screencast and a DOM
    // snapshot per action) made the journeys take 1.7x as long on 2 cores (docs/testing.md), and
    // CI keeps only the printed output, which a trace file never reaches.
    trace: (process.env.PW_TRACE ?? 'off') as TraceMode,
    // No service worker unless a journey asks for one (`test.use({ serviceWorkers: 'allow' })`: the
    // journeys that go offline or read the worker; the persistent profiles of fixtures/offline.ts
    // always allow it). Its install precaches the whole build (about 3.7 MB) in every fresh context:
    // blocked, the same journeys took 18-23% less CPU (docs/testing.md), on 2 cores their time.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: JOURNEY_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NO_BUILD: '1',
      E2E_HOOKS: '1',
      DEMO_DELIVERIES_PER_DAY: '600',
      // stdout is not kept (above), and a log line per request was about 2% of the server's CPU
      LOG_LEVEL: 'warn',
    },
  },
});
