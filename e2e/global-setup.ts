import path from 'node:path';
import { publishRunEnv } from './support/run-env.js';
import { startServer } from './support/server.js';

/**
 * Builds nothing (`npm run test:e2e` builds first): starts the built server once for the whole run and
 * tells the workers where it is; the function it answers stops the server after the last test.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer(path.resolve(import.meta.dirname, 'test-results/server.log'));
  publishRunEnv(server.env);
  return server.stop;
}
