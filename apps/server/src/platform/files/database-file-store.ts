import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema-files.js';
import { assertFileKey, type PrivateFileStore } from './private-file-store.js';

/**
 * Files in the `stored_files` table, so every server process on one PostgreSQL database reads what any of
 * them stored (issue 15). One statement per call: a write is one row, visible whole or not at all.
 */
export function createDatabaseFileStore(db: Database): PrivateFileStore {
  return {
    async put(key, bytes) {
      assertFileKey(key);
      await withoutParams(`store the file ${key}`, () =>
        db
          .insert(storedFiles)
          .values({ key, content: bytes, size: bytes.length })
          .onConflictDoUpdate({
            target: storedFiles.key,
            set: { content: sql`excluded.content`, size: sql`excluded.size`, createdAt: sql`now()` },
          }),
      );
    },
    async get(key) {
      assertFileKey(key);
      const rows = await withoutParams(`read the file ${key}`, () =>
        db.select({ content: storedFiles.content }).from(storedFiles).where(eq(storedFiles.key, key)),
      );
      return rows[0]?.content ?? null;
    },
    async delete(key) {
      assertFileKey(key);
      await withoutParams(`delete the file ${key}`, () => db.delete(storedFiles).where(eq(storedFiles.key, key)));
    },
  };
}

/**
 * Runs a query; a failure is answered as a plain error ("Could not <what> in the database.") whose cause is
 * the driver's error cut down to its message, code and names. Drizzle's own error carries the query's
 * parameters (a file's bytes, a key) in its message and `params`, and PostgreSQL's `detail` ("Failing row
 * contains …") the row itself; main.ts prints a start-up failure as it is, so neither may travel on.
 */
export async function withoutParams<T>(what: string, query: () => PromiseLike<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    const cause = error instanceof DrizzleQueryError ? error.cause : error;
    throw new Error(`Could not ${what} in the database.`, { cause: driverErrorWithoutValues(cause) });
  }
}

const DRIVER_NAME_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;

function driverErrorWithoutValues(error: unknown): Error {
  if (!(error instanceof Error)) return new Error('A value that is not an Error was thrown.');
  const safe = new Error(error.message);
  safe.name = error.name;
  const fields = error as unknown as Record<string, unknown>;
  const copied = safe as unknown as Record<string, unknown>;
  for (const name of DRIVER_NAME_FIELDS) {
    if (typeof fields[name] === 'string') copied[name] = fields[name];
  }
  return safe;
}
