#!/usr/bin/env node
// Runs the browser tests (Playwright Test, e2e/playwright.config.ts) when a Chromium is available.
// Without one: a loud SKIPPED banner locally, a failure in CI (CI never skips). Exits non-zero when a
// test fails. Arguments go to `playwright test`, e.g. `node e2e/run.mjs tests/sign-up-journeys.test.ts`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

if (!existsSync(chromePath)) {
  const isCi = Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI.toLowerCase());
  if (isCi) {
    console.error(`\nERROR: browser tests need Chromium, but none was found at ${chromePath}.`);
    console.error('Set CHROME_PATH or install chromium (apt-get install chromium). CI never skips these tests.\n');
    process.exit(1);
  }
  console.log('\n*** SKIPPED: browser tests — no Chromium found (set CHROME_PATH or apt-get install chromium) ***\n');
  process.exit(0);
}

const here = import.meta.dirname;
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const result = spawnSync(
  process.execPath,
  [cli, 'test', '--config', path.join(here, 'playwright.config.ts'), ...process.argv.slice(2)],
  // The suite's own Chromium only: Playwright must never look for (or fetch) browsers of its own.
  { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromePath, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
);
if (result.error) console.error(result.error);
if (result.signal) console.error(`\nThe browser tests were stopped by ${result.signal}.`);
process.exit(result.status ?? 1);
