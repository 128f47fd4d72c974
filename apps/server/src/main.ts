import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { ensureAdmin } from './seeds/seed-admin.js';
import { importDiskFiles } from './platform/files/disk-file-import.js';
import { createFileStore } from './platform/files/file-store.js';
import { seedDemoData, shouldSeedDemoData, type DemoAccount } from './seeds/seed-demo.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Reads the configuration, migrates, seeds, listens, and prints where the product is and who can sign in. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, { webDistDir: path.resolve(here, '../../web/dist') });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The web app's server build (public pages, decision 025) loads React and react-router, which pick their
  // development builds (slower, with checks meant for a developer) unless NODE_ENV says otherwise: they follow
  // the configuration's environment, production unless NODE_ENV is set.
  process.env.NODE_ENV = config.env;

  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (error) => {
        console.error(`An idle database connection failed and will be replaced: ${error.message}`);
      },
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  // Files an earlier single-process site kept in DATA_DIR move into the shared table once (issue 15), before
  // the queue starts a job that may read one.
  const moved = database.driver === 'postgres' ? await importDiskFiles(database.db, config.dataDir) : undefined;
  const files = createFileStore(database, config.dataDir);
  const app = await buildApp(config, { database, files });
  if (moved && moved.moved + moved.unfinished + moved.skipped > 0) {
    app.log.info(moved, 'files moved from DATA_DIR into the database');
  }

  if (config.admin) await ensureAdmin(database.db, config.admin, app.log);
  let demoAccounts: DemoAccount[] = [];
  if (await shouldSeedDemoData(database, config.demoData, { adminEmail: config.admin?.email })) {
    demoAccounts = await seedDemoData(database.db, files, {
      events: app.domainEvents,
    });
    app.log.info({ accounts: demoAccounts.length }, 'demo data created');
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  printWelcome(config.publicUrl, database.driver, demoAccounts);
}

function printWelcome(url: string, driver: string, accounts: DemoAccount[]): void {
  const lines = [
    '',
    `  Kakayahan Jobs is running at ${url}`,
    `  API documentation: ${url}/api/docs`,
    `  Database: ${driver === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'}`,
  ];
  if (accounts.length > 0) {
    lines.push('', '  Demo accounts (password, role, notes):');
    for (const a of accounts)
      lines.push(`    ${a.email.padEnd(34)} ${a.password.padEnd(22)} ${a.role}${a.note ? ` — ${a.note}` : ''}`);
  }
  lines.push('');
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
