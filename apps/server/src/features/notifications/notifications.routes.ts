import {
  deleteAllNotificationsResponseSchema,
  deleteNotificationResponseSchema,
  errorResponses,
  idParamsSchema,
  markAllNotificationsReadResponseSchema,
  markNotificationReadRequestSchema,
  notificationListSchema,
  notificationSchema,
} from '@kakayahan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireSignedIn, requireUser } from '../../platform/auth/access.js';
import { acceptEmptyJsonBody } from '../../platform/http-body.js';
import { presentNotification } from './notifications.presenter.js';
import {
  deleteAllMyNotifications,
  deleteMyNotification,
  listMyNotifications,
  markAllMyNotificationsRead,
  markMyNotificationRead,
} from './notifications.service.js';
import { registerNotificationSocket } from './notifications.socket.js';

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

const tags = ['Notifications'];
const security = [{ token: [] }];

/**
 * The notifications centre and its live socket. The HTTP routes live in their own scope so that an empty
 * JSON body counts as no body: clients send the bodyless calls with `Content-Type: application/json` and
 * nothing after it.
 */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register((scope, _options, done) => {
    acceptEmptyJsonBody(scope);
    registerReadAndMarkRoutes(scope, ctx);
    registerDeleteRoutes(scope, ctx);
    done();
  });
  registerNotificationSocket(app, ctx);
}

function registerReadAndMarkRoutes(app: FastifyInstance, ctx: AppContext): void {
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

function registerDeleteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.delete(
    '/api/delete-notification/:id/',
    {
      preValidation: requireSignedIn,
      config: { rateLimit: NOTIFICATION_RATE_LIMITS.deleteOne },
      schema: {
        tags,
        security,
        summary: 'Delete one of your notifications (no body)',
        params: idParamsSchema,
        response: { 200: deleteNotificationResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => deleteMyNotification(ctx, requireUser(request), request.params.id),
  );

  r.delete(
    '/api/delete-all-notifications/',
    {
      preValidation: requireSignedIn,
      config: { rateLimit: NOTIFICATION_RATE_LIMITS.deleteAll },
      schema: {
        tags,
        security,
        summary: 'Delete all your notifications (Clear all; no body)',
        response: { 200: deleteAllNotificationsResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => deleteAllMyNotifications(ctx, requireUser(request)),
  );
}
