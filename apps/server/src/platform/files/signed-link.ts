import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed paths for private files that a browser loads without an Authorization header
 * (an admin's <img src>). The signature covers the path and the expiry, so a link works only for the one
 * file it was made for and only until it expires.
 */

export interface SignedLinkParts {
  /** Unix time in seconds after which the link stops working. */
  expires: number;
  /** HMAC-SHA256 of the path and expiry, base64url. */
  signature: string;
}

const SIGNATURE_BYTES = 32;

function computeSignature(key: Buffer, path: string, expires: number): Buffer {
  // A newline cannot occur in a path we sign, so "path\nexpires" has one reading.
  return createHmac('sha256', key).update(`${path}\n${expires}`).digest();
}

/** Signs `path` (e.g. "/api/pwd-card-image/7/") until `expiresAt`; returns the expiry and signature. */
export function signPath(key: Buffer, path: string, expiresAt: Date): SignedLinkParts {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return { expires, signature: computeSignature(key, path, expires).toString('base64url') };
}

/** The signed path with its query string: `/api/…/?expires=…&signature=…`. */
export function signedUrl(key: Buffer, path: string, expiresAt: Date): string {
  const { expires, signature } = signPath(key, path, expiresAt);
  return `${path}?expires=${expires}&signature=${signature}`;
}

/**
 * True only when `signature` was made by `signPath` for this exact path and expiry and the expiry is
 * still in the future at `now`. Compares in constant time; any malformed input is simply false.
 */
export function verifySignedPath(
  key: Buffer,
  path: string,
  expires: string | undefined,
  signature: string | undefined,
  now: Date,
): boolean {
  if (!expires || !signature || !/^[1-9]\d{0,14}$/u.test(expires) || !/^[A-Za-z0-9_-]{43}$/u.test(signature)) {
    return false;
  }
  const expiresSeconds = Number(expires);
  if (expiresSeconds * 1000 <= now.getTime()) return false;
  const given = Buffer.from(signature, 'base64url');
  const expected = computeSignature(key, path, expiresSeconds);
  return given.length === SIGNATURE_BYTES && timingSafeEqual(given, expected);
}
