import {
  errorResponses,
  idParamsSchema,
  markAllNotificationsReadResponseSchema,
  markNotificationReadRequestSchema,
  notificationListSchema,
  notificationSchema,
} from '@kakayahan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { presentNotification } from './notifications.presenter.js';
import { listMyNotifications, markAllMyNotificationsRead, markMyNotificationRead } from './notifications.service.js';

const tags = ['Notifications'];
const security = [{ token: [] }];

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/get-notifications/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        security,
        summary: "The signed-in user's notifications, newest first",
        response: { 200: notificationListSchema, ...errorResponses(401) },
      },
    },
    async (request) => (await listMyNotifications(ctx, requireUser(request))).map(presentNotification),
  );

  r.patch(
    '/api/mark-notification-read/:id/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        security,
        summary: 'Mark one of your notifications read',
        params: idParamsSchema,
        body: markNotificationReadRequestSchema.nullish(),
        response: { 200: notificationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => presentNotification(await markMyNotificationRead(ctx, requireUser(request), request.params.id)),
  );

  r.patch(
    '/api/mark-all-notifications-read/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        security,
        summary: 'Mark all your notifications read',
        response: { 200: markAllNotificationsReadResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => markAllMyNotificationsRead(ctx, requireUser(request)),
  );
}
