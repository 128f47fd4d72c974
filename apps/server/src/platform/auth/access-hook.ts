import { ACCOUNT_STANDING, type Access } from '@kakayahan/contracts';
import { forbidden } from '../errors.js';
import type { FastifyRequest } from 'fastify';
import { requireRole, requireUser } from './access.js';

/**
 * The one access check of every route, from its declaration, run before the body is validated: the order
 * is always authentication → access → validation (an anonymous call gets 401, the wrong role 403, never a
 * 400 about a body it may not send). An account that may not sign in (unverified e-mail, job seeker
 * waiting for approval) is refused like sign-in refuses it. Ownership stays in the services.
 */
export function accessHook(access: Access) {
  return function checkAccess(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
    try {
      if (access !== 'anyone' && access !== 'signed link') {
        const actor = requireUser(request);
        if (access === 'own registration') {
          // A job seeker waiting for approval may see and correct their own registration.
          requireRole(actor, 'Employee');
          if (actor.standing === 'pending_approval') return done();
        } else if (access !== 'signed in') {
          requireRole(actor, ...access);
        }
        // Sessions exist only for accounts that could sign in; one made before the account changed state
        // (or by a test) gets the sign-in's own refusal.
        if (actor.standing !== 'active') throw forbidden(ACCOUNT_STANDING[actor.standing], actor.standing);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  };
}
