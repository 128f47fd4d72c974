import { platformStatisticsApi } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { presentPlatformStatistics } from './platform-statistics.presenter.js';
import { getPlatformStatistics } from './platform-statistics.service.js';

/**
 * Platform Statistics (Admin only: the declaration refuses other roles with 403, and the service checks
 * the role again). A bad `from` or `to`, or `from` after `to`, is a 400 from the contract's query schema.
 */
export function platformStatisticsRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(platformStatisticsApi.getStatistics, async ({ actor, query }) =>
      presentPlatformStatistics(await getPlatformStatistics(ctx, actor, query)),
    ),
  ];
}
