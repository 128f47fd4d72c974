import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** How a job's payload is stored: AES-256-GCM, so the job tables hold no addresses, names or links. */
export interface SealedPayload {
  sealed: string;
}

/**
 * Derives the payload key from the app's signing key (APP_SECRET, or the key in DATA_DIR), so every
 * process of one site opens the payloads of the others.
 */
export function payloadKey(signingKey: Buffer): Buffer {
  return createHmac('sha256', signingKey).update('kakayahan job payloads v1').digest();
}

/** Encrypts a payload (JSON) with a fresh nonce. */
export function sealPayload(key: Buffer, payload: unknown): SealedPayload {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

/** Decrypts a sealed payload; throws when it was sealed with another key or altered. */
export function openPayload(key: Buffer, stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || typeof (stored as SealedPayload).sealed !== 'string') {
    throw new Error('The job payload is not sealed.');
  }
  const raw = Buffer.from((stored as SealedPayload).sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as unknown;
}
