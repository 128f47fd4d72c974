import {
  editJobRequestSchema,
  errorResponses,
  jobDeletedResponseSchema,
  jobIdParamsSchema,
  jobPostingRequestSchema,
  jobSavedResponseSchema,
  postIdParamsSchema,
} from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { deleteJob, editJob, postJob } from './job-posting.service.js';

/**
 * Per-address limits on writing jobs: far above what an employer (or a placement office posting for
 * several companies from one network) does by hand, low enough to stop a script flooding the feed.
 */
export const JOB_WRITE_RATE_LIMITS = {
  post: { max: 60, timeWindow: '10 minutes' },
  edit: { max: 120, timeWindow: '10 minutes' },
  delete: { max: 60, timeWindow: '10 minutes' },
} as const;

const tags = ['Jobs'];
const security = [{ token: [] }];

/** Posting, editing and deleting jobs: employers only, and only their own jobs. */
export function registerJobPostingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/post-job/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Post a job with its specialty and disability tags (employers)',
        security,
        body: jobPostingRequestSchema,
        response: { 201: jobSavedResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
      config: { rateLimit: JOB_WRITE_RATE_LIMITS.post },
    },
    async (request, reply) => reply.code(201).send(await postJob(ctx, requireUser(request), request.body)),
  );

  r.put(
    '/api/edit-job-post/:jobId/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Edit one of your jobs; fields left out keep their value, tag lists replace the sets',
        security,
        params: jobIdParamsSchema,
        body: editJobRequestSchema,
        response: { 200: jobSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { rateLimit: JOB_WRITE_RATE_LIMITS.edit },
    },
    async (request) => editJob(ctx, requireUser(request), request.params.jobId, request.body),
  );

  r.delete(
    '/api/delete-job/:post_id/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Delete one of your jobs; its applicants are told in the app and by e-mail',
        security,
        params: postIdParamsSchema,
        response: { 200: jobDeletedResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { rateLimit: JOB_WRITE_RATE_LIMITS.delete },
    },
    async (request) => deleteJob(ctx, requireUser(request), request.params.post_id),
  );
}
