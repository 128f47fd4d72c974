import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.js';
import { sharedKeys } from '../../db/schema-files.js';
import { withoutParams } from './database-file-store.js';

const KEY_BYTES = 32;
const SHARED_KEY_NAME = 'link-signing';

/**
 * The key that signs short-lived links (card images, resumes), WebSocket tickets and sealed job payloads.
 * APP_SECRET when set. Otherwise, on PostgreSQL, one random key kept in the database, so every process
 * signs and checks with the same one (issue 15); on the embedded database, a random key kept in DATA_DIR.
 * Either way links survive a restart.
 */
export async function loadSigningKey(
  appSecret: string | undefined,
  dataDir: string,
  database?: Pick<DatabaseHandle, 'db' | 'driver'>,
): Promise<Buffer> {
  if (appSecret) return Buffer.from(appSecret, 'utf8');
  if (database?.driver === 'postgres') return loadSharedKey(database.db, dataDir);
  const existing = await readKeyFile(dataDir);
  if (existing) return existing;
  const key = randomBytes(KEY_BYTES);
  await mkdir(dataDir, { recursive: true });
  await writeFile(keyFile(dataDir), key, { mode: 0o600 });
  return key;
}

/**
 * The database's key, created by whichever process comes first (insert … on conflict do nothing, then
 * read). A site that ran on PostgreSQL before issue 15 offers its DATA_DIR key, so the links and queued
 * job payloads it already signed stay good.
 */
async function loadSharedKey(db: DatabaseHandle['db'], dataDir: string): Promise<Buffer> {
  const offered = (await readKeyFile(dataDir)) ?? randomBytes(KEY_BYTES);
  await withoutParams('store the signing key', () =>
    db.insert(sharedKeys).values({ name: SHARED_KEY_NAME, key: offered }).onConflictDoNothing(),
  );
  const [row] = await db.select({ key: sharedKeys.key }).from(sharedKeys).where(eq(sharedKeys.name, SHARED_KEY_NAME));
  if (!row) throw new Error('The shared signing key could not be stored.');
  return row.key;
}

function keyFile(dataDir: string): string {
  return path.join(dataDir, 'signing-key');
}

async function readKeyFile(dataDir: string): Promise<Buffer | null> {
  try {
    const existing = await readFile(keyFile(dataDir));
    return existing.length >= KEY_BYTES ? existing : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}
