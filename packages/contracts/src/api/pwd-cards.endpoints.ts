import { messageResponseSchema, userIdParamsSchema } from '../schemas/common.js';
import {
  pwdCardImageQuerySchema,
  retrieveCardResponseSchema,
  uploadPwdCardRequestSchema,
} from '../schemas/pwd-cards.js';
import { endpoint } from './endpoint.js';

const tag = 'PWD cards';

/** The job seeker's PWD ID photo: stored once after sign-up, seen only by admins through a signed path. */
export const pwdCardsApi = {
  uploadPwdCard: endpoint({
    method: 'POST',
    path: '/api/upload-pwd-card/',
    // No token: the account was just created and is not signed in; the service checks who may upload.
    access: 'anyone',
    tag,
    summary: "Store a new job seeker's PWD ID photo (no token: right after sign-up, once)",
    description:
      'Accepted once per account, for a pending job seeker created in the last 30 minutes. The photo is ' +
      're-encoded without metadata and kept private; only admins see it, through /api/retrieve-card/.',
    bodyKind: 'multipart',
    body: uploadPwdCardRequestSchema,
    status: 201,
    response: messageResponseSchema,
    errors: [400, 403, 409, 413, 415, 429],
  }),
  retrieveCard: endpoint({
    method: 'GET',
    path: '/api/retrieve-card/:userId/',
    access: ['Admin'],
    tag,
    summary: "Admin: a signed path to a person's PWD ID photo that works for 5 minutes",
    params: userIdParamsSchema,
    bodyKind: 'none',
    response: retrieveCardResponseSchema,
    errors: [400, 404],
  }),
  pwdCardImage: endpoint({
    method: 'GET',
    path: '/api/pwd-card-image/:userId/',
    access: 'signed link',
    tag,
    summary: 'The PWD ID photo itself, for a signed path from /api/retrieve-card/',
    description: 'Answers the image bytes (image/webp) when the signature is valid and unexpired.',
    params: userIdParamsSchema,
    query: pwdCardImageQuerySchema,
    bodyKind: 'none',
    response: 'bytes',
    errors: [400, 403, 404],
  }),
} as const;
