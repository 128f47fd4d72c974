import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium.js';

const isCi = Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI?.toLowerCase() ?? '');

/**
 * Browser journeys and audits against the real built server (started once by the global setup) in the
 * system Chromium; no browser is ever downloaded. Every test owns the people it acts as (support/fixtures.ts),
 * so tests run in parallel: two workers suit a two-core machine that also runs the server.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: isCi,
  retries: 0,
  timeout: 90_000,
  // A hung run ends here, with its report, well inside CI's own limit.
  globalTimeout: 30 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
