import {
  EMPLOYER_VERIFICATION_FIELDS,
  EMPLOYER_VERIFICATION_MESSAGES,
  employerVerificationApi,
  TOTAL_COUNT_HEADER,
} from '@kakayahan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../platform/errors.js';
import { sendPrivateFile } from '../../platform/files/signed-file.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { readFormUpload } from '../../platform/uploads/form-upload.js';
import { presentAdminVerification, presentOwnVerification } from './employer-verification.presenter.js';
import {
  getOwnVerification,
  submitVerification,
  VERIFICATION_FILE_FIELDS,
  type VerificationForm,
} from './employer-verification.service.js';
import {
  approveVerification,
  listVerificationsForAdmin,
  readCertificate,
  rejectVerification,
  type VerificationPage,
} from './verification-review.service.js';

/** Counted per signed-in employer, not per address: several companies may share an office network. */
function perPerson(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : request.ip;
}

/** A company sends its registration once or twice; a loop of 10 MB uploads is stopped. */
export const EMPLOYER_VERIFICATION_RATE_LIMITS = {
  submit: { max: 10, timeWindow: '10 minutes', keyGenerator: perPerson },
} as const;

/** The registration form; a certificate over the upload limit is refused in the certificate's own words. */
async function readVerificationForm(request: FastifyRequest): Promise<VerificationForm> {
  try {
    return await readFormUpload(request, {
      fileFields: VERIFICATION_FILE_FIELDS,
      textFields: EMPLOYER_VERIFICATION_FIELDS,
      notMultipartMessage: EMPLOYER_VERIFICATION_MESSAGES.notMultipart,
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413) {
      throw new HttpError(413, EMPLOYER_VERIFICATION_MESSAGES.documentTooLarge);
    }
    throw error;
  }
}

/** The page's registrations as records, with the number matching over all pages in X-Total-Count. */
function answerPage(reply: FastifyReply, { items, total }: VerificationPage) {
  void reply.header(TOTAL_COUNT_HEADER, String(total));
  return items.map(({ row, documentUrl }) => presentAdminVerification(row, documentUrl));
}

/**
 * Verified employers: the employer sends their business registration and reads where it stands; an admin
 * lists registrations, opens the certificate through a signed link, and approves or rejects.
 */
export function employerVerificationRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(employerVerificationApi.getOwn, async ({ actor }) =>
      presentOwnVerification(await getOwnVerification(ctx, actor)),
    ),
    route(
      employerVerificationApi.submit,
      async ({ actor, request }) =>
        presentOwnVerification(await submitVerification(ctx, actor, () => readVerificationForm(request))),
      {
        rateLimit: EMPLOYER_VERIFICATION_RATE_LIMITS.submit,
        notMultipartMessage: EMPLOYER_VERIFICATION_MESSAGES.notMultipart,
      },
    ),
    route(employerVerificationApi.listForAdmin, async ({ actor, query, reply }) =>
      answerPage(reply, await listVerificationsForAdmin(ctx, actor, query)),
    ),
    route(employerVerificationApi.approve, ({ actor, params }) => approveVerification(ctx, actor, params.userId)),
    route(employerVerificationApi.reject, ({ actor, params, body }) =>
      rejectVerification(ctx, actor, params.userId, body.reason),
    ),
    // The answer is the certificate's bytes, sent on the reply itself.
    route(employerVerificationApi.document, async ({ params, query, reply }) =>
      sendPrivateFile(reply, await readCertificate(ctx, params.userId, query)),
    ),
  ];
}
