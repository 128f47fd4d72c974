import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { QUEUE_STATEMENT_PREFIX, splitTopLevel } from './queue-schema.js';

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

/** At most this many of the queue's statements are kept prepared per database (they are a handful). */
const MAX_PREPARED = 32;

/** Statements PostgreSQL can prepare (PREPARE takes no utility statement: BEGIN, SET, COMMIT run as sent). */
const PREPARABLE = /^(with|select|insert|update|delete)\b/iu;

/** Per embedded database: the prepared name of each statement text (null: it could not be prepared). */
const preparedStatements = new WeakMap<PGlite, Map<string, Promise<string | null>>>();

/**
 * The name of a prepared statement for this parameterless text on this database, prepared on first use.
 * The name is derived from the text, so two apps on one database (tests) share it.
 */
function prepared(pglite: PGlite, statement: string): Promise<string | null> {
  let names = preparedStatements.get(pglite);
  if (!names) {
    names = new Map();
    preparedStatements.set(pglite, names);
  }
  const known = names.get(statement);
  if (known) return known;
  if (names.size >= MAX_PREPARED) return Promise.resolve(null);
  const name = `${QUEUE_STATEMENT_PREFIX}${createHash('sha256').update(statement).digest('hex').slice(0, 24)}`;
  const made = pglite.exec(`PREPARE ${name} AS ${statement}`).then(
    () => name,
    (error: unknown) =>
      // 42P05: already prepared (by another app on this database): the same text under the same name.
      (error as { code?: unknown }).code === '42P05' ? name : null,
  );
  names.set(statement, made);
  return made;
}

/**
 * Runs pg-boss's SQL on the embedded database's one connection. Maintenance sends several statements
 * in one text (BEGIN; …; COMMIT) without values: PGlite runs those with `exec`, everything else with
 * `query`. PGlite queues each call behind an open transaction, so nothing interleaves with it.
 *
 * Parameterless statements (pg-boss's maintenance, every 5 s, and the workers' "anything due?" check, every
 * half second) run as prepared statements, planned once (issue 15, decision 029 session 5): each of them
 * reads or deletes across `pgboss.job`, partitioned into one table per queue (60-odd with the dead-letter
 * queues), and planning that took 30–60 ms of the main thread per run, while running the plan takes a few.
 * PostgreSQL re-plans a prepared statement by itself when a queue (a partition) is added. Statements with
 * values (a fetch, a completion: one queue's partition) are sent as before.
 */
export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values === undefined || values.length === 0) {
        const statements = splitTopLevel(text)
          .map((statement) => statement.trim())
          .filter((statement) => statement !== '');
        const sent = await Promise.all(
          statements.map(async (statement) => {
            const name = PREPARABLE.test(statement) ? await prepared(pglite, statement) : null;
            return name ? `EXECUTE ${name}` : statement;
          }),
        );
        if (statements.length > 1) {
          const results = await pglite.exec(sent.join(';\n'));
          return { rows: results.at(-1)?.rows ?? [] };
        }
        const result = await pglite.query<Record<string, unknown>>(sent[0] ?? text);
        return { rows: result.rows };
      }
      const result = await pglite.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
  };
}
