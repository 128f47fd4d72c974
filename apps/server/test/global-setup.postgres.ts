import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import './global-setup.pglite.js';

/**
 * Migrates one template database per run; each test file then gets its own copy with
 * CREATE DATABASE … TEMPLATE, which takes milliseconds.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('the api-postgres project needs DATABASE_URL');
  const templateName = `kk_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
  await admin.query(`CREATE DATABASE ${templateName}`);
  const templateUrl = withDatabase(baseUrl, templateName);
  const handle = await openDatabase({ databaseUrl: templateUrl, dataDir: '.' });
  await handle.migrate();
  await handle.close();
  project.provide('postgresTemplateUrl', templateUrl);
  project.provide('postgresDatabasePrefix', `kk_test_${process.pid}_`);
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'kk_test_${process.pid}_%' OR datname = $1`,
      [templateName],
    );
    for (const row of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
