import { adminUserListQuerySchema } from '../schemas/admin-lists.js';
import { adminUserListSchema, deleteUserRequestSchema, rejectUserRequestSchema } from '../schemas/admin.js';
import { messageResponseSchema, userIdParamsSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

const tag = 'Admin';

/**
 * Admin verification of job seekers and Manage Users (document 2 §3). Approve takes no body; reject and
 * delete take an optional JSON `{reason}` (the spec's client sends none, or an empty JSON body).
 */
export const adminUsersApi = {
  listPendingUsers: endpoint({
    method: 'GET',
    path: '/api/admin/pending-users/',
    access: ['Admin'],
    tag,
    summary: 'Job seekers waiting for approval, oldest first; searched and paged on request',
    description:
      'Without page or page_size every matching job seeker is answered. X-Total-Count carries the number matching.',
    query: adminUserListQuerySchema,
    bodyKind: 'none',
    response: adminUserListSchema,
    errors: [400],
  }),
  approveUser: endpoint({
    method: 'POST',
    path: '/api/admin/approve-user/:userId/',
    access: ['Admin'],
    tag,
    summary: 'Approve a pending job seeker (no body); they are notified in the app and by e-mail',
    params: userIdParamsSchema,
    bodyKind: 'none',
    response: messageResponseSchema,
    errors: [400, 404, 409],
  }),
  rejectUser: endpoint({
    method: 'POST',
    path: '/api/admin/reject-user/:userId/',
    access: ['Admin'],
    tag,
    summary: 'Reject a pending job seeker: the account and card image are deleted; the person is e-mailed',
    params: userIdParamsSchema,
    bodyKind: 'json',
    body: rejectUserRequestSchema.nullish(),
    response: messageResponseSchema,
    errors: [400, 404, 409],
  }),
  listUsers: endpoint({
    method: 'GET',
    path: '/api/admin/users/',
    access: ['Admin'],
    tag,
    summary: 'All job seekers, whatever their status, newest first; searched and paged on request',
    description:
      'Without page or page_size every matching job seeker is answered. X-Total-Count carries the number matching.',
    query: adminUserListQuerySchema,
    bodyKind: 'none',
    response: adminUserListSchema,
    errors: [400],
  }),
  deleteUser: endpoint({
    method: 'DELETE',
    path: '/api/admin/delete-user/:userId/',
    access: ['Admin'],
    tag,
    summary: 'Delete a job seeker account and its card image; the person is e-mailed',
    params: userIdParamsSchema,
    bodyKind: 'json',
    body: deleteUserRequestSchema.nullish(),
    response: messageResponseSchema,
    errors: [400, 404, 409],
  }),
} as const;
