import { jobSeekerProfilesApi } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { getProfileViews } from './profile-views.service.js';

/** Who has seen me: the job seeker's own list (decision 036). */
export function profileViewRoutes(ctx: AppContext): EndpointRoute[] {
  return [route(jobSeekerProfilesApi.profileViews, ({ actor }) => getProfileViews(ctx, actor))];
}
