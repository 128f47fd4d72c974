import { messageResponseSchema } from '../schemas/common.js';
import { myPwdIdSchema, replaceCardRequestSchema, updateMyPwdIdRequestSchema } from '../schemas/my-pwd-id.js';
import { endpoint } from './endpoint.js';

const tag = 'My PWD ID';

/**
 * A job seeker's own registration (My PWD ID, /job-seeker/pwd): open to them while an administrator has not
 * approved it yet (a pending job seeker can sign in to this and nothing else), and after approval to read.
 */
export const myPwdIdApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/my-pwd-id/',
    access: 'own registration',
    tag,
    summary: 'My registration: ID number, disability, the card on file (signed path), status, usual waiting time',
    bodyKind: 'none',
    response: myPwdIdSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/my-pwd-id/',
    access: 'own registration',
    tag,
    summary: 'Correct the ID number or disability type while waiting for approval',
    bodyKind: 'json',
    body: updateMyPwdIdRequestSchema,
    response: myPwdIdSchema,
    errors: [400, 409],
  }),
  replaceCard: endpoint({
    method: 'POST',
    path: '/api/my-pwd-id/card/',
    access: 'own registration',
    tag,
    summary: 'Upload a (clearer) card photo while waiting for approval; replaces the one on file',
    bodyKind: 'multipart',
    body: replaceCardRequestSchema,
    response: myPwdIdSchema,
    errors: [400, 409, 413, 415, 429],
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/api/my-pwd-id/',
    access: 'own registration',
    tag,
    summary: 'Withdraw a registration still waiting for approval: the account and card photo are deleted',
    bodyKind: 'none',
    response: messageResponseSchema,
    errors: [409],
  }),
} as const;
