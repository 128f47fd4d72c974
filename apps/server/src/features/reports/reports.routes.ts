import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

/** The reports (submission and the admin's Manage Reports). */
export function registerReportRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // Built in this issue.
}
