import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

/** One type for both drivers: services and repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The embedded database's one connection (PGlite only): the job queue runs its SQL on it. */
  pglite?: PGlite;
  /** The connection URL (PostgreSQL only): the job queue opens its own small pool with it. */
  url?: string;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

/** Opens node-postgres when a URL is given, otherwise the embedded PGlite database in `dataDir/db`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Tests pass an already-open PGlite (cloned from a migrated template). */
  pglite?: PGlite;
  /** Told when an idle PostgreSQL connection fails (logged by main; ignored in tests). */
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server ends (restart, failover, a dropped test database) emits 'error'
    // on the pool; unheard, that would stop the process. The pool replaces the connection on next use.
    pool.on('error', (error) => {
      options.onIdleError?.(error);
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      url: options.databaseUrl,
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  let unlock = () => {};
  if (!client) {
    const dir = path.join(options.dataDir, 'db');
    await mkdir(dir, { recursive: true });
    // One server per folder: a second one would corrupt the embedded database.
    unlock = lockDataDir(options.dataDir);
    try {
      client = new PGlite(dir);
      await client.waitReady;
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    pglite,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}
