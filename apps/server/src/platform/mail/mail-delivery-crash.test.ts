import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../../../test/factories.js';
import { withDatabase } from '../../../test/global-setup.postgres.js';
import { freePort, ServerProcess, SmtpPeer, waitFor, type ReceivedMail } from '../../../test/support/mail-delivery.js';

/**
 * Crash tests (decision 015): the real server in a child process, mail to a real SMTP peer. Each case
 * runs on a fresh database and DATA_DIR: PGlite in project api-pglite, PostgreSQL in api-postgres.
 */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);
const RESET = 'Reset your';
const VERIFY = 'Verify your';
/**
 * After a kill, how long a duplicate could still appear: the killed attempt expires after 25 s, the
 * maintenance that notices runs every 5 s, the retry waits up to 6 s. We watch this long after each
 * kill before counting, so a second copy would be seen.
 */
const DUPLICATE_WINDOW_MS = 45_000;

let peer: SmtpPeer;
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
const figures: string[] = [];

beforeAll(async () => {
  peer = new SmtpPeer();
  await peer.start();
});
afterEach(async () => {
  for (const server of servers.splice(0)) {
    await server.stop();
    if (process.env.CRASH_TEST_LOG) await writeFile(process.env.CRASH_TEST_LOG, server.output, { flag: 'a' });
  }
  for (const cleanUp of cleanups.splice(0).reverse()) await cleanUp();
});
afterAll(async () => {
  await peer.close();
  // The figures of decision 015: how long after the restart the mail arrived.
  if (figures.length > 0) console.info(`mail delivery after a crash (${process.env.TEST_DB}):\n${figures.join('\n')}`);
});

let addressCount = 0;
const uniqueAddress = (prefix: string) => `${prefix}.${process.pid}.${Date.now()}.${(addressCount += 1)}@example.com`;
const clientIp = () => `10.9.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;

/** A fresh database (PostgreSQL in api-postgres, else PGlite in the DATA_DIR) and DATA_DIR. */
async function freshEnvironment(): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kk-crash-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: peer.url,
    PUBLIC_URL: 'http://kakayahan.test',
    DEMO_DATA: 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    APP_SECRET: 'crash-test-secret-crash-test-secret-0123',
  };
  if (onPostgres) env.DATABASE_URL = await freshPostgresDatabase();
  return env;
}

async function freshPostgresDatabase(): Promise<string> {
  const name = `kk_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  return withDatabase(process.env.DATABASE_URL ?? '', name);
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = new ServerProcess({ ...env, PORT: String(await freePort()) });
  servers.push(server);
  await server.start();
  return server;
}

/** Signs an employer up and waits (bounded) until their verification mail has been accepted. */
async function signUp(server: ServerProcess, email: string): Promise<void> {
  const payload = { first_name: 'Liza', last_name: 'Santos', email, password: STRONG_PASSWORD, user_type: 'Employer' };
  expect((await server.post('/api/signup/', payload, clientIp())).status).toBe(201);
}

const mailsTo = (mails: ReceivedMail[], email: string) => mails.filter((mail) => mail.to.includes(email));

