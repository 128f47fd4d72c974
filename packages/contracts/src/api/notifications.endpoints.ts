import { idParamsSchema } from '../schemas/common.js';
import {
  deleteAllNotificationsResponseSchema,
  deleteNotificationResponseSchema,
  markAllNotificationsReadResponseSchema,
  markNotificationReadRequestSchema,
  notificationListSchema,
  notificationSchema,
} from '../schemas/notifications.js';
import { endpoint } from './endpoint.js';

const tag = 'Notifications';

/** The notifications centre: every signed-in person reads, marks and deletes their own. */
export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/get-notifications/',
    access: 'signed in',
    tag,
    summary: "The signed-in user's notifications, newest first",
    bodyKind: 'none',
    response: notificationListSchema,
  }),
  markRead: endpoint({
    method: 'PATCH',
    path: '/api/mark-notification-read/:id/',
    access: 'signed in',
    tag,
    summary: 'Mark one of your notifications read',
    params: idParamsSchema,
    // `{is_read: true}`, or no body at all.
    bodyKind: 'json',
    body: markNotificationReadRequestSchema.nullish(),
    response: notificationSchema,
    errors: [400, 404],
  }),
  markAllRead: endpoint({
    method: 'PATCH',
    path: '/api/mark-all-notifications-read/',
    access: 'signed in',
    tag,
    summary: 'Mark all your notifications read',
    bodyKind: 'none',
    response: markAllNotificationsReadResponseSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/delete-notification/:id/',
    access: 'signed in',
    tag,
    summary: 'Delete one of your notifications (no body)',
    params: idParamsSchema,
    bodyKind: 'none',
    response: deleteNotificationResponseSchema,
    errors: [400, 404, 429],
  }),
  deleteAll: endpoint({
    method: 'DELETE',
    path: '/api/delete-all-notifications/',
    access: 'signed in',
    tag,
    summary: 'Delete all your notifications (Clear all; no body)',
    bodyKind: 'none',
    response: deleteAllNotificationsResponseSchema,
    errors: [429],
  }),
} as const;
