import { idParamsSchema } from '../schemas/common.js';
import {
  adminReportListSchema,
  adminReportSchema,
  createdReportSchema,
  createReportRequestSchema,
} from '../schemas/forum.js';
import { endpoint } from './endpoint.js';

const closeDescription =
  'Only a pending report can be resolved or dismissed (409 otherwise). Answers the updated report.';

/** The reports: submission by any signed-in user, and the admin's Manage Reports. */
export const reportsApi = {
  createReport: endpoint({
    method: 'POST',
    path: '/api/reports/',
    access: 'signed in',
    tag: 'Reports',
    summary: 'Report a forum post, a comment or a job post (any signed-in user)',
    description:
      "Exactly one of post, comment and job (a job takes suspected_scam, discriminatory or other; forum content the spec's four reasons; an employer cannot report their own job, 409). `reported_by` is accepted for the original client and ignored: the " +
      'reporter is the signed-in user. A second pending report by the same person on the same content is 409.',
    bodyKind: 'json',
    body: createReportRequestSchema,
    status: 201,
    response: createdReportSchema,
    errors: [400, 404, 409, 429],
  }),
  listReports: endpoint({
    method: 'GET',
    path: '/api/admin/reports/',
    access: ['Admin'],
    tag: 'Admin',
    summary: 'Every report, newest first, with its reporter and the reported content (full text)',
    bodyKind: 'none',
    response: adminReportListSchema,
  }),
  resolveReport: endpoint({
    method: 'PATCH',
    path: '/api/admin/reports/:id/resolve/',
    access: ['Admin'],
    tag: 'Admin',
    summary: 'Resolve a pending report (no body)',
    description: closeDescription,
    params: idParamsSchema,
    bodyKind: 'none',
    response: adminReportSchema,
    errors: [400, 404, 409],
  }),
  dismissReport: endpoint({
    method: 'PATCH',
    path: '/api/admin/reports/:id/dismiss/',
    access: ['Admin'],
    tag: 'Admin',
    summary: 'Dismiss a pending report (no body)',
    description: closeDescription,
    params: idParamsSchema,
    bodyKind: 'none',
    response: adminReportSchema,
    errors: [400, 404, 409],
  }),
} as const;
