import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

/** The posts, comments and replies. */
export function registerForumRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // Built in this issue.
}
