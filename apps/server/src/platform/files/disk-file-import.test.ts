import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.js';
import { createDatabaseFileStore } from './database-file-store.js';
import { importDiskFiles } from './disk-file-import.js';
import { privateFilesDir } from './private-file-store.js';

const dataDir = await mkdtemp(path.join(tmpdir(), 'kk-import-'));
const { handle, drop } = await openTestDatabase(dataDir);
afterAll(async () => {
  await handle.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

const root = privateFilesDir(dataDir);
async function onDisk(key: string, contents: string): Promise<string> {
  const file = path.join(root, ...key.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, contents);
  return file;
}

describe('importDiskFiles (a single-process site moving to PostgreSQL)', () => {
  it('moves every stored file into the table once, drops unfinished writes, and leaves what is not a key', async () => {
    const store = createDatabaseFileStore(handle.db);
    const logo = await onDisk('public/logos/0b5e5f2c-8a51-4c1e-9d47-6f0f3c1b2a77.webp', 'logo');
    const resume = await onDisk('resumes/7/cv.pdf', '%PDF-1.4 resume');
    const unfinished = await onDisk('resumes/7/cv.pdf.3f1c2b7a-9d1e-4a5b-8c6d-7e8f9a0b1c2d.tmp', '%PDF-1.4 hal');
    const stranger = await onDisk('README.TXT', 'not a key');
    // Stored again since (a newer card under the same key): the table's copy wins.
    await onDisk('cards/7-ab.webp', 'old card');
    await store.put('cards/7-ab.webp', Buffer.from('new card'));

    expect(await importDiskFiles(handle.db, dataDir)).toEqual({ moved: 3, unfinished: 1, skipped: 1 });
    expect((await store.get('public/logos/0b5e5f2c-8a51-4c1e-9d47-6f0f3c1b2a77.webp'))?.toString()).toBe('logo');
    expect((await store.get('resumes/7/cv.pdf'))?.toString()).toBe('%PDF-1.4 resume');
    expect((await store.get('cards/7-ab.webp'))?.toString()).toBe('new card');
    expect([logo, resume, unfinished].map((file) => existsSync(file))).toEqual([false, false, false]);
    expect(existsSync(path.join(root, 'resumes'))).toBe(false);
    expect(existsSync(stranger)).toBe(true);
  });

  it('does nothing the second time, so a file deleted since is not brought back', async () => {
    const store = createDatabaseFileStore(handle.db);
    await store.delete('resumes/7/cv.pdf');
    expect(await importDiskFiles(handle.db, dataDir)).toEqual({ moved: 0, unfinished: 0, skipped: 1 });
    expect(await store.get('resumes/7/cv.pdf')).toBeNull();
  });

  it('answers nothing moved when DATA_DIR has no private folder', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'kk-import-empty-'));
    expect(await importDiskFiles(handle.db, empty)).toEqual({ moved: 0, unfinished: 0, skipped: 0 });
    await rm(empty, { recursive: true, force: true });
  });
});
