import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** One mail the peer accepted (answered 250 to its DATA). */
export interface ReceivedMail {
  subject: string;
  messageId: string;
  to: string;
  /** When it was accepted (Date.now()). */
  at: number;
}

/**
 * A receiving SMTP server for the tests, on 127.0.0.1 and a random port. In `stall` mode it reads a
 * message to its end and then never answers, like a server that hangs in the DATA phase.
 */
export class SmtpPeer {
  readonly accepted: ReceivedMail[] = [];
  /** Messages read in stall mode and never answered. */
  readonly stalled: ReceivedMail[] = [];
  mode: 'accept' | 'stall' = 'accept';
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        if (this.mode === 'stall') {
          this.stalled.push(mail);
          return;
        }
        this.accepted.push(mail);
        callback();
      });
    },
  });
  port = 0;

  async start(): Promise<void> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server.server, 'listening');
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The accepted mails whose subject starts with `prefix`. */
  acceptedWith(prefix: string): ReceivedMail[] {
    return this.accepted.filter((mail) => mail.subject.startsWith(prefix));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function parseMail(raw: string): ReceivedMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/u);
  const unfolded = head.replace(/\r?\n[ \t]+/gu, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'imu').exec(unfolded)?.[1]?.trim() ?? '';
  return { subject: header('Subject'), messageId: header('Message-ID'), to: header('To'), at: Date.now() };
}

/** A free TCP port on 127.0.0.1 (closed again, for the server to take). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The real server (`src/main.ts` through tsx), started as a child process. */
export class ServerProcess {
  private child: ChildProcess | undefined;
  output = '';

  constructor(private readonly env: Record<string, string>) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.env.PORT ?? ''}`;
  }

  /** Starts it and waits (bounded) until GET /api/health/ answers 200. */
  async start(): Promise<void> {
    const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
    const child = spawn(tsx, ['--conditions=kakayahan-source', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: tsx runs the server in a child process, and a kill must reach both.
      detached: true,
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString('utf8')));
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${this.output}`);
      const response = await fetch(`${this.baseUrl}/api/health/`).catch(() => undefined);
      return response?.status === 200;
    }, 120);
  }

  /** SIGKILL to the whole process group: no shutdown hook runs, as in a crash. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** SIGTERM (a clean stop), then SIGKILL if it does not go. */
  async stop(): Promise<void> {
    const timer = setTimeout(() => void this.signal('SIGKILL'), 15_000);
    await this.signal('SIGTERM');
    clearTimeout(timer);
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    const exited = child.exitCode === null && child.signalCode === null ? once(child, 'exit') : undefined;
    try {
      process.kill(-child.pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
    await exited;
    // The group is gone once nothing in it answers a signal any more.
    await waitFor(() => {
      try {
        process.kill(-(child.pid ?? 0), 0);
        return false;
      } catch {
        return true;
      }
    }, 20);
  }

  /** POSTs JSON and answers the status and body. */
  async post(url: string, body: unknown, remoteIp?: string): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(remoteIp ? { 'x-forwarded-for': remoteIp } : {}) },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    return { status: response.status, body: answer };
  }
}

/** Polls `check` every 100 ms until it answers true; fails after `seconds` (a bound, never a speed claim). */
export async function waitFor(check: () => boolean | Promise<boolean>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
