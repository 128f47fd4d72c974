import { EMPLOYER_PROFILE_FIELDS, EMPLOYER_PROFILE_MESSAGES, employerProfilesApi } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { readFormUpload } from '../../platform/uploads/form-upload.js';
import { presentCompanyPage, presentEmployerProfile } from './employer-profiles.presenter.js';
import { getCompanyPage, getEmployerProfile, saveEmployerProfile } from './employer-profiles.service.js';

/** Per-address limit: a company fixing its profile saves a few times; a loop of logo uploads is stopped. */
export const EMPLOYER_PROFILE_RATE_LIMITS = {
  save: { max: 30, timeWindow: '10 minutes' },
} as const;

/** The company profile: its employer writes it (a form with an optional logo); any signed-in person reads it; anyone reads its public page. */
export function employerProfileRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(
      employerProfilesApi.saveProfile,
      async ({ actor, request }) => {
        const row = await saveEmployerProfile(ctx, actor, () =>
          readFormUpload(request, {
            fileFields: ['comp_logo'],
            textFields: EMPLOYER_PROFILE_FIELDS,
            notMultipartMessage: EMPLOYER_PROFILE_MESSAGES.notMultipart,
          }),
        );
        return { message: EMPLOYER_PROFILE_MESSAGES.saved, profile: presentEmployerProfile(row) };
      },
      { rateLimit: EMPLOYER_PROFILE_RATE_LIMITS.save, notMultipartMessage: EMPLOYER_PROFILE_MESSAGES.notMultipart },
    ),
    route(employerProfilesApi.employerDetails, async ({ actor, params }) =>
      presentEmployerProfile(await getEmployerProfile(ctx, actor, params.userId)),
    ),
    route(employerProfilesApi.companyPage, async ({ params }) =>
      presentCompanyPage(await getCompanyPage(ctx, params.employerId)),
    ),
  ];
}
