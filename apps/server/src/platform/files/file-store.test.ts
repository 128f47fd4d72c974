import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.js';
import { storedFiles } from '../../db/schema-files.js';
import { createDatabaseFileStore } from './database-file-store.js';
import { createFileStore } from './file-store.js';
import { createDiskFileStore, privateFilesDir, type PrivateFileStore } from './private-file-store.js';

// One contract, both drivers of the store (issue 15); the database store on this project's database.
const dataDir = await mkdtemp(path.join(tmpdir(), 'kk-files-'));
const { handle, drop } = await openTestDatabase(dataDir);
afterAll(async () => {
  await handle.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

const stores: [string, PrivateFileStore][] = [
  ['disk', createDiskFileStore(path.join(dataDir, 'contract'))],
  ['database', createDatabaseFileStore(handle.db)],
];

describe.each(stores)('the %s file store', (_name, store) => {
  it('reads back exactly the bytes written, an empty file and a 1 MB one included', async () => {
    const big = randomBytes(1024 * 1024);
    await store.put('resumes/7/one.pdf', big);
    await store.put('public/logos/empty.webp', Buffer.alloc(0));
    expect((await store.get('resumes/7/one.pdf'))?.equals(big)).toBe(true);
    expect(await store.get('public/logos/empty.webp')).toEqual(Buffer.alloc(0));
  });

  it('answers the later bytes after an overwrite', async () => {
    await store.put('cards/7-overwrite.webp', Buffer.from('first'));
    await store.put('cards/7-overwrite.webp', Buffer.from('second, longer'));
    expect((await store.get('cards/7-overwrite.webp'))?.toString()).toBe('second, longer');
  });

  it('reads a missing key as null, and deletes a file once and a missing one without complaint', async () => {
    expect(await store.get('cards/never-stored.webp')).toBeNull();
    await store.put('cards/7-delete.webp', Buffer.from('card'));
    await store.delete('cards/7-delete.webp');
    expect(await store.get('cards/7-delete.webp')).toBeNull();
    await expect(store.delete('cards/7-delete.webp')).resolves.toBeUndefined();
    await expect(store.delete('cards/never-stored.webp')).resolves.toBeUndefined();
  });

  it('keeps keys apart that share a beginning', async () => {
    await store.put('resumes/1/a.pdf', Buffer.from('one'));
    await store.put('resumes/11/a.pdf', Buffer.from('eleven'));
    expect((await store.get('resumes/1/a.pdf'))?.toString()).toBe('one');
    expect((await store.get('resumes/11/a.pdf'))?.toString()).toBe('eleven');
  });

  it('refuses a key that is not a relative path of lower-case segments, in every call', async () => {
    for (const key of ['../escape.pdf', '/absolute.pdf', 'cards/../../x', 'Cards/7.webp', '', 'cards//7.webp']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid private file key/u);
      await expect(store.get(key)).rejects.toThrow(/Invalid private file key/u);
      await expect(store.delete(key)).rejects.toThrow(/Invalid private file key/u);
    }
  });

  it('never shows half a file: every read while it is rewritten answers one whole version', async () => {
    const versions = ['a', 'b', 'c', 'd'].map((letter) => Buffer.alloc(512 * 1024, letter));
    await store.put('resumes/9/busy.pdf', versions[0] ?? Buffer.alloc(0));
    const reads: Promise<Buffer | null>[] = [];
    const writes = versions.map(async (bytes) => {
      reads.push(store.get('resumes/9/busy.pdf'));
      await store.put('resumes/9/busy.pdf', bytes);
      reads.push(store.get('resumes/9/busy.pdf'));
    });
    await Promise.all(writes);
    for (const read of await Promise.all(reads)) {
      expect(versions.some((version) => read?.equals(version))).toBe(true);
    }
  });
});

describe('the app’s file store', () => {
  it('is the shared table on PostgreSQL and DATA_DIR/private on the embedded database', async () => {
    const store = createFileStore(handle, dataDir);
    await store.put('cards/8-picked.webp', Buffer.from('card'));
    const rows = await handle.db.select().from(storedFiles).where(eq(storedFiles.key, 'cards/8-picked.webp'));
    const onDisk = existsSync(path.join(privateFilesDir(dataDir), 'cards', '8-picked.webp'));
    if (handle.driver === 'postgres') {
      expect(rows.map((row) => [row.content.toString(), row.size])).toEqual([['card', 4]]);
      expect(onDisk).toBe(false);
    } else {
      expect(rows).toEqual([]);
      expect(onDisk).toBe(true);
    }
  });

  it('fails a database write with the key only: never the bytes, which drizzle puts in its own message', async () => {
    const store = createDatabaseFileStore(handle.db);
    await handle.db.execute(sql`alter table stored_files add constraint test_small check (size < 10) not valid`);
    try {
      const failure = await store.put('cards/9-too-big.webp', Buffer.from('SECRET-CARD-BYTES')).then(
        () => null,
        (error: unknown) => error as Error & { cause?: unknown },
      );
      expect(failure?.message).toBe('Could not store the file cards/9-too-big.webp in the database.');
      const printed = inspect(failure, { depth: 10, showHidden: true });
      expect(printed).toContain('test_small');
      expect(printed).not.toMatch(/SECRET|534543524554/iu);
      expect(failure?.cause).toMatchObject({ code: '23514', constraint: 'test_small' });
    } finally {
      await handle.db.execute(sql`alter table stored_files drop constraint test_small`);
    }
  });
});
