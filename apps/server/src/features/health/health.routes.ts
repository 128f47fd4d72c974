import { healthApi } from '@kakayahan/contracts';
import type { DatabaseHandle } from '../../db/client.js';
import { HttpError } from '../../platform/errors.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';

/**
 * Checks that arrive while a ping is under way share it (issue 15): a burst of probes costs the database one
 * query, and each answer still reflects a ping that ended after the check arrived or was already running.
 */
function sharedPing(database: DatabaseHandle): () => Promise<void> {
  let underway: Promise<void> | null = null;
  return () =>
    (underway ??= database.ping().finally(() => {
      underway = null;
    }));
}

/** GET /api/health: 200 when the server and its database answer, 503 otherwise. */
export function healthRoutes(database: DatabaseHandle): EndpointRoute[] {
  const ping = sharedPing(database);
  return [
    route(
      healthApi.health,
      async ({ request }) => {
        try {
          await ping();
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          throw new HttpError(503, 'The database is not reachable.');
        }
        return { status: 'ok' as const, database: 'ok' as const };
      },
      // A load balancer probes every few seconds: two info lines per probe are noise in production logs
      // (and about 3 % of a check's CPU, issue 15). An unreachable database is still logged.
      { logLevel: 'warn' },
    ),
  ];
}
