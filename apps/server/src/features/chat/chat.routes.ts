import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

/** The chat rooms, history, summaries and the chat WebSocket. */
export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
