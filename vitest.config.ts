import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const contracts = path.join(root, 'packages/contracts/src/index.ts');
const alias = { '@kakayahan/contracts': contracts };

/** API integration tests run once per database driver: always PGlite, PostgreSQL when DATABASE_URL is set. */
const apiProject = (driver: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `api-${driver}`,
    root: path.join(root, 'apps/server'),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['src/**/*.unit.test.ts'],
    environment: 'node',
    globalSetup: [`./test/global-setup.${driver}.ts`],
    env: { TEST_DB: driver },
    pool: 'forks' as const,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['packages/contracts/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          root: path.join(root, 'apps/web'),
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
    ],
  },
});
