import { healthResponseSchema } from '../schemas/health.js';
import { endpoint } from './endpoint.js';

/** The health check of load balancers and monitoring. */
export const healthApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'anyone',
    tag: 'Health',
    summary: 'Answers 200 when the server and its database are reachable',
    bodyKind: 'none',
    response: healthResponseSchema,
    errors: [503],
  }),
} as const;
