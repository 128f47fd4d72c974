import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WS_TICKET_TTL_SECONDS } from '@kakayahan/contracts';

/**
 * WebSocket tickets (decision 014): a browser cannot put the Authorization header on a WebSocket, and the
 * long-lived session token must never travel in a URL (logs, history). So a signed-in client asks
 * POST /api/ws-ticket/ for a ticket — HMAC-signed user id and expiry, valid for 30 s — and opens the socket
 * with `?ticket=`. The signature makes it valid on every process without shared state; each process also
 * refuses a ticket it has already accepted.
 */
const PURPOSE = 'ws';
const SIGNATURE_BYTES = 32;

function sign(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}\n${body}`).digest();
}

export function issueWsTicket(key: Buffer, userId: number, now: Date): { ticket: string; expiresIn: number } {
  const expires = Math.floor(now.getTime() / 1000) + WS_TICKET_TTL_SECONDS;
  const body = `${userId}.${expires}.${randomBytes(12).toString('base64url')}`;
  return { ticket: `${body}.${sign(key, body).toString('base64url')}`, expiresIn: WS_TICKET_TTL_SECONDS };
}

/** Remembers accepted tickets until they expire, so one ticket opens one socket (on this process). */
export class UsedTickets {
  private readonly used = new Map<string, number>();

  /** True the first time a ticket is seen; false after. */
  claim(ticket: string, expiresSeconds: number, nowSeconds: number): boolean {
    for (const [key, expiry] of this.used) if (expiry <= nowSeconds) this.used.delete(key);
    if (this.used.has(ticket)) return false;
    this.used.set(ticket, expiresSeconds);
    return true;
  }
}

/** The user id of a valid, unexpired, unused ticket; null for anything else (constant-time comparison). */
export function verifyWsTicket(key: Buffer, ticket: string | undefined, now: Date, used: UsedTickets): number | null {
  if (!ticket || ticket.length > 200) return null;
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,14})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/u.exec(ticket);
  if (!match) return null;
  const [, userId, expires, nonce, signature] = match as unknown as [string, string, string, string, string];
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (Number(expires) <= nowSeconds) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(key, `${userId}.${expires}.${nonce}`);
  if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, expected)) return null;
  if (!used.claim(ticket, Number(expires), nowSeconds)) return null;
  return Number(userId);
}

/**
 * A browser always sends Origin on a WebSocket; one from another site is refused (cross-site WebSocket
 * hijacking). Allowed: the configured public URL's origin and the origin the request itself names
 * (same host). No Origin (a non-browser client) is allowed; it still needs a ticket.
 */
export function isAllowedOrigin(origin: string | undefined, publicUrl: string, host: string | undefined): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(publicUrl).origin) return true;
  return host !== undefined && parsed.host === host && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
}
