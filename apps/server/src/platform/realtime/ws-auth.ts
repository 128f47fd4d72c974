import { CHAT_MESSAGES, displayName } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { findAccount } from '../auth/session.repo.js';
import type { AuthUser } from '../auth/session.service.js';
import { isAllowedOrigin, UsedTickets, verifyWsTicket } from './ws-tickets.js';

/** WebSocket close codes this server uses (4000–4999 are the application's own). */
export const WS_CLOSE = {
  /** Origin of another site. */
  originRefused: 4403,
  /** Missing, invalid, expired or reused ticket, or the account is gone. */
  unauthorized: 4401,
  /** Signed in, but not a member of this room (or no such room: the same answer). */
  forbidden: 4403,
  /** The client sent something that is not a message frame. */
  badFrame: 4400,
  /** Sending too fast for too long. */
  tooFast: 4429,
} as const;

export type SocketAuth = { ok: true; user: AuthUser } | { ok: false; code: number; reason: string };

/** One per app: a ticket opens one socket on this process. */
export const usedTickets = new WeakMap<AppContext, UsedTickets>();

/**
 * Checks a WebSocket upgrade: the Origin (when a browser sends one), then the `ticket` query parameter
 * (decision 014), then that the account still exists and may use the product. Never reads a session token
 * from the URL.
 */
export async function authenticateSocket(ctx: AppContext, request: FastifyRequest): Promise<SocketAuth> {
  const origin = request.headers.origin;
  if (!isAllowedOrigin(origin, ctx.config.publicUrl, request.headers.host)) {
    return { ok: false, code: WS_CLOSE.originRefused, reason: CHAT_MESSAGES.originRefused };
  }
  let used = usedTickets.get(ctx);
  if (!used) {
    used = new UsedTickets();
    usedTickets.set(ctx, used);
  }
  const query = request.query as Record<string, unknown>;
  const ticket = typeof query.ticket === 'string' ? query.ticket : undefined;
  const userId = verifyWsTicket(ctx.signingKey, ticket, ctx.now(), used);
  if (userId === null) return { ok: false, code: WS_CLOSE.unauthorized, reason: CHAT_MESSAGES.ticketInvalid };
  const row = await findAccount(ctx.db, userId);
  if (!row || (row.userType === 'Employee' && !row.isApproved)) {
    return { ok: false, code: WS_CLOSE.unauthorized, reason: CHAT_MESSAGES.ticketInvalid };
  }
  return {
    ok: true,
    user: {
      id: row.id,
      userType: row.userType,
      email: row.email,
      username: displayName(row.firstName, row.lastName),
      // Only an account that could get a ticket (the access hook refuses the others) gets this far.
      standing: 'active',
    },
  };
}
