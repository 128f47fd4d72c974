import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { storedFiles } from '../../src/db/schema-files.js';
import { privateFilesDir } from '../../src/platform/files/private-file-store.js';
import type { TestApp } from '../test-app.js';

/**
 * Every key in the app's file store under the folder `prefix` (e.g. "resumes/12"), sorted: the rows of
 * `stored_files` on PostgreSQL, the files under DATA_DIR/private on PGlite (the store the app picked).
 */
export async function storedFileKeys(t: TestApp, prefix: string): Promise<string[]> {
  if (t.database.driver === 'postgres') {
    const rows = await t.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(sql`starts_with(${storedFiles.key}, ${`${prefix}/`})`)
      .orderBy(asc(storedFiles.key));
    return rows.map((row) => row.key);
  }
  const root = privateFilesDir(t.config.dataDir);
  try {
    const entries = await readdir(path.join(root, ...prefix.split('/')), { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The names (the part after `folder/`) of the stored files under `folder`, sorted. */
export async function storedFileNames(t: TestApp, folder: string): Promise<string[]> {
  return (await storedFileKeys(t, folder)).map((key) => key.slice(folder.length + 1));
}
