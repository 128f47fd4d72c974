import { z } from 'zod';

export const notificationSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    action: z.string(),
    timestamp: z.string().meta({ format: 'date-time' }),
    is_read: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

export const markNotificationReadRequestSchema = z
  .object({ is_read: z.literal(true, { error: 'is_read must be true.' }).default(true) })
  .meta({ id: 'MarkNotificationReadRequest' });

export const markAllNotificationsReadResponseSchema = z
  .object({ message: z.string(), updated: z.number().int() })
  .meta({ id: 'MarkAllNotificationsReadResponse' });

export const deleteNotificationResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'DeleteNotificationResponse' });

export const deleteAllNotificationsResponseSchema = z
  .object({ message: z.string(), deleted: z.number().int() })
  .meta({ id: 'DeleteAllNotificationsResponse' });

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  deleted: 'Notification deleted.',
  allDeleted: 'All notifications deleted.',
  allRead: 'All notifications are marked as read.',
} as const;

/** Server → client on /ws/notifications/: a notification just created for the signed-in user. */
export const notificationFrameSchema = z.object({ type: z.literal('notification'), notification: notificationSchema });
export type NotificationFrame = z.infer<typeof notificationFrameSchema>;
