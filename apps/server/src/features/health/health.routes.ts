import { errorResponses, healthResponseSchema } from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.js';
import { HttpError } from '../../platform/errors.js';

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Answers 200 when the server and its database are reachable',
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'The database is not reachable.');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
}
