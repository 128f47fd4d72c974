import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A real second server process: `src/main.ts` run by node (through tsx, from the sources, so no build is
 * needed) with its own PORT and DATA_DIR on the given database, exactly as an operator starts one. Only the
 * variables given here reach it (no APP_SECRET from the test's environment).
 */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly base: string,
  ) {}

  static async start(options: { databaseUrl: string; dataDir: string }): Promise<ServerProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--conditions=kakayahan-source', '--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: options.dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('is running at')) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) =>
        reject(new Error(`The second server stopped (${code}) before listening:\n${output}`)),
      );
    });
    return new ServerProcess(child, `http://127.0.0.1:${port}`);
  }

  /** fetch() against this process. */
  request(pathAndQuery: string, init?: RequestInit): Promise<Response> {
    return fetch(`${this.base}${pathAndQuery}`, init);
  }

  /** SIGTERM, as an operator stops it; answers once the process has closed its app and database. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}
