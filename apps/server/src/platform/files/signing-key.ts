import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The key that signs short-lived links (card images). APP_SECRET when set (required when several
 * processes serve one site); otherwise a random key kept in DATA_DIR so links survive a restart.
 */
export async function loadSigningKey(appSecret: string | undefined, dataDir: string): Promise<Buffer> {
  if (appSecret) return Buffer.from(appSecret, 'utf8');
  const file = path.join(dataDir, 'signing-key');
  try {
    const existing = await readFile(file);
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, key, { mode: 0o600 });
  return key;
}
