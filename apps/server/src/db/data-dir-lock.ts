import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database has one writer: two servers opening the same DATA_DIR corrupt it (seen once, when a
 * second server was started on a folder still in use). Opening it takes this lock, a file holding the
 * process id; a lock left by a process that is no longer running (a crash, a kill -9) is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Kakayahan Jobs server (process ${pid}). ` +
        'Stop that server first, or give this one its own folder with DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

export const LOCK_FILE = 'server.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still holds the folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder's lock or throws DataDirInUseError; the returned function gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // `wx`: created only if absent, so of two servers starting at once exactly one gets it.
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder !== null && holder !== process.pid && isRunning(holder)) throw new DataDirInUseError(dataDir, holder);
      // Left behind by a process that is gone (or unreadable): take it over, once.
      rmSync(file, { force: true });
    }
  }
  const holder = holderOf(file);
  throw new DataDirInUseError(dataDir, holder ?? 0);
}
