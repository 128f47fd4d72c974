import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.js';
import { loadSigningKey } from './signing-key.js';

const folders: string[] = [];
async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kk-key-'));
  folders.push(dir);
  return dir;
}
const { handle, drop } = await openTestDatabase(await freshDataDir());
afterAll(async () => {
  await handle.close();
  await drop();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

const APP_SECRET = 'an-app-secret-of-at-least-32-characters';

describe.runIf(handle.driver === 'postgres')('the signing key on PostgreSQL without APP_SECRET', () => {
  it('adopts an earlier process’s DATA_DIR key when the database has none, so its links stay good', async () => {
    const earlier = await freshDataDir();
    const oldKey = randomBytes(32);
    await writeFile(path.join(earlier, 'signing-key'), oldKey);
    expect((await loadSigningKey(undefined, earlier, handle)).equals(oldKey)).toBe(true);
  });

  it('is the same for every process, whatever each one’s DATA_DIR holds, and writes no file', async () => {
    const withoutFile = await freshDataDir();
    const first = await loadSigningKey(undefined, withoutFile, handle);
    const elsewhere = await freshDataDir();
    await writeFile(path.join(elsewhere, 'signing-key'), randomBytes(32));
    const [second, third] = await Promise.all([
      loadSigningKey(undefined, elsewhere, handle),
      loadSigningKey(undefined, await freshDataDir(), handle),
    ]);
    expect(second.equals(first) && third.equals(first)).toBe(true);
    expect(existsSync(path.join(withoutFile, 'signing-key'))).toBe(false);
  });
});

describe.runIf(handle.driver === 'pglite')('the signing key on the embedded database without APP_SECRET', () => {
  it('is a random key kept in DATA_DIR: the same after a restart, another in another folder', async () => {
    const dir = await freshDataDir();
    const key = await loadSigningKey(undefined, dir, handle);
    expect(key).toHaveLength(32);
    expect(existsSync(path.join(dir, 'signing-key'))).toBe(true);
    expect((await loadSigningKey(undefined, dir, handle)).equals(key)).toBe(true);
    expect((await loadSigningKey(undefined, await freshDataDir(), handle)).equals(key)).toBe(false);
  });
});

describe('APP_SECRET', () => {
  it('is the key whenever it is set', async () => {
    const key = await loadSigningKey(APP_SECRET, await freshDataDir(), handle);
    expect(key.toString('utf8')).toBe(APP_SECRET);
  });
});
