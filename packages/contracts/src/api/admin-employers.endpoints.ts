import {
  adminEmployerDetailSchema,
  adminEmployerFiltersSchema,
  adminEmployerListQuerySchema,
  adminEmployerListSchema,
  adminDeleteJobRequestSchema,
  deleteEmployerRequestSchema,
} from '../schemas/admin-employers.js';
import { messageResponseSchema, userIdParamsSchema } from '../schemas/common.js';
import { jobIdParamsSchema } from '../schemas/jobs.js';
import { endpoint } from './endpoint.js';

const tag = 'Admin';

/** Manage Employers (document 2 §2, §7): list with filters, one employer's profile and jobs, delete. */
export const adminEmployersApi = {
  listEmployers: endpoint({
    method: 'GET',
    path: '/api/admin/get-all-employers/',
    access: ['Admin'],
    tag,
    summary: 'Employers, newest first, filtered by industry, location, search and verification; paged on request',
    description:
      "Without page or page_size every matching employer is answered (the spec's list). X-Total-Count carries the number matching.",
    query: adminEmployerListQuerySchema,
    bodyKind: 'none',
    response: adminEmployerListSchema,
    errors: [400],
  }),
  employerFilters: endpoint({
    method: 'GET',
    path: '/api/admin/employer-filters/',
    access: ['Admin'],
    tag,
    summary: 'The industries and locations employers have, for the filter lists',
    bodyKind: 'none',
    response: adminEmployerFiltersSchema,
  }),
  getEmployer: endpoint({
    method: 'GET',
    path: '/api/admin/employers/:userId/',
    access: ['Admin'],
    tag,
    summary: "One employer's full company profile and every job they posted",
    params: userIdParamsSchema,
    bodyKind: 'none',
    response: adminEmployerDetailSchema,
    errors: [400, 404],
  }),
  deleteEmployer: endpoint({
    method: 'DELETE',
    path: '/api/admin/delete-employer/:userId/',
    access: ['Admin'],
    tag,
    summary:
      'Delete an employer: the account, profile, jobs, job fairs and the applications to those jobs go in one transaction; applicants and fair registrants are told',
    params: userIdParamsSchema,
    bodyKind: 'json',
    body: deleteEmployerRequestSchema.nullish(),
    response: messageResponseSchema,
    errors: [400, 404, 409],
  }),
  deleteJob: endpoint({
    method: 'DELETE',
    path: '/api/admin/delete-job/:jobId/',
    access: ['Admin'],
    tag,
    summary:
      'Delete any job post (a reported scam, a discriminatory post): its applications go with it; the employer and the applicants are told; its reports are resolved',
    params: jobIdParamsSchema,
    bodyKind: 'json',
    body: adminDeleteJobRequestSchema.nullish(),
    response: messageResponseSchema,
    errors: [400, 404],
  }),
} as const;
