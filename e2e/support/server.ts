import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { endpointUrl, jobsApi, publicJobListSchema } from '@kakayahan/contracts';
import type { RunEnv } from './run-env.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const STARTUP_LIMIT_MS = 90_000;

/** A running server and how to stop it (and remove its data folder). */
export interface StartedServer {
  env: RunEnv;
  logFile: string;
  stop: () => Promise<void>;
}

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

/** The demo data gives screens their content (jobs, posts, pending registrations); without it tests fail obscurely. */
async function expectDemoData(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}${endpointUrl(jobsApi.publicJobs)}`);
  const jobs = publicJobListSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !jobs.success || jobs.data.length === 0) {
    throw new Error('the server started without its demo data (no public jobs): DEMO_DATA=true was not honoured');
  }
}

async function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A password the server's policy accepts, new for every run (the administrator exists for this run only). */
function runAdminPassword(): string {
  return `E2e-Run-${Math.random().toString(36).slice(2, 10)}-Admin-7!`;
}

/**
 * Starts the real built server (apps/server/dist/main.js) on a free port with a throw-away data folder:
 * embedded PGlite, demo data, mail to DATA_DIR/outbox, and an administrator of this run's own from
 * ADMIN_EMAIL/ADMIN_PASSWORD (admins cannot sign up). TRUST_PROXY lets each test's set-up calls say
 * which client they are (X-Forwarded-For), so per-address rate limits stay per test. Its output goes to
 * `logFile`, for when something fails.
 */
export async function startServer(logFile: string): Promise<StartedServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakayahan-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const admin = { email: `e2e.admin.${Date.now().toString(36)}@example.com`, password: runAdminPassword() };
  await mkdir(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    DEMO_DATA: 'true',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    TRUST_PROXY: 'true',
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

  const stop = async () => {
    await stopProcess(server);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
    await expectDemoData(baseUrl);
  } catch (error) {
    await stop();
    throw new Error(`e2e setup failed: ${error instanceof Error ? error.message : String(error)} (see ${logFile})`, {
      cause: error,
    });
  }
  return { env: { baseUrl, dataDir, admin }, logFile, stop };
}
