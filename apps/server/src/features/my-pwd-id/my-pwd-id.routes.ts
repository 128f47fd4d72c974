import { myPwdIdApi } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { PWD_CARD_RATE_LIMITS, readCardUpload } from '../pwd-cards/index.js';
import { getMyPwdId, replaceMyCard, updateMyPwdId, withdrawMyRegistration } from './my-pwd-id.service.js';

/** Per-address limits; a new card photo is limited like the sign-up's upload. */
export const MY_PWD_ID_RATE_LIMITS = {
  read: { max: 120, timeWindow: '10 minutes' },
  update: { max: 30, timeWindow: '10 minutes' },
  replaceCard: PWD_CARD_RATE_LIMITS.upload,
  withdraw: { max: 10, timeWindow: '1 hour' },
} as const;

/**
 * A job seeker's own registration (My PWD ID): open to them while they wait for approval (the access
 * hook's 'own registration'), read-only after approval (the service answers 409 to changes).
 */
export function myPwdIdRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(myPwdIdApi.get, ({ actor }) => getMyPwdId(ctx, actor), { rateLimit: MY_PWD_ID_RATE_LIMITS.read }),
    route(myPwdIdApi.update, ({ actor, body }) => updateMyPwdId(ctx, actor, body), {
      rateLimit: MY_PWD_ID_RATE_LIMITS.update,
    }),
    route(
      myPwdIdApi.replaceCard,
      async ({ actor, request }) => replaceMyCard(ctx, actor, (await readCardUpload(request, [])).bytes),
      { rateLimit: MY_PWD_ID_RATE_LIMITS.replaceCard },
    ),
    route(myPwdIdApi.withdraw, ({ actor }) => withdrawMyRegistration(ctx, actor), {
      rateLimit: MY_PWD_ID_RATE_LIMITS.withdraw,
    }),
  ];
}
