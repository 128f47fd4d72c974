import type { UserType } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';
import type { AuthUser } from './session.service.js';

/** The signed-in user of a request, or a 401 for anonymous requests. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) {
    // Another scheme (`Bearer …`) or a bare token: say how to send it rather than "expired".
    if (request.hadWrongAuthScheme) throw unauthorized('Send your token as "Authorization: Token <token>".');
    throw unauthorized(
      request.hadInvalidToken ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue.',
    );
  }
  return request.user;
}

/**
 * A route hook that refuses anonymous calls before the body is validated, so the order is always
 * authentication → validation → access check (a signed-out call gets 401, not a 400 about its body).
 */
export function requireSignedIn(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
  try {
    requireUser(request);
    done();
  } catch (error) {
    done(error as Error);
  }
}

/** Refuses the actor unless they have one of the roles. Services call this before anything else. */
export function requireRole(actor: AuthUser, ...roles: UserType[]): void {
  if (!roles.includes(actor.userType)) throw forbidden('You do not have permission to do that.');
}

/** Refuses the actor unless they are the owner of the resource (admins may pass when allowed). */
export function requireSelf(actor: AuthUser, ownerId: number, options: { allowAdmin?: boolean } = {}): void {
  if (actor.id === ownerId) return;
  if (options.allowAdmin && actor.userType === 'Admin') return;
  throw forbidden('You can only see or change your own information.');
}
