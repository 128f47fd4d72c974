import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { resolveSession, type AuthUser } from './session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every request from its `Authorization: Token …` header. */
    user: AuthUser | null;
    /** A token was sent but it is unknown or expired (to word the 401 helpfully). */
    hadInvalidToken: boolean;
    /** An Authorization header was sent without the `Token` scheme (e.g. `Bearer …`), to say so in the 401. */
    hadWrongAuthScheme: boolean;
  }
}

/** Reads `Authorization: Token <token>` (the public contract) and returns the token, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Token\s+([A-Za-z0-9_-]{16,200})$/u.exec(header.trim());
  return match?.[1] ?? null;
}

/** Resolves the session of every API request before its handler runs. */
export const authPlugin = fp((app: FastifyInstance, options: { db: Database; now: () => Date }, done: () => void) => {
  app.decorateRequest('user', null);
  app.decorateRequest('hadInvalidToken', false);
  app.decorateRequest('hadWrongAuthScheme', false);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    if (!token) {
      const header = request.headers.authorization;
      request.hadInvalidToken = Boolean(header);
      request.hadWrongAuthScheme = Boolean(header) && !/^Token(\s|$)/u.test(header?.trim() ?? '');
      return;
    }
    request.user = await resolveSession(options.db, token, options.now());
    request.hadInvalidToken = request.user === null;
  });
  done();
});
