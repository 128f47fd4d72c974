import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

/** The chat rooms, history, summaries and the chat WebSocket. */
export function registerChatRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // Built in this issue.
}
