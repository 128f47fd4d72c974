import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

export function registerOcrRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
