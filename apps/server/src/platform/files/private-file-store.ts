import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Uploaded files (PWD card images, resumes, business registrations; logos and pictures under `public/`),
 * never fetched by URL directly. A folder under DATA_DIR with the embedded database (one process); the
 * `stored_files` table with PostgreSQL, so every process serves every file (database-file-store.ts).
 * Every driver: a write is all or nothing, a missing key reads as null, deleting a missing key is fine.
 */
export interface PrivateFileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Where the default store keeps files: DATA_DIR/private. */
export function privateFilesDir(dataDir: string): string {
  return path.join(dataDir, 'private');
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/u;

/** Throws unless `key` is a relative path of lower-case segments (`cards/7-ab.webp`): no `..`, no `/` first. */
export function assertFileKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid private file key: ${key}`);
}

/** Stores files under `rootDir`, writing through a temporary file so a reader never sees half a file. */
export function createDiskFileStore(rootDir: string): PrivateFileStore {
  const resolve = (key: string) => {
    assertFileKey(key);
    return path.join(rootDir, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
