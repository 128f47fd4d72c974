import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

/** The posts, comments and replies. */
export function registerForumRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
