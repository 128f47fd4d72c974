import { notificationsApi } from '@kakayahan/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route, type EndpointRoute } from '../../platform/http/endpoint-routes.js';
import { presentNotification } from './notifications.presenter.js';
import {
  deleteAllMyNotifications,
  deleteMyNotification,
  listMyNotifications,
  markAllMyNotificationsRead,
  markMyNotificationRead,
} from './notifications.service.js';

/**
 * Counted per signed-in person: deleting a full list of 200 one by one stays well inside, a script
 * hammering the database does not.
 */
export const NOTIFICATION_RATE_LIMITS = {
  deleteOne: { max: 300, timeWindow: '10 minutes', keyGenerator: perPerson },
  deleteAll: { max: 30, timeWindow: '10 minutes', keyGenerator: perPerson },
} as const;

function perPerson(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : request.ip;
}

/**
 * The notifications centre (its live socket is registered by notifications.socket.ts). The bodyless
 * calls, and mark-read whose body is optional, accept `Content-Type: application/json` with nothing after it.
 */
export function notificationRoutes(ctx: AppContext): EndpointRoute[] {
  return [
    route(notificationsApi.list, async ({ actor }) => (await listMyNotifications(ctx, actor)).map(presentNotification)),
    route(notificationsApi.markRead, async ({ actor, params }) =>
      presentNotification(await markMyNotificationRead(ctx, actor, params.id)),
    ),
    route(notificationsApi.markAllRead, ({ actor }) => markAllMyNotificationsRead(ctx, actor)),
    route(notificationsApi.delete, ({ actor, params }) => deleteMyNotification(ctx, actor, params.id), {
      rateLimit: NOTIFICATION_RATE_LIMITS.deleteOne,
    }),
    route(notificationsApi.deleteAll, ({ actor }) => deleteAllMyNotifications(ctx, actor), {
      rateLimit: NOTIFICATION_RATE_LIMITS.deleteAll,
    }),
  ];
}
