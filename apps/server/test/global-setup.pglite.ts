import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateUrl: string;
    postgresDatabasePrefix: string;
  }
}

/** Hash of the migrations, so the migrated template is rebuilt only when they change. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else hash.update(entry.name).update(await readFile(full));
    }
  };
  await walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Creating a PGlite database costs seconds, so it is migrated once into a template tarball that each
 * test file loads (a fresh, isolated copy in well under a second).
 */
export default async function setup(project: TestProject): Promise<void> {
  const dir = path.resolve(import.meta.dirname, '../../../.data-test');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${await migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const pglite = new PGlite();
    const handle = await openDatabase({ dataDir: dir, pglite });
    await handle.migrate();
    const dump = await pglite.dumpDataDir('none');
    await writeFile(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
    await rename(`${file}.tmp`, file);
    await handle.close();
  }
  project.provide('pgliteTemplatePath', file);
}
