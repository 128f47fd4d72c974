#!/usr/bin/env node
// Runs the browser tests (e2e/vitest.config.ts) when a Chromium is available.
// Without one: a loud SKIPPED banner locally, a failure in CI (CI never skips).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

const result = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromePath },
  shell: process.platform === 'win32',
});
if (result.error) console.error(result.error);
process.exit(result.status ?? 1);
