import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { employerVerifications } from '../../db/schema-admin.js';

/**
 * `exists (…)`: whether the employer named by `table.column` has a verified business registration (the
 * "Verified employer" badge). Written into the query that already reads the rows, so a list of jobs
 * costs one primary-key lookup per row and no query per job. Both sides are qualified by hand: drizzle
 * leaves columns unqualified in a select without joins (a COUNT over job_posts), where an unqualified
 * "employer_id" inside the subquery would name the verification's own column and match every row.
 */
export function isVerifiedEmployer(table: PgTable, column: PgColumn): SQL<boolean> {
  const verification = sql.identifier('verified_employer');
  return sql<boolean>`exists (select 1 from ${employerVerifications} as ${verification}
    where ${verification}.${sql.identifier(employerVerifications.employerId.name)} = ${table}.${sql.identifier(column.name)}
    and ${verification}.${sql.identifier(employerVerifications.status.name)} = 'verified')`;
}