/** Waits out the window in which a duplicate of a killed attempt could still arrive. */
async function watchForDuplicates(killedAt: number): Promise<void> {
  const rest = killedAt + DUPLICATE_WINDOW_MS - Date.now();
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

describe('mail survives a crash of the server', { timeout: 240_000 }, () => {
  it('sends a reset mail once when the server is killed right after answering (before the send)', async () => {
    const env = await freshEnvironment();
    const server = await startServer(env);
    const email = uniqueAddress('killed.before.send');
    await signUp(server, email);
    await waitFor(() => mailsTo(peer.acceptedWith(VERIFY), email).length === 1, 60);

    const answer = await server.post('/api/forgot-password/', { email }, clientIp());
    expect(answer.status).toBe(200);
    await server.kill();
    const killedAt = Date.now();
    const sentBeforeKill = mailsTo(peer.acceptedWith(RESET), email).length;

    const restartedAt = Date.now();
    await server.start();
    await waitFor(() => mailsTo(peer.acceptedWith(RESET), email).length > 0, 60);
    const [mail] = mailsTo(peer.acceptedWith(RESET), email);
    expect((mail?.at ?? Infinity) - restartedAt).toBeLessThanOrEqual(60_000);
    figures.push(
      `  killed before the send: the mail arrived ${(((mail?.at ?? 0) - restartedAt) / 1000).toFixed(1)} s after the restart began` +
        (sentBeforeKill > 0 ? ' (it had gone out before the kill)' : ''),
    );

    await watchForDuplicates(killedAt);
    expect(mailsTo(peer.acceptedWith(RESET), email)).toHaveLength(1);
  });

  it('sends a reset mail once when the server is killed while a slow SMTP server holds the send', async () => {
    const env = await freshEnvironment();
    const server = await startServer(env);
    const email = uniqueAddress('killed.during.send');
    await signUp(server, email);
    await waitFor(() => mailsTo(peer.acceptedWith(VERIFY), email).length === 1, 60);

    peer.mode = 'stall';
    try {
      expect((await server.post('/api/forgot-password/', { email }, clientIp())).status).toBe(200);
      // The peer has read the whole message and does not answer: the send is waiting.
      await waitFor(() => mailsTo(peer.stalled, email).length === 1, 60);
      await server.kill();
    } finally {
      peer.mode = 'accept';
    }
    const killedAt = Date.now();
    expect(mailsTo(peer.acceptedWith(RESET), email)).toHaveLength(0);

    const restartedAt = Date.now();
    await server.start();
    await waitFor(() => mailsTo(peer.acceptedWith(RESET), email).length > 0, 60);
    const [mail] = mailsTo(peer.acceptedWith(RESET), email);
    expect((mail?.at ?? Infinity) - restartedAt).toBeLessThanOrEqual(60_000);
    // The same job sent it again: the same Message-ID as the attempt that was cut off.
    expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@kakayahan\.local>$/u);
    expect(mail?.messageId).toBe(mailsTo(peer.stalled, email)[0]?.messageId);
    figures.push(
      `  killed during a stalled send: the mail arrived ${(((mail?.at ?? 0) - restartedAt) / 1000).toFixed(1)} s after the restart began`,
    );

    await watchForDuplicates(killedAt);
    expect(mailsTo(peer.acceptedWith(RESET), email)).toHaveLength(1);
  });
});

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', { timeout: 240_000 }, () => {
  it('deliver every mail exactly once between them', async () => {
    const env = await freshEnvironment();
    const first = await startServer(env);
    const second = await startServer({ ...env, DATA_DIR: `${env.DATA_DIR ?? ''}-second` });
    cleanups.push(() => rm(`${env.DATA_DIR ?? ''}-second`, { recursive: true, force: true }));
    const people = Array.from({ length: 12 }, (_, i) => uniqueAddress(`pair.${i}`));

    // Sign-ups and reset requests arrive at either process; both processes' workers take jobs.
    await Promise.all(people.map((email, i) => signUp(i % 2 === 0 ? first : second, email)));
    await Promise.all(
      people.map((email, i) => (i % 2 === 0 ? second : first).post('/api/forgot-password/', { email }, clientIp())),
    );
    const arrived = () => people.every((email) => mailsTo(peer.accepted, email).length >= 2);
    await waitFor(arrived, 60);
    // A last mail through each process: once both are through, earlier jobs are long done.
    const markers = [uniqueAddress('marker.a'), uniqueAddress('marker.b')];
    await signUp(first, markers[0] ?? '');
    await signUp(second, markers[1] ?? '');
    await waitFor(() => markers.every((email) => mailsTo(peer.accepted, email).length === 1), 60);

    for (const email of people) {
      expect(mailsTo(peer.acceptedWith(VERIFY), email)).toHaveLength(1);
      expect(mailsTo(peer.acceptedWith(RESET), email)).toHaveLength(1);
    }
    const ids = people.flatMap((email) => mailsTo(peer.accepted, email).map((mail) => mail.messageId));
    expect(new Set(ids).size).toBe(people.length * 2);
  });
});
