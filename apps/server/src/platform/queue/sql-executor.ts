import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';

/** What pg-boss runs its SQL through (its `db` option): text with $1…$n placeholders and their values. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Turns pg-boss's `text` with $1…$n into a drizzle `sql` object: each placeholder becomes a parameter
 * of its own (a value used twice is sent twice), arrays stay one parameter (`UNNEST($2::uuid[])`).
 */
export function toDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/gu)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`SQL placeholder $${index + 1} has no value`);
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[index])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * Runs pg-boss's SQL on a drizzle database or transaction. Given a transaction, what pg-boss writes
 * (a job, a completion) commits or rolls back with it; on PGlite's single connection this is also the
 * only way to reach the database while the transaction is open.
 */
export function drizzleExecutor(db: Database): SqlExecutor {
  return {
    async executeSql(text, values) {
      return { rows: rowsOf<Record<string, unknown>>(await db.execute(toDrizzleSql(text, values))) };
    },
  };
}

/**
 * Runs pg-boss's SQL on the embedded database's one connection. Maintenance sends several statements
 * in one text (BEGIN; …; COMMIT) without values: PGlite runs those with `exec`, everything else with
 * `query`. PGlite queues each call behind an open transaction, so nothing interleaves with it.
 */
export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if ((values === undefined || values.length === 0) && text.includes(';')) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query<Record<string, unknown>>(text, values ?? []);
      return { rows: result.rows };
    },
  };
}
