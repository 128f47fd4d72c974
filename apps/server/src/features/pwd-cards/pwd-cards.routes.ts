import { pwdCardsApi } from '@kakayahan/contracts';
import type { AppContext } from '../../app-context.js';
import { sendPrivateFile } from '../../platform/files/signed-file.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { readCardUpload } from './card-image-upload.js';
import { presentCardLink } from './pwd-cards.presenter.js';
import { readCardImage, retrieveCardLink, uploadPwdCard } from './pwd-cards.service.js';

/** Per-address limit: a disability affairs office may sign up many people from one network. */
export const PWD_CARD_RATE_LIMITS = {
  upload: { max: 30, timeWindow: '10 minutes' },
} as const;

/** The card photo: stored once after sign-up (no token), a signed path for admins, the image itself. */
export function pwdCardRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(
      pwdCardsApi.uploadPwdCard,
      async ({ request }) => {
        const upload = await readCardUpload(request, ['user', 'ticket']);
        return uploadPwdCard(ctx, upload.fields, upload.bytes);
      },
      { rateLimit: PWD_CARD_RATE_LIMITS.upload },
    ),
    route(pwdCardsApi.retrieveCard, async ({ actor, params }) =>
      presentCardLink(await retrieveCardLink(ctx, actor, params.userId)),
    ),
    // The answer is raw image bytes, sent on the reply itself.
    route(pwdCardsApi.pwdCardImage, async ({ params, query, reply }) =>
      sendPrivateFile(reply, await readCardImage(ctx, params.userId, query)),
    ),
  ];
}
