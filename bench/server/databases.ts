// Fresh databases for one bench run: PGlite in a temp folder, or a new PostgreSQL database (dropped after).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type DatabaseKind = 'PGlite' | 'PostgreSQL';

export interface BenchDatabase {
  kind: DatabaseKind;
  dataDir: string;
  /** Set for PostgreSQL: the fresh database's URL. */
  url?: string;
  drop(): Promise<void>;
}

/** A temp DATA_DIR, and for PostgreSQL a database kj_bench_<pid> next to `baseUrl`'s. */
export async function createBenchDatabase(kind: DatabaseKind, baseUrl: string): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kj-bench-server-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'PGlite') return { kind, dataDir, drop: removeDir };
  const name = `kj_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await removeDir();
    throw error;
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      await removeDir();
    },
  };
}
