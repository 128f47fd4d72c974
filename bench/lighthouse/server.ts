// The built server for the Lighthouse bench: apps/server/dist/main.js on a free port with a fresh data folder
// (the demo data seeds on its first start), and a demo job seeker's sign-in for the signed-in job feed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  accountsApi,
  endpointUrl,
  jobsApi,
  loginResponseSchema,
  publicJobListSchema,
  type LoginResponse,
} from '@kakayahan/contracts';
import { PEOPLE } from '../../apps/server/src/seeds/seed-demo-data.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const STARTUP_LIMIT_MS = 120_000;

/** A running server: where it answers, what it printed, and how to stop it (its data folder goes too). */
export interface BenchServer {
  baseUrl: string;
  output: () => string;
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

async function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Starts the built server with demo data and waits until it answers with its public jobs. */
export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kakayahan-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
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
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-20_000);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const stop = async () => {
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with code ${server.exitCode} while starting:\n${printed}`);
    }
    const jobs = await publicJobs(baseUrl).catch(() => []);
    if (jobs.length > 0) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer with demo jobs within ${STARTUP_LIMIT_MS / 1000} s:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl, output: () => printed, stop };
}

/** The public job list (the job page's id comes from it). */
export async function publicJobs(baseUrl: string): Promise<{ post_id: number }[]> {
  const response = await fetch(`${baseUrl}${endpointUrl(jobsApi.publicJobs)}`);
  if (!response.ok) return [];
  return publicJobListSchema.parse(await response.json());
}

/**
 * Signs in a demo job seeker through the API: the one with that e-mail address, else the first approved one
 * (Maria Santos: preferences and applications, the fullest job feed).
 */
export async function signInDemoJobSeeker(baseUrl: string, email?: string): Promise<LoginResponse> {
  const person = PEOPLE.find((p) => p.userType === 'Employee' && p.approved && (!email || p.email === email));
  if (!person) throw new Error(`the demo data has no approved job seeker${email ? ` ${email}` : ''}`);
  const response = await fetch(`${baseUrl}${endpointUrl(accountsApi.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  if (!response.ok) throw new Error(`signing in ${person.email} answered ${response.status}: ${await response.text()}`);
  return loginResponseSchema.parse(await response.json());
}
