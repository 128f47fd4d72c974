import { z } from 'zod';
import { messageResponseSchema, userIdParamsSchema } from '../schemas/common.js';
import {
  adminEmployerVerificationListQuerySchema,
  adminEmployerVerificationListSchema,
  employerVerificationRequestSchema,
  employerVerificationSchema,
  rejectEmployerVerificationRequestSchema,
  verificationDocumentQuerySchema,
} from '../schemas/employer-verification.js';
import { endpoint } from './endpoint.js';

const verificationFormSchema = employerVerificationRequestSchema
  .extend({
    document: z
      .string()
      .meta({ format: 'binary', description: 'The registration certificate: PDF, JPEG or PNG, at most 10 MB.' }),
  })
  .meta({ id: 'EmployerVerificationForm' });

/** Verified employers (issue 12): the employer's submission and the admin's check. */
export const employerVerificationApi = {
  getOwn: endpoint({
    method: 'GET',
    path: '/api/employer-verification/',
    access: ['Employer'],
    tag: 'Employer verification',
    summary: "The signed-in employer's business registration and where its check stands",
    bodyKind: 'none',
    response: employerVerificationSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/employer-verification/',
    access: ['Employer'],
    tag: 'Employer verification',
    summary: 'Submit (or replace, while not verified) the business registration with its certificate (multipart)',
    description:
      'The certificate is kept private (never under a public address); only admins open it, through a signed ' +
      'link. A verified employer gets 409; an employer without a company profile 409.',
    bodyKind: 'multipart',
    body: verificationFormSchema,
    status: 201,
    response: employerVerificationSchema,
    errors: [400, 409, 413, 415, 429],
  }),
  listForAdmin: endpoint({
    method: 'GET',
    path: '/api/admin/employer-verifications/',
    access: ['Admin'],
    tag: 'Admin',
    summary: 'Business registrations by status (pending first come, first served); searched and paged',
    description: 'X-Total-Count carries the number matching.',
    query: adminEmployerVerificationListQuerySchema,
    bodyKind: 'none',
    response: adminEmployerVerificationListSchema,
    errors: [400],
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/admin/employer-verifications/:userId/approve/',
    access: ['Admin'],
    tag: 'Admin',
    summary: 'Approve a pending business registration: the employer is verified and told (no body)',
    params: userIdParamsSchema,
    bodyKind: 'none',
    response: messageResponseSchema,
    errors: [400, 404, 409],
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/employer-verifications/:userId/reject/',
    access: ['Admin'],
    tag: 'Admin',
    summary: 'Reject a pending business registration with a reason the employer reads',
    params: userIdParamsSchema,
    bodyKind: 'json',
    body: rejectEmployerVerificationRequestSchema,
    response: messageResponseSchema,
    errors: [400, 404, 409],
  }),
  document: endpoint({
    method: 'GET',
    path: '/api/admin/employer-verifications/:userId/document/',
    access: 'signed link',
    tag: 'Admin',
    summary: "The registration certificate itself, for a signed link from the admin's list",
    params: userIdParamsSchema,
    query: verificationDocumentQuerySchema,
    bodyKind: 'none',
    response: 'bytes',
    errors: [400, 403, 404],
  }),
} as const;
