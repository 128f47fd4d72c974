import PgBoss from 'pg-boss';

/** The schema pg-boss keeps its jobs in. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * The name prefix of the queue's prepared statements on the embedded database (`sql-executor.ts`): running
 * one (`EXECUTE pgboss_q_…`) is the queue's bookkeeping, like a statement that names the schema.
 */
export const QUEUE_STATEMENT_PREFIX = `${QUEUE_SCHEMA}_q_`;

/**
 * The statements that create pg-boss's schema at its installed version, one per entry, without the
 * transaction and advisory lock pg-boss wraps them in (the migrator runs them in its own transaction).
 * The migration `0006_job_queue.sql` holds exactly these; a unit test keeps the two equal.
 */
export function queueSchemaStatements(): string[] {
  const script = PgBoss.getConstructionPlans(QUEUE_SCHEMA);
  return splitTopLevel(script)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '')
    .filter((statement) => !/^(BEGIN|COMMIT|SET LOCAL|SELECT pg_advisory_xact_lock)\b/u.test(statement));
}

/** Splits SQL at semicolons outside quotes and dollar-quoted bodies. */
export function splitTopLevel(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quote: "'" | '$$' | null = null;
  for (let i = 0; i < script.length; i += 1) {
    const char = script.charAt(i);
    if (quote === null && script.startsWith('$$', i)) {
      quote = '$$';
      current += '$$';
      i += 1;
    } else if (quote === '$$' && script.startsWith('$$', i)) {
      quote = null;
      current += '$$';
      i += 1;
    } else if (quote === null && char === "'") {
      quote = "'";
      current += char;
    } else if (quote === "'" && char === "'") {
      quote = null;
      current += char;
    } else if (quote === null && char === ';') {
      statements.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  statements.push(current);
  return statements;
}
