import { platformStatisticsQuerySchema, platformStatisticsSchema } from '../schemas/platform-statistics.js';
import { endpoint } from './endpoint.js';

/** Platform Statistics (document 2 §2, §3, §7), with the breakdowns an agency needs (issue 12). */
export const platformStatisticsApi = {
  getStatistics: endpoint({
    method: 'GET',
    path: '/api/platform-statistics/',
    access: ['Admin'],
    tag: 'Admin',
    summary: "The spec's four totals, and the funnel, approval times, breakdowns and weekly series for a period",
    query: platformStatisticsQuerySchema,
    bodyKind: 'none',
    response: platformStatisticsSchema,
    errors: [400],
  }),
} as const;
