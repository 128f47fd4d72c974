import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kj-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, LOCK_FILE);

describe('the data folder lock', () => {
  it('is taken with this process id and given back on release', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a folder held by another running process, naming it, and leaves its lock alone', () => {
    // The test runner's parent process is running and is not this one.
    writeFileSync(lockFile(), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another Kakayahan Jobs server (process ${process.ppid})`);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that is no longer running', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    expect(gone).toBeGreaterThan(0);
    writeFileSync(lockFile(), `${gone}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(lockFile(), 'not a pid');
    lockDataDir(dir)();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('does not remove a lock another process took after this one released', () => {
    const release = lockDataDir(dir);
    writeFileSync(lockFile(), `${process.ppid}\n`);
    release();
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.ppid));
  });
});
