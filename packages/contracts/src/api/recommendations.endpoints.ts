import { feedJobListSchema, recommendJobsQuerySchema } from '../schemas/jobs.js';
import { endpoint } from './endpoint.js';

/** The Recommended Jobs tab of the job feed (document 2 §2, §3 "Job (feed)" color, §9). */
export const recommendationsApi = {
  recommendedJobs: endpoint({
    method: 'GET',
    path: '/api/recommend_jobs/',
    access: ['Employee'],
    tag: 'Jobs',
    summary: 'Recommended jobs of the signed-in job seeker, best match first, with colour and reasons',
    query: recommendJobsQuerySchema,
    bodyKind: 'none',
    response: feedJobListSchema,
    errors: [400],
  }),
} as const;
