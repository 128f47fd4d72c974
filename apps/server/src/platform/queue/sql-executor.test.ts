import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.js';
import { QUEUE_STATEMENT_PREFIX } from './queue-schema.js';
import { pgliteExecutor } from './sql-executor.js';

// The embedded database's executor only (PostgreSQL runs pg-boss's own pool).
describe.skipIf(process.env.TEST_DB === 'postgres')('the job queue’s SQL on the embedded database', () => {
  let pglite: PGlite;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kk-executor-'));
    const { handle, drop } = await openTestDatabase(dataDir);
    pglite = handle.pglite!;
    cleanUp = async () => {
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    };
    await pglite.exec('CREATE TABLE executor_test (n int NOT NULL)');
  });
  afterAll(() => cleanUp());

  const preparedNames = async () =>
    (
      await pglite.query<{ name: string; statement: string }>(
        `SELECT name, statement FROM pg_prepared_statements WHERE name LIKE '${QUEUE_STATEMENT_PREFIX}%'`,
      )
    ).rows;

  it('runs parameterless statements as prepared statements, planned once, with the same rows and effects', async () => {
    const executor = pgliteExecutor(pglite);
    const script = `
      BEGIN;
      SET LOCAL lock_timeout = '30s';
      INSERT INTO executor_test (n) VALUES (1);
      WITH doubled AS (SELECT n FROM executor_test WHERE n = 1) INSERT INTO executor_test (n) SELECT 2 FROM doubled;
      COMMIT;
    `;
    await executor.executeSql(script, []);
    await executor.executeSql(script, []);
    const count = `SELECT count(*)::int AS ones, ';' AS semicolon FROM executor_test WHERE n = 1`;
    expect((await executor.executeSql(count, [])).rows).toEqual([{ ones: 2, semicolon: ';' }]);
    expect((await executor.executeSql(count)).rows).toEqual([{ ones: 2, semicolon: ';' }]);
    // 1 + (1) the first time, 1 + (1, 1) the second.
    expect(
      (await pglite.query<{ twos: number }>('SELECT count(*)::int AS twos FROM executor_test WHERE n = 2')).rows,
    ).toEqual([{ twos: 3 }]);

    const statements = (await preparedNames()).map((row) => row.statement);
    expect(statements.some((text) => text.includes('INSERT INTO executor_test (n) VALUES (1)'))).toBe(true);
    expect(statements.some((text) => text.includes('WITH doubled'))).toBe(true);
    expect(statements.some((text) => text.includes('SELECT count(*)::int AS ones'))).toBe(true);
    expect(statements.some((text) => /\bSET LOCAL\b/u.test(text.replace(/^PREPARE \S+ AS /u, '')))).toBe(false);
  });

  it('shares the prepared statements between executors on one database, and sends values as before', async () => {
    const before = (await preparedNames()).length;
    const other = pgliteExecutor(pglite);
    expect(
      (await other.executeSql(`SELECT count(*)::int AS ones, ';' AS semicolon FROM executor_test WHERE n = 1`, []))
        .rows,
    ).toEqual([{ ones: 2, semicolon: ';' }]);
    expect((await other.executeSql('SELECT $1::int + 1 AS next', [41])).rows).toEqual([{ next: 42 }]);
    expect(await preparedNames()).toHaveLength(before);
  });
});
