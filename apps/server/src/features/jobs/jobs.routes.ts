import { publicJobListSchema } from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { presentPublicJob } from './jobs.presenter.js';
import { publicJobs } from './jobs.service.js';

export function registerJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/all-jobs-public/',
    {
      schema: {
        tags: ['Jobs'],
        summary: 'The newest jobs, for anyone (no sign-in)',
        response: { 200: publicJobListSchema },
      },
    },
    async () => (await publicJobs(ctx)).map(presentPublicJob),
  );
}
