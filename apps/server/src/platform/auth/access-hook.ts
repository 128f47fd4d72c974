import type { Access } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import { requireRole, requireUser } from './access.js';

/**
 * The one access check of every route, from its declaration, run before the body is validated: the order
 * is always authentication → access → validation (an anonymous call gets 401, the wrong role 403, never a
 * 400 about a body it may not send). Ownership stays in the services.
 */
export function accessHook(access: Access) {
  return function checkAccess(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
    try {
      if (access !== 'anyone' && access !== 'signed link') {
        const actor = requireUser(request);
        if (access !== 'signed in') requireRole(actor, ...access);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  };
}
