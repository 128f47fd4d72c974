import type { DatabaseHandle } from '../../db/client.js';
import { createDatabaseFileStore } from './database-file-store.js';
import { createDiskFileStore, privateFilesDir, type PrivateFileStore } from './private-file-store.js';

/**
 * The app's file store. PostgreSQL: the `stored_files` table, so any number of processes serve every file.
 * The embedded database (one process): the folder DATA_DIR/private, because a 1 MB read there takes well
 * under a millisecond and hundreds of milliseconds through PGlite's WebAssembly (figures in the report
 * of issue 15), and an embedded site has only the one process anyway.
 */
export function createFileStore(database: Pick<DatabaseHandle, 'db' | 'driver'>, dataDir: string): PrivateFileStore {
  return database.driver === 'postgres'
    ? createDatabaseFileStore(database.db)
    : createDiskFileStore(privateFilesDir(dataDir));
}
