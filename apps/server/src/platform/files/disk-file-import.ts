import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema-files.js';
import { withoutParams } from './database-file-store.js';
import { assertFileKey, privateFilesDir } from './private-file-store.js';

/** A write the disk store never finished (`<target>.<uuid>.tmp`): never a file of its own. */
const UNFINISHED_WRITE = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/u;

export interface DiskFileImport {
  /** Files moved into the table (or already there under their key). */
  moved: number;
  /** Unfinished writes removed, and files left where they were because their name is not a key. */
  unfinished: number;
  skipped: number;
}

/**
 * Moves the files an earlier single-process site kept in DATA_DIR/private into the `stored_files` table,
 * once, at start (main.ts), so every process serves them. Each file is inserted (a key already in the table
 * wins: it was written later) and then removed from the disk, so a restart does not bring back a file
 * deleted since, and no card image or resume lingers in a folder nothing reads any more.
 */
export async function importDiskFiles(db: Database, dataDir: string): Promise<DiskFileImport> {
  const root = privateFilesDir(dataDir);
  const result: DiskFileImport = { moved: 0, unfinished: 0, skipped: 0 };
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw error;
  }
  const folders: string[] = [];
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) folders.push(full);
    if (!entry.isFile()) continue;
    if (UNFINISHED_WRITE.test(entry.name)) {
      await rm(full, { force: true });
      result.unfinished += 1;
      continue;
    }
    const key = path.relative(root, full).split(path.sep).join('/');
    if (!isKey(key)) {
      result.skipped += 1;
      continue;
    }
    const bytes = await readFile(full);
    await withoutParams(`move the file ${key}`, () =>
      db
        .insert(storedFiles)
        .values({ key, content: bytes, size: bytes.length })
        .onConflictDoNothing({ target: storedFiles.key }),
    );
    await rm(full, { force: true });
    result.moved += 1;
  }
  // Deepest first; a folder that still holds a skipped file stays.
  for (const folder of folders.sort((a, b) => b.length - a.length)) await rmdir(folder).catch(() => 'not empty');
  return result;
}

function isKey(key: string): boolean {
  try {
    assertFileKey(key);
    return true;
  } catch {
    return false;
  }
}
