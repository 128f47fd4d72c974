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
