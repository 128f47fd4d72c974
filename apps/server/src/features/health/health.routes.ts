import { healthApi } from '@kakayahan/contracts';
import type { DatabaseHandle } from '../../db/client.js';
import { HttpError } from '../../platform/errors.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';

/** GET /api/health: 200 when the server and its database answer, 503 otherwise. */
export function healthRoutes(database: DatabaseHandle): EndpointRoute[] {
  return [
    route(healthApi.health, async ({ request }) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'The database is not reachable.');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    }),
  ];
}
