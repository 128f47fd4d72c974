import type { Notification, NotificationFrame } from '@kakayahan/contracts';
import type { NotificationRow } from './notifications.repo.js';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    action: row.action,
    timestamp: row.createdAt.toISOString(),
    is_read: row.isRead,
  };
}

/** The WebSocket frame that delivers a just-created notification to its user's open pages. */
export function presentNotificationFrame(row: NotificationRow): NotificationFrame {
  return { type: 'notification', notification: presentNotification(row) };
}
