import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A weak validator of the exact body. Weak because the same answer is sent plain, br or gzip (by
 * Accept-Encoding, platform/http-compression.ts): the bytes differ, the meaning does not.
 */
export function bodyEtag(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

const knownEtags = new WeakMap<FastifyRequest, string>();

/** Says the ETag of the body this request will send (an answer kept in memory knows its own): not hashed again. */
export function rememberEtag(request: FastifyRequest, etag: string): void {
  knownEtags.set(request, etag);
}

/** Whether an If-None-Match header names the tag (weak comparison, RFC 9110 §13.1.2; `*` matches any). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//u, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Adds a field to Vary unless it is there already (any case). */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.some((f) => f.toLowerCase() === field.toLowerCase() || f === '*')) return;
  void reply.header('vary', [...fields, field].join(', '));
}

/**
 * The onSend hook of a declaration with `revalidate: true`: a successful answer gets an ETag of its body and
 * `no-cache` (stored, but checked with the server before each use, so a new job shows at once); a matching
 * If-None-Match turns it into a 304 without a body. An anonymous answer is `public`; a signed-in caller's is
 * `private` (it may carry their own state, e.g. an employer's own fairs), and `Vary: Authorization` keeps a
 * shared cache from handing the anonymous answer to a signed-in request (`public` would otherwise allow it).
 * Runs before compression, so the tag is that of the JSON itself.
 */
export function revalidateAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload?: unknown) => void,
): void {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    done(null, payload);
    return;
  }
  const etag = knownEtags.get(request) ?? bodyEtag(payload);
  void reply.header('cache-control', request.user ? 'private, no-cache' : 'public, no-cache');
  void reply.header('etag', etag);
  addVary(reply, 'Authorization');
  // Said even when the answer is too small to compress, so a shared cache never mixes encodings up.
  addVary(reply, 'accept-encoding');
  if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) {
    done(null, payload);
    return;
  }
  void reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  done(null, null);
}
