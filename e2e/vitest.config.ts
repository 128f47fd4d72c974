import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/**
 * Browser journeys against the real built server: one server for the whole run (global setup), test
 * files one at a time so they do not compete for the sign-in rate limit or the CPU.
 */
export default defineConfig({
  root,
  resolve: { alias: { '@kakayahan/contracts': path.join(root, 'packages/contracts/src/index.ts') } },
  test: {
    name: 'e2e',
    include: ['e2e/tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
