import {
  allJobsQuerySchema,
  employerJobListSchema,
  errorResponses,
  feedJobListSchema,
  jobDetailSchema,
  jobIdParamsSchema,
  postIdParamsSchema,
  publicJobListSchema,
  tagIdListSchema,
  tagListSchema,
  TOTAL_COUNT_HEADER,
} from '@kakayahan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { registerEmployerAccountRoutes } from './employer-account.routes.js';
import { presentEmployerJob, presentFeedJob } from './job-feed.presenter.js';
import { registerJobPostingRoutes } from './job-posting.routes.js';
import { presentJobDetail, presentPublicJob, presentTag, presentTagId } from './jobs.presenter.js';
import {
  allJobs,
  disabilityTagList,
  employerJobs,
  jobDetail,
  jobDisabilityTagIds,
  jobTagIds,
  publicJobs,
  specialtyTags,
} from './jobs.service.js';

const tags = ['Jobs'];
/**
 * The contract's query schema carries an OpenAPI id, so the docs generator would write it as a $ref, and
 * it cannot read query parameters from a $ref (the whole document fails). A new object over the same
 * fields validates the same and is written inline.
 */
const inlineQuerySchema = z.object(allJobsQuerySchema.shape);
const signedIn = { preValidation: requireSignedIn };
const security = [{ token: [] }];

/**
 * `?category=A&category=B` arrives as a list; the contract reads one comma-separated text, so a repeated
 * parameter is joined before validation rather than refused.
 */
function joinRepeatedCategory(request: FastifyRequest, _reply: unknown, done: () => void): void {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Array.isArray(query.category)) query.category = query.category.join(',');
  done();
}

export function registerJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/all-jobs-public/',
    { schema: { tags, summary: 'The newest jobs, for anyone (no sign-in)', response: { 200: publicJobListSchema } } },
    async () => (await publicJobs(ctx)).map(presentPublicJob),
  );

  // The app ignores trailing slashes, so /api/tags answers too (the spec's client calls both).
  r.get(
    '/api/tags/',
    { schema: { tags, summary: 'Specialty tags, by name (no sign-in)', response: { 200: tagListSchema } } },
    async () => (await specialtyTags(ctx)).map(presentTag),
  );

  r.get(
    '/api/disability-tags/',
    { schema: { tags, summary: 'Disability tags, by name (no sign-in)', response: { 200: tagListSchema } } },
    async () => (await disabilityTagList(ctx)).map(presentTag),
  );

  r.get(
    '/api/job-post-tags/:jobId/',
    {
      schema: {
        tags,
        summary: "The ids of a job's specialty tags (no sign-in)",
        params: jobIdParamsSchema,
        response: { 200: tagIdListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => (await jobTagIds(ctx, request.params.jobId)).map(presentTagId),
  );

  r.get(
    '/api/job-post-disability-tags/:jobId/',
    {
      schema: {
        tags,
        summary: "The ids of a job's disability tags (no sign-in)",
        params: jobIdParamsSchema,
        response: { 200: tagIdListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => (await jobDisabilityTagIds(ctx, request.params.jobId)).map(presentTagId),
  );

  r.get(
    '/api/job/:post_id',
    {
      schema: {
        tags,
        summary: 'One job with its company and tags (no sign-in)',
        params: postIdParamsSchema,
        response: { 200: jobDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => presentJobDetail(await jobDetail(ctx, request.params.post_id)),
  );

  r.get(
    '/api/employer-jobs/',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The signed-in employer's own postings, newest first, with applicant counts",
        security,
        response: { 200: employerJobListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => (await employerJobs(ctx, requireUser(request))).map(presentEmployerJob),
  );

  r.get(
    '/api/all-jobs/',
    {
      preValidation: [requireSignedIn, joinRepeatedCategory],
      schema: {
        tags,
        summary: 'All jobs: search, category filter and pages; the total is in the x-total-count header',
        description:
          'q matches word prefixes in title, skills, tags, company and description (best matches first); ' +
          'without q, newest first. A job seeker does not see jobs they already applied to.',
        security,
        querystring: inlineQuerySchema,
        response: { 200: feedJobListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await allJobs(ctx, requireUser(request), request.query);
      void reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows.map((row) => presentFeedJob(row));
    },
  );

  registerJobPostingRoutes(app, ctx);
  registerEmployerAccountRoutes(app, ctx);
}
