import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { signInThroughApi, type DemoRole, type E2eSession } from './accounts.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    sessions: Record<DemoRole, E2eSession>;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
const artifactsDir = path.join(repoRoot, 'e2e/artifacts');
const STARTUP_LIMIT_MS = 90_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} while starting`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet (a fresh embedded database takes a few seconds to create).
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer GET /api/health within ${STARTUP_LIMIT_MS / 1000} s`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the real built server (embedded PGlite, demo data, mail to the outbox folder) on a free port
 * with a throw-away data folder, signs the demo accounts in once, and hands both to the tests.
 * Its output goes to e2e/artifacts/server.log for when something fails.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakayahan-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Screenshots of failed tests from an earlier run would only confuse.
  await rm(artifactsDir, { recursive: true, force: true });
  await mkdir(artifactsDir, { recursive: true });
  const logFile = path.join(artifactsDir, 'server.log');
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.REDIS_URL;

  const server = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log, { end: false });
  server.stderr.pipe(log, { end: false });

  const teardown = async () => {
    await stopServer(server);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server);
    const sessions = {
      jobSeeker: await signInThroughApi(baseUrl, 'jobSeeker'),
      employer: await signInThroughApi(baseUrl, 'employer'),
      admin: await signInThroughApi(baseUrl, 'admin'),
    };
    project.provide('baseUrl', baseUrl);
    project.provide('dataDir', dataDir);
    project.provide('sessions', sessions);
  } catch (error) {
    await teardown();
    throw new Error(`e2e setup failed: ${error instanceof Error ? error.message : String(error)} (see ${logFile})`, {
      cause: error,
    });
  }
  return teardown;
}
