import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

/** The reports (submission and the admin's Manage Reports). */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
