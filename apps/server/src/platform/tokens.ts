import { createHash, randomBytes } from 'node:crypto';

/** A new secret token: 256 random bits, URL-safe. Only its hash is ever stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token; tokens carry enough entropy that a fast hash is the right tool. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
